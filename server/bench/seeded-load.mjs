/**
 * What the load benchmarks over bulk-seeded data share: the server on a fresh data folder with the bulk rows in
 * it, the admin's authorization, and each route measured as a row of the printed table. Loopback only.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  admin,
  connections,
  json,
  load,
  measurePlainNode,
  probe,
  rssMb,
  runSql,
  sampleRss,
  seconds,
  startServer,
  stopServer,
  waitHealthy,
  withRatios,
} from './bench-server.mjs';

export const STATIC_ROUTE = 'GET /runtime-config.json (static JSON)';
export const PLAIN_NODE = 'plain node:http JSON (baseline)';

/**
 * Starts the server once to migrate and seed the demo data, stops it while `seedSql` goes in (PGlite allows one
 * process at a time), starts it again and calls `run({ seedMs })`; stops it and removes its data folder
 * whatever happens.
 */
export async function withSeededServer(name, seedSql, run) {
  const dataDir = mkdtempSync(join(tmpdir(), `skillhub-${name}-bench-`));
  let child = startServer(dataDir);
  try {
    await waitHealthy(child, 120_000);
    await stopServer(child);
    const seedStarted = Date.now();
    await runSql(dataDir, seedSql);
    const seedMs = Date.now() - seedStarted;
    child = startServer(dataDir);
    await waitHealthy(child, 120_000);
    return await run({ seedMs, pid: child.pid });
  } finally {
    await stopServer(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The benchmark admin's authorization header, from a fresh login. */
export async function adminHeaders() {
  const login = await json('/api/user/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  return { authorization: `Bearer ${login.data.accessToken}` };
}

/**
 * Rows of the table and `measure(title, { path, headers })`, which adds one: the route's idle latency (`probe`)
 * beside an autocannon run. `baseline()` first measures a plain node:http server and the static route, and notes
 * the API process's idle RSS; every later run samples its RSS under load. Start with an unmeasured
 * `load('warm-up', ...)`, so the first measured route is not charged for opening the database pool's connections
 * and warming their catalog caches.
 */
export function measurements(pid) {
  const rows = [];
  const memory = { idleMb: rssMb(pid), loadMb: 0 };
  const measure = async (title, opts) => {
    const idle = await probe(opts.path, opts.headers);
    const sampler = sampleRss(pid);
    let row;
    try {
      row = await load(title, { ...opts, columns: { 'idle ms': idle } });
    } finally {
      const peak = sampler.stop();
      memory.loadMb = Math.max(memory.loadMb, peak);
      // The process's RSS at its highest during this route's run: which load makes it grow.
      if (row) rows.push({ ...row, 'rss MB': peak });
    }
  };
  const baseline = async () => {
    rows.push({ ...(await measurePlainNode(PLAIN_NODE)), 'idle ms': '' });
    await measure(STATIC_ROUTE, { path: '/runtime-config.json' });
  };
  return { rows, measure, baseline, memory };
}

/**
 * The table with each route's share of the static route's req/s (the static route's of node:http's), under a line
 * naming the database, what was seeded and the load's settings, and the API process's RSS idle and under load.
 */
export function printMeasurements(seeded, rows, memory) {
  console.log(
    `\ndatabase: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}; ${seeded}; ` +
      `${connections} connections, ${seconds} s each`,
  );
  console.table(withRatios(rows, { baseline: PLAIN_NODE, reference: STATIC_ROUTE }));
  if (memory) console.log(`API process RSS: ${memory.idleMb} MB idle, ${memory.loadMb} MB at most under load`);
}
