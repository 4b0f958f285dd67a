import { readFile, stat } from 'node:fs/promises';
import { join, posix, relative, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import { API_PREFIX } from '@skillhub/shared/api-paths';
import { isRemoteName } from '@skillhub/shared/remote-props';
import { BUILD_ID_PATTERN } from '@skillhub/shared/remote-releases';
import type { ErrorBody } from '@skillhub/shared/schemas/common';
import { SERVER_RENDER_DIR } from '@skillhub/shared/ssr/server-render-contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { addVary, sendRendition } from '../../cache/public-reply.ts';
import { withBootSplash } from '../seo/server-page.ts';
import { cacheControlFor, IMMUTABLE, NO_CACHE } from './cache-policy.ts';
import { canaryDevice } from './canary-device.ts';
import { runtimeConfigRendition } from './page-runtime-config.ts';
import { RUNTIME_CONFIG_PATH, remoteBuildsDir } from './runtime-config.ts';

/** The file under `root` that a URL path names, or null when it escapes the root or is not a file. */
async function fileUnder(root: string, urlPath: string): Promise<string | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const absolute = resolve(root, `.${posix.normalize(`/${decoded}`)}`);
  if (!absolute.startsWith(root + sep)) return null;
  try {
    return (await stat(absolute)).isFile() ? relative(root, absolute) : null;
  } catch {
    return null;
  }
}

const isApiPath = (path: string) => path === API_PREFIX || path.startsWith(`${API_PREFIX}/`);
const acceptsHtml = (request: FastifyRequest) => (request.headers.accept ?? '').includes('text/html');

/**
 * The embedded static host of the composed production build: the shell at /, each build of each remote at
 * /remotes/{name}/{build id}/, /runtime-config.json, and the shell's index.html for deep links. In a scaled-out
 * deployment a CDN serves these instead and this plugin just goes unused.
 */
export default fp(
  async (app) => {
    const shellDir = app.config.shellDistDir;
    // Serving is done by the routes below, which pass the root on every call; the plugin only provides
    // reply.sendFile. Without a root it also does not warn when no build exists (API-only development).
    // preCompressed: the builds ship .br and .gz beside each text asset (shared/src/rsbuild-precompress.ts).
    await app.register(fastifyStatic, { serve: false, cacheControl: false, preCompressed: true });

    async function sendFrom(reply: FastifyReply, root: string, file: string) {
      reply.header('cache-control', cacheControlFor(file));
      return reply.sendFile(file, root, { cacheControl: false });
    }

    /**
     * The single-page app for a deep link, its splash shown until the app draws the page. The caller checks that
     * the shell build exists first: a reply is thenable (it resolves when sent, to undefined), so it cannot double
     * as a "found" flag.
     */
    async function sendIndex(request: FastifyRequest, reply: FastifyReply) {
      // Null when it went between the caller's look and this read (a deploy replacing the build): as never built.
      const index = await readFile(join(shellDir, 'index.html'), 'utf8').catch(() => null);
      if (index === null) return notFound(request, reply, true);
      reply.header('cache-control', NO_CACHE);
      return reply.type('text/html; charset=utf-8').send(withBootSplash(index));
    }

    function notFound(request: FastifyRequest, reply: FastifyReply, shellMissing = false) {
      const path = request.url.split('?')[0] ?? '/';
      if (isApiPath(path)) return app.answerApiMiss(request, reply);
      const message = shellMissing
        ? 'The web app has not been built; run "npm run build" in the repository root'
        : 'Not found';
      return reply.code(404).send({ success: false, message } satisfies ErrorBody);
    }

    // Sent from a rendition made once per change (JSON, ETag, compressed forms): encoding and compressing the same
    // few kilobytes on every request was most of this route's cost. `compress: false`: the rendition brings its own.
    app.get(RUNTIME_CONFIG_PATH, { schema: { hide: true }, compress: false }, (request, reply) => {
      reply.header('cache-control', NO_CACHE);
      addVary(reply, 'accept-encoding');
      const rendition = runtimeConfigRendition(app, canaryDevice(request, reply, app.config));
      if (rendition instanceof Promise) return rendition.then((made) => sendRendition(request, reply, made));
      // Not an async handler: an unchanged rendition goes out without a wait. Nothing returned, it is sent.
      sendRendition(request, reply, rendition);
    });

    /**
     * A remote's builds, each at its own address: a build folder never changes, so its files are cached for a
     * year, and a tab still running an older build keeps loading that build's chunks after a redeploy.
     */
    app.get<{ Params: { name: string; build: string; '*': string } }>(
      '/remotes/:name/:build/*',
      { schema: { hide: true } },
      async (request, reply) => {
        const { name, build } = request.params;
        if (!isRemoteName(name) || !BUILD_ID_PATTERN.test(build)) return notFound(request, reply);
        const root = join(remoteBuildsDir(app.config, name), build);
        const file = await fileUnder(root, request.params['*']);
        // The server target is the API's to run (modules/seo/remote-renderer.ts), not a browser's to fetch.
        if (!file || file.split(sep)[0] === SERVER_RENDER_DIR) return notFound(request, reply);
        // A shell served from another origin may load this remote.
        reply.header('cross-origin-resource-policy', 'cross-origin');
        reply.header('cache-control', IMMUTABLE);
        return reply.sendFile(file, root, { cacheControl: false });
      },
    );

    app.get<{ Params: { '*': string } }>('/*', { schema: { hide: true } }, async (request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      if (isApiPath(path)) return notFound(request, reply);
      const file = path === '/' ? null : await fileUnder(shellDir, request.params['*']);
      if (file) return sendFrom(reply, shellDir, file);
      if (path === '/' || acceptsHtml(request)) {
        if (await fileUnder(shellDir, 'index.html')) return sendIndex(request, reply);
        return notFound(request, reply, true);
      }
      return notFound(request, reply);
    });

    app.setNotFoundHandler((request, reply) => notFound(request, reply));
  },
  { name: 'web-app' },
);
