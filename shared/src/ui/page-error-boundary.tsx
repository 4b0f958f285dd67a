import { Button, Result } from 'antd';
import { Component, type ErrorInfo, Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A lazily loaded page whose code could not be downloaded (a dropped connection, a server that is down). */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /Loading (CSS )?chunk \S+ failed|Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(
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
  attempt: number;
}

/**
 * Around every page, the shell's and the remotes': a crash shows 'Oops! Something Went Wrong' in place of the
 * page, not a blank screen. With `lazyPage`, a failed chunk download is worth another try in place: Refresh
 * remounts the page, which asks for the chunk again and keeps everything else on the page. Any other crash
 * reloads the page, which resets all state.
 */
export class PageErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, attempt: 0 };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: error ?? new Error('Unknown error') };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('[skillhub] a page crashed', error, info.componentStack);
  }

  override componentDidUpdate(previous: BoundaryProps): void {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  refresh = (): void => {
    if (isChunkLoadError(this.state.error)) {
      this.setState(({ attempt }) => ({ error: null, attempt: attempt + 1 }));
    } else {
      window.location.reload();
    }
  };

  override render(): ReactNode {
    if (this.state.error) return <CrashResult error={this.state.error} onRefresh={this.refresh} />;
    return <Fragment key={this.state.attempt}>{this.props.children}</Fragment>;
  }
}
