import type { QueryKey } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { matchPath, type Params, StaticRouter } from 'react-router-dom';
import { currentLocale } from '../i18n.ts';
import type { PageHead } from '../page-head.ts';
import type { PageDefinition } from '../routes.ts';
import type { PageVisitor } from '../session.ts';
import { loadedPage } from '../ui/lazy-page.tsx';
import { RemoteRoutes } from '../ui/remote-routes.tsx';
import { prerenderMarkup, seededClient } from './prerender.tsx';
import type { ServerRenderModule, ServerRenderRequest, ServerRenderResult } from './server-render-contract.ts';

/** What a page's head is made from: the data its queries hold and the address it was asked at. */
export interface ServerPageContext {
  origin: string;
  /** The address's parameters by the page's path pattern (`slug` of /course/:slug). */
  params: Params;
  /** What the page's query under `key` holds; throws when the server sent nothing for it. */
  data<T>(key: QueryKey): T;
  /** The learner the page is drawn for, if any (ServerRenderRequest.visitor). */
  visitor?: PageVisitor;
}

/** A page a remote renders on the server: its component, imported directly, and how its head is made. */
export interface ServerPage {
  Component: ComponentType;
  head(context: ServerPageContext): PageHead;
}

/**
 * The page at `request.path` rendered by the remote's own component, in the providers and routes its browser
 * root has (prerender.tsx; RemoteRoutes' error boundary and Suspense) under a router fixed at that address, with
 * a query cache holding the page's data.
 */
async function renderPage(
  definition: PageDefinition,
  page: ServerPage,
  request: ServerRenderRequest,
  signal: AbortSignal | undefined,
): Promise<ServerRenderResult> {
  // The texts, dates and prices follow one language per process (i18n.ts, format.ts); the server asks English.
  if (request.locale !== currentLocale()) throw new Error(`Server rendering is in ${currentLocale()} only`);
  const match = matchPath(definition.path, new URL(request.path, request.origin).pathname);
  if (!match) throw new Error(`${request.path} is not the ${definition.name} page (${definition.path})`);
  const client = seededClient(request.queries);
  const head = page.head({
    origin: request.origin,
    params: match.params,
    ...(request.visitor ? { visitor: request.visitor } : {}),
    data: <T,>(key: QueryKey) => {
      const data = client.getQueryData<T>(key);
      if (data === undefined) throw new Error(`No data for ${JSON.stringify(key)}`);
      return data;
    },
  });
  const { html, css } = await prerenderMarkup(
    <StaticRouter location={request.path}>
      <RemoteRoutes
        pages={{ [definition.name]: definition }}
        components={{ [definition.name]: loadedPage(page.Component) }}
      />
    </StaticRouter>,
    client,
    signal,
    request.visitor ?? null,
  );
  return { html, css, head };
}

/**
 * A remote's `render` (its `src/server-render.tsx`: `export const render = serverRender(pages, { course: … })`):
 * the pages it renders on the server, by the names it publishes them under.
 */
export function serverRender<T extends Readonly<Record<string, PageDefinition>>>(
  definitions: T,
  pages: { readonly [K in keyof T]?: ServerPage },
): ServerRenderModule['render'] {
  return (request, signal) => {
    const definition = Object.hasOwn(definitions, request.page) ? definitions[request.page] : undefined;
    const page = Object.hasOwn(pages, request.page) ? pages[request.page as keyof T] : undefined;
    if (!definition || !page) return Promise.reject(new Error(`No server render for the page ${request.page}`));
    return renderPage(definition, page, request, signal);
  };
}
