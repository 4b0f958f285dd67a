/**
 * The API fuzzer against a real server process: starts the server (PGlite in a fresh data folder, or the
 * PostgreSQL of DATABASE_URL) with the demo data, signs in the super admin, the demo course manager and the
 * demo learner (their one-time passwords come from the start-up banner), sends the requests of
 * `api-fuzzer/run-fuzzer.ts` over HTTP, prints the statuses and every 5xx with its request, checks /api/health
 * after, and exits non-zero on any 5xx, any request left without an answer, or an unhealthy server.
 *
 *   npm run fuzz -w @skillhub/server -- [requests=20000] [seed=1]
 *   npm run fuzz:pg -w @skillhub/server -- [requests] [seed]     (a throwaway PostgreSQL 15)
 *
 * Loopback only.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatReport } from './api-fuzzer/report.ts';
import { fuzzApi } from './api-fuzzer/run-fuzzer.ts';

// A port of its own unless BENCH_PORT names one: a benchmark's server on the usual port would answer instead.
process.env.BENCH_PORT ??= String(
  await new Promise((resolve, reject) => {
    const probe = createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  }),
);
const { admin, base, startServer, stopServer, waitHealthy } = await import('./bench-server.mjs');

const requests = Number(process.argv[2] ?? 20_000);
const seed = Number(process.argv[3] ?? 1);
if (!Number.isInteger(requests) || requests < 1 || !Number.isInteger(seed)) {
  console.error('usage: fuzz-api.mjs [requests] [seed]');
  process.exit(2);
}

const agent = new Agent({ keepAlive: true, maxSockets: 1 });

/**
 * One request over HTTP, bytes as given; a request with no answer within 30 s counts as a failure. A kept-alive
 * connection the server closed after its last answer (after a 413 or 431, say) fails the next request on it
 * before it is sent: that one goes again on a new connection, as Node's documentation advises.
 */
function transport(request, retry = true) {
  const { method, url, body } = request;
  // Node sends a DELETE or OPTIONS body without framing unless told its length; the server would read it as
  // the next request on the connection.
  const headers =
    body === undefined ? request.headers : { ...request.headers, 'content-length': Buffer.byteLength(body) };
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      `${base}${url}`,
      { method, headers, agent: retry ? agent : false, timeout: 30_000 },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        response.on('error', reject);
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error('no answer within 30 s')));
    outgoing.on('error', (error) => {
      if (retry && outgoing.reusedSocket && ['ECONNRESET', 'EPIPE'].includes(error.code)) {
        resolve(transport(request, false));
      } else reject(error);
    });
    outgoing.end(body);
  });
}

const dataDir = mkdtempSync(join(tmpdir(), 'skillhub-fuzz-'));
const child = startServer(dataDir, { stdout: 'pipe' });

// The banner names the demo accounts with their passwords; error log lines are counted for the report.
const accounts = [{ label: 'super admin', ...admin }];
let output = '';
const errorLines = [];
child.stdout.setEncoding('utf8');
child.stdout.on('data', (chunk) => {
  output += chunk;
  const lines = output.split('\n');
  output = lines.pop() ?? '';
  for (const line of lines) {
    const account = /^\s{4}(Demo course manager|Demo learner)\s+(\S+@\S+)\s+(\S+)\s*$/.exec(line);
    if (account) accounts.push({ label: account[1], email: account[2], password: account[3] });
    if (line.startsWith('{') && /"level":(50|60)/.test(line)) errorLines.push(line);
  }
});

let exitCode = 1;
try {
  await waitHealthy(child);
  // The banner is printed right after the server starts listening.
  for (let i = 0; i < 300 && accounts.length < 3; i++) await new Promise((r) => setTimeout(r, 100));
  if (accounts.length < 3) throw new Error('the start-up banner did not name the demo accounts');
  console.log(
    `fuzzing ${base} (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}): ${requests} requests, seed ${seed}`,
  );
  const report = await fuzzApi({
    transport,
    requests,
    seed,
    accounts,
    onProgress: (done, total) => process.stdout.write(`  ${done}/${total}\n`),
  });
  console.log(formatReport(report));
  const health = await fetch(`${base}/api/health`).then(
    (r) => r.status,
    (error) => String(error),
  );
  console.log(`GET /api/health after the run: ${health}`);
  console.log(`server log lines at error level: ${errorLines.length}`);
  for (const line of errorLines.slice(0, 10)) console.log(`    ${line.slice(0, 400)}`);
  exitCode = report.failures.length === 0 && health === 200 ? 0 : 1;
} catch (error) {
  console.error(error);
} finally {
  agent.destroy();
  await stopServer(child);
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
