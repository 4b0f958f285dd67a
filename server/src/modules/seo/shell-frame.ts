import { SERVER_LOCALE } from '@skillhub/shared/i18n';
import { type InlineQuery, SERVER_RENDERED_ID } from '@skillhub/shared/inline-data';
import type { PageHead } from '@skillhub/shared/page-head';
import type { RuntimeConfig } from '@skillhub/shared/remote-descriptor';
import type { PageVisitor } from '@skillhub/shared/session';
import type { ServerRenderResult } from '@skillhub/shared/ssr/server-render-contract';
import { styleRecord, takeStyleRecord } from '@skillhub/shared/ssr/style-record';
import type { FastifyInstance } from 'fastify';
import { liveChatRuntimeConfig, liveChatSettingRead } from '../settings/live-chat-settings.ts';
import { type RemoteRenderer, shellRenderSource } from './remote-renderer.ts';
import { createShellCategories } from './shell-categories.ts';

/** The empty content place of the shell's frame, where another app's page goes. */
const SLOT = `<div id="${SERVER_RENDERED_ID}"></div>`;

/** What #root gets for a rendered page, and what it was made from. */
export interface RenderedRoot {
  /** The page's own render. */
  render: ServerRenderResult;
  /** The shell's frame around it; null when the shell drew the page whole. */
  frame: ServerRenderResult | null;
  root: string;
  /**
   * The styles of `root`, in order: each its own sheet (page-styles.ts). antd's record of what they hold
   * (style-record.ts) is in the page's sheet, for both: the browser reads one only.
   */
  styles: string[];
  head: PageHead | null;
  /** What the frame drew from (the footer's categories), inlined for the app's first render, which hydrates it. */
  queries: InlineQuery[];
}

export interface ShellFrame {
  /** What of the runtime config the shell's server render shows: the live-chat button's settings. */
  configOf(config: RuntimeConfig): RuntimeConfig;
  /**
   * `page` (another app's render of the page at `path`) inside the shell's public frame, drawn by the shell's
   * PublicLayout (shell/src/server-render.tsx `frame`); null when the shell cannot draw it (logged and counted by
   * the renderer). The footer's categories are inlined with the page's data: the app's first render must draw
   * the footer the server drew. `warmUp`: asked for ahead of visitors (remote-renderer.ts isWarmUp). `visitor`:
   * the learner a page of theirs is drawn for (the header's account menu), none for a page drawn signed out.
   */
  around(page: ServerRenderResult, path: string, warmUp: boolean, visitor?: PageVisitor): Promise<RenderedRoot | null>;
}

export function createShellFrame(app: FastifyInstance, renderer: RemoteRenderer): ShellFrame {
  const origin = app.config.publicUrl;
  const categories = createShellCategories(app);
  /** Each page in the frame it was last put into: the same two renders make the same string, once. */
  const filled = new WeakMap<
    ServerRenderResult,
    { frame: ServerRenderResult; root: string; styles: [page: string, frame: string] }
  >();

  const configOf = (config: RuntimeConfig): RuntimeConfig => ({
    remotes: {},
    ...(config.liveChatUrl ? { liveChatUrl: config.liveChatUrl } : {}),
    ...(config.liveChatWhatsApp ? { liveChatWhatsApp: config.liveChatWhatsApp } : {}),
  });

  /**
   * The frame's config (configOf, from the live-chat setting only): one object per read of the setting, made once
   * rather than on every page request.
   */
  const frameConfigs = new WeakMap<object, Promise<RuntimeConfig>>();
  const frameConfig = (): Promise<RuntimeConfig> => {
    const read = liveChatSettingRead(app);
    let config = frameConfigs.get(read);
    if (!config) {
      config = liveChatRuntimeConfig(app).then((liveChat) => configOf({ remotes: {}, ...liveChat }));
      frameConfigs.set(read, config);
    }
    return config;
  };

  return {
    configOf,
    async around(page, path, warmUp, visitor) {
      const [config, footer] = await Promise.all([frameConfig(), categories()]);
      const frame = await renderer.render(
        shellRenderSource(app.config),
        { page: 'frame', path, origin, locale: SERVER_LOCALE, runtimeConfig: config, ...(visitor ? { visitor } : {}) },
        () => [footer.query],
        footer.data,
        warmUp,
      );
      if (!frame) return null;
      let made = filled.get(page);
      if (made?.frame !== frame) {
        const at = frame.html.indexOf(SLOT);
        if (at < 0) {
          app.log.warn({ path }, "the shell's frame has no place for the page: the page is served as the plain app");
          return null;
        }
        const content = `<div id="${SERVER_RENDERED_ID}">${page.html}</div>`;
        const pageStyles = takeStyleRecord(page.css);
        const frameStyles = takeStyleRecord(frame.css);
        made = {
          frame,
          root: frame.html.slice(0, at) + content + frame.html.slice(at + SLOT.length),
          // The frame's sheet, the same on every page, keeps no record of its own: it is in the page's.
          styles: [pageStyles.css + styleRecord([...pageStyles.entries, ...frameStyles.entries]), frameStyles.css],
        };
        filled.set(page, made);
      }
      return {
        render: page,
        frame,
        root: made.root,
        // The frame's last: its render ends with the shell's own sheets, which must follow every antd rule. Apart,
        // so that the frame's sheet, the same on every page, is fetched once.
        styles: made.styles,
        head: page.head,
        queries: [footer.query],
      };
    },
  };
}
