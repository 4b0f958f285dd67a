import { randomUUID } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { InlineQuery } from '@skillhub/shared/inline-data';
import type { RemoteName } from '@skillhub/shared/remote-props';
import {
  SERVER_RENDER_DIR,
  SERVER_RENDER_FILE,
  type ServerRenderRequest,
  type ServerRenderResult,
  serverRenderResultSchema,
} from '@skillhub/shared/ssr/server-render-contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type ReadOnChange, readOnChange } from '../../cache/read-on-change.ts';
import { releaseFor } from '../web-app/runtime-config.ts';
import { createRenderThread, RenderFailure } from './render-thread.ts';

/**
 * Public pages rendered by the app that owns them, each through its server target
 * (shared/src/ssr/server-render-contract.ts): a remote's current release (`<build id>/server/render.mjs`) or the
 * shell's build (`<shell dist>/server/render.mjs`, its public frame and its own pages). A target is imported once
 * per build, in a thread of its own (render-thread.ts), and asked for the page. A new build is picked up by the
 * next request, with no restart: a release is a new folder, and the shell's file, rebuilt in place, is known by
 * its identity on disk (RenderSource.build).
 *
 * A render is kept in the public-content cache under the build and the very data it was made from (the public
 * reads hand out the same object until a change drops it), so a course change or a release shows at once and an
 * unchanged page is rendered once; a page drawn for one learner (the request's `visitor`) is made for its request
 * only. A render that fails or answers badly is logged and counted
 * (skillhub_server_render_failures_total), and the caller serves the plain app; that page is tried again after
 * RETRY_AFTER_FAILURE_MS. A render slower than a visitor may wait (SERVER_RENDER_TIMEOUT_MS) is counted as a
 * timeout and that visitor gets the plain app, but the render goes on (up to RENDER_LIMIT_MS) and the next visitor
 * gets the page: the first render of a new build, or any render on a busy machine, is slow once, not failed.
 */

/**
 * A page whose render failed is sent as the plain app at once for this long, rather than every visitor waiting for
 * the same failure (a render that hangs costs each of them the whole timeout). A new release or a change of the
 * page's data is a new key: tried at once.
 */
const RETRY_AFTER_FAILURE_MS = 30_000;
/**
 * How long a render may go on after its first visitor got the plain app; past it, it is stopped and failed. A
 * page that came from a fresh render thread and a new build's module may need a few seconds on a busy machine.
 */
const RENDER_LIMIT_MS = 10_000;
/** The failures remembered at most; a crawler's endless addresses cannot grow the list without bound. */
const FAILURES_KEPT = 1_000;

/**
 * The header that marks this process's own requests for its pages rendered ahead of visitors (page-warmer.ts):
 * such a request waits for the whole render (up to RENDER_LIMIT_MS) rather than a visitor's time, and its length
 * is no failure. Its value is made anew at each start, so no visitor can send it.
 */
const WARM_UP_HEADER = 'x-skillhub-warm-up';
const warmUpToken = randomUUID();
export const warmUpHeaders = (): Record<string, string> => ({ [WARM_UP_HEADER]: warmUpToken });
export const isWarmUp = (request: FastifyRequest): boolean => request.headers[WARM_UP_HEADER] === warmUpToken;

/** A server target to render with: one build of one app. */
export interface RenderSource {
  /** `shell` or the remote's name, as the failures are counted. */
  app: string;
  /** Its `render.mjs`. */
  file: string;
  /** What names this build: another is imported afresh. */
  build: string;
}

/**
 * The server target of the build of `remote` that `device` gets (its current release, or an open canary's when
 * the device is in its share), or null when this server hosts no such build.
 */
export function remoteRenderSource(
  config: Parameters<typeof releaseFor>[0],
  remote: RemoteName,
  device: string | null,
): RenderSource | null {
  const release = releaseFor(config, remote, device);
  if (!release) return null;
  return { app: remote, file: join(release.dir, SERVER_RENDER_DIR, SERVER_RENDER_FILE), build: release.build };
}

/**
 * The shell's server target. Its build replaces the file in place, so the build is named by the file's identity
 * on disk, looked at again once its folder changed (readOnChange): a rebuilt shell is the next turn's, as its
 * index.html is. A missing file is a build too ("missing"): it fails to load, counted once per retry period.
 */
export function shellRenderSource(config: { shellDistDir: string }): RenderSource {
  const file = join(config.shellDistDir, SERVER_RENDER_DIR, SERVER_RENDER_FILE);
  let build = shellBuilds.get(file);
  if (!build) {
    const folder = dirname(file);
    build = readOnChange(
      () => [config.shellDistDir, ...(existsSync(folder) ? [folder] : [])],
      () => buildOnDisk(file),
    );
    shellBuilds.set(file, build);
  }
  return { app: 'shell', file, build: build() };
}

/** The shell's build by its server target's path: every page asks for it (its frame). */
const shellBuilds = new Map<string, ReadOnChange<string>>();

function buildOnDisk(file: string): string {
  const stat = statSync(file, { throwIfNoEntry: false });
  // No target: the render fails to load, and the page goes out as the plain app.
  return stat ? `${stat.ino}-${stat.size}-${stat.mtimeMs}` : 'missing';
}

export interface RemoteRenderer {
  /**
   * `request.page` rendered by `source`, or null when there is none (this server hosts no build of the remote) or
   * the render failed (logged and counted). `data` is what the page shows: a new object means new content; the
   * queries made from it are asked for only when the page is rendered again.
   */
  render(
    source: RenderSource | null,
    request: Omit<ServerRenderRequest, 'queries'>,
    queries: () => InlineQuery[],
    data: object,
    /** Asked for ahead of visitors (isWarmUp): waits for the whole render. */
    warmUp?: boolean,
  ): Promise<ServerRenderResult | null>;
  /** Imports `source`'s module in the render thread ahead of its first page (page-warmer.ts). */
  load(source: RenderSource): Promise<void>;
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
  /** Pages whose render took longer than a visitor waits and goes on, by cache key. */
  const late = new Set<string>();
  /** Each render that finished, by its promise in the public-content cache: the answer at hand, without waiting. */
  const finished = new WeakMap<Promise<ServerRenderResult>, ServerRenderResult>();
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

  async function attempt(
    source: RenderSource,
    request: ServerRenderRequest,
    limitMs: number,
  ): Promise<ServerRenderResult> {
    if (!existsSync(source.file)) throw new RenderFailure('load', `${source.file} is not there`);
    const answer = await thread.render(source, request, limitMs);
    const parsed = serverRenderResultSchema.safeParse(answer);
    if (!parsed.success) throw new RenderFailure('error', 'the answer is not a page', { cause: parsed.error });
    return parsed.data;
  }

  return {
    async render(source, request, queries, data, warmUp = false) {
      if (!source) return null;
      // A page drawn for one learner is theirs alone: its visitor, a new object per request, is in its key (it is
      // never cached, below).
      const drawnFor = request.visitor ? `:${versionOf(request.visitor)}` : '';
      const key = `ssr:${source.app}:${source.build}:${request.page}:${request.locale}:${request.path}:${versionOf(data)}${drawnFor}`;
      // Failed a moment ago, or rendering still past a visitor's time: the plain app at once.
      if ((failedUntil.get(key) ?? 0) > Date.now() || (late.has(key) && !warmUp)) return null;
      const context = () => ({ app: source.app, build: source.build, page: request.page, path: request.path });
      const make = () => {
        const made = attempt(source, { ...request, queries: queries() }, Math.max(RENDER_LIMIT_MS, timeoutMs)).catch(
          (error: unknown) => {
            const reason = error instanceof RenderFailure ? error.reason : 'error';
            app.log.warn(
              { err: error, ...context(), reason },
              'server render failed: the page is served as the plain app',
            );
            // A render already counted as too slow for its visitor is not counted again when it is stopped.
            if (!(late.has(key) && reason === 'timeout'))
              app.countServerRenderFailure(source.app, request.page, reason);
            // A learner's page is asked for once: remembering its failure would only crowd out the shared pages'.
            if (!request.visitor) {
              if (failedUntil.size >= FAILURES_KEPT) failedUntil.clear();
              failedUntil.set(key, Date.now() + RETRY_AFTER_FAILURE_MS);
            }
            throw error;
          },
        );
        made.then(
          (result) => finished.set(made, result),
          () => {},
        );
        return made;
      };
      // A page drawn for one learner is made for that request alone: kept in the public-content cache, such pages
      // would push out the pages everyone reads.
      const rendering = request.visitor ? make() : app.publicContent.read(key, make);
      // Made already (nearly every visit): the page as it was made, with no timer and no race.
      const made = finished.get(rendering);
      if (made) return made;
      if (warmUp) return rendering.catch(() => null);
      let timer: NodeJS.Timeout | undefined;
      const visitorsWait = new Promise<'late'>((resolve) => {
        timer = setTimeout(() => resolve('late'), timeoutMs);
      });
      const first = await Promise.race([rendering.catch(() => null), visitorsWait]);
      clearTimeout(timer);
      if (first !== 'late') return first;
      app.log.warn(
        { ...context(), timeoutMs },
        'server render slower than a visitor waits: the page is served as the plain app while the render goes on',
      );
      app.countServerRenderFailure(source.app, request.page, 'timeout');
      late.add(key);
      rendering.then(
        () => late.delete(key),
        () => late.delete(key),
      );
      return null;
    },
    async load(source) {
      if (!existsSync(source.file)) throw new RenderFailure('load', `${source.file} is not there`);
      await thread.load(source);
    },
    close: () => thread.close(),
  };
}
