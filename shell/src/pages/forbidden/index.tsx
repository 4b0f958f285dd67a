import { routeTo } from '@skillhub/shared/routes';
import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';
import { en } from '../../i18n/en.ts';
import { useT } from '../../i18n/index.ts';

export const FORBIDDEN_TITLE = en.forbidden.title;

/** A dashboard section none of whose pages the user may open (a sidebar group's own path). */
export function ForbiddenPage() {
  const navigate = useNavigate();
  const { t } = useT();
  return (
    <div className="sh-enter" style={{ padding: '48px 16px' }}>
      <Result
        status="403"
        title={<h1 style={{ fontSize: 'inherit', margin: 0 }}>{t('forbidden.title')}</h1>}
        subTitle={t('forbidden.text')}
        extra={
          <Button type="primary" size="large" onClick={() => navigate(routeTo('dashboard'))}>
            {t('forbidden.backToDashboard')}
          </Button>
        }
      />
    </div>
  );
}
