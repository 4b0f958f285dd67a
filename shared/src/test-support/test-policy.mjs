import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FlakyTestReporter } from './flaky-report.mjs';

/**
 * The one timeout policy of the project's tests, per kind of test. Every vitest and Playwright config reads it;
 * no test file sets a limit of its own.
 *
 * A limit here is a hang detector, never a speed check: it is set so that a test that is only slow (a machine
 * kept busy by other work, `npm run test:busy`) still passes, and only one that waits for something that never
 * comes fails. Speed is measured by the benchmarks. A test waits for the thing it needs (a server's health
 * check, a row on the page, a mail in the outbox), not for a time; when a wait runs out it says what it waited
 * for.
 */
export const TEST_TIMEOUTS = {
  /** Plain modules in Node: no server, no DOM. */
  unit: { test: 20_000, hook: 20_000 },
  /**
   * Components rendered in happy-dom, alone or against the real API server of the run. `find*`, `waitFor` and
   * `expect.poll` wait up to `waitFor` for what they look for (antd and a page's lazy chunks load on the first
   * render); `longWork` is the wait for work the server does in its own time (a video upload, the WhatsApp
   * sandbox reviewing a template and moving messages to read).
   */
  component: { test: 180_000, hook: 180_000, waitFor: 20_000, longWork: 90_000 },
  /**
   * The Fastify app through inject, on its own database; hooks build the app and migrate. `heavy` is the
   * limit of a test that drives thousands of requests or several processes (the fuzzer, the permission
   * matrix, the scale-out topology).
   */
  server: { test: 60_000, hook: 120_000, waitFor: 20_000, heavy: 300_000 },
  /**
   * Chromium against the composed build: a whole journey, each `expect` waiting for the page, long work; `build`
   * for the journeys that first build and publish variants of a remote (several production builds).
   */
  e2e: { test: 180_000, expect: 20_000, longWork: 120_000, build: 300_000 },
};

/**
 * How many test files vitest runs at once. `npm test` runs two tasks side by side (turbo's concurrency), so each
 * run takes half the cores: on two cores one file at a time per task, and both cores busy.
 */
export const VITEST_MAX_WORKERS = '50%';

/** Retries of a failed test: one in CI, where each is reported by name (flaky-report.mjs); none elsewhere. */
export const TEST_RETRIES = process.env.CI ? 1 : 0;

/**
 * A kind's `test` options, for a vitest config or each of its projects: its limits and the retries.
 * @param {'unit' | 'component' | 'server'} kind
 */
export function vitestPolicy(kind) {
  const limits = TEST_TIMEOUTS[kind];
  return {
    testTimeout: limits.test,
    hookTimeout: limits.hook,
    retry: TEST_RETRIES,
    ...(limits.waitFor ? { expect: { poll: { timeout: limits.waitFor } } } : {}),
  };
}

/**
 * The run's `test` options (the root of a config, never a project): the workers, and the reporter that names
 * flaky tests.
 * @param {string} [runner] the workspace, as reports name it: by default the package the run started in
 */
export function vitestRunPolicy(runner = packageName(process.cwd())) {
  return { maxWorkers: VITEST_MAX_WORKERS, reporters: ['default', new FlakyTestReporter(runner)] };
}

function packageName(dir) {
  try {
    return JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).name ?? dir;
  } catch {
    return dir;
  }
}
