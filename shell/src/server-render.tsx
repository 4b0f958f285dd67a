import { currentLocale } from '@skillhub/shared/i18n';
import { SERVER_RENDERED_ID } from '@skillhub/shared/inline-data';
import { homePageHead, type PageHead, staticPageHead } from '@skillhub/shared/page-head';
import { sessionStore } from '@skillhub/shared/session';
import { prerenderMarkup, seededClient } from '@skillhub/shared/ssr/prerender';
import type { ServerRenderModule, ServerRenderRequest } from '@skillhub/shared/ssr/server-render-contract';
import { themeConfig } from '@skillhub/shared/theme';
import { theme } from 'antd';
import type { ReactNode } from 'react';
import { createStaticHandler, createStaticRouter, type RouteObject, StaticRouterProvider } from 'react-router-dom';
// The shell's texts, as in the browser.
import './i18n/index.ts';
import liveChatCss from './components/live-chat.css?raw';
import { documentStyle } from './document-style.ts';
import { PublicLayout } from './layouts/public-layout/index.tsx';
import { AuthPage } from './pages/auth/index.tsx';
import { HomePage } from './pages/home/index.tsx';
import { AppFrame } from './router/app-frame.tsx';
import { parseRuntimeConfig, runtimeConfigAtom } from './runtime/runtime-config.ts';
import shellCss from './styles/shell.css?raw';

/**
 * The shell's server target (`dist/server/render.mjs`, built beside the browser build): what the API sends of the
 * shell's public pages before any script runs, drawn by the shell's own components in the app's own frames.
 *
 * - `frame`: the public layout (header, footer, chat button) around an empty `<div id="sh-ssr">`, where the
 *   server puts a page another app rendered (a remote's page, a page the server draws).
 * - `home` (/) and `auth` (/auth, its `?view=`): the shell's pages, in their frames.
 *
 * All of it inside `<div class="sh-ssr-frame">`, the one element the app takes the page over from
 * (runtime/server-rendered.ts), with the page's content in `#sh-ssr`. The styles: antd's for what was drawn, then
 * the document's colours (which the app sets from the theme once it runs, app.tsx) and the shell's own style
 * sheets (they come with the app's script otherwise), last.
 */

interface ShellServerPage {
  /** The public layout around the page, or the page on its own (the sign-in screen). */
  layout: 'public' | 'none';
  content: ReactNode;
  head(origin: string): PageHead | null;
}

const PAGES: Readonly<Record<string, ShellServerPage>> = {
  frame: { layout: 'public', content: null, head: () => null },
  home: { layout: 'public', content: <HomePage />, head: homePageHead },
  auth: { layout: 'none', content: <AuthPage />, head: (origin) => staticPageHead(origin, 'auth') },
};

/** The body's colours and font, as the app's DocumentTheme sets them, for the light theme the server draws. */
function documentCss(): string {
  const style = documentStyle(theme.getDesignToken(themeConfig('light')));
  return `body{${Object.entries(style)
    .map(([name, value]) => `${name}:${value}`)
    .join(';')}}`;
}

/** The routes the app has around the page (router/app-routes.tsx): the app's frame, and the layout if any. */
function routesAround(page: ShellServerPage): RouteObject[] {
  const slot: RouteObject = { path: '*', element: <div id={SERVER_RENDERED_ID}>{page.content}</div> };
  const inLayout = page.layout === 'public' ? [{ element: <PublicLayout />, children: [slot] }] : [slot];
  return [{ element: <AppFrame />, children: inLayout }];
}

async function renderShellPage(page: ShellServerPage, request: ServerRenderRequest, signal?: AbortSignal) {
  // The texts follow one language per process (@skillhub/shared/i18n); the server asks English.
  if (request.locale !== currentLocale()) throw new Error(`Server rendering is in ${currentLocale()} only`);
  // What the chat button reads. Every render of a process sets the same public config (the server's), so one
  // render never shows another's.
  sessionStore.set(runtimeConfigAtom, parseRuntimeConfig(request.runtimeConfig ?? {}));
  const handler = createStaticHandler(routesAround(page));
  const context = await handler.query(new Request(new URL(request.path, request.origin)), { requestContext: {} });
  if (context instanceof Response) throw new Error(`${request.path} answered a redirect`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { html, css } = await prerenderMarkup(
    <div className="sh-ssr-frame">
      {/* No hydration data: the page runs no inline script, and the app renders afresh when it takes over. */}
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </div>,
    seededClient(request.queries),
    signal,
  );
  // The shell's own sheets after antd's, as the app's stand after antd's (which it puts first in the head): a
  // rule of the shell's (`.sh-container`'s margin and padding) wins over antd's of the same weight.
  return { html, css: css + documentCss() + shellCss + liveChatCss, head: page.head(request.origin) };
}

export const render: ServerRenderModule['render'] = (request, signal) => {
  const page = Object.hasOwn(PAGES, request.page) ? PAGES[request.page] : undefined;
  if (!page) return Promise.reject(new Error(`No server render for the page ${request.page}`));
  return renderShellPage(page, request, signal);
};
