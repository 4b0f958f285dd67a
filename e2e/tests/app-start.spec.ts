import { expect, type Page, test } from '@playwright/test';
import { createLearner } from '../support/api.ts';
import { signIn } from '../support/session.ts';

const START_PRELOAD = /<link rel="preload" as="script" href="([^"]+)"[^>]*>/g;
const SHELL_SCRIPT = /\/static\/js\/.+\.js$/;
/** The page's own address (not the API's /api/enrollment/my-courses). */
const MY_COURSES = (url: URL) => url.pathname === '/my-courses';

/** Opens My courses with the browser's cache off and returns how often each of the shell's scripts was asked for. */
async function openMyCourses(page: Page): Promise<Map<string, number>> {
  const asked = new Map<string, number>();
  const count = (url: string) => {
    const { pathname } = new URL(url);
    if (SHELL_SCRIPT.test(pathname)) asked.set(pathname, (asked.get(pathname) ?? 0) + 1);
  };
  page.on('request', (request) => count(request.url()));
  await page.goto('/my-courses');
  await expect(page.getByRole('heading', { level: 1, name: 'My courses' })).toBeVisible();
  page.removeAllListeners('request');
  return asked;
}

test('a page the app draws preloads the scripts the app starts with: each is downloaded once, and the app uses every one', async ({
  page,
  context,
}) => {
  const learner = await createLearner('Learner@123');
  await signIn(page, learner.email, learner.password);
  // Without its page cookie, My courses is a page the app draws (with it, the server draws it for the learner).
  await context.clearCookies({ name: 'skillhub_page' });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });

  // Without the preloads: the scripts the app itself asks for on its way to the page.
  let preloaded: string[] = [];
  await page.route(MY_COURSES, async (route) => {
    const response = await route.fetch();
    const html = await response.text();
    preloaded = [...html.matchAll(START_PRELOAD)]
      .map((link) => link[1] ?? '')
      .filter((href) => SHELL_SCRIPT.test(href));
    await route.fulfill({ response, body: html.replace(START_PRELOAD, '') });
  });
  const used = await openMyCourses(page);
  expect(preloaded.length, 'the scripts index.html preloads').toBeGreaterThan(5);
  expect(
    preloaded.filter((href) => !used.has(href)),
    'preloaded, but the app never asks for them',
  ).toEqual([]);

  // With them: the same page downloads each once (the app's own request for it takes the preloaded copy).
  await page.unroute(MY_COURSES);
  const asked = await openMyCourses(page);
  expect(
    preloaded.filter((href) => asked.get(href) !== 1),
    'downloaded other than once',
  ).toEqual([]);
});
