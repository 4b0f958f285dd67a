import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import type { InlineQuery } from '../inline-data.ts';
import { drawnAuth, type PageVisitor } from '../session.ts';
import { RemoteRoot } from '../ui/remote-root.tsx';

/**
 * What every server target (a remote's, the shell's) does to turn a React tree into a page's markup: the tree in
 * the providers a browser root has (RemoteRoot's session store, light theme and antd texts) with a query cache
 * holding the page's data, every Suspense boundary waited for, and antd's styles for what was drawn collected as
 * it draws (cssinjs' own cache).
 */

/** The page's data, each answer under its key, never fetched again here: a server render reads nothing itself. */
export function seededClient(queries: readonly InlineQuery[]): QueryClient {
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
 * `tree` drawn whole, with the styles antd made for it, as `visitor` sees it (signed out for none: a page drawn the
 * same for everyone). The visitor reaches the components by the root's context (ui/hydration.tsx useShownAuth), never
 * by the process's session store: pages drawn at the same time in one thread never see each other's visitor. A tree
 * that throws, or a render stopped by `signal`, fails: half a page is never answered. The styles end with antd's record
 * of what they hold (`.data-ant-cssinjs-cache-path`, style-record.ts): read in the browser that hydrates the page, it
 * makes antd take those styles from the page's sheets rather than add them a second time.
 */
export async function prerenderMarkup(
  tree: ReactNode,
  client: QueryClient,
  signal: AbortSignal | undefined,
  visitor: PageVisitor | null = null,
): Promise<{ html: string; css: string }> {
  const styles = createCache();
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <StyleProvider cache={styles}>
      <RemoteRoot themeMode="light" client={client} drawn={drawnAuth(visitor)}>
        {tree}
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
  return { html, css: extractStyle(styles, { plain: true }) };
}
