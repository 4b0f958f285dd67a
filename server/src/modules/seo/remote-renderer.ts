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
 * the plain app; that page is tried again after RETRY_AFTER_FAILURE_MS.
 */

/**
 * A page whose render failed is sent as the plain app at once for this long, rather than every visitor waiting for
 * the same failure (a render that hangs costs each of them the whole timeout). A new release or a change of the
 * page's data is a new key: tried at once.
 */
const RETRY_AFTER_FAILURE_MS = 30_000;
/** The failures remembered at most; a crawler's endless addresses cannot grow the list without bound. */
const FAILURES_KEPT = 1_000;

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
  /** Pages whose render failed, by cache key: until when they go out as the plain app without asking again. */
  const failedUntil = new Map<string, number>();
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
      if ((failedUntil.get(key) ?? 0) > Date.now()) return null;
      try {
        return await app.publicContent.read(key, () =>
          attempt(file, { ...request, queries: queries() }).catch((error: unknown) => {
            const reason = error instanceof RenderFailure ? error.reason : 'error';
            app.log.warn(
              { err: error, remote, build: release.build, page: request.page, path: request.path, reason },
              'server render failed: the page is served as the plain app',
            );
            app.countServerRenderFailure(remote, request.page, reason);
            if (failedUntil.size >= FAILURES_KEPT) failedUntil.clear();
            failedUntil.set(key, Date.now() + RETRY_AFTER_FAILURE_MS);
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
