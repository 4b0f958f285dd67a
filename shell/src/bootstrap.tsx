import { whenStaying } from '@skillhub/shared/early-input';
import {
  APP_SHEET_ATTRIBUTE,
  INLINE_DATA_FRESH_MS,
  readInlineQueries,
  SERVER_RENDERED_ID,
} from '@skillhub/shared/inline-data';
import { queryClient } from '@skillhub/shared/query-client';
import { authAtom, restoreSession, sessionStore } from '@skillhub/shared/session';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router-dom';
import { App } from './app.tsx';
import { restoreLanguage } from './i18n/language.ts';
import { preloadDashboardLayout } from './router/app-routes.tsx';
import { loadRemoteArea } from './router/remote-page-route.tsx';
import { startBuildReports } from './runtime/build-reports.ts';
import { readDescriptors } from './runtime/descriptors.ts';
import { registerRuntimeRemotes } from './runtime/remotes.ts';
import {
  fetchRuntimeConfig,
  inlineRuntimeConfig,
  type ShellRuntimeConfig,
  setRuntimeConfig,
} from './runtime/runtime-config.ts';
import { arrivedServerRendered } from './runtime/server-rendered.ts';
import { fetchOpeningPageCode, startWarmingPages } from './runtime/warm-pages.ts';
import { SHELL_PAGE_COMPONENTS, SHELL_PAGES } from './shell-pages.tsx';
import './styles/shell.css';

/** The shell's own page at `pathname`, if it is one. */
function shellPageAt(pathname: string): keyof typeof SHELL_PAGE_COMPONENTS | undefined {
  const routes = Object.values(SHELL_PAGES).map((page) => ({ id: page.name, path: page.path }));
  return matchRoutes(routes, pathname)?.[0]?.route.id as keyof typeof SHELL_PAGE_COMPONENTS | undefined;
}

// With no access token in either storage this dispatches the logout.
restoreSession();
// A page the server rendered is in English until the app has hydrated it (app.tsx).
const serverRendered = arrivedServerRendered();
if (!serverRendered) restoreLanguage();
// Counts per remote build (areas shown, crashes, files that failed) go to the API for the canaries; they start
// with the first build the runtime config names.
startBuildReports();
// The next page's code is fetched when the browser is idle or a finger is on its way to the link, not at the tap.
startWarmingPages();

function applyRuntimeConfig(config: ShellRuntimeConfig): Promise<void> {
  try {
    registerRuntimeRemotes(config);
    setRuntimeConfig(config);
  } catch (error) {
    console.error('[shell] remotes could not be registered', error);
    setRuntimeConfig({ ...config, remotes: {} });
  }
  return readDescriptors();
}

/**
 * On a page the app draws (not the server), the page's code is asked for at once, alongside the shell's: the
 * shell's page (and the dashboard's frame), or, as soon as the remotes' pages are known, the remote's (its area,
 * entry, app and page chunk). Left to the router, each part would be asked for only once the part before it had
 * rendered: a chain of round trips before a phone shows anything.
 */
function fetchPageCode(remotesKnown: Promise<void>): void {
  const { pathname } = window.location;
  const dashboard = pathname === SHELL_PAGES.dashboard.path || pathname.startsWith(`${SHELL_PAGES.dashboard.path}/`);
  // A visitor signed out is sent to sign in: not the dashboard's code for them.
  if (dashboard && sessionStore.get(authAtom).isAuthenticated) {
    preloadDashboardLayout();
  }
  const shellPage = shellPageAt(pathname);
  if (shellPage) return void SHELL_PAGE_COMPONENTS[shellPage].load();
  const remotePage = () => {
    if (fetchOpeningPageCode()) void loadRemoteArea();
  };
  // With the config inline the remotes' pages are known now; otherwise once their descriptors are read.
  remotePage();
  // A config that could not be read is the router's to report.
  remotesKnown.then(remotePage, () => {});
}

// The shell renders at once; remote areas wait for their addresses and pages, and an address no app publishes
// is "not found". A page the server rendered carries the config inline (no request, known before the first
// render); otherwise it is fetched. Pages the host did not inline are read from beside each entry, all at once.
const inlineConfig = inlineRuntimeConfig();
const remotesKnown = inlineConfig ? applyRuntimeConfig(inlineConfig) : fetchRuntimeConfig().then(applyRuntimeConfig);
if (!serverRendered) fetchPageCode(remotesKnown);

// The page's API answers the server inlined, under the owning page's own query keys: its first render asks
// nothing (shared/src/inline-data.ts). Dated ahead so that they count as fresh for a moment.
const inlinedAt = Date.now() + INLINE_DATA_FRESH_MS;
for (const { key, data } of readInlineQueries(sessionStore.get(authAtom).user?._id)) {
  queryClient.setQueryData(key, data, { updatedAt: inlinedAt });
}

// The sheets the page links for the app (antd's styles of what it draws, with their record), held back from the
// splash's paint while they downloaded: the screen's now, before the first render reads their record. One still on
// its way (a very slow network) is not waited for: antd then makes those styles itself, as without it.
for (const sheet of document.querySelectorAll<HTMLLinkElement>(`link[${APP_SHEET_ATTRIBUTE}]`)) sheet.media = 'all';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
const app = (
  <StrictMode>
    <App serverRendered={serverRendered} />
  </StrictMode>
);
/**
 * The code of the page the server rendered: a remote's area, else the shell's page at this address. Fetched before
 * hydrating, so the first render draws the whole page: a part left waiting for its code would keep the server's
 * markup until then, and an update reaching it meanwhile (the language, the runtime config) would draw it afresh.
 */
function pageCode(): Promise<void> {
  if (document.getElementById(SERVER_RENDERED_ID)) return loadRemoteArea();
  const name = shellPageAt(window.location.pathname);
  return name ? SHELL_PAGE_COMPONENTS[name].load() : Promise.resolve();
}

// The server's markup of the page becomes the app's own (runtime/server-rendered.ts); otherwise the app draws it.
// Not while the visitor is leaving the page by a link (wake.js): the next page would wait for the main thread.
// Drawn afresh, the first render is a transition: React yields to the browser every few milliseconds instead of
// holding a phone's main thread for the whole frame and its antd styles at once (a 0.7-1.2 s task at 4x
// slowdown; the server's splash covers the page meanwhile). Hydrating, it is not: until the render after it
// (the visitor's own session, hydration.tsx) a drawn page's links lead where they were drawn to, Buy now to sign
// in first; hydrated in slices, a phone's tap landed in that window often enough (a signed-in learner sent through
// the sign-in page to pay, seconds more) to undo what the slices gave.
if (serverRendered)
  void whenStaying()
    .then(pageCode)
    .then(whenStaying)
    .then(() => hydrateRoot(root, app));
else {
  const appRoot = createRoot(root);
  startTransition(() => appRoot.render(app));
}
