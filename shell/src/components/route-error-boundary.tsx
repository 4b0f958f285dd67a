import { CRASH_ADVICE, CRASH_TITLE } from '@skillhub/shared/ui/remote-lifecycles';
import { Button, Result } from 'antd';
import { Component, type ErrorInfo, Fragment, type ReactNode } from 'react';
import { useLocation, useRouteError } from 'react-router-dom';

/** A lazily loaded page whose code could not be downloaded (network drop, or a deploy replaced the chunk). */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /Loading (CSS )?chunk \S+ failed|Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(
      error.message,
    )
  );
}

const CHUNK_ADVICE = 'Part of this page could not be downloaded. Please check your internet connection and try again.';

export function CrashResult({ error, onRefresh }: { error: unknown; onRefresh: () => void }) {
  return (
    <div role="alert" style={{ padding: '48px 16px' }}>
      <Result
        status="error"
        title={CRASH_TITLE}
        subTitle={isChunkLoadError(error) ? CHUNK_ADVICE : CRASH_ADVICE}
        extra={
          <Button type="primary" size="large" onClick={onRefresh}>
            Refresh
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

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, attempt: 0 };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: error ?? new Error('Unknown error') };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('[shell] a page crashed', error, info.componentStack);
  }

  override componentDidUpdate(previous: BoundaryProps): void {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  /**
   * A failed chunk download is worth another try in place: the page remounts and asks for the chunk again,
   * keeping everything else on the page. Any other crash reloads the page, which resets all state.
   */
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

/** Wraps every route: a crash shows 'Oops! Something Went Wrong' in place of the page, not a blank screen. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary resetKey={pathname}>{children}</Boundary>;
}

/** The router's own error element (an error outside any page boundary). */
export function RouterErrorPage() {
  const error = useRouteError();
  return <CrashResult error={error} onRefresh={() => window.location.reload()} />;
}
