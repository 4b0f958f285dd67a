import {
  APP_SHEET_ATTRIBUTE,
  INLINE_QUERIES_ID,
  INLINE_RUNTIME_CONFIG_ID,
  INLINE_VISITOR_ID,
  type InlineQuery,
  jsonForInlineScript,
} from '@skillhub/shared/inline-data';
import type { PageHead } from '@skillhub/shared/page-head';
import type { StaticPublicPage } from '@skillhub/shared/public-page-heads';
import type { RuntimeConfig } from '@skillhub/shared/remote-descriptor';
import type { RouteName } from '@skillhub/shared/routes';
import type { PageVisitor } from '@skillhub/shared/session';
import { BOOT_SPLASH_MARKUP } from '@skillhub/shared/splash';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../../http/http-error.ts';
import { escapeMarkup } from './markup.ts';
import { withPageHead } from './page-head.ts';

/**
 * A public page as the server sends it: the shell's index.html with the page's own head, its content already in
 * #root, and what the app would otherwise wait for in a chain (the runtime config, the owning remote's entry,
 * the page's API answers) in the HTML itself. See shared/src/inline-data.ts for how the browser reads them.
 */
export interface ServerPage {
  head: PageHead | null;
  /**
   * What #root holds, which the app hydrates: the shell's server render (its frame, or one of its own pages), a
   * remote's page in the frame's `#sh-ssr`, every value already escaped.
   */
  root?: string;
  runtimeConfig?: RuntimeConfig;
  /** The owning remote's remoteEntry.js, fetched while the shell loads. */
  preload?: string[];
  queries?: InlineQuery[];
  /**
   * The sheets `root` needs, in order (antd's for what was drawn, the shell's own last), by address
   * (page-styles.ts): linked, not inlined, so a browser keeps them across pages. They stay: the app hydrates the
   * markup they style, and antd takes what they hold from them (style-record.ts). A page the app draws may link
   * antd's styles of what it will draw too (/dashboard), for the same reason, held back from the splash's paint
   * until the app starts (APP_SHEET_ATTRIBUTE).
   */
  stylesheets?: string[];
  /** When the app comes to a page with content (wake.js): at the visitor's first move, or also when idle. */
  wake?: AppWake;
  /** The signed-in learner the page was drawn for (RemotePage.visitor), inlined for the app's first render. */
  visitor?: PageVisitor;
}

/**
 * `engage`: when the visitor first engages with the page (a reader who only reads pays for no app); `idle`: also
 * once the page has loaded and the browser is idle, for a page whose next step needs the app (a payment link's
 * Pay): the tap then waits for its answer, not for the app.
 */
export type AppWake = 'engage' | 'idle';

/**
 * Sends a public page as the plain app (page-sender.ts): its head, and, with a 200, the data its first render asks
 * for. `route` names its owning remote.
 */
export type SendPage = (
  reply: FastifyReply,
  status: number,
  head: PageHead | null,
  route?: string,
  content?: Pick<ServerPage, 'queries' | 'stylesheets'> & Pick<RemotePage, 'personal'>,
) => Promise<unknown>;

/** A public page its owning remote renders: its name there, the address asked for and what it shows. */
export interface RemotePage {
  name: RouteName;
  path: string;
  /**
   * The page's API answers under the remote's own query keys, inlined for the app whether or not it renders; made
   * only when the page is made again (its data or release changed).
   */
  queries: () => InlineQuery[];
  /** The cached read the queries came from: a new object after any change, so the page is rendered again. */
  data: object;
  /** The head when the remote cannot render the page. */
  fallbackHead: PageHead | null;
  /** The page shows one person's details (a payment link's lead): no cache may keep it (PERSONAL). */
  personal?: boolean;
  /** When the app comes to the drawn page (ServerPage.wake); at the visitor's first move unless said. */
  wake?: AppWake;
  /**
   * The signed-in learner this page of theirs is for (by the page cookie: auth/page-cookie.ts): the page and the
   * frame's header are drawn as they see them, and no cache keeps it (as `personal`).
   */
  visitor?: PageVisitor;
}

/** Sends a page its remote renders (page-sender.ts); when that fails, the plain app with the page's head and data. */
export type SendRemotePage = (reply: FastifyReply, page: RemotePage) => Promise<unknown>;

/** A public page the shell renders itself (shell/src/server-render.tsx): as RemotePage, by its name there. */
export interface ShellPage extends Omit<RemotePage, 'name'> {
  name: 'home' | 'auth' | StaticPublicPage;
}

/** Sends a page the shell renders (page-sender.ts); when that fails, the plain app with the page's head and data. */
export type SendShellPage = (reply: FastifyReply, page: ShellPage) => Promise<unknown>;

/** The shell's own scripts in its index.html (rsbuild writes them as `<script defer src=…></script>`). */
const APP_SCRIPT = /<script defer src="([^"]+)"><\/script>/g;
/** The scripts the app starts with, which index.html preloads beside them (shell/start-preload.ts). */
const START_PRELOAD = /<link rel="preload" as="script" href="([^"]+)" fetchpriority="low">/g;
/** Served from the shell's build (shell/public/wake.js); revalidated on every load like index.html. */
export const WAKE_SCRIPT = '/wake.js';

/**
 * A page with the server's content does not load the app at once: the content, its links and the search form
 * work without it, and the app (a second or more of a phone's processor) only makes the same elements its own.
 * wake.js loads it, with its preloads (the scripts it starts with, the page remote's entry), when the visitor
 * first engages with the page (moves the pointer, scrolls, touches, presses a key, focuses a field), or at once
 * for a visitor the server's English, signed-out page does not fit (signed in, Hindi chosen), and notes what the
 * visitor does before the app hydrates it.
 */
function deferApp(html: string, preload: string[], when: AppWake): string {
  const sources: string[] = [];
  const startPreloads: string[] = [];
  const rest = html
    .replace(APP_SCRIPT, (_tag, src: string) => {
      sources.push(src);
      return '';
    })
    .replace(START_PRELOAD, (_tag, href: string) => {
      startPreloads.push(href);
      return '';
    });
  if (!sources.length) return html;
  const preloads = [...startPreloads, ...preload];
  const idle = when === 'idle' ? ' data-wake="idle"' : '';
  const wake = `<script defer src="${WAKE_SCRIPT}" data-app="${escapeMarkup(sources.join(' '))}" data-preload="${escapeMarkup(preloads.join(' '))}"${idle}></script>`;
  return rest.replace(/<\/head>/i, () => `${wake}</head>`);
}

export function renderServerPage(indexHtml: string, page: ServerPage): string {
  let html = page.head ? withPageHead(indexHtml, page.head) : indexHtml;
  const headExtras = [
    ...(page.stylesheets ?? []).map((href) =>
      // The app's own page: not blocking the splash's first paint (APP_SHEET_ATTRIBUTE).
      page.root
        ? `<link rel="stylesheet" href="${escapeMarkup(href)}">`
        : `<link rel="stylesheet" href="${escapeMarkup(href)}" media="print" ${APP_SHEET_ATTRIBUTE}>`,
    ),
    ...(page.root ? [] : (page.preload ?? [])).map(
      (href) => `<link rel="preload" as="script" href="${escapeMarkup(href)}">`,
    ),
    ...(page.runtimeConfig
      ? [
          `<script type="application/json" id="${INLINE_RUNTIME_CONFIG_ID}">${jsonForInlineScript(page.runtimeConfig)}</script>`,
        ]
      : []),
    ...(page.queries?.length
      ? [`<script type="application/json" id="${INLINE_QUERIES_ID}">${jsonForInlineScript(page.queries)}</script>`]
      : []),
    ...(page.root && page.visitor
      ? [`<script type="application/json" id="${INLINE_VISITOR_ID}">${jsonForInlineScript(page.visitor)}</script>`]
      : []),
  ].join('');
  if (headExtras) html = html.replace(/<\/head>/i, () => `${headExtras}</head>`);
  if (page.root) {
    const root = page.root;
    html = html.replace(/<div id="root"><\/div>/i, () => `<div id="root">${root}</div>`);
    html = deferApp(html, page.preload ?? [], page.wake ?? 'engage');
  } else {
    html = withBootSplash(html);
  }
  return html;
}

/**
 * A page the app draws (nothing in #root): its splash shows from the first paint instead of a blank page while
 * the app's code arrives, and the app's own takes it over (shell/src/components/splash-screen.tsx).
 */
export function withBootSplash(html: string): string {
  return html.replace(/<div id="root"><\/div>/i, (empty) => `${BOOT_SPLASH_MARKUP}${empty}`);
}

/** A body as the API sends it (its response schema's encoding: fields outside the contract dropped), unwrapped. */
export function asSent(schema: z.ZodType, data: unknown): unknown {
  return (z.encode(schema, { success: true, data }) as { data: unknown }).data;
}

/**
 * What a page shows, read as its API call reads it; null when that call would refuse it (unknown, draft, inactive,
 * a link that is none: a 4xx), for the page to go out as the not-found page. Anything else is the server's error.
 */
export async function foundOrNull<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof HttpError && error.statusCode < 500) return null;
    throw error;
  }
}
