import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Tests that failed and then passed on a retry (CI retries once: `TEST_RETRIES` in test-policy.mjs) are never retried silently:
 * each test run writes them to `.test-report/flaky/`, and `npm test` prints them by name when it ends
 * (run-tests.mjs). A file per run, so runs side by side never write the same file.
 */

// From path functions: under happy-dom the global URL is the simulated browser's, not Node's.
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const FLAKY_DIR = join(REPO_ROOT, '.test-report', 'flaky');

/** Records the flaky tests of one run: `{ runner, test, file, attempts }` each. */
export function writeFlakyTests(runner, tests) {
  if (tests.length === 0) return;
  mkdirSync(FLAKY_DIR, { recursive: true });
  const name = `${runner.replace(/[^\w.-]+/g, '_')}-${process.pid}-${Date.now()}.json`;
  writeFileSync(
    join(FLAKY_DIR, name),
    JSON.stringify(
      tests.map((t) => ({ runner, ...t })),
      null,
      2,
    ),
  );
}

/** Every flaky test recorded since the last `clearFlakyTests`. */
export function readFlakyTests() {
  let files = [];
  try {
    files = readdirSync(FLAKY_DIR).filter((f) => f.endsWith('.json'));
  } catch {
    return [];
  }
  return files.flatMap((f) => JSON.parse(readFileSync(join(FLAKY_DIR, f), 'utf8')));
}

export function clearFlakyTests() {
  rmSync(FLAKY_DIR, { recursive: true, force: true });
}

/** A vitest reporter (add beside 'default') that records the run's flaky tests. */
export class FlakyTestReporter {
  /** @param {string} runner the workspace, as the report names it */
  constructor(runner) {
    this.runner = runner;
  }

  onTestRunEnd(testModules) {
    const flaky = [];
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const diagnostic = test.diagnostic();
        if (diagnostic?.flaky && test.result().state === 'passed') {
          flaky.push({
            test: test.fullName,
            file: relative(REPO_ROOT, module.moduleId),
            attempts: diagnostic.retryCount + 1,
          });
        }
      }
    }
    writeFlakyTests(this.runner, flaky);
  }
}
