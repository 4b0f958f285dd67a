import { COMPANY } from '@skillhub/shared/constants';
import {
  INLINE_QUERIES_ID,
  INLINE_RUNTIME_CONFIG_ID,
  type InlineQuery,
  jsonForInlineScript,
  SERVER_RENDERED_ID,
} from '@skillhub/shared/inline-data';
import type { RuntimeConfig } from '@skillhub/shared/remote-descriptor';
import { CRITICAL_CSS } from './critical-css.ts';
import { escapeMarkup } from './markup.ts';
import { type PageHead, withPageHead } from './page-head.ts';

/**
 * A public page as the server sends it: the shell's index.html with the page's own head, its content already in
 * #root, and what the app would otherwise wait for in a chain (the runtime config, the owning remote's entry,
 * the page's API answers) in the HTML itself. See shared/src/inline-data.ts for how the browser reads them.
 */
export interface ServerPage {
  head: PageHead | null;
  /** The page's content (markup, every value already escaped), shown until the app draws the page. */
  body?: string;
  runtimeConfig?: RuntimeConfig;
  /** The owning remote's remoteEntry.js, fetched while the shell loads. */
  preload?: string[];
  queries?: InlineQuery[];
  /** The page's own layout rules, after the shared ones (critical-css.ts). */
  css?: string;
}

/** The public layout's frame around the content: the fixed header's place and the main area under it. */
function frame(content: string): string {
  return [
    '<div class="sh-ssr-frame">',
    `<header class="sh-ssr-header"><div><a href="/">${escapeMarkup(COMPANY.name)}</a></div></header>`,
    `<main class="sh-ssr-main"><div id="${SERVER_RENDERED_ID}">${content}</div></main>`,
    '</div>',
  ].join('');
}

export function renderServerPage(indexHtml: string, page: ServerPage): string {
  let html = page.head ? withPageHead(indexHtml, page.head) : indexHtml;
  const headExtras = [
    ...(page.body ? [`<style>${CRITICAL_CSS}${page.css ?? ''}</style>`] : []),
    ...(page.preload ?? []).map((href) => `<link rel="preload" as="script" href="${escapeMarkup(href)}">`),
    ...(page.runtimeConfig
      ? [
          `<script type="application/json" id="${INLINE_RUNTIME_CONFIG_ID}">${jsonForInlineScript(page.runtimeConfig)}</script>`,
        ]
      : []),
    ...(page.queries?.length
      ? [`<script type="application/json" id="${INLINE_QUERIES_ID}">${jsonForInlineScript(page.queries)}</script>`]
      : []),
  ].join('');
  if (headExtras) html = html.replace(/<\/head>/i, () => `${headExtras}</head>`);
  if (page.body) {
    const body = frame(page.body);
    html = html.replace(/<div id="root"><\/div>/i, () => `<div id="root">${body}</div>`);
  }
  return html;
}
