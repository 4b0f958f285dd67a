import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { INLINE_RUNTIME_CONFIG_ID } from '@skillhub/shared/inline-data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * The pages the app draws for a signed-in visitor (My courses, the payment page, the dashboard) as the server sends
 * them: the shell's index.html with the runtime config inlined and the owning remote's entry preloaded, so the
 * browser fetches that entry with the shell's code instead of after it.
 */

const INDEX =
  '<!DOCTYPE html><html><head><title>Skillhub</title><script defer src="/static/js/index.js"></script></head><body><div id="root"></div></body></html>';
const BUILDS = { learner: '1.0.0-0a1b2c3d4e', courses: '1.0.0-5f6a7b8c9d' } as const;
const PAGES = {
  learner: [
    { name: 'myCourses', path: '/my-courses', area: 'public', access: 'signed-in' },
    { name: 'coursePayment', path: '/course-payment/:courseId', area: 'public', access: 'signed-in' },
  ],
  courses: [{ name: 'courseList', path: '/dashboard/courses', area: 'dashboard', access: 'signed-in' }],
};

let t: TestApp;
let root: string;

async function put(path: string, content: string) {
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, content);
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'skillhub-app-pages-'));
  await put(join(root, 'shell/index.html'), INDEX);
  for (const [name, build] of Object.entries(BUILDS)) {
    const builds = join(root, 'remotes', name, 'dist');
    await put(join(builds, build, 'remoteEntry.js'), `var ${name};`);
    await put(
      join(builds, build, 'remote.json'),
      JSON.stringify({ name, requires: {}, pages: PAGES[name as keyof typeof PAGES] }),
    );
    await put(join(builds, 'releases.json'), JSON.stringify({ current: build, builds: [build] }));
  }
  t = await createTestApp((config) => {
    config.shellDistDir = join(root, 'shell');
    config.remotesDistDir = join(root, 'remotes');
  });
});
afterAll(async () => {
  await t.close();
  await rm(root, { recursive: true, force: true });
});

const page = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
const preloadOf = (remote: keyof typeof BUILDS) =>
  `<link rel="preload" as="script" href="/remotes/${remote}/${BUILDS[remote]}/remoteEntry.js">`;
/** The runtime config the page carries, as the shell reads it. */
function inlineConfig(html: string): { remotes: Record<string, { entry: string }> } {
  const match = new RegExp(`<script type="application/json" id="${INLINE_RUNTIME_CONFIG_ID}">(.*?)</script>`).exec(
    html,
  );
  if (!match?.[1]) throw new Error('no inline runtime config');
  return JSON.parse(match[1]);
}

describe('the pages the app draws for a signed-in visitor', () => {
  it.each([
    ['/my-courses', 'learner'],
    ['/course-payment/0a1b2c3d4e5f', 'learner'],
    ['/dashboard/courses', 'courses'],
  ] as const)('%s carries the runtime config and preloads the entry of %s, which draws it', async (path, remote) => {
    const response = await page(path);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toContain('no-cache');
    const html = response.body;
    expect(html).toContain(preloadOf(remote));
    expect(html.match(/rel="preload"/g)).toHaveLength(1);
    expect(inlineConfig(html).remotes[remote]?.entry).toBe(`/remotes/${remote}/${BUILDS[remote]}/remoteEntry.js`);
    // The app draws it: the server puts nothing into #root, and the app's script is loaded as is. Until the app
    // is there, its splash shows (a polite status, in the page's own sheet), which the app takes over.
    expect(html).toContain('<div id="root"></div>');
    expect(html).toMatch(
      /<style>\.sh-splash\{position:fixed;[^<]*<\/style><div id="sh-boot-splash" class="sh-splash[^"]*" role="status" aria-live="polite"[^>]*>.*Loading Skillhub<\/span><\/div><\/div><div id="root"><\/div>/,
    );
    expect(html).toContain('<script defer src="/static/js/index.js"></script>');
  });

  it("the dashboard's own index (the shell's page) carries the runtime config and preloads no remote", async () => {
    const html = (await page('/dashboard')).body;
    expect(Object.keys(inlineConfig(html).remotes).sort()).toEqual(['courses', 'learner']);
    expect(html).not.toContain('rel="preload"');
  });

  it('an address under the dashboard no remote publishes is still the app (which says not found), no remote preloaded', async () => {
    const response = await page('/dashboard/no-such-page');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(INLINE_RUNTIME_CONFIG_ID);
    expect(response.body).not.toContain('rel="preload"');
  });

  it('the files of the shell beside these pages are still served as files', async () => {
    await put(join(root, 'shell/static/js/index.js'), 'console.log(1)');
    const response = await t.app.inject({ method: 'GET', url: '/static/js/index.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log(1)');
  });
});
