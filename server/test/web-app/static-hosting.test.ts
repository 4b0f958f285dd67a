import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { RemoteName } from '@skillhub/shared/remote-props';
import { BOOT_SPLASH_MARKUP } from '@skillhub/shared/splash';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { heardSoon, listedSoon } from '../support/disk-notice.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let root: string;
const INDEX = '<!doctype html><html><body><div id="root"></div></body></html>';
const TRAINING_URL = 'https://cdn.skillhub.example/training/remoteEntry.js';
const CERTIFICATES_URL = 'https://cdn.skillhub.example/certificates/1.0.0-aaaaaaaaaa/remoteEntry.js';
const BUNDLE = `export const big = ${JSON.stringify('x'.repeat(4096))};`;

async function put(path: string, content: string) {
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, content);
}

const OLD_BUILD = '0.1.0-0a1b2c3d4e';
const BUILD = '0.1.0-5f6a7b8c9d';
const ICON = { name: 'tags', theme: 'outlined', icon: { tag: 'svg', attrs: { viewBox: '0 0 8 8' }, children: [] } };
const GROUP = { key: 'courses', label: { en: 'Courses', hi: 'कोर्स' }, path: '/dashboard/courses-group', order: 20 };
const CATEGORY = { name: 'category', path: '/dashboard/category', area: 'dashboard', access: 'signed-in' };
const LABEL = { en: 'Category', hi: 'श्रेणी' };
/** As the remote publishes its pages in remote.json, sidebar icons included. */
const PAGES = [{ ...CATEGORY, menu: { label: LABEL, icon: ICON, group: { ...GROUP, icon: ICON } } }];
/** As every page's runtime config lists them: the icons are for the dashboard to read from remote.json. */
const LISTED_PAGES = [{ ...CATEGORY, menu: { label: LABEL, group: GROUP } }];
const REQUIRES = { '@skillhub/session': '^1.0.0' };

/** A remote's build as its build leaves it: its own folder, made current in releases.json. */
async function publish(name: string, build: string, entry: string) {
  const buildsDir = join(root, 'remotes', name, 'dist');
  await put(join(buildsDir, build, 'remoteEntry.js'), entry);
  await put(join(buildsDir, build, 'static/js/async/42.9f8e7d6c.js'), `chunk of ${build}`);
  await put(join(buildsDir, build, 'remote.json'), JSON.stringify({ name, requires: REQUIRES, pages: PAGES }));
  const builds = [build, OLD_BUILD].filter((id, i, all) => all.indexOf(id) === i);
  await put(join(buildsDir, 'releases.json'), JSON.stringify({ current: build, builds }));
  if (t) await listedSoon(t.app.config, name as RemoteName, build);
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'skillhub-web-'));
  await put(join(root, 'shell/dist/index.html'), INDEX);
  await put(join(root, 'shell/dist/static/js/index.1a2b3c4d.js'), 'console.log("shell")');
  await put(join(root, 'shell/dist/favicon.ico'), 'icon');
  // The build writes compressed copies beside text assets; the server sends them to clients that accept them.
  await put(join(root, 'shell/dist/static/js/vendor.5e6f7a8b.js'), BUNDLE);
  await writeFile(join(root, 'shell/dist/static/js/vendor.5e6f7a8b.js.gz'), gzipSync(BUNDLE));
  await publish('courses', OLD_BUILD, 'var courses = 1;');
  await publish('courses', BUILD, 'var courses = 2;');
  await put(join(root, 'remotes/courses/dist/.staging/remoteEntry.js'), 'var half;');
  // A remote folder without a build is not listed.
  await mkdir(join(root, 'remotes/blog'), { recursive: true });
  await put(join(root, 'secret.txt'), 'do not serve');
  t = await createTestApp((config) => {
    config.shellDistDir = join(root, 'shell/dist');
    config.remotesDistDir = join(root, 'remotes');
    config.remoteUrls = { training: TRAINING_URL, certificates: CERTIFICATES_URL };
  });
});
afterAll(async () => {
  await t.close();
  await rm(root, { recursive: true, force: true });
});

const get = (url: string, accept = 'text/html,application/xhtml+xml') =>
  t.app.inject({ method: 'GET', url, headers: { accept } });

describe('the shell', () => {
  it('sends the pre-compressed copy of an asset to a client that accepts gzip, the plain file to others', async () => {
    const compressed = await t.app.inject({
      method: 'GET',
      url: '/static/js/vendor.5e6f7a8b.js',
      headers: { accept: '*/*', 'accept-encoding': 'gzip' },
    });
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(compressed.rawPayload.length).toBeLessThan(BUNDLE.length / 4);
    const plain = await get('/static/js/vendor.5e6f7a8b.js', '*/*');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BUNDLE);
  });

  it('serves / as a page of the web app, without caching', async () => {
    // Its content is the shell's server render (test/seo/shell-pages.test.ts), which this built shell has not: the
    // built index.html's page, as the plain app.
    const response = await get('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toMatch(/^<!doctype html><html>.*<div id="root"><\/div>.*<\/body><\/html>$/s);
  });

  it('answers deep links that accept HTML with index.html, the splash shown until the app draws the page', async () => {
    for (const url of ['/dashboard/users', '/course/react-from-zero/learn/abc', '/reset-password/some-token?x=1']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(INDEX.replace('<div id="root">', `${BOOT_SPLASH_MARKUP}<div id="root">`));
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('caches hashed assets for a year and other files not at all', async () => {
    const hashed = await get('/static/js/index.1a2b3c4d.js', '*/*');
    expect(hashed.statusCode).toBe(200);
    expect(hashed.headers['content-type']).toContain('javascript');
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await get('/favicon.ico', '*/*');
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('answers missing assets with 404, not with the page', async () => {
    const response = await get('/static/js/gone.00000000.js', '*/*');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'Not found' });
  });

  it('never serves files outside the build', async () => {
    for (const url of [
      '/..%2fsecret.txt',
      '/../secret.txt',
      '/static/..%2f..%2f..%2fsecret.txt',
      '/remotes/courses/..%2f..%2f..%2fsecret.txt',
      `/remotes/courses/${BUILD}/..%2f..%2f..%2f..%2f..%2fsecret.txt`,
      '/remotes/courses/..%2f..%2f..%2f..%2fsecret.txt/x',
    ]) {
      const response = await get(url, '*/*');
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('do not serve');
    }
  });

  it('keeps /api answers as JSON even for browsers', async () => {
    const response = await get('/api/nothing-here');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'Route GET /api/nothing-here not found' });
    const post = await t.app.inject({ method: 'POST', url: '/dashboard', headers: { accept: 'text/html' } });
    expect(post.statusCode).toBe(404);
  });

  it('allows the remote origins and inline styles in its Content-Security-Policy', async () => {
    const csp = String((await get('/')).headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self' https:\/\/cdn\.skillhub\.example/);
    expect(csp).toMatch(/style-src 'self' 'unsafe-inline' https:\/\/cdn\.skillhub\.example/);
    expect(csp).toMatch(/connect-src 'self' https:\/\/cdn\.skillhub\.example/);
  });
});

describe('the remotes', () => {
  it('lists each built remote at its current build, with what it publishes but its icons, and the configured URLs', async () => {
    const response = await get('/runtime-config.json', 'application/json');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toEqual({
      // The public pages' chat button goes to the company phone unless LIVE_CHAT_WHATSAPP_NUMBER says otherwise.
      liveChatWhatsApp: '919876543210',
      remotes: {
        courses: { entry: `/remotes/courses/${BUILD}/remoteEntry.js`, requires: REQUIRES, pages: LISTED_PAGES },
        training: TRAINING_URL,
        // Any remote name works, listed or built: there is no fixed list of remotes.
        certificates: CERTIFICATES_URL,
      },
    });
  });

  it('carries an ETag: 304 when the client names it, a new one once the listing changes', async () => {
    const first = await get('/runtime-config.json', 'application/json');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(String(first.headers.vary)).toContain('accept-encoding');
    const unchanged = await t.app.inject({
      method: 'GET',
      url: '/runtime-config.json',
      headers: { 'if-none-match': etag },
    });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    await publish('blog', '0.3.0-abcdef0123', 'var blog;');
    const changed = await get('/runtime-config.json', 'application/json');
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json().remotes.blog.entry).toBe('/remotes/blog/0.3.0-abcdef0123/remoteEntry.js');
    await rm(join(root, 'remotes/blog/dist'), { recursive: true });
    await listedSoon(t.app.config, 'blog', null);
  });

  it('picks up a remote built after start, without a restart', async () => {
    await publish('blog', '0.2.0-1234567890', 'var blog;');
    expect((await get('/runtime-config.json')).json().remotes.blog.entry).toBe(
      '/remotes/blog/0.2.0-1234567890/remoteEntry.js',
    );
    await rm(join(root, 'remotes/blog/dist'), { recursive: true });
    await listedSoon(t.app.config, 'blog', null);
    expect((await get('/runtime-config.json')).json().remotes.blog).toBeUndefined();
  });

  it('serves every kept build at its own address, cached for good, so open tabs keep their build', async () => {
    const entry = await get(`/remotes/courses/${BUILD}/remoteEntry.js`, '*/*');
    expect(entry.statusCode).toBe(200);
    expect(entry.body).toBe('var courses = 2;');
    expect(entry.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(entry.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const descriptor = await get(`/remotes/courses/${BUILD}/remote.json`, '*/*');
    expect(descriptor.json()).toEqual({ name: 'courses', requires: REQUIRES, pages: PAGES });
    expect(descriptor.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // The previous build, which a tab opened before the redeploy is running, is still there.
    const oldChunk = await get(`/remotes/courses/${OLD_BUILD}/static/js/async/42.9f8e7d6c.js`, '*/*');
    expect(oldChunk.statusCode).toBe(200);
    expect(oldChunk.body).toBe(`chunk of ${OLD_BUILD}`);
  });

  it('answers 404 for an unknown build, a build being written, a bad name, and the old unversioned address', async () => {
    for (const url of [
      '/remotes/courses/0.1.0-ffffffffff/remoteEntry.js',
      '/remotes/courses/.staging/remoteEntry.js',
      '/remotes/courses/releases.json/x',
      '/remotes/courses/remoteEntry.js',
      `/remotes/blog/${BUILD}/remoteEntry.js`,
      `/remotes/Not-A-Remote/${BUILD}/remoteEntry.js`,
    ]) {
      expect((await get(url, '*/*')).statusCode, url).toBe(404);
    }
  });
});

describe('without a shell build', () => {
  it('says how to build it', async () => {
    await rm(join(root, 'shell/dist/index.html'));
    try {
      await heardSoon(async () => expect((await get('/dashboard')).statusCode).toBe(404));
      expect((await get('/dashboard')).json().message).toBe(
        'The web app has not been built; run "npm run build" in the repository root',
      );
    } finally {
      await put(join(root, 'shell/dist/index.html'), INDEX);
    }
    await heardSoon(async () => expect((await get('/dashboard')).statusCode).toBe(200));
  });
});
