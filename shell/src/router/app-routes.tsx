import type { PageDefinition } from '@skillhub/shared/routes';
import { LazyPage, lazyPage } from '@skillhub/shared/ui/lazy-page';
import { type ReactNode, Suspense } from 'react';
import type { RouteObject } from 'react-router-dom';
import { PageSpinner } from '../components/page-spinner.tsx';
import { RouteErrorBoundary, RouterErrorPage } from '../components/route-error-boundary.tsx';
import { PublicLayout } from '../layouts/public-layout/index.tsx';
import { SHELL_PAGE_COMPONENTS, SHELL_PAGES } from '../shell-pages.tsx';
import { AppFrame } from './app-frame.tsx';
import { DocumentTitle } from './document-title.tsx';
import { RemotePageRoute } from './remote-page-route.tsx';
import { RouteGuard } from './route-guard.tsx';

/**
 * The router: the shell's own pages inside their layouts (public pages in the public layout, the sign-in screen
 * on its own, dashboard pages in the dashboard layout), and in each layout one route for every other address,
 * which the pages the remotes publish answer at run time (RemotePageRoute).
 */

// The dashboard's frame (top bar, sidebar) loads with the first dashboard page, not with a public one.
const dashboardLayout = lazyPage(() =>
  import('../layouts/dashboard-layout/index.tsx').then((module) => ({ default: module.DashboardLayout })),
);
const DashboardLayout = dashboardLayout.current;
/** The dashboard's frame, fetched ahead (bootstrap.tsx: the app opened on a dashboard page). */
export const preloadDashboardLayout = dashboardLayout.preload;

type ShellPage = (typeof SHELL_PAGES)[keyof typeof SHELL_PAGES];

const DASHBOARD = SHELL_PAGES.dashboard.path;

function guarded(page: Pick<PageDefinition, 'access' | 'permissions'>, element: ReactNode): ReactNode {
  return (
    <RouteErrorBoundary>
      <RouteGuard route={page}>
        <Suspense fallback={<PageSpinner />}>{element}</Suspense>
      </RouteGuard>
    </RouteErrorBoundary>
  );
}

const pageElement = (page: ShellPage) => (
  <>
    <DocumentTitle page={page.name} />
    <LazyPage source={SHELL_PAGE_COMPONENTS[page.name]} />
  </>
);

const toRouteObject = (page: ShellPage): RouteObject => ({
  path: page.path,
  element: guarded(page, pageElement(page)),
});

const inArea = (area: PageDefinition['area']) =>
  Object.values(SHELL_PAGES).filter((page) => page.area === area && page.path !== DASHBOARD);

/**
 * `remoteSlot`: what a remote's public page is on the server (server-render.tsx), the empty place the server puts
 * the remote's own render into; in the browser, the page the remote publishes there (RemotePageRoute), whose area
 * hydrates that render (remote-area/index.tsx).
 */
export function buildAppRoutes(remoteSlot?: ReactNode): RouteObject[] {
  const dashboard = SHELL_PAGES.dashboard;
  return [
    {
      element: <AppFrame />,
      errorElement: <RouterErrorPage />,
      children: [
        {
          element: <PublicLayout />,
          children: [
            ...inArea('public').map(toRouteObject),
            { path: '*', element: guarded({ access: 'public' }, remoteSlot ?? <RemotePageRoute area="public" />) },
          ],
        },
        ...inArea('auth').map(toRouteObject),
        {
          path: DASHBOARD,
          // The layout itself only needs a session; each page below checks its own permissions.
          element: guarded({ access: 'signed-in' }, <DashboardLayout />),
          children: [
            // The index redirects by role itself (DashboardSummaryPage), so a missing Dashboard read permission
            // is not a reason to leave the dashboard here.
            { index: true, element: guarded({ ...dashboard, permissions: undefined }, pageElement(dashboard)) },
            ...inArea('dashboard').map(toRouteObject),
            { path: '*', element: guarded({ access: 'signed-in' }, <RemotePageRoute area="dashboard" />) },
          ],
        },
      ],
    },
  ];
}
