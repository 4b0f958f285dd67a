import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let root: string;
const INDEX = '<!doctype html><html><body><div id="root"></div></body></html>';
const TRAINING_URL = 'https://cdn.skillhub.example/training/remoteEntry.js';
const BUNDLE = `export const big = ${JSON.stringify('x'.repeat(4096))};`;

async function put(path: string, content: string) {
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, content);
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'skillhub-web-'));
  await put(join(root, 'shell/dist/index.html'), INDEX);
  await put(join(root, 'shell/dist/static/js/index.1a2b3c4d.js'), 'console.log("shell")');
  await put(join(root, 'shell/dist/favicon.ico'), 'icon');
  // The build writes compressed copies beside text assets; the server sends them to clients that accept them.
  await put(join(root, 'shell/dist/static/js/vendor.5e6f7a8b.js'), BUNDLE);
  await writeFile(join(root, 'shell/dist/static/js/vendor.5e6f7a8b.js.gz'), gzipSync(BUNDLE));
  await put(join(root, 'remotes/courses/dist/remoteEntry.js'), 'var courses;');
  await put(join(root, 'remotes/courses/dist/static/js/async/42.9f8e7d6c.js'), 'chunk');
  // A remote folder without a build is not listed.
  await mkdir(join(root, 'remotes/blog'), { recursive: true });
  await put(join(root, 'secret.txt'), 'do not serve');
  t = await createTestApp((config) => {
    config.shellDistDir = join(root, 'shell/dist');
    config.remotesDistDir = join(root, 'remotes');
    config.remoteUrls = { training: TRAINING_URL };
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

  it('serves index.html at / without caching', async () => {
    const response = await get('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(INDEX);
  });

  it('answers deep links that accept HTML with index.html', async () => {
    for (const url of ['/dashboard/users', '/course/react-from-zero/learn/abc', '/reset-password/some-token?x=1']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(INDEX);
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
  it('lists the built remotes and the configured URLs in /runtime-config.json', async () => {
    const response = await get('/runtime-config.json', 'application/json');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toEqual({
      remotes: { courses: '/remotes/courses/remoteEntry.js', training: TRAINING_URL },
    });
  });

  it('picks up a remote built after start, without a restart', async () => {
    await put(join(root, 'remotes/blog/dist/remoteEntry.js'), 'var blog;');
    expect((await get('/runtime-config.json')).json().remotes.blog).toBe('/remotes/blog/remoteEntry.js');
    await rm(join(root, 'remotes/blog/dist'), { recursive: true });
    expect((await get('/runtime-config.json')).json().remotes.blog).toBeUndefined();
  });

  it('serves each remote under /remotes/{name}/ with the same cache rules', async () => {
    const entry = await get('/remotes/courses/remoteEntry.js', '*/*');
    expect(entry.statusCode).toBe(200);
    expect(entry.body).toBe('var courses;');
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect(entry.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const chunk = await get('/remotes/courses/static/js/async/42.9f8e7d6c.js', '*/*');
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/remotes/blog/remoteEntry.js', '*/*')).statusCode).toBe(404);
    expect((await get('/remotes/unknown/remoteEntry.js', '*/*')).statusCode).toBe(404);
  });
});

describe('without a shell build', () => {
  it('says how to build it', async () => {
    await rm(join(root, 'shell/dist/index.html'));
    const response = await get('/dashboard');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('The web app has not been built; run "npm run build" in the repository root');
    await put(join(root, 'shell/dist/index.html'), INDEX);
  });
});
