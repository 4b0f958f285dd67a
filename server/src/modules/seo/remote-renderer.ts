import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RemoteName } from '@skillhub/shared/remote-props';
import {
  SERVER_RENDER_DIR,
  SERVER_RENDER_FILE,
  type ServerRenderModule,
  type ServerRenderRequest,
  type ServerRenderResult,
  serverRenderResultSchema,
} from '@skillhub/shared/ssr/server-render-contract';
import type { FastifyInstance } from 'fastify';
import type { ServerRenderFailure } from '../../plugins/app/metrics.ts';
import { currentRelease } from '../web-app/runtime-config.ts';

/**
 * Public pages rendered by their owning remote's current release: its server target
 * (`<build id>/server/render.mjs`, shared/src/ssr/server-render-contract.ts) is imported once per build and asked
 * for the page. A release is a new folder, so a new build is picked up by the next request, with no restart.
 *
 * A render is kept in the public-content cache under the build and the very data it was made from (the public
 * reads hand out the same object until a change drops it), so a course change or a release shows at once and an
 * unchanged page is rendered once. A render that fails, answers badly or takes longer than allowed
 * (SERVER_RENDER_TIMEOUT_MS) is logged and counted (skillhub_server_render_failures_total), and the caller serves
 * the plain app; it is tried again on the next request.
 */

/** Modules of this many builds stay at hand: the current ones of each remote and a few just replaced. */
const MODULES_KEPT = 8;
/**
 * A release's module loads from local disk once per build (under half a second for the courses remote's 8 MB);
 * this only bounds one whose top level never finishes. The first requests after a release wait for it.
 */
const MODULE_LOAD_TIMEOUT_MS = 10_000;

class RenderFailure extends Error {
  constructor(
    readonly reason: ServerRenderFailure,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

export interface RemoteRenderer {
  /**
   * `request.page` of `remote` rendered by its current release, or null when this server hosts no build of it or
   * the render failed (logged and counted). `data` is what the page shows: a new object means new content.
   */
  render(remote: RemoteName, request: ServerRenderRequest, data: object): Promise<ServerRenderResult | null>;
}

export function createRemoteRenderer(
  app: Pick<FastifyInstance, 'config' | 'log' | 'publicContent' | 'countServerRenderFailure'>,
): RemoteRenderer {
  const timeoutMs = app.config.serverRenderTimeoutMs;
  const modules = new Map<string, Promise<ServerRenderModule>>();
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

  function moduleAt(file: string): Promise<ServerRenderModule> {
    let loading = modules.get(file);
    if (!loading) {
      // A module that failed to load stays failed: its build never changes.
      loading = (async () => {
        if (!existsSync(file)) throw new RenderFailure('load', `${file} is not there`);
        let loaded: Partial<ServerRenderModule>;
        try {
          loaded = await import(pathToFileURL(file).href);
        } catch (error) {
          throw new RenderFailure('load', `${file} did not load`, { cause: error });
        }
        if (typeof loaded.render !== 'function') throw new RenderFailure('load', `${file} exports no render`);
        return loaded as ServerRenderModule;
      })();
      modules.set(file, loading);
      if (modules.size > MODULES_KEPT) modules.delete(modules.keys().next().value as string);
    }
    return loading;
  }

  /** `work`, or a RenderFailure for `reason` after `ms`; `onTimeout` stops what is still running. */
  async function within<T>(work: Promise<T>, ms: number, reason: ServerRenderFailure, onTimeout = () => {}) {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => {
        const failure = new RenderFailure(reason, `nothing within ${ms} ms`);
        onTimeout();
        reject(failure);
      }, ms);
    });
    try {
      return await Promise.race([work, late]);
    } finally {
      clearTimeout(timer);
    }
  }

  async function attempt(file: string, request: ServerRenderRequest): Promise<ServerRenderResult> {
    const module = await within(moduleAt(file), MODULE_LOAD_TIMEOUT_MS, 'load');
    const controller = new AbortController();
    // A render past its time stops where it is rather than finishing for nobody.
    const answer = await within(module.render(request, controller.signal), timeoutMs, 'timeout', () =>
      controller.abort(new RenderFailure('timeout', 'too slow')),
    );
    const parsed = serverRenderResultSchema.safeParse(answer);
    if (!parsed.success) throw new RenderFailure('error', 'the answer is not a page', { cause: parsed.error });
    return parsed.data;
  }

  return {
    async render(remote, request, data) {
      const release = currentRelease(app.config, remote);
      if (!release) return null;
      const file = join(release.dir, SERVER_RENDER_DIR, SERVER_RENDER_FILE);
      const key = `ssr:${remote}:${release.build}:${request.page}:${request.locale}:${request.path}:${versionOf(data)}`;
      try {
        return await app.publicContent.read(key, () =>
          attempt(file, request).catch((error: unknown) => {
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
  };
}
