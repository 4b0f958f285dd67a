import { currentLocale } from '@skillhub/shared/i18n';
import { SERVER_RENDERED_ID } from '@skillhub/shared/inline-data';
import { homePageHead, type PageHead, staticPageHead } from '@skillhub/shared/page-head';
import { isStaticPublicPage } from '@skillhub/shared/public-page-heads';
import { sessionStore } from '@skillhub/shared/session';
import { prerenderMarkup, seededClient } from '@skillhub/shared/ssr/prerender';
import {
  DASHBOARD_STYLES_PAGE,
  type ServerRenderModule,
  type ServerRenderRequest,
} from '@skillhub/shared/ssr/server-render-contract';
import { themeConfig } from '@skillhub/shared/theme';
import { theme } from 'antd';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
// The shell's texts, as in the browser.
import './i18n/index.ts';
import { AppContent } from './app-content.tsx';
import liveChatCss from './components/live-chat.css?raw';
import { documentStyle } from './document-style.ts';
import { DashboardAntdSpecimen } from './layouts/dashboard-layout/antd-specimen.tsx';
import { buildAppRoutes } from './router/app-routes.tsx';
import { parseRuntimeConfig, runtimeConfigAtom } from './runtime/runtime-config.ts';
import { SHELL_PAGES } from './shell-pages.tsx';
import shellCss from './styles/shell.css?raw';

/**
 * The shell's server target (`dist/server/render.mjs`, built beside the browser build): what the API sends of the
 * shell's public pages before any script runs, drawn by the app's own tree (AppContent, the app's routes) at the
 * address asked, which the browser then hydrates (bootstrap.tsx):
 *
 * - `frame`: a remote's public page in the public layout (header, footer, chat button), the page's place an empty
 *   `<div id="sh-ssr">`, where the server puts the remote's own render (which the remote hydrates);
 * - `home` (/), `auth` (/auth, its `?view=`) and the shell's fixed public pages (/terms-and-conditions, a skill
 *   page, /contact-us, …): the shell's pages, in their frames;
 * - `dashboardStyles`: no page, only antd's styles of the components the dashboard opens with (antd-specimen.tsx),
 *   which /dashboard links as a sheet (the app draws that page; the sheet spares it making them).
 *
 * The styles: antd's for what was drawn, then the document's colours (which the app sets from the theme once it
 * runs, app-content.tsx) and the shell's own style sheets (they come with the app's script otherwise), last.
 */

interface ShellServerPage {
  head(origin: string): PageHead | null;
}

const PAGES: Readonly<Record<string, ShellServerPage>> = {
  frame: { head: () => null },
  home: { head: homePageHead },
  auth: { head: (origin) => staticPageHead(origin, 'auth') },
};

/** The body's colours and font, as the app's DocumentTheme sets them, for the light theme the server draws. */
function documentCss(): string {
  const style = documentStyle(theme.getDesignToken(themeConfig('light')));
  return `body{${Object.entries(style)
    .map(([name, value]) => `${name}:${value}`)
    .join(';')}}`;
}

/** The app's routes, a remote's public page being the empty place for its render. */
const routes = buildAppRoutes(<div id={SERVER_RENDERED_ID} />);

async function renderShellPage(page: ShellServerPage, request: ServerRenderRequest, signal?: AbortSignal) {
  // The texts follow one language per process (@skillhub/shared/i18n); the server asks English.
  if (request.locale !== currentLocale()) throw new Error(`Server rendering is in ${currentLocale()} only`);
  // What the chat button reads. Every render of a process sets the same public config (the server's), so one
  // render never shows another's.
  sessionStore.set(runtimeConfigAtom, parseRuntimeConfig(request.runtimeConfig ?? {}));
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(request.path, request.origin)), { requestContext: {} });
  if (context instanceof Response) throw new Error(`${request.path} answered a redirect`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { html, css } = await prerenderMarkup(
    // No hydration data: the page runs no inline script, and the app's routes load no data of their own.
    <AppContent router={<StaticRouterProvider router={router} context={context} hydrate={false} />} />,
    seededClient(request.queries),
    signal,
    request.visitor ?? null,
  );
  // The shell's own sheets after antd's, as the app's stand after antd's (which it puts first in the head): a
  // rule of the shell's (`.sh-container`'s margin and padding) wins over antd's of the same weight.
  return { html, css: css + documentCss() + shellCss + liveChatCss, head: page.head(request.origin) };
}

/**
 * The page named: one of PAGES, or one of the shell's fixed public pages (the skill pages, the enquiry forms, the
 * terms, the privacy policy), drawn whole with the head from their table in shared (public-page-heads.ts).
 */
function pageNamed(name: string): ShellServerPage | undefined {
  if (Object.hasOwn(PAGES, name)) return PAGES[name];
  const shellPublic = Object.values(SHELL_PAGES).some((page) => page.name === name && page.area === 'public');
  if (shellPublic && isStaticPublicPage(name)) {
    return { head: (origin) => staticPageHead(origin, name) };
  }
  return undefined;
}

/** antd's styles of the dashboard's first render, with their record (style-record.ts); no markup, no head. */
async function renderDashboardStyles(request: ServerRenderRequest, signal?: AbortSignal) {
  const { css } = await prerenderMarkup(<DashboardAntdSpecimen />, seededClient(request.queries), signal);
  return { html: '', css, head: null };
}

export const render: ServerRenderModule['render'] = (request, signal) => {
  if (request.page === DASHBOARD_STYLES_PAGE) return renderDashboardStyles(request, signal);
  const page = pageNamed(request.page);
  if (!page) return Promise.reject(new Error(`No server render for the page ${request.page}`));
  return renderShellPage(page, request, signal);
};
