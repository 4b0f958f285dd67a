import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { TEST_TIMEOUTS } from '@skillhub/shared/test-support/test-policy';
import { createCategory, loginToken } from '../support/api.ts';
import { type Platform, startPlatform } from '../support/platform.ts';
import { E2E_PORT } from '../support/ports.ts';
import { buildRemoteVariant, replaceIn, setPackageField } from '../support/remote-variant.ts';
import { signIn } from '../support/session.ts';

/**
 * The courses remote released on its own, built against a newer contract than the shell was: a changed UI piece
 * of @skillhub/shared (bundled by each app, so it changes the remote's pages only), then a session contract one
 * minor version newer (shared at run time: the remote runs on the shell's copy, unless it declares it needs the
 * newer minor), then one a major version newer (the shell refuses to run the remote and says why).
 */

// Beside the run's own platform (E2E_PORT), so that runs on other ports do not meet here.
const PLATFORM_PORT = E2E_PORT + 3;
const ADMIN = { email: 'contract@skillhub.test', password: 'Contract@12345' };
const NEWER_TOTAL = '(newer contract)';

test.describe('a remote built against a newer contract', () => {
  test.setTimeout(TEST_TIMEOUTS.e2e.build);
  let root: string;
  let distDir: string;
  let platform: Platform;

  test.beforeAll(async () => {
    test.setTimeout(TEST_TIMEOUTS.e2e.build);
    root = mkdtempSync(join(tmpdir(), 'skillhub-contract-'));
    distDir = join(root, 'remotes/courses/dist');
    // The remote's tables count their rows differently in this release of the contract.
    buildRemoteVariant({
      remote: 'courses',
      distDir,
      edit: (copy) => {
        setPackageField(copy, 'shared', 'version', '0.2.0');
        replaceIn(
          copy,
          'shared/src/ui/data-table.tsx',
          // biome-ignore lint/suspicious/noTemplateCurlyInString: the anchor is a template literal of the source
          '`${from}-${to} of ${count}`',
          `\`\${from}-\${to} of \${count} ${NEWER_TOTAL}\``,
        );
      },
    });
    platform = await startPlatform(PLATFORM_PORT, {
      DATA_DIR: join(root, 'data'),
      REMOTES_DIST_DIR: join(root, 'remotes'),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      // Its pages are dashboard pages: no demo data or public pages rendered ahead, the CPU they cost is the run's.
      DEMO_DATA: 'false',
      SERVER_RENDER_WARM_UP: 'false',
    });
    // A category, so that the categories table counts its rows.
    await createCategory(await loginToken(ADMIN.email, ADMIN.password, platform.url), 'Contracts', platform.url);
  });

  test.afterAll(async () => {
    await platform?.stop();
    rmSync(root, { recursive: true, force: true });
  });

  const usersTable = (page: Page) => page.getByRole('table', { name: 'Users' });

  test("runs the remote's own copy of a changed UI piece, and the shell's pages keep theirs", async ({ page }) => {
    await signIn(page, ADMIN.email, ADMIN.password, platform.url);
    // The remote's table first, so a shared module would already be the remote's when the shell's page loads.
    await page.goto(`${platform.url}/dashboard/category`);
    await expect(page.getByRole('table', { name: 'Active categories' })).toBeVisible();
    await expect(page.getByText(NEWER_TOTAL)).toBeVisible();

    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Users' }).click();
    await expect(usersTable(page)).toBeVisible();
    await expect(page.getByText(/^1-\d+ of \d+$/)).toBeVisible();
    await expect(page.getByText(NEWER_TOTAL)).toHaveCount(0);
  });

  /**
   * The console's errors and the remote's code files the page asks for, but its entry: the server's page preloads
   * the entry of the remote that owns the address (fetched, never run), before the shell has checked its contract.
   */
  function watch(page: Page) {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const remoteCode: string[] = [];
    page.on('request', (request) => {
      const url = request.url();
      if (/\/remotes\/courses\/.+\.js$/.test(url) && !url.endsWith('/remoteEntry.js')) remoteCode.push(url);
    });
    return { errors, remoteCode };
  }

  /** Whether the remote's entry ran: it declares the remote's container as a global. */
  const remoteRan = (page: Page) => page.evaluate(() => 'courses' in window);

  test("runs a remote built on a newer minor of the session contract on the shell's copy, signed in as the shell is", async ({
    page,
  }) => {
    buildRemoteVariant({
      remote: 'courses',
      distDir,
      edit: (copy) => setPackageField(copy, 'shared/session', 'version', '1.1.0'),
    });
    const remote = await (await fetch(`${platform.url}/runtime-config.json`)).json();
    expect(remote.remotes.courses.requires['@skillhub/session']).toBe('^1.0.0');
    const { errors } = watch(page);

    await signIn(page, ADMIN.email, ADMIN.password, platform.url);
    await page.goto(`${platform.url}/dashboard/category`);
    // The categories come from the API with the shell's session: the remote reads the page's one store.
    await expect(page.getByRole('table', { name: 'Active categories' })).toBeVisible();
    await expect(page.getByText(/^1-\d+ of [1-9]\d*$/)).toBeVisible();
    await expect(page.getByText('This section was built for a different version of the platform')).toHaveCount(0);
    expect(errors.join('\n')).not.toMatch(/needs @skillhub\/session/);
    expect(await remoteRan(page)).toBe(true);
  });

  test('refuses a remote that declares it needs a newer minor of the session contract than the shell has', async ({
    page,
  }) => {
    buildRemoteVariant({
      remote: 'courses',
      distDir,
      edit: (copy) => {
        setPackageField(copy, 'shared/session', 'version', '1.1.0');
        const { skillhub } = JSON.parse(readFileSync(join(copy, 'remotes/courses/package.json'), 'utf8'));
        setPackageField(copy, 'remotes/courses', 'skillhub', {
          ...skillhub,
          requires: { '@skillhub/session': '^1.1.0' },
        });
      },
    });
    const { errors, remoteCode } = watch(page);

    await signIn(page, ADMIN.email, ADMIN.password, platform.url);
    await page.goto(`${platform.url}/dashboard/category`);
    await expect(page.getByText('This section was built for a different version of the platform')).toBeVisible();
    expect(errors.join('\n')).toMatch(/courses.*needs @skillhub\/session \^1\.1\.0 \(this page has 1\.0\.0\)/);
    expect(remoteCode).toEqual([]);
    expect(await remoteRan(page)).toBe(false);
  });

  test('refuses to run a remote built for a newer session contract: its area says so, the console names both versions, the shell works', async ({
    page,
  }) => {
    buildRemoteVariant({
      remote: 'courses',
      distDir,
      edit: (copy) => setPackageField(copy, 'shared/session', 'version', '2.0.0'),
    });
    const { errors, remoteCode } = watch(page);

    await signIn(page, ADMIN.email, ADMIN.password, platform.url);
    await page.goto(`${platform.url}/dashboard/category`);
    await expect(page.getByText('This section was built for a different version of the platform')).toBeVisible();
    expect(errors.join('\n')).toMatch(/courses.*needs @skillhub\/session \^2\.0\.0 \(this page has 1\.0\.0\)/);
    // Not one file of the remote's code was loaded but its preloaded entry, and that never ran.
    expect(remoteCode).toEqual([]);
    expect(await remoteRan(page)).toBe(false);

    // Its pages are still known (the sidebar offers them), and the shell's own pages work.
    const sidebar = page.getByRole('navigation', { name: 'Dashboard' });
    await expect(sidebar.getByRole('button', { name: 'Courses' })).toBeVisible();
    await sidebar.getByRole('link', { name: 'Users' }).click();
    await expect(usersTable(page)).toBeVisible();
    await expect(page.getByText(NEWER_TOTAL)).toHaveCount(0);
  });
});
