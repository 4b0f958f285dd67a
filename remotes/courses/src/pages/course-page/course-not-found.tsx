import { routeTo } from '@skillhub/shared/routes';
import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';
import { en } from '../../i18n/en.ts';
import { useT } from '../../i18n/index.ts';

export const COURSE_NOT_FOUND_TITLE = en.notFound.title;

/** Drafts, terminated and unknown courses: a way back to the catalogue instead of a dead end. */
export function CourseNotFound() {
  const navigate = useNavigate();
  const { t } = useT();
  return (
    <Result
      status="404"
      title={t('notFound.title')}
      subTitle={t('notFound.text')}
      extra={
        <Button
          type="primary"
          href={routeTo('catalogue')}
          onClick={(event) => {
            event.preventDefault();
            navigate(routeTo('catalogue'));
          }}
        >
          {t('notFound.browse')}
        </Button>
      }
    />
  );
}
