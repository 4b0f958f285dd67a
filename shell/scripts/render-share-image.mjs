/**
 * Draws the picture a shared link to the site shows when its page has none of its own (the home page, the
 * catalogue, the skill and legal pages: DEFAULT_SHARE_IMAGE in @skillhub/shared/public-page-heads) and writes it
 * to public/share-image.png, 1200 x 630 px as Open Graph and Twitter's large card expect. The mark is the site
 * icon's (render-app-icons.mjs); the words are the home page's, in English and Hindi. The PNG is committed; run
 * this again only when the brand or the words change:
 *
 *   node scripts/render-share-image.mjs   (in shell/, with Debian's Chromium at /usr/bin/chromium and the Noto
 *   Sans and Noto Sans Devanagari fonts)
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const OUT = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'share-image.png');
const WIDTH = 1200;
const HEIGHT = 630;
/** The brand's gradient, as the header's logo and the site icons draw it. */
const FROM = '#4f46e5';
const TO = '#0ea5e9';

const S_PATH = 'M44 19.5c-3-4-9-5.5-13.5-5-5.5.6-9.5 4-9.5 9 0 10.5 22 7 22 17.5 0 5-4.5 9-10.5 9-4.5 0-9-2-12-5.5';

const html = `<!doctype html>
<html><head><style>
  html, body { margin: 0; }
  body {
    width: ${WIDTH}px; height: ${HEIGHT}px; box-sizing: border-box; padding: 72px 80px;
    display: flex; flex-direction: column; justify-content: space-between;
    background: linear-gradient(135deg, ${FROM}, ${TO}); color: #fff;
    font-family: 'Noto Sans', 'Noto Sans Devanagari', sans-serif;
  }
  .brand { display: flex; align-items: center; gap: 24px; font-size: 56px; font-weight: 700; }
  .brand svg { width: 96px; height: 96px; border-radius: 22px; background: rgba(255,255,255,0.16); }
  h1 { margin: 0; font-size: 64px; line-height: 1.15; font-weight: 700; max-width: 1000px; }
  .hi { margin: 16px 0 0; font-size: 36px; font-family: 'Noto Sans Devanagari', sans-serif; opacity: 0.95; }
  .areas { font-size: 30px; opacity: 0.92; }
</style></head>
<body>
  <div class="brand">
    <svg viewBox="0 0 64 64" aria-hidden="true"><path d="${S_PATH}" fill="none" stroke="#fff" stroke-width="7.5" stroke-linecap="round" stroke-linejoin="round"/></svg>
    Skillhub
  </div>
  <div>
    <h1>Online skill-training courses in India</h1>
    <p class="hi">भारत में ऑनलाइन कौशल-प्रशिक्षण कोर्स</p>
  </div>
  <div class="areas">Full Stack · Digital Marketing · Data Science · English &amp; हिंदी</div>
</body></html>`;

const userDataDir = await mkdtemp(join(tmpdir(), 'skillhub-share-image-'));
const browser = await chromium.launchPersistentContext(userDataDir, {
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
try {
  const page = await browser.newPage();
  await page.setViewportSize({ width: WIDTH, height: HEIGHT });
  await page.setContent(html);
  await page.evaluate(() => document.fonts.ready);
  await writeFile(OUT, await page.screenshot({ clip: { x: 0, y: 0, width: WIDTH, height: HEIGHT } }));
} finally {
  await browser.close();
  await rm(userDataDir, { recursive: true, force: true });
}
