import { authAtom, sessionStore } from '@skillhub/shared/session';
import { useAtomValue } from 'jotai';
import { Navigate } from 'react-router-dom';
import { PageSpinner } from '../components/page-spinner.tsx';
import { groupLanding } from '../layouts/dashboard-layout/sidebar-menu.ts';
import { ForbiddenPage } from '../pages/forbidden/index.tsx';
import { NotFoundPage } from '../pages/not-found/index.tsx';
import { useRuntimeConfig } from '../runtime/use-runtime-config.ts';
import { allPages } from './route-table.ts';

/**
 * A sidebar group's own path (`/dashboard/training-program`, declared with the group by its pages): on to the
 * group's first page the user may see, from the pages the apps publish; 403 when they may see none. Waits for
 * every remote's pages, since any of them may add one to the group.
 */
export function GroupLandingRoute({ group }: { group: string }) {
  const { permissions } = useAtomValue(authAtom, { store: sessionStore });
  const config = useRuntimeConfig();
  if (!config || Object.values(config.remotes).some((remote) => remote.descriptor === undefined)) {
    return <PageSpinner />;
  }
  const landing = groupLanding(permissions, allPages(config), group);
  if (landing.kind === 'page') return <Navigate to={landing.path} replace />;
  if (landing.kind === 'forbidden') return <ForbiddenPage />;
  return <NotFoundPage />;
}
