/**
 * What every API benchmark shares: the settings from the environment, starting the real server on a data
 * folder (with the per-address limit lifted, since the benchmark is one client on loopback), waiting for it,
 * stopping it, and one autocannon run reduced to a table row. Loopback only.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const serverDir = fileURLToPath(new URL('..', import.meta.url));

export const port = Number(process.env.BENCH_PORT ?? 3390);
export const base = `http://127.0.0.1:${port}`;
export const seconds = Number(process.env.BENCH_SECONDS ?? 10);
export const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
export const admin = { email: 'bench@skillhub.test', password: 'Bench@12345' };

/** `stdout: 'pipe'` lets the caller read the start-up banner (the demo accounts' one-time passwords). */
export function startServer(dataDir, { stdout = 'ignore' } = {}) {
  return spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    stdio: ['ignore', stdout, 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      DEMO_DATA: 'true',
      RATE_LIMIT_PER_MINUTE: '100000000',
    },
  });
}

export async function waitHealthy(child, deadlineMs = 120_000) {
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

export async function stopServer(child) {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}

/** One autocannon run against `opts.path`, as a row of the printed table (extra columns pass through). */
export function load(title, { columns = {}, ...opts }) {
  return new Promise((resolve, reject) => {
    autocannon({ url: `${base}${opts.path}`, connections, duration: seconds, ...opts }, (err, result) => {
      if (err) return reject(err);
      resolve({
        route: title,
        ...columns,
        'req/s': Math.round(result.requests.average),
        'p50 ms': result.latency.p50,
        'p99 ms': result.latency.p99,
        errors: result.non2xx + result.errors,
      });
    });
  });
}
