/**
 * API load benchmark: starts the real server (PGlite by default, PostgreSQL when DATABASE_URL is set, e.g.
 * under scripts/with-postgres.mjs), then loads a static JSON route, the health check, the public category list
 * and the authenticated user list with autocannon, and prints requests per second and latency percentiles.
 * Run: `npm run bench -w @skillhub/server` (or `npm run bench:pg -w @skillhub/server`). Loopback only.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { admin, base, connections, load, seconds, startServer, stopServer, waitHealthy } from './bench-server.mjs';

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
  const rows = [];
  rows.push(await load('GET /runtime-config.json (static JSON)', { path: '/runtime-config.json' }));
  rows.push(await load('GET /api/health', { path: '/api/health' }));
  rows.push(await load('GET /api/course/category', { path: '/api/course/category' }));
  rows.push(
    await load('GET /api/user/all (bearer)', {
      path: '/api/user/all?limit=10',
      headers: { authorization: `Bearer ${token}` },
    }),
  );
  console.log(
    `\ndatabase: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}; ${connections} connections, ${seconds} s each`,
  );
  console.log(`start-up to healthy on a fresh data folder: ${startupMs} ms`);
  console.table(rows);
} finally {
  await stopServer(child);
  rmSync(dataDir, { recursive: true, force: true });
}
