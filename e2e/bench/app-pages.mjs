/**
 * What a phone waits for on the signed-in pages: My courses and a course's payment page as a learner (both drawn by
 * the server for the learner its page cookie names: no splash), the dashboard as the super admin. Each is opened cold (a new context, the cache off) in Debian's
 * Chromium under Lighthouse's mobile conditions (150 ms, 1.6 Mbps down, 750 kbps up, 4x CPU), three times, and
 * prints the medians of: the first paint (until then the screen is blank), the splash shown (if any), and the page's
 * content usable with no splash over it (My courses' list, here its empty state; the Pay button; the dashboard's
 * figures). The content is the moment the visitor waits for, after the page's data has come.
 * Run: `npm run bench:app-pages -w @skillhub/e2e` (builds first; `BENCH_PORT` to change the port). Loopback only.
 */
import { firstItem, launchChromium, MOBILE_CPU_SLOWDOWN, MOBILE_NETWORK, median, PHONE } from './bench-platform.mjs';
import {
  AUTH_STORAGE_KEY,
  BENCH_ADMIN,
  playwrightCookies,
  signIn,
  signUpLearner,
  startPlatformWithMail,
} from './bench-session.mjs';

const port = Number(process.env.BENCH_PORT ?? 3394);
const RUNS = 3;
const TIMEOUT_MS = 60_000;

const { mailCatcher, platform } = await startPlatformWithMail({ port, name: 'app-pages' });
let browser = null;
try {
  await platform.ready;
  const { base, api } = platform;
  const learner = await signUpLearner(api, mailCatcher.mails);
  const course = firstItem(await api('/course/published?page=1&limit=1'));
  const pages = [
    {
      path: '/my-courses',
      as: learner,
      // A learner with no course yet: the page's answer is its empty state.
      content: (page) => page.getByText('You have not enrolled in any course yet.'),
    },
    {
      path: `/course-payment/${course._id}`,
      as: learner,
      content: (page) => page.getByRole('button', { name: /^Pay / }),
    },
    {
      path: '/dashboard',
      as: BENCH_ADMIN,
      // The figures, not only the heading the page shows while they come.
      content: (page) => page.getByTestId('stat-Users'),
    },
  ];
  browser = await launchChromium();
  const rows = [];
  for (const { path, as, content } of pages) {
    const figures = { paint: [], splash: [], content: [] };
    for (let run = 0; run < RUNS; run += 1) {
      // A fresh sign-in each time (access tokens last 15 minutes), kept where the shell keeps it.
      const session = await signIn(base, as);
      const context = await browser.newContext(PHONE);
      await context.addCookies(playwrightCookies(base, session));
      await context.addInitScript(
        ([key, value, storage]) => window[storage].setItem(key, value),
        [AUTH_STORAGE_KEY, session.value, session.storage],
      );
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      await cdp.send('Network.emulateNetworkConditions', MOBILE_NETWORK);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE_CPU_SLOWDOWN });
      const started = Date.now();
      await page.goto(`${base}${path}`, { waitUntil: 'commit', timeout: TIMEOUT_MS });
      // A page the server drew for its learner shows no splash: its content comes with the HTML.
      let splashAt = null;
      page
        .locator('.sh-splash')
        .first()
        .waitFor({ state: 'visible', timeout: TIMEOUT_MS })
        .then(
          () => {
            splashAt ??= Date.now() - started;
          },
          () => {},
        );
      await content(page).waitFor({ timeout: TIMEOUT_MS });
      await page.locator('.sh-splash').waitFor({ state: 'detached', timeout: TIMEOUT_MS });
      figures.content.push(Date.now() - started);
      if (splashAt !== null) figures.splash.push(splashAt);
      // The browser's own clock for the first paint, from the navigation's start.
      figures.paint.push(
        await page.evaluate(() => {
          // Chrome may report only the first contentful paint when the first paint already has content.
          const [paint] = [
            ...performance.getEntriesByName('first-paint'),
            ...performance.getEntriesByName('first-contentful-paint'),
          ];
          return Math.round(paint?.startTime ?? Number.NaN);
        }),
      );
      await context.close();
      process.stderr.write('.');
    }
    rows.push({
      page: path.length > 30 ? `${path.slice(0, 28)}…` : path,
      'first paint ms': median(figures.paint),
      'splash ms': figures.splash.length ? median(figures.splash) : 'none',
      'content ms': median(figures.content),
    });
  }
  process.stderr.write('\n');
  console.log(`Signed-in pages, cold, mobile conditions (150 ms, 1.6 Mbps, 4x CPU), 390 px, median of ${RUNS}`);
  console.table(rows);
} finally {
  await browser?.close();
  await platform.stop();
  await mailCatcher.close();
}
