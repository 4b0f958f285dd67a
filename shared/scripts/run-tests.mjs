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
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { stripVTControlCharacters } from 'node:util';
import { clearFlakyTests, REPO_ROOT, readFlakyTests } from '../src/test-support/flaky-report.mjs';

const E2E = '@skillhub/e2e';
const TASKS = ['lint', 'typecheck', 'test', 'test:pg'];
const TEST_CONCURRENCY = 2;
/** Lines of a failed task's log shown at the end: enough for an assertion and its stack, not the whole run. */
const FAILURE_LINES = 60;
/** The end-to-end platform's last warnings and errors shown when the journeys failed. */
const PLATFORM_WARNINGS = 20;
/** Where a runner's own account of its failures begins, in the order looked for: vitest's, then Playwright's. */
const FAILURE_STARTS = [/Failed Tests \d+/, /Unhandled Errors?/, /^\s*\d+ failed$/];

const startedAt = Date.now();
clearFlakyTests();

const rootLint = spawnSync(
  'npx',
  ['biome', 'check', 'package.json', 'turbo.json', 'biome.json', 'tsconfig.base.json'],
  { cwd: REPO_ROOT, stdio: 'inherit' },
);

/** Each task's output lines, by turbo's prefix ("@skillhub/server:test:pg"), to say at the end why a task failed. */
const outputByTask = new Map();

/** One turbo run, its output passed through as it comes and kept by task; resolves to its exit code. */
function turbo(args) {
  const child = spawn('npx', ['turbo', 'run', ...args, '--continue', '--summarize'], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' },
  });
  createInterface({ input: child.stdout, crlfDelay: Number.POSITIVE_INFINITY }).on('line', (line) => {
    process.stdout.write(`${line}\n`);
    const plain = stripVTControlCharacters(line);
    const prefix = /^(@[\w-]+\/[\w-]+:[\w:-]+): /.exec(plain);
    if (!prefix) return;
    const lines = outputByTask.get(prefix[1]) ?? [];
    lines.push(plain.slice(prefix[0].length));
    outputByTask.set(prefix[1], lines);
  });
  return new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
}

const codes = await Promise.all([
  turbo([...TASKS, `--filter=${E2E}`, '--concurrency=1']),
  turbo([...TASKS, `--filter=!${E2E}`, `--concurrency=${TEST_CONCURRENCY}`]),
]);

const summaries = readRunSummaries();
printTaskTimes(summaries);
printFlakyTests();
printFailures(summaries);
const minutes = ((Date.now() - startedAt) / 60_000).toFixed(1);
const failed = rootLint.status !== 0 || codes.some((code) => code !== 0);
console.log(`\nnpm test ${failed ? 'FAILED' : 'passed'} in ${minutes} min`);
process.exit(failed ? 1 : 0);

/** The run summaries turbo wrote (`--summarize`) since the start, for the two runs above. */
function readRunSummaries() {
  const dir = join(REPO_ROOT, '.turbo', 'runs');
  try {
    return (
      readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .map((f) => join(dir, f))
        .filter((f) => statSync(f).mtimeMs >= startedAt)
        .map((f) => JSON.parse(readFileSync(f, 'utf8')))
        // Only the two runs above: the end-to-end suite's build is a turbo run of its own.
        .filter((summary) => summary.tasks.some((task) => TASKS.includes(task.task)))
    );
  } catch {
    return [];
  }
}

/** The tasks of the runs as one table, longest first. */
function printTaskTimes(summaries) {
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

/**
 * Why each failed task failed, last: CI shows the end of the output, and a failure scrolled away among thousands
 * of lines of passing tests is a failure nobody can read. Vitest's own account of its failures starts at its
 * "Failed Tests" or "Unhandled Errors" line, Playwright's at "N failed"; for other tasks (a type check, a lint),
 * the end of their output says why.
 */
function printFailures(summaries) {
  const failed = summaries
    .flatMap((summary) => summary.tasks)
    .filter((task) => task.execution && task.execution.exitCode !== 0 && task.cache?.status !== 'HIT');
  for (const task of failed) {
    const lines = outputByTask.get(`${task.package}:${task.task}`) ?? ['(the task printed nothing)'];
    const start = FAILURE_STARTS.map((start) => lines.findIndex((line) => start.test(line))).find((i) => i >= 0) ?? -1;
    const shown = start >= 0 ? lines.slice(start, start + FAILURE_LINES) : lines.slice(-FAILURE_LINES);
    console.log(`\nWhy ${task.taskId} failed:`);
    for (const line of shown) console.log(`  ${line}`);
    if (task.package === '@skillhub/e2e') printPlatformWarnings();
  }
}

/**
 * What the end-to-end platform saw, the last of it: its warnings and errors (pino levels 40 and up) and the requests
 * that took a second or more (a journey that waited in vain often waited on one).
 */
function printPlatformWarnings() {
  const log = join(REPO_ROOT, 'e2e/test-results/platform.log');
  if (!existsSync(log)) return;
  const warnings = readFileSync(log, 'utf8')
    .split('\n')
    .filter((line) => /"level":(4|5|6)0\b/.test(line) || Number(/"responseTime":([\d.]+)/.exec(line)?.[1]) >= 1000);
  console.log(`\nThe platform's warnings, errors and slow answers during the journeys (${warnings.length}; ${log}):`);
  for (const line of warnings.slice(-PLATFORM_WARNINGS)) console.log(`  ${line.slice(0, 600)}`);
}
