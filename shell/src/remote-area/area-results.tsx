import { Button, Result } from 'antd';

export const REMOTE_FAILED_TITLE = 'This section could not be loaded';
export const REMOTE_UNAVAILABLE_ADVICE =
  "The section's server is unavailable. Please try again in a moment; the rest of the page still works.";
export const REMOTE_INCOMPATIBLE_TITLE = 'This section was built for a different version of the platform';
export const REMOTE_INCOMPATIBLE_ADVICE =
  'It cannot run on this version of the page. Reload to get the latest version; the rest of the page still works.';

export const REMOTE_CRASHED_ADVICE = 'It stopped while starting. Please try again; the rest of the page still works.';

/**
 * A remote that could not be loaded (its server is down or unreachable) or stopped while starting: only its
 * area says so, with Retry.
 */
export function SectionFailed({ reason, onRetry }: { reason: 'unavailable' | 'crashed'; onRetry: () => void }) {
  return (
    <div role="alert">
      <Result
        status="warning"
        title={REMOTE_FAILED_TITLE}
        subTitle={reason === 'unavailable' ? REMOTE_UNAVAILABLE_ADVICE : REMOTE_CRASHED_ADVICE}
        extra={
          <Button type="primary" onClick={onRetry}>
            Retry
          </Button>
        }
      />
    </div>
  );
}

/** A remote that needs other versions of the shared modules than the page has: it is not run. */
export function SectionIncompatible() {
  return (
    <div role="alert">
      <Result
        status="warning"
        title={REMOTE_INCOMPATIBLE_TITLE}
        subTitle={REMOTE_INCOMPATIBLE_ADVICE}
        extra={
          <Button type="primary" onClick={() => window.location.reload()}>
            Reload
          </Button>
        }
      />
    </div>
  );
}
