import { relative } from 'node:path';
import type { FullConfig, Reporter, Suite } from '@playwright/test/reporter';
import { REPO_ROOT, writeFlakyTests } from '@skillhub/shared/test-support/flaky-report';

/**
 * Names the journeys that failed and passed on a retry (CI retries once: shared's test-policy.mjs), so that
 * `npm test` lists them at its end instead of retrying silently.
 */
export default class FlakyReporter implements Reporter {
  private suite: Suite | undefined;

  onBegin(_config: FullConfig, suite: Suite) {
    this.suite = suite;
  }

  onEnd() {
    const flaky = (this.suite?.allTests() ?? [])
      .filter((test) => test.outcome() === 'flaky')
      .map((test) => ({
        // The path is ['', project, file, ...describes, title]: the file is named apart, the project is one.
        test: test.titlePath().slice(3).join(' › '),
        file: relative(REPO_ROOT, test.location.file),
        attempts: test.results.length,
      }));
    writeFlakyTests('@skillhub/e2e', flaky);
  }
}
