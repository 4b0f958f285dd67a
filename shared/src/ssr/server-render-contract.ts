import { z } from 'zod';
import type { Locale } from '../i18n.ts';
import type { InlineQuery } from '../inline-data.ts';
import { pageHeadSchema } from '../page-head.ts';
import type { RuntimeConfig } from '../remote-descriptor.ts';
import type { PageVisitor } from '../session.ts';

/**
 * How the server asks a remote to render one of its public pages. A remote with `src/server-render.tsx` gets a
 * server target in its build (remote-build.ts): a plain Node module at `<build id>/server/render.mjs`, everything
 * it needs bundled in, so a release folder is all the server needs. The server imports the current release's
 * module and calls its `render(request, signal)`; a failure, a timeout or an answer not of this shape serves the
 * page as the plain app.
 */

/** The source the server target is built from (a remote's, the shell's). */
export const SERVER_RENDER_SOURCE = 'src/server-render.tsx';
/** Where the server target lies in a build, and so in a release folder (the shell's: `dist/server/render.mjs`). */
export const SERVER_RENDER_DIR = 'server';
export const SERVER_RENDER_FILE = 'render.mjs';

/**
 * The shell's render of no page: antd's styles of the components the dashboard opens with, which /dashboard links
 * as a sheet (shell/src/server-render.tsx).
 */
export const DASHBOARD_STYLES_PAGE = 'dashboardStyles';

export interface ServerRenderRequest {
  /** The page's name, as the remote publishes it (`course`, `catalogue`). */
  page: string;
  /** The address asked for: path and query. */
  path: string;
  /** The site's public origin, for the canonical and sharing addresses. */
  origin: string;
  locale: Locale;
  /** The page's API answers under the remote's own query keys: what the page's queries would ask for. */
  queries: InlineQuery[];
  /** What /runtime-config.json says, for a page that shows it (the shell's frame: its live-chat button). */
  runtimeConfig?: RuntimeConfig;
  /**
   * The signed-in learner a page of theirs is drawn for (their courses, a payment page), as GET /api/user/me
   * answers them; none for a page drawn the same for everyone (signed out).
   */
  visitor?: PageVisitor;
}

export const serverRenderResultSchema = z.object({
  /** The page's markup, for the page's place in #root. */
  html: z.string(),
  /** The styles that markup needs (antd's, extracted while rendering). */
  css: z.string(),
  /** null for markup that is no page of its own (the shell's frame around another page). */
  head: pageHeadSchema.nullable(),
});
export type ServerRenderResult = z.infer<typeof serverRenderResultSchema>;

/** What `<build id>/server/render.mjs` exports. */
export interface ServerRenderModule {
  render(request: ServerRenderRequest, signal?: AbortSignal): Promise<ServerRenderResult>;
}
