import { existsSync } from 'node:fs';
import { API_PREFIX, apiPaths } from '@skillhub/shared/api-paths';
import { isRemoteName } from '@skillhub/shared/remote-props';
import { routeTo } from '@skillhub/shared/routes';
import type { FastifyInstance } from 'fastify';
import { createPeriodicJob } from '../../worker/periodic-job.ts';
import { onRegistryChange } from '../web-app/release-registry.ts';
import { runtimeConfig } from '../web-app/runtime-config.ts';
import {
  type RemoteRenderer,
  type RenderSource,
  remoteRenderSource,
  shellRenderSource,
  warmUpHeaders,
} from './remote-renderer.ts';

/**
 * The public pages rendered ahead of their visitors, at start and whenever a build that draws them changes (a
 * remote's release registered, switched or rolled back; its releases.json replaced; the shell rebuilt). A build's
 * first page costs its module's import in the render thread (an 8 MB bundle) and a first render with nothing
 * compiled yet: on a busy machine more than a visitor waits, so that visitor got the plain app. Here each current
 * build's module is imported first, then each kind of public page is asked for through the app (the home page, the
 * sign-in page, the catalogue, the blog list, the newest course and post) and its render awaited to its end: the
 * pages are in the render cache, and the modules compiled, before visitors ask. A visitor who asks meanwhile
 * shares the render under way, and gets the plain app past the usual wait, as ever.
 *
 * Start-up waits for the modules' import only, at most START_WAIT_MS; the pages are rendered while serving.
 */

/**
 * How often the builds are looked at (a few stat calls): a remote's releases.json replaced or the shell rebuilt is
 * seen within it; a release through the registry is told at once.
 */
const CHECK_INTERVAL_MS = 1_000;
/** The longest start-up waits for the builds' modules; past it, they go on loading while the server serves. */
const START_WAIT_MS = 2_000;

export interface PageWarmer {
  /** Renders the pages of the builds current now, unless that was done; resolves when done. */
  warm(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The public pages' warm-up (page-warmer.ts); null when SERVER_RENDER_WARM_UP is off. */
    pageWarmer: PageWarmer | null;
  }
}

/** Resolves when `signal` aborts: a warm-up step is not awaited past the server's close. */
const stopped = (signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (signal.aborted) resolve();
    else signal.addEventListener('abort', () => resolve(), { once: true });
  });

export function registerPageWarmer(app: FastifyInstance, renderer: RemoteRenderer): void {
  if (!app.config.serverRenderWarmUp) {
    app.decorate('pageWarmer', null);
    return;
  }
  const { config, log } = app;
  /** The builds whose pages were last rendered ahead, as `builds()` names them. */
  let warmed = '';

  /** The server targets of the shell and of each remote's current build that this server hosts. */
  function sources(): RenderSource[] {
    const remotes = Object.keys(runtimeConfig(config).remotes)
      .filter(isRemoteName)
      .map((name) => remoteRenderSource(config, name, null));
    return [shellRenderSource(config), ...remotes].filter(
      (source): source is RenderSource => source !== null && existsSync(source.file),
    );
  }
  const builds = (current: RenderSource[]) => current.map((source) => `${source.app}@${source.build}`).join(' ');

  /** Each build's module imported in the render thread; a build that cannot load is logged (and its pages fail). */
  const load = (current: RenderSource[]) =>
    Promise.all(
      current.map((source) =>
        renderer.load(source).catch((error: unknown) => {
          log.warn({ err: error, app: source.app, build: source.build }, 'a server target did not load ahead');
        }),
      ),
    );

  /** The public pages to render: one of each kind, the newest course and post standing for theirs. */
  async function pagePaths(): Promise<string[]> {
    const newest = async (path: string) => {
      const response = await app.inject({ method: 'GET', url: `${API_PREFIX}${path}?limit=1` });
      if (response.statusCode !== 200) return null;
      const slug = (response.json() as { data?: { slug?: unknown }[] }).data?.[0]?.slug;
      return typeof slug === 'string' ? slug : null;
    };
    const [course, post] = await Promise.all([newest(apiPaths.courses.published), newest(apiPaths.blog.all)]);
    return [
      routeTo('home'),
      routeTo('auth'),
      // Not drawn, but linking antd's styles of its first render, made ahead here.
      routeTo('dashboard'),
      routeTo('catalogue'),
      routeTo('blog'),
      ...(course ? [routeTo('course', { slug: course })] : []),
      ...(post ? [routeTo('blogPost', { slug: post })] : []),
    ];
  }

  async function work(signal: AbortSignal): Promise<void> {
    const current = sources();
    const named = builds(current);
    if (named === warmed) return;
    const started = performance.now();
    await Promise.race([load(current), stopped(signal)]);
    for (const path of await pagePaths()) {
      if (signal.aborted) return;
      const asked = app.inject({ method: 'GET', url: path, headers: { accept: 'text/html', ...warmUpHeaders() } });
      // A page still rendering when the server closes is left to the render thread's end.
      await Promise.race([asked.catch(() => undefined), stopped(signal)]);
    }
    // A build that changed meanwhile is another name: the next look renders its pages.
    warmed = named;
    log.info({ builds: named, ms: Math.round(performance.now() - started) }, 'public pages rendered ahead of visitors');
  }

  const job = createPeriodicJob({ name: 'page-warm-up', intervalMs: CHECK_INTERVAL_MS, work, log });
  const kick = () => job.kick();

  let unsubscribe = () => {};
  app.decorate('pageWarmer', { warm: () => job.runNow() });
  app.addHook('onReady', async () => {
    // The modules only: their pages need the app ready, which is after this hook.
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      load(sources()),
      new Promise((resolve) => {
        timer = setTimeout(resolve, START_WAIT_MS);
      }),
    ]);
    clearTimeout(timer);
    unsubscribe = onRegistryChange(config, kick);
    job.start();
  });
  app.addHook('preClose', async () => {
    unsubscribe();
    await job.stop();
  });
}
