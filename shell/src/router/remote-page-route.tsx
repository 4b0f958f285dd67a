import type { Area } from '@skillhub/shared/remote-props';
import { lazyPage } from '@skillhub/shared/ui/lazy-page';
import { preload } from 'react-dom';
import { useLocation } from 'react-router-dom';
import { PageSpinner } from '../components/page-spinner.tsx';
import { NotFoundPage } from '../pages/not-found/index.tsx';
import { SectionFailed } from '../remote-area/area-results.tsx';
import { incompatibilities } from '../runtime/compatibility.ts';
import { readDescriptors } from '../runtime/descriptors.ts';
import { useRuntimeConfig } from '../runtime/use-runtime-config.ts';
import { GroupLandingRoute } from './group-landing-route.tsx';
import { RouteGuard } from './route-guard.tsx';
import { groupAt, matchRemotePage } from './route-table.ts';

const DASHBOARD = '/dashboard';

/**
 * The remote area's code (single-spa and its parcel) loads with the first remote page, not with the shell's own
 * pages such as /dashboard. Its failure reaches the route's error boundary, whose retry loads it again.
 */
const remoteArea = lazyPage(() => import('../remote-area/index.tsx').then((m) => ({ default: m.RemoteArea })));

/** The remote area's code, fetched: on a page the server rendered, the shell hydrates with it there (bootstrap). */
export const loadRemoteArea = () => remoteArea.load();

/**
 * Every address of an area that is not one of the shell's pages: the page a remote publishes there, guarded by
 * what it publishes (who may open it), in that remote's area. While the remotes' pages are on the way it
 * waits; an address no app publishes is not found; one that could belong to a remote whose server is down
 * says so, with Retry (to anyone: it is the answer for every unknown address then, so it tells nothing of which
 * pages exist). A sidebar group's own path leads on to the group's first page.
 */
export function RemotePageRoute({ area }: { area: Area }) {
  const config = useRuntimeConfig();
  const { pathname } = useLocation();
  const match = matchRemotePage(config, area, pathname);
  const group = area === 'dashboard' && match.kind !== 'page' ? groupAt(config, pathname) : undefined;
  if (group) return <GroupLandingRoute group={group.key} />;

  switch (match.kind) {
    case 'loading':
      return <PageSpinner />;
    case 'not-found':
      return <NotFoundPage />;
    case 'unavailable':
      return <SectionFailed reason="unavailable" onRetry={() => void readDescriptors(match.remotes)} />;
    default: {
      const RemoteArea = remoteArea.current;
      // The remote's entry is fetched while the area's code arrives, not after it; not the entry of a remote
      // the area will refuse to run (built for shared modules this page cannot provide).
      const remote = config?.remotes[match.page.owner];
      const requires = remote?.descriptor?.requires;
      if (remote?.entry && !(requires && incompatibilities(requires).length)) preload(remote.entry, { as: 'script' });
      return (
        <RouteGuard route={match.page}>
          {/* Keyed by owner: moving between two pages of one remote keeps it mounted (its router follows). */}
          <RemoteArea
            key={match.page.owner}
            remote={match.page.owner}
            area={area}
            basePath={area === 'dashboard' ? DASHBOARD : '/'}
          />
        </RouteGuard>
      );
    }
  }
}
