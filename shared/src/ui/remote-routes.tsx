import type { QueryFunction, QueryKey } from '@tanstack/react-query';
import { Flex, Spin } from 'antd';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserRouter, matchRoutes, type Params, Route, Routes, useLocation } from 'react-router-dom';
import { queryClient } from '../query-client.ts';
import type { PageDefinition } from '../routes.ts';
import { authAtom, sessionStore } from '../session.ts';
import { LazyPage, type PageSource } from './lazy-page.tsx';
import { PageErrorBoundary } from './page-error-boundary.tsx';

type Pages = Readonly<Record<string, PageDefinition>>;

/** The code of each page a remote publishes, by page name: `lazyPage(() => import('./pages/<page>/index.tsx'))`. */
export type PageComponents<T extends Pages> = { readonly [K in keyof T]: PageSource };

/** A query a page reads first: the same key and function as the page's own `useQuery`. */
export interface PageQuery {
  queryKey: QueryKey;
  // biome-ignore lint/suspicious/noExplicitAny: each page's query function takes its own key's context
  queryFn: QueryFunction<unknown, any>;
}

/**
 * What a page reads first, by page name, from its path's parameters: asked for with the page's code
 * (preloadPageAt), so that on a phone the answer is on its way while the code arrives and runs, rather than asked
 * for once the page has rendered. An entry already there or on its way is not asked for again, and the page's own
 * query needs nothing of its own for this: preloadPageAt gives its key the visit rule (askAgainUnlessAskedWithPage).
 * A failure is the page's to show, when its own query runs.
 */
export type PageData<T extends Pages> = { readonly [K in keyof T]?: (params: Params) => readonly PageQuery[] };

/**
 * The visit of the address the visitor is on (its history entry: a new one for each navigation, and for the
 * opening page the entry it opened on), and when its page's code and data were first asked for: the shell asks
 * at its start and the mount asks again, one visit. The page's first render then knows which answers came for
 * this visit. It ends as the remote's page unmounts (endVisit), so coming back to the entry is another.
 */
let visit: { entry: unknown; since: number } | null = null;

function noteVisit(): void {
  const entry = (window.history.state as { key?: unknown } | null)?.key ?? 'opening';
  if (visit?.entry !== entry) visit = { entry, since: Date.now() };
}

export function endVisit(): void {
  visit = null;
}

/**
 * The `refetchOnMount` of a query a page asks for ahead (PageData; preloadPageAt makes it its key's default): an
 * answer asked for with this visit of the page (as the shell opened it, or as the page mounted) is not asked for
 * again by its first render; an older one (the course card's, a visit before) is checked as it mounts, so a
 * purchase made meanwhile shows.
 */
export const askAgainUnlessAskedWithPage = (query: { state: { dataUpdatedAt: number } }): boolean =>
  query.state.dataUpdatedAt < (visit?.since ?? Number.POSITIVE_INFINITY);

/**
 * A remote's pages at their published paths. The shell guards a path (who may open it) before mounting the
 * remote; any other path belongs to the shell or another remote, so nothing renders there. Each page is its own
 * chunk; a chunk that still fails after a few tries (lazy-page.tsx) shows the crash advice, whose Refresh reloads.
 */
export function RemoteRoutes<T extends Pages>({ pages, components }: { pages: T; components: PageComponents<T> }) {
  const { pathname } = useLocation();
  const { t } = useTranslation();
  return (
    <PageErrorBoundary resetKey={pathname}>
      <Suspense
        fallback={
          <Flex justify="center" style={{ padding: 48 }}>
            <Spin aria-label={t('loadingPage')} />
          </Flex>
        }
      >
        <Routes>
          {Object.entries(pages).map(([name, page]) => (
            <Route key={name} path={page.path} element={<LazyPage source={components[name as keyof T]} />} />
          ))}
          <Route path="*" element={null} />
        </Routes>
      </Suspense>
    </PageErrorBoundary>
  );
}

/**
 * A remote's root: its own router around its pages. Its routes are the absolute paths it publishes, and
 * single-spa makes every router on the page hear every navigation.
 */
export function RemoteApp<T extends Pages>({ pages, components }: { pages: T; components: PageComponents<T> }) {
  return (
    <BrowserRouter>
      <RemoteRoutes pages={pages} components={components} />
    </BrowserRouter>
  );
}

/**
 * Starts fetching the code of the page at `pathname`, when it is one of `pages` (see PageSource.load), and, for the
 * page being visited, what it reads first (`data`): settled when the code is there (or failed, which the page's
 * render shows).
 */
export function preloadPageAt<T extends Pages>(
  pages: T,
  components: PageComponents<T>,
  pathname: string,
  data: PageData<T> = {},
): Promise<void> {
  const routes = Object.entries(pages).map(([name, page]) => ({ id: name, path: page.path }));
  const match = matchRoutes(routes, pathname)?.[0];
  if (!match) return Promise.resolve();
  const name = match.route.id as keyof T;
  // A page ahead of its visit (a next step) has its code fetched; its data is asked for once it is visited, and
  // not for a visitor the page will send to sign in.
  const allowed = pages[name]?.access !== 'signed-in' || sessionStore.get(authAtom).isAuthenticated;
  if (pathname === window.location.pathname && allowed) {
    noteVisit();
    for (const query of data[name]?.(match.params) ?? []) {
      // A default reaches every query whose key starts with this one: a page's query keys must not lead another
      // query's (My courses' three share 'my-courses', and all three are the page's).
      queryClient.setQueryDefaults(query.queryKey, { refetchOnMount: askAgainUnlessAskedWithPage });
      queryClient.ensureQueryData(query).catch(() => {});
    }
  }
  return components[name].load();
}
