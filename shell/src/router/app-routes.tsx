import { type AppRoute, ROUTES } from '@skillhub/shared/routes';
import { type ReactNode, Suspense } from 'react';
import type { RouteObject } from 'react-router-dom';
import { LazyPage } from '../components/lazy-page.tsx';
import { PageSpinner } from '../components/page-spinner.tsx';
import { RouteErrorBoundary, RouterErrorPage } from '../components/route-error-boundary.tsx';
import { DashboardLayout } from '../layouts/dashboard-layout/index.tsx';
import { PublicLayout } from '../layouts/public-layout/index.tsx';
import { NotFoundPage } from '../pages/not-found/index.tsx';
import { RemoteArea } from '../remote-area/index.tsx';
import { SHELL_PAGES } from '../shell-pages.tsx';
import { AppFrame } from './app-frame.tsx';
import { RouteGuard } from './route-guard.tsx';

/**
 * The router, built from the route manifest: public routes inside the public layout, the sign-in screen on its
 * own, dashboard routes inside the dashboard layout. A remote-owned route mounts its remote's area; a
 * shell-owned one its page from SHELL_PAGES.
 */

const DASHBOARD = '/dashboard';

function pageFor(route: AppRoute): ReactNode {
  if (route.owner !== 'shell') {
    const area = route.area === 'dashboard' ? 'dashboard' : 'public';
    // Keyed by owner: moving between two routes of one remote keeps it mounted (its own router follows the URL).
    return (
      <RemoteArea
        key={route.owner}
        remote={route.owner}
        area={area}
        basePath={area === 'dashboard' ? DASHBOARD : '/'}
      />
    );
  }
  const source = SHELL_PAGES[route.path];
  return source ? <LazyPage source={source} /> : <NotFoundPage />;
}

function guarded(route: Pick<AppRoute, 'owner' | 'access' | 'permissions'>, element: ReactNode): ReactNode {
  return (
    <RouteErrorBoundary>
      <RouteGuard route={route}>
        <Suspense fallback={<PageSpinner />}>{element}</Suspense>
      </RouteGuard>
    </RouteErrorBoundary>
  );
}

const toRouteObject = (route: AppRoute): RouteObject => ({ path: route.path, element: guarded(route, pageFor(route)) });

const notFound: RouteObject = { path: '*', element: guarded({ owner: 'shell', access: 'public' }, <NotFoundPage />) };

export function buildAppRoutes(routes: readonly AppRoute[] = ROUTES): RouteObject[] {
  const dashboardIndex = routes.find((r) => r.path === DASHBOARD);
  const dashboardChildren = routes.filter((r) => r.area === 'dashboard' && r.path !== DASHBOARD);

  return [
    {
      element: <AppFrame />,
      errorElement: <RouterErrorPage />,
      children: [
        {
          element: <PublicLayout />,
          children: [...routes.filter((r) => r.area === 'public').map(toRouteObject), notFound],
        },
        ...routes.filter((r) => r.area === 'auth').map(toRouteObject),
        {
          path: DASHBOARD,
          // The layout itself only needs a session; each page below checks its own permissions.
          element: guarded({ owner: 'shell', access: 'signed-in' }, <DashboardLayout />),
          children: [
            ...(dashboardIndex
              ? [
                  {
                    index: true,
                    // The index redirects by role itself (DashboardSummaryPage), so a missing Dashboard read
                    // permission is not a reason to leave the dashboard here.
                    element: guarded({ ...dashboardIndex, permissions: undefined }, pageFor(dashboardIndex)),
                  },
                ]
              : []),
            ...dashboardChildren.map(toRouteObject),
            { path: '*', element: guarded({ owner: 'shell', access: 'signed-in' }, <NotFoundPage />) },
          ],
        },
      ],
    },
  ];
}
