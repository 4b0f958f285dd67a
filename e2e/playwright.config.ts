import { defineConfig } from '@playwright/test';
import { TEST_RETRIES, TEST_TIMEOUTS } from '@skillhub/shared/test-support/test-policy';
import { E2E_BASE_URL } from './support/ports.ts';

/**
 * End-to-end tests drive the composed production build (shell + remotes served by the API server) in
 * Debian's Chromium. Never `playwright install`: the browser comes from apt. Limits and retries: shared's
 * test-policy.mjs; a journey that passes on a retry is named at the end of `npm test` (flaky-reporter.ts).
 */
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  timeout: TEST_TIMEOUTS.e2e.test,
  expect: { timeout: TEST_TIMEOUTS.e2e.expect },
  retries: TEST_RETRIES,
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['./support/flaky-reporter.ts']],
  globalSetup: './support/global-setup.ts',
  outputDir: './test-results',
  use: {
    baseURL: E2E_BASE_URL,
    browserName: 'chromium',
    viewport: { width: 1280, height: 800 },
    // Recorded on the retry of a failed journey only: kept for every journey and dropped when it passed, the trace's
    // snapshot of each step cost a quarter of the lane's processor time. The first failure still leaves its
    // screenshot and the page's accessibility snapshot (error-context.md).
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
