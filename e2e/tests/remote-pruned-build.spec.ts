import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { TEST_TIMEOUTS } from '@skillhub/shared/test-support/test-policy';
import { type Platform, startPlatform } from '../support/platform.ts';
import { E2E_PORT } from '../support/ports.ts';
import { buildRemoteVariant, publishComposedBuild, replaceIn } from '../support/remote-variant.ts';
import { signIn } from '../support/session.ts';

/**
 * A tab open on a release of the courses remote whose files are gone from the server: its whole build folder
 * (pruned after newer releases) or one chunk of it. Moving to a page whose code the tab has not loaded asks for
 * the missing file a few times, then the page says it may have been updated, and Refresh brings the current
 * release. A tab that has not loaded the remote at all asks for its gone entry a few times, then the remote's
 * area says it could not be loaded, and Retry loads the current release in place.
 */

// Beside the run's own platform (E2E_PORT), so that runs on other ports do not meet here.
const PLATFORM_PORT = E2E_PORT + 5;
const ADMIN = { email: 'pruned@skillhub.test', password: 'Pruned@12345' };
const CRASH_TITLE = 'Oops! Something Went Wrong';
const UPDATED_ADVICE = /could not be downloaded: it may have been updated/;
/** At most this many requests for a file that is gone before the page says so. */
const MOST_REQUESTS = 10;

test.describe('a remote whose files are gone from the server', () => {
  test.setTimeout(TEST_TIMEOUTS.e2e.build);
  let root: string;
  let distDir: string;
  let platform: Platform;
  let firstBuild: string;

  test.beforeAll(async () => {
    test.setTimeout(TEST_TIMEOUTS.e2e.build);
    root = mkdtempSync(join(tmpdir(), 'skillhub-pruned-'));
    distDir = join(root, 'remotes/courses/dist');
    firstBuild = publishComposedBuild('courses', distDir);
    platform = await startPlatform(PLATFORM_PORT, {
      DATA_DIR: join(root, 'data'),
      REMOTES_DIST_DIR: join(root, 'remotes'),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      // Its pages are dashboard pages: no demo data or public pages rendered ahead, the CPU they cost is the run's.
      DEMO_DATA: 'false',
      SERVER_RENDER_WARM_UP: 'false',
    });
  });

  test.afterAll(async () => {
    await platform?.stop();
    rmSync(root, { recursive: true, force: true });
  });

  /** Requests for files under `/remotes/courses/<build>/`, counted by file. */
  function countRequests(page: Page, build: () => string) {
    const counts = new Map<string, number>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      // The remote's code only: a dashboard reads its remote.json for the sidebar's icons without loading the remote.
      if (url.pathname.startsWith(`/remotes/courses/${build()}/`) && !url.pathname.endsWith('/remote.json')) {
        counts.set(url.pathname, (counts.get(url.pathname) ?? 0) + 1);
      }
    });
    return counts;
  }

  /** The failed files browsers reported for the courses remote's `build`, as a super admin reads the registry. */
  async function chunkFailuresOf(build: string): Promise<number> {
    const login = await fetch(`${platform.url}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
    const listed = await fetch(`${platform.url}/api/remote-releases`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const { health } = (
      (await listed.json()) as { data: { health: { remote: string; build: string; chunkFailures: number }[] } }
    ).data;
    return health.find((row) => row.remote === 'courses' && row.build === build)?.chunkFailures ?? 0;
  }

  const openCategories = async (page: Page) => {
    await signIn(page, ADMIN.email, ADMIN.password, platform.url);
    await page.goto(`${platform.url}/dashboard/category`);
    await expect(page.getByRole('table', { name: 'Active categories' })).toBeVisible();
  };

  const openQna = (page: Page) =>
    page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Q&A' }).click();

  const total = (counts: Map<string, number>, files: readonly string[]) =>
    files.reduce((sum, file) => sum + (counts.get(file) ?? 0), 0);

  test("a tab on a pruned build asks a few times for the page it has not loaded, says it was updated, and Refresh brings the current release's page", async ({
    page,
  }) => {
    const counts = countRequests(page, () => firstBuild);
    await openCategories(page);
    const loaded = new Set(counts.keys());

    // A newer release is published and the tab's build is pruned from the server.
    const secondBuild = buildRemoteVariant({
      remote: 'courses',
      distDir,
      edit: (copy) =>
        replaceIn(
          copy,
          'remotes/courses/src/i18n/en.ts',
          "catalogue: {\n    title: 'Courses',",
          "catalogue: {\n    title: 'Every course we teach',",
        ),
    });
    expect(secondBuild).not.toBe(firstBuild);
    rmSync(join(distDir, firstBuild), { recursive: true, force: true });

    await openQna(page);
    await expect(page).toHaveURL(/\/dashboard\/qna$/);
    await expect(page.getByText(CRASH_TITLE)).toBeVisible();
    await expect(page.getByText(UPDATED_ADVICE)).toBeVisible();
    const missing = [...counts.keys()].filter((file) => !loaded.has(file));
    const requested = total(counts, missing);
    test.info().annotations.push({
      type: 'requests for the missing files',
      description: missing.map((file) => `${basename(file)} × ${counts.get(file)}`).join(', '),
    });
    expect(missing.length).toBeGreaterThan(0);
    expect(requested).toBeLessThanOrEqual(MOST_REQUESTS);

    // Refresh reloads: the page comes from the current release, and the gone build is asked for nothing more.
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(page.getByRole('heading', { name: 'Q&A' })).toBeVisible();
    expect(total(counts, missing)).toBe(requested);
  });

  test('a tab whose next page misses one chunk on the server asks a few times for it, then says it was updated', async ({
    page,
    browser,
  }) => {
    const current = () =>
      (JSON.parse(readFileSync(join(distDir, 'releases.json'), 'utf8')) as { current: string }).current;
    const counts = countRequests(page, current);
    await openCategories(page);
    const loaded = new Set(counts.keys());

    // The files the Q&A page needs that this tab has not loaded, as another browser (its own cache) shows.
    const probeContext = await browser.newContext();
    const probe = await probeContext.newPage();
    const probeCounts = countRequests(probe, current);
    await signIn(probe, ADMIN.email, ADMIN.password, platform.url);
    await probe.goto(`${platform.url}/dashboard/qna`);
    await expect(probe.getByRole('heading', { name: 'Q&A' })).toBeVisible();
    await probeContext.close();
    const qnaChunk = [...probeCounts.keys()].find((file) => !loaded.has(file) && file.endsWith('.js'));
    expect(qnaChunk).toBeDefined();
    rmSync(join(distDir, qnaChunk!.replace(/^\/remotes\/courses\//, '')));
    for (const compressed of ['.gz', '.br']) {
      rmSync(join(distDir, `${qnaChunk!.replace(/^\/remotes\/courses\//, '')}${compressed}`), { force: true });
    }

    await openQna(page);
    await expect(page.getByText(CRASH_TITLE)).toBeVisible();
    await expect(page.getByText(UPDATED_ADVICE)).toBeVisible();
    // The shell reports the file that failed against the build it belongs to (counts only, in its 10 s batch),
    // which the super admin sees with the release registry.
    await expect.poll(() => chunkFailuresOf(current())).toBeGreaterThanOrEqual(1);
    expect(counts.get(qnaChunk!)).toBeGreaterThan(1);
    expect(counts.get(qnaChunk!)).toBeLessThanOrEqual(MOST_REQUESTS);
    test.info().annotations.push({
      type: 'requests for the missing chunk',
      description: `${basename(qnaChunk!)} × ${counts.get(qnaChunk!)}`,
    });
  });

  test('a tab that has not loaded the remote asks a few times for its pruned entry, then its area offers Retry, which loads the current release', async ({
    page,
  }) => {
    const current = () =>
      (JSON.parse(readFileSync(join(distDir, 'releases.json'), 'utf8')) as { current: string }).current;
    const tabsBuild = current();
    const counts = countRequests(page, () => tabsBuild);
    await signIn(page, ADMIN.email, ADMIN.password, platform.url);
    await page.goto(`${platform.url}/dashboard/users`);
    await expect(page.getByRole('table', { name: 'Users' })).toBeVisible();
    expect(counts.size).toBe(0);

    const newest = buildRemoteVariant({
      remote: 'courses',
      distDir,
      edit: (copy) =>
        replaceIn(
          copy,
          'remotes/courses/src/i18n/en.ts',
          "catalogue: {\n    title: 'Courses',",
          "catalogue: {\n    title: 'Every course we offer',",
        ),
    });
    expect(newest).not.toBe(tabsBuild);
    rmSync(join(distDir, tabsBuild), { recursive: true, force: true });

    const sidebar = page.getByRole('navigation', { name: 'Dashboard' });
    await sidebar.getByRole('button', { name: 'Courses' }).click();
    await openQna(page);
    await expect(page.getByText('This section could not be loaded')).toBeVisible();
    const requested = total(counts, [...counts.keys()]);
    test.info().annotations.push({
      type: 'requests for the pruned build',
      description: [...counts].map(([file, n]) => `${basename(file)} × ${n}`).join(', '),
    });
    expect(requested).toBeGreaterThan(1);
    expect(requested).toBeLessThanOrEqual(MOST_REQUESTS);

    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { name: 'Q&A' })).toBeVisible();
    expect(total(counts, [...counts.keys()])).toBe(requested);
  });
});
