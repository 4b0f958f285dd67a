#!/usr/bin/env node
/**
 * `npm run test:busy`: the whole suite (`npm test`) as CI runs it (CI=true: its retry policy, a test that passed
 * only on its retry named at the end) while every core is kept busy by other work, as on a CI machine that runs
 * something else. A suite that waits for readiness passes here too, only slower; one that waits for a time fails.
 *
 *   node shared/scripts/test-busy.mjs [--runs=3] [--max-minutes=90]
 *
 * The load is bounded: one busy thread per core, at normal priority, each spinning in 50 ms slices until the
 * last run ends or `--max-minutes` per run pass, whichever comes first. `--runs=N` runs the suite N times in a row with
 * the load on and stops at the first failure.
 */
import { spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

const option = (name, fallback) => {
  const arg = process.argv.find((a) => a.startsWith(`--${name}=`));
  return arg ? Number(arg.split('=')[1]) : fallback;
};
const runs = option('runs', 1);
// Per run, so that a third run is loaded as the first was.
const deadline = Date.now() + runs * option('max-minutes', 90) * 60_000;
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

// Each thread spins until the deadline; the suite's end terminates them sooner.
const spinner = `
  const { workerData } = require('node:worker_threads');
  let x = 0;
  while (Date.now() < workerData.deadline) {
    const sliceEnd = Date.now() + 50;
    while (Date.now() < sliceEnd) x = (x * 1103515245 + 12345) % 2147483648;
  }
`;
const cores = availableParallelism();
const load = Array.from({ length: cores }, () => new Worker(spinner, { eval: true, workerData: { deadline } }));
console.log(
  `test:busy: ${cores} busy threads until the suite ends (at most until ${new Date(deadline).toISOString()})`,
);

let status = 0;
for (let run = 1; run <= runs && status === 0; run++) {
  console.log(`\ntest:busy: run ${run} of ${runs}`);
  const started = Date.now();
  status =
    spawnSync('node', ['shared/scripts/run-tests.mjs'], {
      cwd: repoRoot,
      stdio: 'inherit',
      env: { ...process.env, CI: 'true' },
    }).status ?? 1;
  console.log(
    `test:busy: run ${run} ${status === 0 ? 'passed' : 'FAILED'} in ${((Date.now() - started) / 60_000).toFixed(1)} min`,
  );
}
await Promise.all(load.map((worker) => worker.terminate()));
process.exit(status);
