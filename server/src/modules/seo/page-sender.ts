import { statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SERVER_LOCALE } from '@skillhub/shared/i18n';
import type { InlineQuery } from '@skillhub/shared/inline-data';
import type { PageHead } from '@skillhub/shared/page-head';
import type { RuntimeConfig } from '@skillhub/shared/remote-descriptor';
import { PATHS } from '@skillhub/shared/routes';
import { DASHBOARD_STYLES_PAGE, type ServerRenderResult } from '@skillhub/shared/ssr/server-render-contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { addVary, type Rendition, refineBrotli, renditionOf, sendRendition } from '../../cache/public-reply.ts';
import { readOnChange } from '../../cache/read-on-change.ts';
import { liveChatSettingRead } from '../settings/live-chat-settings.ts';
import { NO_CACHE, PERSONAL } from '../web-app/cache-policy.ts';
import { canaryDevice } from '../web-app/canary-device.ts';
import { pageRuntimeConfig, remoteOwning } from '../web-app/page-runtime-config.ts';
import { runtimeConfig, runtimeConfigFor } from '../web-app/runtime-config.ts';
import { createPageStyles } from './page-styles.ts';
import {
  createRemoteRenderer,
  isWarmUp,
  type RemoteRenderer,
  remoteRenderSource,
  shellRenderSource,
} from './remote-renderer.ts';
import {
  type RemotePage,
  renderServerPage,
  type SendPage,
  type SendRemotePage,
  type SendShellPage,
  type ServerPage,
  type ShellPage,
} from './server-page.ts';
import { createShellFrame, type RenderedRoot } from './shell-frame.ts';

/**
 * How every public page goes out (seo.routes.ts hands these to the page modules):
 *
 * - sendRemotePage: a page its owning remote renders, inside the shell's public frame (shell-frame.ts);
 * - sendShellPage: a page the shell renders whole, frame included (/, /auth);
 * - sendPage: the plain app with the page's head and data, for everything else and whenever a render fails (no
 *   build of the remote here, a failure, too slow): never a 500 for that.
 *
 * A rendered page is made into HTML (and its compressed forms, with an ETag) once, and again only when a render,
 * the shell's index.html, the remotes' releases or the live-chat setting changed: a visitor's request costs a
 * lookup, not a 300 kB string built and encoded.
 *
 * While a canary is open, a page goes out as the visitor's device gets the app (canary-device.ts): drawn by the
 * build the device is given and with that listing inlined, so a device in the canary's share sees the canary
 * from its first page, the same build the server drew and the app hydrates.
 */
export interface PageSender {
  sendPage: SendPage;
  sendRemotePage: SendRemotePage;
  sendShellPage: SendShellPage;
  /**
   * The address of the sheet of antd's styles the dashboard opens with (the shell's `dashboardStyles` render),
   * or null while it is not rendered yet or could not be (the page then goes out without it, as before).
   */
  dashboardStyles: (wait?: boolean) => Promise<string | null>;
  /** What renders the pages, for the warm-up (page-warmer.ts). */
  renderer: RemoteRenderer;
}

/** The data of the shell's `dashboardStyles` render: none, the same object always (one render per build). */
const dashboardSpecimen = {};

/** The dashboard's sheet of one shell build: its address once stored, and its making. */
interface DashboardSheet {
  href: string | null;
  making: Promise<unknown>;
}

interface SentPage {
  frame: ServerRenderResult | null;
  index: string;
  liveChat: unknown;
  /** Being made or made: the requests that arrive meanwhile wait for this one rather than each making it. */
  rendition: Promise<Rendition>;
}

export function createPageSender(app: FastifyInstance): PageSender {
  const origin = app.config.publicUrl;
  const renderer = createRemoteRenderer(app);
  app.addHook('onClose', () => renderer.close());
  const frames = createShellFrame(app, renderer);
  const styles = createPageStyles(app);

  /**
   * The shell's index.html, read once per version of the file rather than per request; null before a build. The
   * version is its modification time, looked at again once its folder changed (readOnChange): a rebuilt or removed
   * shell shows from the next turn of the event loop, never an index naming assets the rebuild deleted.
   */
  const indexPath = join(app.config.shellDistDir, 'index.html');
  const indexVersion = readOnChange(
    () => [app.config.shellDistDir],
    () => statSync(indexPath, { throwIfNoEntry: false })?.mtimeMs,
  );
  app.addHook('onClose', async () => indexVersion.close());
  const shellIndex = async () => {
    const version = indexVersion();
    if (version === undefined) return null;
    return app.blogPublicCache.get(`shell:index.html:${version}`, () => readFile(indexPath, 'utf8')).catch(() => null);
  };

  const notBuilt = (reply: FastifyReply) =>
    reply.code(404).send({
      success: false,
      message: 'The web app has not been built; run "npm run build" in the repository root',
    });

  /** The device a canary draws by (null when none is open) and the remotes' listing it gets. */
  function visitor(reply: FastifyReply): { device: string | null; listing: RuntimeConfig } {
    const device = canaryDevice(reply.request, reply, app.config);
    return { device, listing: device ? runtimeConfigFor(app.config, device) : runtimeConfig(app.config) };
  }

  const sendPage: SendPage = async (reply, status, head, route, content = {}) => {
    const index = await shellIndex();
    if (index === null) return notBuilt(reply);
    const { listing } = visitor(reply);
    const config = await pageRuntimeConfig(app, listing);
    const owner = route ? remoteOwning(listing, route) : null;
    const page: ServerPage = {
      head,
      runtimeConfig: config,
      preload: owner ? [owner.entry] : [],
      ...(status === 200 ? { queries: content.queries, stylesheets: content.stylesheets } : {}),
    };
    reply.header('cache-control', content.personal ? PERSONAL : NO_CACHE);
    return reply.code(status).type('text/html; charset=utf-8').send(renderServerPage(index, page));
  };

  /**
   * Each rendered page as sent, by its render and the listing it went out with (one per canary variant), with
   * what else it was made from: the same page, the same bytes.
   */
  const sentPages = new WeakMap<ServerRenderResult, WeakMap<RuntimeConfig, SentPage>>();

  async function sendRendered(
    reply: FastifyReply,
    listing: RuntimeConfig,
    page: RenderedRoot,
    preload: string[],
    queries: () => InlineQuery[],
    { personal = false, wake = 'engage', visitor }: Pick<RemotePage, 'personal' | 'wake' | 'visitor'> = {},
  ): Promise<unknown> {
    const index = await shellIndex();
    if (index === null) return notBuilt(reply);
    const liveChat = liveChatSettingRead(app);
    let byListing = sentPages.get(page.render);
    if (!byListing) {
      byListing = new WeakMap();
      sentPages.set(page.render, byListing);
    }
    let sent = byListing.get(listing);
    if (sent?.frame !== page.frame || sent.index !== index || sent.liveChat !== liveChat) {
      const made = (async () => {
        const rendition = renditionOf(
          renderServerPage(index, {
            head: page.head,
            runtimeConfig: await pageRuntimeConfig(app, listing),
            preload,
            root: page.root,
            stylesheets: await Promise.all(page.styles.filter(Boolean).map((css) => styles.hrefOf(css))),
            queries: queries(),
            wake,
            ...(visitor ? { visitor } : {}),
          }),
        );
        // Sent many times over, to phones: its smallest br form, made aside.
        refineBrotli(rendition);
        return rendition;
      })();
      const making: SentPage = { frame: page.frame, index, liveChat, rendition: made };
      // A page that could not be made (its sheet not stored) is made again by the next request.
      made.catch(() => byListing.get(listing) === making && byListing.delete(listing));
      sent = making;
      byListing.set(listing, sent);
    }
    const rendition = await sent.rendition;
    reply.header('cache-control', personal ? PERSONAL : NO_CACHE);
    addVary(reply, 'accept-encoding');
    return sendRendition(reply.request, reply, rendition, 'text/html; charset=utf-8');
  }

  const sendRemotePage: SendRemotePage = async (reply, page) => {
    const route = PATHS[page.name];
    const { device, listing } = visitor(reply);
    const owner = remoteOwning(listing, route);
    const personal = page.personal || Boolean(page.visitor);
    const plainApp = (head: PageHead | null) =>
      sendPage(reply, 200, head, route, { queries: page.queries(), personal });
    const rendered = owner
      ? await renderer.render(
          remoteRenderSource(app.config, owner.name, device),
          // The server sends every page in English; wake.js loads the app at once for a reader who chose Hindi.
          {
            page: page.name,
            path: page.path,
            origin,
            locale: SERVER_LOCALE,
            ...(page.visitor ? { visitor: page.visitor } : {}),
          },
          page.queries,
          page.data,
          isWarmUp(reply.request),
        )
      : null;
    if (!owner || !rendered) return plainApp(page.fallbackHead);
    const framed = await frames.around(rendered, page.path, isWarmUp(reply.request), page.visitor);
    // Without the shell's frame a page is not sent half-dressed: the app draws it.
    if (!framed) return plainApp(rendered.head ?? page.fallbackHead);
    return sendRendered(
      reply,
      listing,
      { ...framed, head: rendered.head ?? page.fallbackHead },
      [owner.entry],
      () => [...page.queries(), ...framed.queries],
      { personal, wake: page.wake, visitor: page.visitor },
    );
  };

  const sendShellPage: SendShellPage = async (reply, page) => {
    const { listing } = visitor(reply);
    const config = await pageRuntimeConfig(app, listing);
    const rendered = await renderer.render(
      shellRenderSource(app.config),
      { page: page.name, path: page.path, origin, locale: SERVER_LOCALE, runtimeConfig: frames.configOf(config) },
      page.queries,
      page.data,
      isWarmUp(reply.request),
    );
    if (!rendered) return sendPage(reply, 200, page.fallbackHead, undefined, { queries: page.queries() });
    return sendRendered(
      reply,
      listing,
      {
        render: rendered,
        frame: null,
        root: rendered.html,
        styles: [rendered.css],
        head: rendered.head ?? page.fallbackHead,
        queries: [],
      },
      [],
      page.queries,
    );
  };

  /**
   * The dashboard's sheet, per shell build: the same for every reader, so rendered once (the first /dashboard asks
   * for it and goes without; a warm-up waits for it). One that could not be made is asked for again by the next.
   */
  const dashboardSheets = new Map<string, DashboardSheet>();
  const dashboardStyles = async (wait = false) => {
    const source = shellRenderSource(app.config);
    let sheet = dashboardSheets.get(source.build);
    if (!sheet) {
      const made: DashboardSheet = { href: null, making: Promise.resolve() };
      const forget = () => dashboardSheets.get(source.build) === made && dashboardSheets.delete(source.build);
      made.making = renderer
        .render(
          source,
          { page: DASHBOARD_STYLES_PAGE, path: PATHS.dashboard, origin, locale: SERVER_LOCALE },
          () => [],
          dashboardSpecimen,
          true,
        )
        .then((rendered) => (rendered ? styles.hrefOf(rendered.css) : null))
        .then((href) => {
          if (href) made.href = href;
          else forget();
        }, forget);
      // A rebuilt shell's sheet replaces the last one's.
      dashboardSheets.clear();
      dashboardSheets.set(source.build, made);
      sheet = made;
    }
    if (wait) await sheet.making;
    return sheet.href;
  };

  return { sendPage, sendRemotePage, sendShellPage, dashboardStyles, renderer };
}

export type { RemotePage, ShellPage };
