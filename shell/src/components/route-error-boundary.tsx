import { CrashResult, PageErrorBoundary } from '@skillhub/shared/ui/page-error-boundary';
import type { ReactNode } from 'react';
import { useLocation, useRouteError } from 'react-router-dom';

/** Wraps every route: a crash shows 'Oops! Something Went Wrong' in place of the page, not a blank screen. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <PageErrorBoundary resetKey={pathname}>{children}</PageErrorBoundary>;
}

/** The router's own error element (an error outside any page boundary). */
export function RouterErrorPage() {
  const error = useRouteError();
  return <CrashResult error={error} onRefresh={() => window.location.reload()} />;
}
