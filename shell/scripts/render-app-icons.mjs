/**
 * Draws the Skillhub mark and writes the site's icons into public/: favicon.svg (what browsers show), favicon.ico
 * (a 32 px PNG in an ICO wrapper, for clients that ask for /favicon.ico), apple-touch-icon.png (180 px) and the web
 * app manifest's icons (192 and 512 px, and a 512 px maskable one whose mark sits inside the safe zone). The PNGs
 * are committed; run this again only when the mark changes:
 *
 *   node scripts/render-app-icons.mjs   (in shell/, with Debian's Chromium at /usr/bin/chromium)
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const PUBLIC_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'public');
/** The brand's gradient, as the header's logo draws it (BRAND_PRIMARY of @skillhub/shared/theme to sky). */
const FROM = '#4f46e5';
const TO = '#0ea5e9';

/**
 * The mark on a 64-unit square: a white S on the brand gradient. `rounded` gives the favicon its rounded corners;
 * `scale` shrinks the S (a maskable icon keeps it within the central 80% circle).
 */
function mark({ rounded, scale = 1 }) {
  const offset = 32 * (1 - scale);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <title>Skillhub</title>
  <defs>
    <linearGradient id="brand" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${FROM}"/>
      <stop offset="1" stop-color="${TO}"/>
    </linearGradient>
  </defs>
  <rect width="64" height="64" rx="${rounded ? 14 : 0}" fill="url(#brand)"/>
  <path transform="translate(${offset} ${offset}) scale(${scale})" d="M44 19.5c-3-4-9-5.5-13.5-5-5.5.6-9.5 4-9.5 9 0 10.5 22 7 22 17.5 0 5-4.5 9-10.5 9-4.5 0-9-2-12-5.5" fill="none" stroke="#fff" stroke-width="7.5" stroke-linecap="round" stroke-linejoin="round"/>
</svg>
`;
}

/** An ICO file holding one PNG image (supported by every browser since Windows Vista's format). */
function icoOf(png, size) {
  const header = Buffer.alloc(6 + 16);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(1, 4);
  header.writeUInt8(size % 256, 6);
  header.writeUInt8(size % 256, 7);
  header.writeUInt8(0, 8);
  header.writeUInt8(0, 9);
  header.writeUInt16LE(1, 10);
  header.writeUInt16LE(32, 12);
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(header.length, 18);
  return Buffer.concat([header, png]);
}

const userDataDir = await mkdtemp(join(tmpdir(), 'skillhub-icons-'));
const browser = await chromium.launchPersistentContext(userDataDir, {
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
try {
  const page = await browser.newPage();
  async function render(svg, size) {
    await page.setViewportSize({ width: size, height: size });
    const html = `<!doctype html><html><body style="margin:0;background:transparent">
      <img src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}" width="${size}" height="${size}" style="display:block">
      </body></html>`;
    await page.setContent(html);
    await page.locator('img').evaluate((img) => img.decode());
    return page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
  }

  const favicon = mark({ rounded: true });
  const fullBleed = mark({ rounded: false, scale: 0.72 });
  await mkdir(join(PUBLIC_DIR, 'icons'), { recursive: true });
  await writeFile(join(PUBLIC_DIR, 'favicon.svg'), favicon);
  await writeFile(join(PUBLIC_DIR, 'favicon.ico'), icoOf(await render(favicon, 32), 32));
  await writeFile(join(PUBLIC_DIR, 'apple-touch-icon.png'), await render(mark({ rounded: false }), 180));
  await writeFile(join(PUBLIC_DIR, 'icons/icon-192.png'), await render(favicon, 192));
  await writeFile(join(PUBLIC_DIR, 'icons/icon-512.png'), await render(favicon, 512));
  await writeFile(join(PUBLIC_DIR, 'icons/icon-maskable-512.png'), await render(fullBleed, 512));
} finally {
  await browser.close();
  await rm(userDataDir, { recursive: true, force: true });
}
