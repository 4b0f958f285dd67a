import { Flex, Spin } from 'antd';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserRouter, matchRoutes, Route, Routes, useLocation } from 'react-router-dom';
import type { PageDefinition } from '../routes.ts';
import { LazyPage, type PageSource } from './lazy-page.tsx';
import { PageErrorBoundary } from './page-error-boundary.tsx';

type Pages = Readonly<Record<string, PageDefinition>>;

/** The code of each page a remote publishes, by page name: `lazyPage(() => import('./pages/<page>/index.tsx'))`. */
export type PageComponents<T extends Pages> = { readonly [K in keyof T]: PageSource };

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
 * Starts fetching the code of the page at `pathname`, when it is one of `pages` (see PageSource.load): settled
 * when it is there (or failed, which the page's render shows).
 */
export function preloadPageAt<T extends Pages>(
  pages: T,
  components: PageComponents<T>,
  pathname: string,
): Promise<void> {
  const routes = Object.entries(pages).map(([name, page]) => ({ id: name, path: page.path }));
  const name = matchRoutes(routes, pathname)?.[0]?.route.id;
  return name === undefined ? Promise.resolve() : components[name as keyof T].load();
}
