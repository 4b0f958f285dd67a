import { readFile } from 'node:fs/promises';
import { SPLASH_MARK_PATH, SPLASH_MARK_STROKE } from '@skillhub/shared/splash';
import { BRAND_PRIMARY, themeConfig } from '@skillhub/shared/theme';
import { BRAND_GRADIENT_END } from '@skillhub/shared/theme-colors';
import { describe, expect, it } from 'vitest';
import { APP_ICON_TAGS, BACKGROUND_COLOR, sizeIcoFavicon, THEME_COLOR } from '../app-icons.ts';

/** The icons and manifest every page links (public/, copied as they are into the build). */
const publicFile = (href: string) => readFile(new URL(`../public${href}`, import.meta.url));

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Width and height from a PNG's IHDR chunk. */
function pngSize(png: Buffer): string {
  expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  return `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;
}

const hrefOf = (rel: string) => APP_ICON_TAGS.find((tag) => tag.attrs?.rel === rel)?.attrs?.href as string;

describe('app icons and web app manifest', () => {
  it('links an SVG favicon, a PNG icon, an apple-touch-icon and the manifest, each a file of public/', async () => {
    expect(APP_ICON_TAGS.map((tag) => [tag.attrs?.rel, tag.attrs?.href])).toEqual([
      ['icon', '/favicon.svg'],
      ['icon', '/icons/icon-192.png'],
      ['apple-touch-icon', '/apple-touch-icon.png'],
      ['manifest', '/manifest.webmanifest'],
    ]);
    const svg = (await publicFile('/favicon.svg')).toString('utf8');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 64 64">/);
    // The splash draws the same mark inline (shared/src/splash.ts): its S, on the same gradient.
    expect(svg).toContain(`d="${SPLASH_MARK_PATH}"`);
    expect(svg).toContain(`stroke-width="${SPLASH_MARK_STROKE.strokeWidth}"`);
    for (const colour of [BRAND_PRIMARY, BRAND_GRADIENT_END]) expect(svg).toContain(`stop-color="${colour}"`);
    expect(pngSize(await publicFile('/icons/icon-192.png'))).toBe('192x192');
    expect(pngSize(await publicFile(hrefOf('apple-touch-icon')))).toBe('180x180');
    for (const tag of APP_ICON_TAGS) {
      // Root addresses, not rewritten under the build's asset prefix.
      expect(tag.publicPath).toBe(false);
      expect(tag.head).toBe(true);
    }
  });

  it('describes Skillhub as a standalone app starting at /, in the colours of the shared theme', async () => {
    const manifest = JSON.parse((await publicFile(hrefOf('manifest'))).toString('utf8'));
    expect(manifest).toMatchObject({
      name: 'Skillhub',
      short_name: 'Skillhub',
      start_url: '/',
      display: 'standalone',
      theme_color: BRAND_PRIMARY,
      background_color: themeConfig('light').token?.colorBgLayout,
    });
    expect(THEME_COLOR).toBe(BRAND_PRIMARY);
    expect(BACKGROUND_COLOR).toBe(manifest.background_color);
  });

  it('lists icons of 192 and 512 px (one maskable) that exist at their stated sizes', async () => {
    const manifest = JSON.parse((await publicFile('/manifest.webmanifest')).toString('utf8'));
    const icons = manifest.icons as ManifestIcon[];
    const pngs = icons.filter((icon) => icon.type === 'image/png');
    expect(pngs.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(pngs.some((icon) => icon.purpose === 'maskable')).toBe(true);
    for (const icon of pngs) expect(pngSize(await publicFile(icon.src)), icon.src).toBe(icon.sizes);
    expect(icons.find((icon) => icon.type === 'image/svg+xml')?.src).toBe('/favicon.svg');
  });

  it('answers /favicon.ico too: an ICO holding a 32 px PNG', async () => {
    const ico = await publicFile('/favicon.ico');
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 1]);
    const [width, height, size, offset] = [
      ico.readUInt8(6),
      ico.readUInt8(7),
      ico.readUInt32LE(14),
      ico.readUInt32LE(18),
    ];
    expect([width, height]).toEqual([32, 32]);
    expect(pngSize(ico.subarray(offset, offset + size))).toBe('32x32');
  });

  it('sizes the ICO link Rsbuild adds by itself, so browsers that read SVG take the SVG', () => {
    const context = { hash: '', entryName: 'index', outputName: 'index.html', publicPath: '/' };
    const title = { tag: 'title', children: 'Skillhub' };
    const tags = sizeIcoFavicon([{ tag: 'link', attrs: { rel: 'icon', href: '/favicon.ico' } }, title], context);
    expect(tags).toEqual([{ tag: 'link', attrs: { rel: 'icon', href: '/favicon.ico', sizes: '32x32' } }, title]);
  });
});
