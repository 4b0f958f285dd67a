/**
 * API load benchmark: starts the real server (PGlite by default, PostgreSQL when DATABASE_URL is set, e.g.
 * under scripts/with-postgres.mjs), then loads a plain node:http JSON server (the baseline), a static JSON route,
 * the health check, the public category list and the authenticated user list with autocannon, and prints requests
 * per second, latency percentiles, each route's share of the static route's req/s (the static route's of
 * node:http's) and the API process's RSS idle and under load.
 * Run: `npm run bench -w @skillhub/server` (or `npm run bench:pg -w @skillhub/server`). Loopback only.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  admin,
  base,
  connections,
  load,
  measurePlainNode,
  rssMb,
  sampleRss,
  seconds,
  startServer,
  stopServer,
  waitHealthy,
  withRatios,
} from './bench-server.mjs';

const PLAIN_NODE = 'plain node:http JSON (baseline)';
const STATIC_ROUTE = 'GET /runtime-config.json (static JSON)';

const dataDir = mkdtempSync(join(tmpdir(), 'skillhub-bench-'));
const started = Date.now();
const child = startServer(dataDir);
try {
  await waitHealthy(child);
  const startupMs = Date.now() - started;
  const login = await fetch(`${base}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  const token = (await login.json()).data.accessToken;
  const idleMb = rssMb(child.pid);
  const rows = [await measurePlainNode(PLAIN_NODE)];
  const sampler = sampleRss(child.pid);
  rows.push(await load(STATIC_ROUTE, { path: '/runtime-config.json' }));
  rows.push(await load('GET /api/health', { path: '/api/health' }));
  rows.push(await load('GET /api/course/category', { path: '/api/course/category' }));
  rows.push(
    await load('GET /api/user/all (bearer)', {
      path: '/api/user/all?limit=10',
      headers: { authorization: `Bearer ${token}` },
    }),
  );
  const loadMb = sampler.stop();
  console.log(
    `\ndatabase: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}; ${connections} connections, ${seconds} s each`,
  );
  console.log(`start-up to healthy on a fresh data folder: ${startupMs} ms`);
  console.table(withRatios(rows, { baseline: PLAIN_NODE, reference: STATIC_ROUTE }));
  console.log(`API process RSS: ${idleMb} MB idle, ${loadMb} MB at most under load`);
} finally {
  await stopServer(child);
  rmSync(dataDir, { recursive: true, force: true });
}
