import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { INLINE_QUERIES_ID, SERVER_RENDERED_ID } from '@skillhub/shared/inline-data';
import type { RemoteName } from '@skillhub/shared/remote-props';
import type { AppConfig } from '../../src/config.ts';
import { remoteRelease } from './remote-release.ts';
import { shellServerTarget } from './shell-server-target.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/** Where the pages are served from: PUBLIC_URL of the app a remote's pages are tested on. */
export const PAGE_ORIGIN = 'https://skillhub.example';
/** The shell's index.html in its shortest form: the page sender puts the page into it. */
const INDEX =
  '<!DOCTYPE html><html><head><title>Skillhub</title><meta name="description" content="generic"><script defer src="/static/js/index.js"></script></head><body><div id="root"></div></body></html>';

export interface RemotePageApp extends TestApp {
  /** The remote's release the server renders from (its build id). */
  release: string;
  /** The remote's builds folder (`<REMOTES_DIST_DIR>/<remote>/dist`): its releases and releases.json. */
  builds: string;
}

/**
 * A test app serving `remote`'s public pages as a visitor gets them: the real shell's server target (its public
 * frame) and a real release of the remote (remote-release.ts), in a folder of their own that `close` removes.
 * `adjust` changes the configuration further. Renders may take as long as a cold first render on a busy machine
 * does: what the pages show is tested with it, not how fast (remote-render.test.ts).
 */
export async function remotePageApp(
  remote: RemoteName,
  adjust: (config: AppConfig) => void = () => {},
): Promise<RemotePageApp> {
  const root = await mkdtemp(join(tmpdir(), `skillhub-${remote}-pages-`));
  await mkdir(join(root, 'shell'), { recursive: true });
  await writeFile(join(root, 'shell/index.html'), INDEX);
  await shellServerTarget(join(root, 'shell'));
  const builds = join(root, `remotes/${remote}/dist`);
  await mkdir(builds, { recursive: true });
  const release = await remoteRelease(remote, builds);
  const t = await createTestApp((config) => {
    config.shellDistDir = join(root, 'shell');
    config.remotesDistDir = join(root, 'remotes');
    config.publicUrl = PAGE_ORIGIN;
    config.serverRenderTimeoutMs = 30_000;
    adjust(config);
  });
  return {
    ...t,
    release,
    builds,
    close: async () => {
      await t.close();
      await rm(root, { recursive: true, force: true });
    },
  };
}

/** What the remote drew of the page: its render in the frame's #sh-ssr, up to the end of <main>; null for the plain app. */
export function remoteContentOf(html: string): string | null {
  const start = html.indexOf(`<div id="${SERVER_RENDERED_ID}">`);
  return start < 0 ? null : html.slice(start, html.indexOf('</main>', start));
}

/** The API answers inlined in the page for the app's first render (shared/src/inline-data.ts). */
export function inlinedQueries(html: string): unknown {
  const match = new RegExp(`<script type="application/json" id="${INLINE_QUERIES_ID}">([\\s\\S]*?)</script>`).exec(
    html,
  );
  return JSON.parse(match?.[1] ?? 'null');
}
