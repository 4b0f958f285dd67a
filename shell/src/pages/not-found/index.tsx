import { routeTo } from '@skillhub/shared/routes';
import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';
import { en } from '../../i18n/en.ts';
import { useT } from '../../i18n/index.ts';

export const NOT_FOUND_TITLE = en.notFound.title;

/** The catch-all page, also shown for a route whose remote is not deployed. Enters in 0.6 s (see shell.css). */
export function NotFoundPage() {
  const navigate = useNavigate();
  const { t } = useT();
  return (
    <div className="sh-enter" style={{ padding: '48px 16px' }}>
      <Result
        status="404"
        title={<h1 style={{ fontSize: 'inherit', margin: 0 }}>{t('notFound.title')}</h1>}
        subTitle={t('notFound.text')}
        extra={
          <Button type="primary" size="large" onClick={() => navigate(routeTo('home'))}>
            {t('notFound.backHome')}
          </Button>
        }
      />
    </div>
  );
}
