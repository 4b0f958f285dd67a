import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { InlineQuery } from '@skillhub/shared/inline-data';
import type { RemoteName } from '@skillhub/shared/remote-props';
import {
  SERVER_RENDER_DIR,
  SERVER_RENDER_FILE,
  type ServerRenderRequest,
  type ServerRenderResult,
  serverRenderResultSchema,
} from '@skillhub/shared/ssr/server-render-contract';
import type { FastifyInstance } from 'fastify';
import { currentRelease } from '../web-app/runtime-config.ts';
import { createRenderThread, RenderFailure } from './render-thread.ts';

/**
 * Public pages rendered by their owning remote's current release: its server target
 * (`<build id>/server/render.mjs`, shared/src/ssr/server-render-contract.ts) is imported once per build, in a
 * thread of its own (render-thread.ts), and asked for the page. A release is a new folder, so a new build is picked
 * up by the next request, with no restart.
 *
 * A render is kept in the public-content cache under the build and the very data it was made from (the public
 * reads hand out the same object until a change drops it), so a course change or a release shows at once and an
 * unchanged page is rendered once. A render that fails, answers badly or takes longer than allowed
 * (SERVER_RENDER_TIMEOUT_MS) is logged and counted (skillhub_server_render_failures_total), and the caller serves
 * the plain app; it is tried again on the next request.
 */

export interface RemoteRenderer {
  /**
   * `request.page` of `remote` rendered by its current release, or null when this server hosts no build of it or
   * the render failed (logged and counted). `data` is what the page shows: a new object means new content; the
   * queries made from it are asked for only when the page is rendered again.
   */
  render(
    remote: RemoteName,
    request: Omit<ServerRenderRequest, 'queries'>,
    queries: () => InlineQuery[],
    data: object,
  ): Promise<ServerRenderResult | null>;
  /** Ends the render thread. */
  close(): Promise<void>;
}

export function createRemoteRenderer(
  app: Pick<FastifyInstance, 'config' | 'log' | 'publicContent' | 'countServerRenderFailure'>,
): RemoteRenderer {
  const timeoutMs = app.config.serverRenderTimeoutMs;
  const thread = createRenderThread();
  const versions = new WeakMap<object, number>();
  let lastVersion = 0;

  /** A number per data object: the cache key names the data a render was made from. */
  const versionOf = (data: object) => {
    let version = versions.get(data);
    if (version === undefined) {
      version = ++lastVersion;
      versions.set(data, version);
    }
    return version;
  };

  async function attempt(file: string, request: ServerRenderRequest): Promise<ServerRenderResult> {
    if (!existsSync(file)) throw new RenderFailure('load', `${file} is not there`);
    const answer = await thread.render(file, request, timeoutMs);
    const parsed = serverRenderResultSchema.safeParse(answer);
    if (!parsed.success) throw new RenderFailure('error', 'the answer is not a page', { cause: parsed.error });
    return parsed.data;
  }

  return {
    async render(remote, request, queries, data) {
      const release = currentRelease(app.config, remote);
      if (!release) return null;
      const file = join(release.dir, SERVER_RENDER_DIR, SERVER_RENDER_FILE);
      const key = `ssr:${remote}:${release.build}:${request.page}:${request.locale}:${request.path}:${versionOf(data)}`;
      try {
        return await app.publicContent.read(key, () =>
          attempt(file, { ...request, queries: queries() }).catch((error: unknown) => {
            const reason = error instanceof RenderFailure ? error.reason : 'error';
            app.log.warn(
              { err: error, remote, build: release.build, page: request.page, path: request.path, reason },
              'server render failed: the page is served as the plain app',
            );
            app.countServerRenderFailure(remote, request.page, reason);
            throw error;
          }),
        );
      } catch {
        return null;
      }
    },
    close: () => thread.close(),
  };
}
