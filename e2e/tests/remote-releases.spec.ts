import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { TEST_TIMEOUTS } from '@skillhub/shared/test-support/test-policy';
import { type Platform, startPlatform } from '../support/platform.ts';
import { E2E_PORT } from '../support/ports.ts';
import { buildRemoteVariant, publishComposedBuild, replaceIn } from '../support/remote-variant.ts';
import { untilServerRendered } from '../support/server-rendered.ts';
import { signIn } from '../support/session.ts';

/**
 * The courses remote released again while the shell stays as it is: a tab opened on the first release keeps
 * working after the second is deployed (its build's chunks are still served), a page the second release adds
 * appears, in the sidebar too, without a shell release, and the HTML the server renders a public page with comes
 * from the newest release at once, without a restart of the API.
 */

const repo = fileURLToPath(new URL('../../', import.meta.url));
// Beside the run's own platform (E2E_PORT), so that runs on other ports do not meet here.
const PLATFORM_PORT = E2E_PORT + 4;
const ADMIN = { email: 'releases@skillhub.test', password: 'Releases@12345' };

const shellIndexHash = () =>
  createHash('sha256')
    .update(readFileSync(join(repo, 'shell/dist/index.html')))
    .digest('hex');

/**
 * The second release: a Release notes page in a new sidebar group, with its path, its labels in English and Hindi,
 * its icon and its group, declared in the remote alone (nothing outside remotes/courses changes).
 */
function addReleaseNotesPage(copy: string) {
  replaceIn(
    copy,
    'remotes/courses/src/pages.ts',
    'export const pages = definePages({',
    `export const pages = definePages({
  releaseNotes: {
    path: '/dashboard/release-notes',
    area: 'dashboard',
    access: 'signed-in',
    permissions: needsRead('Courses', 'Courses'),
    menu: {
      label: { en: 'Release notes', hi: 'रिलीज़ नोट्स' },
      icon: ReadOutlined,
      group: {
        key: 'news',
        label: { en: 'News', hi: 'समाचार' },
        icon: ReadOutlined,
        path: '/dashboard/news',
        order: 25,
      },
    },
  },`,
  );
  replaceIn(
    copy,
    'remotes/courses/src/routes.tsx',
    'export const components: PageComponents<typeof pages> = {',
    `export const components: PageComponents<typeof pages> = {
  releaseNotes: lazyPage(() => import('./pages/release-notes/index.tsx')),`,
  );
  mkdirSync(join(copy, 'remotes/courses/src/pages/release-notes'));
  writeFileSync(
    join(copy, 'remotes/courses/src/pages/release-notes/index.tsx'),
    `export default function ReleaseNotesPage() {
  return <h1>Release notes</h1>;
}
`,
  );
}

test.describe('a remote released again while the shell stays', () => {
  test.setTimeout(TEST_TIMEOUTS.e2e.build);
  let root: string;
  let distDir: string;
  let platform: Platform;
  let firstBuild: string;

  test.beforeAll(async () => {
    test.setTimeout(TEST_TIMEOUTS.e2e.build);
    root = mkdtempSync(join(tmpdir(), 'skillhub-releases-'));
    distDir = join(root, 'remotes/courses/dist');
    firstBuild = publishComposedBuild('courses', distDir);
    platform = await startPlatform(PLATFORM_PORT, {
      DATA_DIR: join(root, 'data'),
      REMOTES_DIST_DIR: join(root, 'remotes'),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      DEMO_DATA: 'false',
    });
  });

  test.afterAll(async () => {
    await platform?.stop();
    rmSync(root, { recursive: true, force: true });
  });

  test('an open tab keeps its release after a redeploy, and the new page appears without a shell release', async ({
    page,
    browser,
  }) => {
    const shellBefore = shellIndexHash();
    const failed: string[] = [];
    const remoteFiles: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/remotes/')) remoteFiles.push(response.url());
      if (response.status() >= 400 && response.url().includes('/remotes/')) failed.push(response.url());
    });

    await signIn(page, ADMIN.email, ADMIN.password, platform.url);
    await page.goto(`${platform.url}/dashboard/category`);
    await expect(page.getByRole('table', { name: 'Active categories' })).toBeVisible();

    // The second release is deployed while the tab is open.
    const secondBuild = buildRemoteVariant({ remote: 'courses', distDir, edit: addReleaseNotesPage });
    expect(secondBuild).not.toBe(firstBuild);
    const config = await (await fetch(`${platform.url}/runtime-config.json`)).json();
    expect(config.remotes.courses.entry).toBe(`/remotes/courses/${secondBuild}/remoteEntry.js`);

    // The open tab moves to a page whose code it has not loaded yet: it comes from the first release, still there.
    const loadedBefore = remoteFiles.length;
    const sidebar = page.getByRole('navigation', { name: 'Dashboard' });
    await sidebar.getByRole('link', { name: 'Q&A' }).click();
    await expect(page).toHaveURL(/\/dashboard\/qna$/);
    await expect(page.getByRole('heading', { name: 'Q&A' })).toBeVisible();
    const loadedAfter = remoteFiles.slice(loadedBefore);
    expect(loadedAfter.length).toBeGreaterThan(0);
    expect(loadedAfter.every((url) => url.includes(`/remotes/courses/${firstBuild}/`))).toBe(true);
    expect(failed).toEqual([]);

    // A new tab gets the second release, with its new page in the sidebar; the shell was not rebuilt.
    const fresh = await browser.newPage();
    await signIn(fresh, ADMIN.email, ADMIN.password, platform.url);
    await fresh.goto(`${platform.url}/dashboard/courses`);
    const freshSidebar = fresh.getByRole('navigation', { name: 'Dashboard' });
    await freshSidebar.getByRole('button', { name: 'News' }).click();
    await freshSidebar.getByRole('link', { name: 'Release notes' }).click();
    await expect(fresh).toHaveURL(/\/dashboard\/release-notes$/);
    await expect(fresh.getByRole('heading', { name: 'Release notes' })).toBeVisible();
    // The group's own path leads to its first page.
    await fresh.goto(`${platform.url}/dashboard/news`);
    await expect(fresh).toHaveURL(/\/dashboard\/release-notes$/);
    // The entry brought its Hindi.
    await fresh.getByRole('banner').getByRole('button', { name: 'हिन्दी' }).click();
    await expect(
      fresh.getByRole('navigation', { name: 'डैशबोर्ड' }).getByRole('link', { name: 'रिलीज़ नोट्स' }),
    ).toBeVisible();
    expect(shellIndexHash()).toBe(shellBefore);
    await fresh.close();
  });

  // Asked until drawn (untilServerRendered): a new build's first render may take longer than a visitor waits on a
  // busy machine, and that visitor gets the plain app while it goes on.
  test("the server renders /courses with a new release's components at once, with no restart", async () => {
    const before = await untilServerRendered('/courses', platform.url);
    expect(before).toMatch(/<div id="sh-ssr">.*<h1[^>]*>Courses<\/h1>/s);

    const build = buildRemoteVariant({
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

    // Plain fetches, no browser: the heading is in the HTML as the server sends it.
    const after = await untilServerRendered('/courses', platform.url);
    expect(after).toContain(`/remotes/courses/${build}/remoteEntry.js`);
    expect(after).toMatch(/<div id="sh-ssr">.*<h1[^>]*>Every course we teach<\/h1>/s);
    expect(after).not.toMatch(/<h1[^>]*>Courses<\/h1>/);
  });
});
