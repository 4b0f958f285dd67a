/**
 * What the server writes into a public page's HTML so the app's first render (which hydrates the server's markup)
 * needs no request and equals the server's, and how the browser reads it back. Each is a `<script type="application/json" id="...">`: data the browser never runs
 * (no CSP exception needed), with every `<` written as \u003c so a value cannot end the element early.
 *
 * - INLINE_RUNTIME_CONFIG_ID: what GET /runtime-config.json would answer; the shell reads it instead of fetching.
 * - INLINE_QUERIES_ID: the page's API answers as `[{ key, data }]`, `key` being the owning remote's own React Query
 *   key; the shell puts each into the page's one query cache (queryClient.setQueryData) before anything mounts.
 *   One read for a signed-in person (`for`: their user id) is put there only when the app's session is theirs.
 * - INLINE_VISITOR_ID: on a signed-in learner's page drawn for them, who it was drawn for (`{ user, permissions }`,
 *   session.ts PageVisitor): the app's hydrating render shows that visitor (ui/hydration.tsx), and wake.js reads
 *   it to leave the app for the visitor's first move when it is the browser's own session.
 * - SERVER_RENDERED_ID: the element of the shell's frame holding a remote's server-rendered page inside #root; the
 *   remote hydrates it (shell/src/runtime/server-rendered.ts).
 */

export const INLINE_RUNTIME_CONFIG_ID = 'sh-runtime-config';
export const INLINE_QUERIES_ID = 'sh-page-data';
export const INLINE_VISITOR_ID = 'sh-visitor';
export const SERVER_RENDERED_ID = 'sh-ssr';
/**
 * Marks a sheet a page the app draws links for the app (antd's styles of what it will draw, with their record):
 * linked for print, so that it holds back no paint of the splash while it downloads, and made the screen's by the
 * app just before its first render (shell/src/bootstrap.tsx).
 */
export const APP_SHEET_ATTRIBUTE = 'data-app-sheet';

/**
 * How long an inlined answer counts as fresh: it was read for this very page load, so the page's first render
 * does not ask again (the query cache's default staleTime is 0, which would refetch it on mount).
 */
export const INLINE_DATA_FRESH_MS = 30_000;

/** One API answer, stored under the query key the page that shows it uses. */
export interface InlineQuery {
  key: readonly unknown[];
  data: unknown;
  /**
   * The user it was read for (by the page cookie), when it is one person's: the tab's session may be another's
   * (a super admin's is the tab's own), whose page must not show it.
   */
  for?: string;
}

/** JSON safe inside a `<script>` element: `<` (and the line separators JavaScript once rejected) escaped. */
export function jsonForInlineScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The inline JSON element's content by id, parsed; undefined when the page has none or it is unreadable. */
export function readInlineJson(id: string, doc: Document | undefined = globalThis.document): unknown {
  const text = doc?.getElementById(id)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * The page's inlined API answers the app's visitor (`userId`, none signed out) may be shown: entries that are not
 * `{ key: [...], data }`, and those read for someone else, are left out.
 */
export function readInlineQueries(userId: string | undefined, doc?: Document): InlineQuery[] {
  const raw = readInlineJson(INLINE_QUERIES_ID, doc);
  if (!Array.isArray(raw)) return [];
  return raw.filter(
    (entry): entry is InlineQuery =>
      typeof entry === 'object' &&
      entry !== null &&
      Array.isArray(entry.key) &&
      'data' in entry &&
      (entry.for === undefined || entry.for === userId),
  );
}
