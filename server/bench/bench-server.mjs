/**
 * What every API benchmark shares: the settings from the environment, starting the real server on a data
 * folder (with the per-address limit lifted, since the benchmark is one client on loopback), waiting for it,
 * stopping it, and one autocannon run reduced to a table row. Loopback only.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { SERVER_NODE_FLAGS } from '../scripts/server-node-flags.mjs';

const serverDir = fileURLToPath(new URL('..', import.meta.url));

export const port = Number(process.env.BENCH_PORT ?? 3390);
export const base = `http://127.0.0.1:${port}`;
export const seconds = Number(process.env.BENCH_SECONDS ?? 10);
export const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
export const admin = { email: 'bench@skillhub.test', password: 'Bench@12345' };

/**
 * BENCH_CPU_PROF=<folder>: the server writes a V8 CPU profile there when it stops (open it in Chrome DevTools),
 * sampled every BENCH_CPU_PROF_INTERVAL µs (V8's 1000 by default; finer for short bursts).
 */
const profileFlags = process.env.BENCH_CPU_PROF
  ? [
      '--cpu-prof',
      `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`,
      `--cpu-prof-interval=${Number(process.env.BENCH_CPU_PROF_INTERVAL ?? 1000)}`,
    ]
  : [];

/**
 * `stdout: 'pipe'` lets the caller read the start-up banner (the demo accounts' one-time passwords); `env` adds
 * or overrides settings of the server.
 */
export function startServer(dataDir, { stdout = 'ignore', env = {} } = {}) {
  // As npm start runs it: the benchmarks measure the production process, memory included.
  return spawn(process.execPath, [...SERVER_NODE_FLAGS, ...profileFlags, '--import', 'tsx', 'src/main.ts'], {
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
      // The demo catalogue's lecture videos would keep ffmpeg busy on the cores the measured requests need
      // (and count in the server's CPU): API benchmarks run without the transcoding worker.
      TRANSCODE_CONCURRENCY: '0',
      ...env,
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

/** A process's CPU time so far in ms (user and system, Linux /proc), or null where unavailable. */
export function cpuMs(pid) {
  try {
    // Fields 14 and 15 (utime, stime), in clock ticks of 10 ms; the name in field 2 may hold spaces.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

/**
 * One autocannon run against `opts.path`, as a row of the printed table (extra columns pass through). With
 * `cpuOf` (the server's pid), also the server's CPU time per answer: unlike req/s, it does not depend on how much
 * of the cores the load generator took in that run.
 */
export function load(title, { columns = {}, cpuOf, ...opts }) {
  const cpuBefore = cpuOf ? cpuMs(cpuOf) : null;
  return new Promise((resolve, reject) => {
    autocannon({ url: `${base}${opts.path}`, connections, duration: seconds, ...opts }, (err, result) => {
      if (err) return reject(err);
      const cpuAfter = cpuOf ? cpuMs(cpuOf) : null;
      const cpu =
        cpuBefore !== null && cpuAfter !== null && result.requests.total > 0
          ? { 'server µs/req': Math.round(((cpuAfter - cpuBefore) * 1000) / result.requests.total) }
          : {};
      resolve({
        route: title,
        ...columns,
        'req/s': Math.round(result.requests.average),
        'p50 ms': result.latency.p50,
        'p99 ms': result.latency.p99,
        errors: result.non2xx + result.errors,
        ...cpu,
      });
    });
  });
}

/** The baseline: a plain node:http server answering a small JSON body, in a process of its own like the API. */
const PLAIN_SERVER = `
const body = JSON.stringify({ success: true, message: 'ok', data: { status: 'up' } });
require('node:http')
  .createServer((request, response) => {
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
    response.end(body);
  })
  .listen(0, '127.0.0.1', function () { process.send(this.address().port); });
`;

/** Runs `PLAIN_SERVER` and loads it like any route: the most a Node process can answer here in this run. */
export async function measurePlainNode(title = 'plain node:http JSON (baseline)') {
  const child = spawn(process.execPath, ['-e', PLAIN_SERVER], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  try {
    // A free port of the system's choosing, told back once listening.
    const plainPort = await new Promise((resolve, reject) => {
      child.once('message', resolve);
      child.once('exit', () => reject(new Error('the plain node:http server exited')));
    });
    return await load(title, { url: `http://127.0.0.1:${plainPort}/`, path: '/' });
  } finally {
    await stopServer(child);
  }
}

/** A process's resident memory in MB (Linux /proc), or null where unavailable. */
export function rssMb(pid) {
  try {
    const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
    return Number.isFinite(kb) ? Math.round(kb / 1024) : null;
  } catch {
    return null;
  }
}

/** Samples a process's RSS every 250 ms; `stop()` returns the highest seen. */
export function sampleRss(pid) {
  let peak = rssMb(pid) ?? 0;
  const timer = setInterval(() => {
    peak = Math.max(peak, rssMb(pid) ?? 0);
  }, 250);
  return {
    stop() {
      clearInterval(timer);
      return peak;
    },
  };
}

/**
 * The table with each row's share of a reference row's req/s: `static` against the node:http baseline, every other
 * row against `static`.
 */
export function withRatios(rows, { baseline, reference }) {
  const reqs = (title) => rows.find((r) => r.route === title)?.['req/s'];
  const ratio = (a, b) => (a && b ? `${Math.round((a / b) * 100)}%` : '');
  return rows.map((row) => {
    if (row.route === baseline) return { ...row, ratio: '' };
    if (row.route === reference) return { ...row, ratio: `${ratio(row['req/s'], reqs(baseline))} of node:http` };
    return { ...row, ratio: `${ratio(row['req/s'], reqs(reference))} of static` };
  });
}

/** Outside the seeding transaction: sets hint bits and the visibility map as autovacuum would in time. */
const VACUUM_SQL = 'VACUUM ANALYZE';

/**
 * Bulk rows in plain SQL, written while the server is stopped (PGlite allows one process at a time), then
 * vacuumed. PostgreSQL when DATABASE_URL is set, else the PGlite data folder the server used.
 */
export async function runSql(dataDir, sql) {
  if (process.env.DATABASE_URL) {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    try {
      await client.query(sql);
      await client.query(VACUUM_SQL);
    } finally {
      await client.end();
    }
    return;
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { citext } = await import('@electric-sql/pglite/contrib/citext');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const db = await PGlite.create({ dataDir: join(dataDir, 'pgdata'), extensions: { citext, pg_trgm } });
  try {
    await db.exec(sql);
    await db.exec(VACUUM_SQL);
  } finally {
    await db.close();
  }
}

/** Median of sequential single requests: the latency one visitor sees on an idle server. */
export async function probe(path, headers = {}) {
  const times = [];
  for (let i = 0; i < 9; i++) {
    const started = performance.now();
    const response = await fetch(`${base}${path}`, { headers });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    times.push(performance.now() - started);
  }
  return Math.round(times.sort((a, b) => a - b)[4] * 10) / 10;
}

export async function json(path, init) {
  const response = await fetch(`${base}${path}`, init);
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response.json();
}
