import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * The shell's icons and web app manifest as the server hosts them: the real files of shell/public, which the
 * shell's build copies to the root of its output as they are.
 */
const SHELL_PUBLIC = fileURLToPath(new URL('../../../shell/public', import.meta.url));
const ICON_FILES = [
  'favicon.svg',
  'favicon.ico',
  'apple-touch-icon.png',
  'manifest.webmanifest',
  'icons/icon-192.png',
  'icons/icon-512.png',
  'icons/icon-maskable-512.png',
];

let t: TestApp;
let shellDist: string;

beforeAll(async () => {
  shellDist = await mkdtemp(join(tmpdir(), 'skillhub-icons-'));
  for (const file of ICON_FILES) await cp(join(SHELL_PUBLIC, file), join(shellDist, file), { recursive: true });
  await writeFile(join(shellDist, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
  t = await createTestApp((config) => {
    config.shellDistDir = shellDist;
  });
});
afterAll(async () => {
  await t.close();
  await rm(shellDist, { recursive: true, force: true });
});

// Browsers ask for icons and the manifest without text/html in Accept.
const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'image/*,*/*;q=0.8' } });

describe('icons and web app manifest', () => {
  it('serves each icon with its image type, revalidated on every load', async () => {
    for (const [url, type] of [
      ['/favicon.svg', 'image/svg+xml'],
      ['/favicon.ico', 'image/vnd.microsoft.icon'],
      ['/apple-touch-icon.png', 'image/png'],
      ['/icons/icon-192.png', 'image/png'],
      ['/icons/icon-512.png', 'image/png'],
      ['/icons/icon-maskable-512.png', 'image/png'],
    ] as const) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toContain(type);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.rawPayload.equals(await readFile(join(SHELL_PUBLIC, url))), url).toBe(true);
    }
  });

  it('serves /manifest.webmanifest as application/manifest+json, naming icons it serves too', async () => {
    const response = await get('/manifest.webmanifest');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/manifest+json');
    const manifest = response.json();
    expect(manifest).toMatchObject({ name: 'Skillhub', start_url: '/', display: 'standalone' });
    for (const icon of manifest.icons as { src: string }[]) {
      expect((await get(icon.src)).statusCode, icon.src).toBe(200);
    }
    // The Content-Security-Policy lets the page load its own manifest and icons.
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).not.toContain('manifest-src');
    expect(csp).toMatch(/img-src 'self'/);
  });

  it('answers a missing icon with 404, not with the page', async () => {
    const response = await get('/icons/icon-1024.png');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'Not found' });
  });
});
