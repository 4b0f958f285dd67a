#!/usr/bin/env node
/**
 * `npm test`: every test of every workspace, then what each task took and which tests were flaky.
 *
 *   node shared/scripts/run-tests.mjs
 *
 * Two turbo runs side by side, so that both cores stay busy from the first second to the last:
 * - the end-to-end suite (its build, then Chromium against the composed build), the longest single task, from
 *   the start: in one run with the rest, turbo might start it last;
 * - lint, typecheck, test and test:pg of every other workspace, two tasks at a time (each vitest run takes half
 *   the cores: test-policy.mjs), continuing past a failure so that one run shows every failure.
 * At the end it prints turbo's run summaries as one table of the tasks and their times, longest first, and the
 * tests that failed and passed on a retry (flaky-report.mjs), by name. Exits non-zero when anything failed.
 */
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { clearFlakyTests, REPO_ROOT, readFlakyTests } from '../src/test-support/flaky-report.mjs';

const E2E = '@skillhub/e2e';
const TASKS = ['lint', 'typecheck', 'test', 'test:pg'];
const TEST_CONCURRENCY = 2;

const startedAt = Date.now();
clearFlakyTests();

const rootLint = spawnSync(
  'npx',
  ['biome', 'check', 'package.json', 'turbo.json', 'biome.json', 'tsconfig.base.json'],
  { cwd: REPO_ROOT, stdio: 'inherit' },
);

/** One turbo run, its output passed through as it comes; resolves to its exit code. */
function turbo(args) {
  const child = spawn('npx', ['turbo', 'run', ...args, '--continue', '--summarize'], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' },
  });
  return new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
}

const codes = await Promise.all([
  turbo([...TASKS, `--filter=${E2E}`, '--concurrency=1']),
  turbo([...TASKS, `--filter=!${E2E}`, `--concurrency=${TEST_CONCURRENCY}`]),
]);

printTaskTimes();
printFlakyTests();
const minutes = ((Date.now() - startedAt) / 60_000).toFixed(1);
const failed = rootLint.status !== 0 || codes.some((code) => code !== 0);
console.log(`\nnpm test ${failed ? 'FAILED' : 'passed'} in ${minutes} min`);
process.exit(failed ? 1 : 0);

/** The run summaries turbo wrote (`--summarize`) since the start, as one table of their tasks, longest first. */
function printTaskTimes() {
  const dir = join(REPO_ROOT, '.turbo', 'runs');
  let summaries = [];
  try {
    summaries = readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => join(dir, f))
      .filter((f) => statSync(f).mtimeMs >= startedAt)
      .map((f) => JSON.parse(readFileSync(f, 'utf8')))
      // Only the two runs above: the end-to-end suite's build is a turbo run of its own.
      .filter((summary) => summary.tasks.some((task) => TASKS.includes(task.task)));
  } catch {
    summaries = [];
  }
  if (summaries.length === 0) {
    console.log('\nturbo wrote no run summary');
    return;
  }
  const rows = summaries
    .flatMap((summary) => summary.tasks)
    .filter((task) => task.execution)
    .map((task) => ({
      task: task.taskId,
      seconds: (task.execution.endTime - task.execution.startTime) / 1000,
      from: (task.execution.startTime - startedAt) / 1000,
      result: task.cache?.status === 'HIT' ? 'cached' : task.execution.exitCode === 0 ? 'ok' : 'FAILED',
    }))
    .sort((a, b) => b.seconds - a.seconds);
  console.log('\nTask times (turbo run summaries; "from" is when the task started):');
  console.log(`${'task'.padEnd(44)} ${'took'.padStart(8)} ${'from'.padStart(8)}  result`);
  for (const row of rows) {
    const took = `${row.seconds.toFixed(1)}s`;
    const from = `+${row.from.toFixed(0)}s`;
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
