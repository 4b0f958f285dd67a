import { Button, Result } from 'antd';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { announceCrash } from '../crash-event.ts';

/** A lazily loaded page whose code could not be downloaded (a dropped connection, a server that is down). */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /Loading (CSS )?chunk \S+ failed|Loading script failed|Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(
      error.message,
    )
  );
}

export function CrashResult({ error, onRefresh }: { error: unknown; onRefresh: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" style={{ padding: '48px 16px' }}>
      <Result
        status="error"
        title={t('crash.title')}
        subTitle={isChunkLoadError(error) ? t('crash.chunkAdvice') : t('crash.advice')}
        extra={
          <Button type="primary" size="large" onClick={onRefresh}>
            {t('actions.refresh')}
          </Button>
        }
      />
    </div>
  );
}

interface BoundaryProps {
  /** a change (the next page) clears a shown error */
  resetKey: string;
  children: ReactNode;
}

interface BoundaryState {
  error: unknown;
}

/**
 * Around every page, the shell's and the remotes': a crash shows 'Oops! Something Went Wrong' in place of the
 * page, not a blank screen, and Refresh reloads the page. A page chunk that failed has already been asked for
 * again (`lazyPage`), and one that is gone (its build was replaced and pruned) only comes back with a reload,
 * which brings the current build.
 */
export class PageErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: error ?? new Error('Unknown error') };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('[skillhub] a page crashed', error, info.componentStack);
    announceCrash(error);
  }

  override componentDidUpdate(previous: BoundaryProps): void {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  override render(): ReactNode {
    if (this.state.error) return <CrashResult error={this.state.error} onRefresh={() => window.location.reload()} />;
    return this.props.children;
  }
}
