/**
 * API load benchmark: starts the real server (PGlite by default, PostgreSQL when DATABASE_URL is set, e.g.
 * under scripts/with-postgres.mjs), then loads a static JSON route, the health check, the public category list
 * and the authenticated user list with autocannon, and prints requests per second and latency percentiles.
 * Run: `npm run bench -w @skillhub/server` (or `npm run bench:pg -w @skillhub/server`). Loopback only.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.BENCH_PORT ?? 3390);
const base = `http://127.0.0.1:${port}`;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const admin = { email: 'bench@skillhub.test', password: 'Bench@12345' };

async function waitHealthy(child, deadlineMs) {
  const deadline = Date.now() + deadlineMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error('server exited during start-up');
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not become healthy');
}

function run(title, opts) {
  return new Promise((resolve, reject) => {
    autocannon({ url: `${base}${opts.path}`, connections, duration: seconds, ...opts }, (err, result) => {
      if (err) return reject(err);
      const non2xx = result.non2xx + result.errors;
      resolve({
        route: title,
        'req/s': Math.round(result.requests.average),
        'p50 ms': result.latency.p50,
        'p99 ms': result.latency.p99,
        errors: non2xx,
      });
    });
  });
}

const dataDir = mkdtempSync(join(tmpdir(), 'skillhub-bench-'));
const started = Date.now();
const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
  cwd: serverDir,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    DEMO_DATA: 'true',
    // The benchmark is one client on loopback: lift the per-address limit so it measures the server.
    RATE_LIMIT_PER_MINUTE: '100000000',
  },
});
try {
  await waitHealthy(child, 120_000);
  const startupMs = Date.now() - started;
  const login = await fetch(`${base}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  const token = (await login.json()).data.accessToken;
  const rows = [];
  rows.push(await run('GET /runtime-config.json (static JSON)', { path: '/runtime-config.json' }));
  rows.push(await run('GET /api/health', { path: '/api/health' }));
  rows.push(await run('GET /api/course/category', { path: '/api/course/category' }));
  rows.push(
    await run('GET /api/user/all (bearer)', {
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
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
