import { mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { SERVER_RENDERED_ID } from '@skillhub/shared/inline-data';
import type { RemoteName } from '@skillhub/shared/remote-props';
import { PATHS, type RouteName } from '@skillhub/shared/routes';
import { SERVER_RENDER_DIR, SERVER_RENDER_FILE } from '@skillhub/shared/ssr/server-render-contract';

/**
 * Small hand-written server targets, for tests about when the server renders a page rather than what the real
 * components draw: each target draws the page's name, which build drew it, how many renders its module made, and
 * every answer it was given (escaped JSON), so a test reads what data a page was made from and whether it was made
 * again.
 */

export const FIXTURE_INDEX =
  '<!DOCTYPE html><html><head><title>Skillhub</title><script defer src="/static/js/index.js"></script></head><body><div id="root"></div></body></html>';

export interface FixtureTarget {
  /** Named in what it draws. */
  build: string;
  /** The module's first render takes this long (a build's first page, nothing compiled yet); none by default. */
  firstRenderMs?: number;
}

/** A server target's module. The shell's draws its public frame (the page's place in `main`) and its own pages. */
export function fixtureTarget({ build, firstRenderMs = 0 }: FixtureTarget): string {
  return `
let renders = 0;
const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
export async function render(request) {
  renders += 1;
  if (renders === 1 && ${firstRenderMs} > 0) await new Promise((resolve) => setTimeout(resolve, ${firstRenderMs}));
  const drawn = '<p>build ${build}, render ' + renders + '</p><pre>' + escape(JSON.stringify(request.queries)) + '</pre>';
  const html = request.page === 'frame'
    ? '<header>' + drawn + '</header><main><div id="${SERVER_RENDERED_ID}"></div></main>'
    : '<h1>' + request.page + '</h1>' + drawn;
  return { html, css: '.fixture-${build}{color:red}', head: null };
}
`;
}

async function put(path: string, content: string) {
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, content);
}

/**
 * A release of `remote` publishing `pages`, with `target` as its server target, made current as a build does
 * (releases.json replaced whole). `root` is the server's REMOTES_DIST_DIR.
 */
export async function fixtureRelease(root: string, remote: RemoteName, pages: RouteName[], target: FixtureTarget) {
  const builds = join(root, remote, 'dist');
  const dir = join(builds, target.build);
  const published = pages.map((name) => ({ name, path: PATHS[name], area: 'public', access: 'public' }));
  await put(join(dir, 'remoteEntry.js'), `var ${remote};`);
  await put(join(dir, 'remote.json'), JSON.stringify({ name: remote, requires: {}, pages: published }));
  await put(join(dir, SERVER_RENDER_DIR, SERVER_RENDER_FILE), fixtureTarget(target));
  await put(join(builds, '.releases.json.tmp'), JSON.stringify({ current: target.build, builds: [target.build] }));
  await rename(join(builds, '.releases.json.tmp'), join(builds, 'releases.json'));
}

/** The shell's build in `shellDir` (a server's SHELL_DIST_DIR): its index.html and `target` as its server target. */
export async function fixtureShell(shellDir: string, target: FixtureTarget) {
  await put(join(shellDir, 'index.html'), FIXTURE_INDEX);
  const file = join(shellDir, SERVER_RENDER_DIR, SERVER_RENDER_FILE);
  // Replaced whole, as a build writes it: a render never reads half a file.
  await put(`${file}.tmp`, fixtureTarget(target));
  await rename(`${file}.tmp`, file);
}

/** What the page's place in the frame (#sh-ssr) holds, or null for the plain app. */
export function renderedContent(html: string): string | null {
  const start = html.indexOf(`<div id="${SERVER_RENDERED_ID}">`);
  return start < 0 ? null : html.slice(start, html.indexOf('</main>', start));
}
