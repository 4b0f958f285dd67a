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
  probe,
  runSql,
  seconds,
  startServer,
  stopServer,
  waitHealthy,
} from './bench-server.mjs';

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
    return await run({ seedMs });
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
 * beside an autocannon run. Start with an unmeasured `load('warm-up', ...)`, so the first measured route is not
 * charged for opening the database pool's connections and warming their catalog caches.
 */
export function measurements() {
  const rows = [];
  const measure = async (title, opts) =>
    rows.push(await load(title, { ...opts, columns: { 'idle ms': await probe(opts.path, opts.headers) } }));
  return { rows, measure };
}

/** The table, under a line naming the database, what was seeded and the load's settings. */
export function printMeasurements(seeded, rows) {
  console.log(
    `\ndatabase: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}; ${seeded}; ` +
      `${connections} connections, ${seconds} s each`,
  );
  console.table(rows);
}
