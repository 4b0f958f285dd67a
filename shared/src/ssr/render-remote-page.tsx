import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { QueryClient, type QueryKey } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { matchPath, type Params, StaticRouter } from 'react-router-dom';
import { currentLocale } from '../i18n.ts';
import type { InlineQuery } from '../inline-data.ts';
import type { PageHead } from '../page-head.ts';
import type { PageDefinition } from '../routes.ts';
import { loadedPage } from '../ui/lazy-page.tsx';
import { RemoteRoot } from '../ui/remote-root.tsx';
import { RemoteRoutes } from '../ui/remote-routes.tsx';
import type { ServerRenderModule, ServerRenderRequest, ServerRenderResult } from './server-render-contract.ts';

/** What a page's head is made from: the data its queries hold and the address it was asked at. */
export interface ServerPageContext {
  origin: string;
  /** The address's parameters by the page's path pattern (`slug` of /course/:slug). */
  params: Params;
  /** What the page's query under `key` holds; throws when the server sent nothing for it. */
  data<T>(key: QueryKey): T;
}

/** A page a remote renders on the server: its component, imported directly, and how its head is made. */
export interface ServerPage {
  Component: ComponentType;
  head(context: ServerPageContext): PageHead;
}

/** The page's data, each answer under its key, never fetched again here: a server render reads nothing itself. */
function seededClient(queries: readonly InlineQuery[]): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: { staleTime: Number.POSITIVE_INFINITY, gcTime: Number.POSITIVE_INFINITY, retry: false },
    },
  });
  for (const { key, data } of queries) client.setQueryData(key, data);
  return client;
}

async function textOf(stream: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
  return text;
}

/**
 * The page at `request.path` rendered by the remote's own component, in the providers and routes its browser
 * root has (RemoteRoot's session store, theme and antd texts; RemoteRoutes' error boundary and Suspense) under a
 * router fixed at that address, with a query cache holding the page's data. Every Suspense boundary is waited
 * for (prerender), and antd's styles for what was drawn are collected as it draws (cssinjs' own cache).
 * A page that throws, or a render stopped by `signal`, fails: half a page is never answered.
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
    data: <T,>(key: QueryKey) => {
      const data = client.getQueryData<T>(key);
      if (data === undefined) throw new Error(`No data for ${JSON.stringify(key)}`);
      return data;
    },
  });
  const styles = createCache();
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <StyleProvider cache={styles}>
      <RemoteRoot themeMode="light" client={client}>
        <StaticRouter location={request.path}>
          <RemoteRoutes
            pages={{ [definition.name]: definition }}
            components={{ [definition.name]: loadedPage(page.Component) }}
          />
        </StaticRouter>
      </RemoteRoot>
    </StyleProvider>,
    {
      signal,
      onError: (error) => void errors.push(error),
      // Every boundary's content in place, never sent after it with a script to move it there: the page's HTML
      // runs no script of its own (the policy allows none inline, and the app loads later).
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    },
  );
  const html = await textOf(prelude);
  client.clear();
  if (signal?.aborted) throw signal.reason ?? new Error('Server render stopped');
  if (errors.length) throw errors[0];
  return { html, css: extractStyle(styles, { plain: true }), head };
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
