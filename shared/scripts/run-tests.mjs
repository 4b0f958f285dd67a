#!/usr/bin/env node
/**
 * `npm test`: every test of every workspace, then what each task took and which tests were flaky.
 *
 *   node shared/scripts/run-tests.mjs [turbo run options, e.g. --filter=@skillhub/server]
 *
 * One turbo run of lint, typecheck, test and test:pg for every workspace, two tasks side by side (each vitest
 * run takes half the cores: test-policy.mjs), continuing past a failure so that one run shows every failure.
 * At the end it prints turbo's summary as a table of the tasks and their times, longest first, and the tests
 * that failed and passed on a retry (flaky-report.mjs), by name. Exits with turbo's code.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { clearFlakyTests, REPO_ROOT, readFlakyTests } from '../src/test-support/flaky-report.mjs';

const TASKS = ['lint', 'typecheck', 'test', 'test:pg'];
const TEST_CONCURRENCY = 2;

const startedAt = Date.now();
clearFlakyTests();

const rootLint = spawnSync(
  'npx',
  ['biome', 'check', 'package.json', 'turbo.json', 'biome.json', 'tsconfig.base.json'],
  { cwd: REPO_ROOT, stdio: 'inherit' },
);

const turbo = spawnSync(
  'npx',
  [
    'turbo',
    'run',
    ...TASKS,
    `--concurrency=${TEST_CONCURRENCY}`,
    '--continue',
    '--summarize',
    ...process.argv.slice(2),
  ],
  { cwd: REPO_ROOT, stdio: 'inherit', env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' } },
);

printTaskTimes();
printFlakyTests();
const minutes = ((Date.now() - startedAt) / 60_000).toFixed(1);
const failed = rootLint.status !== 0 || turbo.status !== 0;
console.log(`\nnpm test ${failed ? 'FAILED' : 'passed'} in ${minutes} min`);
process.exit(failed ? 1 : 0);

/** The newest run summary turbo wrote (`--summarize`), as a table of its tasks, longest first. */
function printTaskTimes() {
  const dir = join(REPO_ROOT, '.turbo', 'runs');
  let newest;
  try {
    newest = readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => join(dir, f))
      .filter((f) => statSync(f).mtimeMs >= startedAt)
      .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0];
  } catch {
    newest = undefined;
  }
  if (!newest) {
    console.log('\nturbo wrote no run summary');
    return;
  }
  const summary = JSON.parse(readFileSync(newest, 'utf8'));
  const rows = summary.tasks
    .filter((task) => task.execution)
    .map((task) => ({
      task: task.taskId,
      seconds: (task.execution.endTime - task.execution.startTime) / 1000,
      startedAt: (task.execution.startTime - summary.execution.startTime) / 1000,
      result: task.cache?.status === 'HIT' ? 'cached' : task.execution.exitCode === 0 ? 'ok' : 'FAILED',
    }))
    .sort((a, b) => b.seconds - a.seconds);
  console.log('\nTask times (turbo run summary):');
  console.log(`${'task'.padEnd(44)} ${'took'.padStart(8)} ${'from'.padStart(8)}  result`);
  for (const row of rows) {
    const took = `${row.seconds.toFixed(1)}s`;
    const from = `+${row.startedAt.toFixed(0)}s`;
    console.log(`${row.task.padEnd(44)} ${took.padStart(8)} ${from.padStart(8)}  ${row.result}`);
  }
}

function printFlakyTests() {
  const flaky = readFlakyTests();
  if (flaky.length === 0) {
    console.log('\nFlaky tests (failed, then passed on a retry): none');
    return;
  }
  console.log(`\nFlaky tests (failed, then passed on a retry): ${flaky.length}`);
  for (const test of flaky) {
    console.log(`  ${test.runner} › ${test.file} › ${test.test} (passed on attempt ${test.attempts})`);
  }
}
