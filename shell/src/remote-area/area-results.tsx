import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { en } from '../i18n/en.ts';
import { useT } from '../i18n/index.ts';

export const REMOTE_FAILED_TITLE = en.area.failed;
export const REMOTE_UNAVAILABLE_ADVICE = en.area.unavailable;
export const REMOTE_INCOMPATIBLE_TITLE = en.area.incompatible;
export const REMOTE_INCOMPATIBLE_ADVICE = en.area.incompatibleAdvice;
export const REMOTE_CRASHED_ADVICE = en.area.crashed;

/**
 * A remote that could not be loaded (its server is down or unreachable) or stopped while starting: only its
 * area says so, with Retry.
 */
export function SectionFailed({ reason, onRetry }: { reason: 'unavailable' | 'crashed'; onRetry: () => void }) {
  const { t } = useT();
  const { t: common } = useTranslation('common');
  return (
    <div role="alert">
      <Result
        status="warning"
        title={t('area.failed')}
        subTitle={reason === 'unavailable' ? t('area.unavailable') : t('area.crashed')}
        extra={
          <Button type="primary" onClick={onRetry}>
            {common('actions.retry')}
          </Button>
        }
      />
    </div>
  );
}

/** A remote that needs other versions of the shared modules than the page has: it is not run. */
export function SectionIncompatible() {
  const { t } = useT();
  return (
    <div role="alert">
      <Result
        status="warning"
        title={t('area.incompatible')}
        subTitle={t('area.incompatibleAdvice')}
        extra={
          <Button type="primary" onClick={() => window.location.reload()}>
            {t('area.reload')}
          </Button>
        }
      />
    </div>
  );
}
