/**
 * Quiz grading benchmark: starts the real server with the demo catalogue, enrols the benchmark's super admin in
 * a demo course, builds 50 quizzes of 50 questions (single, multiple choice and true/false), and then, round
 * after round, opens an attempt on each quiz, answers every question, and submits the 50 attempts at once: the
 * latency of those concurrent submissions (each graded on the server) is the figure, with the CPU each one cost
 * the server, PostgreSQL and this client, and each burst on its own (the machine is shared: a burst that lost
 * the cores shows there). With BENCH_CPU_PROF it also writes the bursts' times (submit-windows.json) to cut
 * the server's profile to them.
 * Run: `npm run bench:quiz -w @skillhub/server` (`bench:quiz:pg` on PostgreSQL). Loopback only.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createBrotliDecompress, createGunzip } from 'node:zlib';
import { admin, base, startServer, stopServer, waitHealthy } from './bench-server.mjs';

const QUIZZES = Number(process.env.BENCH_QUIZZES ?? 50);
const QUESTIONS = 50;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);

const dataDir = mkdtempSync(join(tmpdir(), 'skillhub-bench-'));
const child = startServer(dataDir);

/**
 * The client: node:http with a keep-alive agent of one socket per quiz, so that a burst goes out at once on
 * open connections. It costs this process about half of what fetch did (0.33 -> 0.18 ms of CPU per
 * submission), and this process shares the machine's cores with the server and the database. It asks for
 * compression as a browser does.
 */
const agent = new Agent({ keepAlive: true, maxSockets: QUIZZES });

function call(method, path, token, body) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const headers = {
    'accept-encoding': 'gzip, br',
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
  };
  return new Promise((resolve, reject) => {
    const req = request(`${base}/api${path}`, { method, headers, agent }, (response) => {
      const encoding = response.headers['content-encoding'];
      const body =
        encoding === 'gzip'
          ? response.pipe(createGunzip())
          : encoding === 'br'
            ? response.pipe(createBrotliDecompress())
            : response;
      const chunks = [];
      body.on('data', (chunk) => chunks.push(chunk));
      body.on('error', reject);
      body.on('end', () => {
        try {
          const json = JSON.parse(Buffer.concat(chunks).toString('utf8'));
          if (response.statusCode >= 300) {
            reject(new Error(`${method} ${path} -> ${response.statusCode}: ${JSON.stringify(json)}`));
          } else resolve(json);
        } catch (error) {
          reject(error);
        }
      });
    });
    req.on('error', reject);
    req.end(payload);
  });
}

function question(i) {
  if (i % 5 === 0)
    return { kind: 'true_false', prompt: `Statement ${i} holds`, correct: [i % 2], explanation: 'So it is.' };
  if (i % 5 === 1) {
    return { kind: 'multiple', prompt: `Pick the right ones (${i})`, options: ['a', 'b', 'c', 'd'], correct: [0, 2] };
  }
  return {
    kind: 'single',
    prompt: `Question ${i}: which one?`,
    options: ['first', 'second', 'third', 'fourth'],
    correct: [i % 4],
    explanation: `Option ${i % 4} is the right one because the lecture said so.`,
  };
}

/** The server process's CPU time so far in ms (Linux /proc; user + system), or NaN where unavailable. */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return Number.NaN;
  }
}

/**
 * The CPU so far of a process and its children (PostgreSQL's postmaster and its backends), in ms; NaN where
 * /proc is unavailable. The backends of the server's pool live through the run, so their time is all there.
 */
function treeCpuMs(rootPid) {
  try {
    let total = cpuMs(rootPid);
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const fields = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1].split(' ');
        if (Number(fields[1]) === rootPid) total += ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
      } catch {}
    }
    return total;
  } catch {
    return Number.NaN;
  }
}

/** PostgreSQL's postmaster (the parent of a backend), when the benchmark runs on PostgreSQL under Linux. */
async function postmasterPid() {
  if (!process.env.DATABASE_URL) return null;
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query('select pg_backend_pid() as pid');
    return Number(/PPid:\s+(\d+)/.exec(readFileSync(`/proc/${rows[0].pid}/status`, 'utf8'))?.[1]);
  } catch {
    return null;
  } finally {
    await client.end();
  }
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

try {
  await waitHealthy(child);
  const login = await call('POST', '/user/login', undefined, admin);
  const token = login.data.accessToken;
  const userId = login.data.user._id;
  const [course] = (await call('GET', '/course/published?limit=1')).data;
  await call('POST', '/user/assign-course', token, { courseId: course._id, userId });
  const sectionId = (await call('GET', `/course/content/${course._id}`, token)).data.sections[0]._id;
  const questions = Array.from({ length: QUESTIONS }, (_, i) => question(i));
  for (let i = 0; i < QUIZZES; i++) {
    await call('POST', `/course/quiz/${course._id}`, token, {
      sectionId,
      title: `Benchmark quiz ${i}`,
      passPercent: 60,
      shuffle: true,
      questions,
    });
  }
  const quizIds = (await call('GET', `/course/quiz/${course._id}`, token)).data.quizzes
    .filter((q) => q.title.startsWith('Benchmark quiz'))
    .map((q) => q._id);

  const postmaster = await postmasterPid();
  const submitMs = [];
  const rounds = [];
  let submitCpuMs = 0;
  let databaseCpuMs = 0;
  let clientCpuMs = 0;
  // With BENCH_CPU_PROF, the bursts' start and end on the clock V8's profile uses (monotonic, µs), so that the
  // server's profile can be cut to the submissions alone.
  const windows = [];
  const monotonicUs = () => Number(process.hrtime.bigint() / 1000n);
  let submitWallMs = 0;
  const answerMs = [];
  for (let round = 0; round < ROUNDS; round++) {
    const attempts = await Promise.all(
      quizIds.map(async (quizId) => ({
        quizId,
        attempt: (await call('POST', `/course/quiz-attempt/${course._id}/${quizId}`, token)).data,
      })),
    );
    // Every question answered (option 0, or 0 and 2), ten quizzes at a time.
    for (let i = 0; i < attempts.length; i += 10) {
      await Promise.all(
        attempts.slice(i, i + 10).map(async ({ quizId, attempt }) => {
          for (const q of attempt.questions) {
            const started = performance.now();
            await call('PUT', `/course/quiz-attempt/${course._id}/${quizId}/${attempt._id}/answer`, token, {
              questionId: q._id,
              optionIds: q.kind === 'multiple' ? [0, 2] : [0],
            });
            answerMs.push(performance.now() - started);
          }
        }),
      );
    }
    // The measured part: every attempt submitted at the same moment.
    const cpuBefore = cpuMs(child.pid);
    const databaseBefore = postmaster ? treeCpuMs(postmaster) : Number.NaN;
    const roundMs = [];
    const clientBefore = process.cpuUsage();
    const windowStart = monotonicUs();
    const wallBefore = performance.now();
    await Promise.all(
      attempts.map(async ({ quizId, attempt }) => {
        const started = performance.now();
        const graded = await call('POST', `/course/quiz-attempt/${course._id}/${quizId}/${attempt._id}/submit`, token);
        roundMs.push(performance.now() - started);
        if (graded.data.total !== QUESTIONS) throw new Error(`graded ${graded.data.total} questions`);
      }),
    );
    const wall = performance.now() - wallBefore;
    submitWallMs += wall;
    windows.push([windowStart, monotonicUs()]);
    const serverCpu = cpuMs(child.pid) - cpuBefore;
    submitCpuMs += serverCpu;
    databaseCpuMs += postmaster ? treeCpuMs(postmaster) - databaseBefore : Number.NaN;
    submitMs.push(...roundMs);
    roundMs.sort((a, b) => a - b);
    rounds.push({
      round: round + 1,
      'wall ms': Math.round(wall),
      'server CPU ms': Math.round(serverCpu),
      'p50 ms': Math.round(percentile(roundMs, 50)),
      'p95 ms': Math.round(percentile(roundMs, 95)),
      load: Number(loadavg()[0].toFixed(1)),
    });
    const client = process.cpuUsage(clientBefore);
    clientCpuMs += (client.user + client.system) / 1000;
  }
  if (process.env.BENCH_CPU_PROF) {
    writeFileSync(join(process.env.BENCH_CPU_PROF, 'submit-windows.json'), JSON.stringify(windows));
  }
  // One more round submitted one after another: the cost of one grading call without queueing.
  const aloneMs = [];
  for (const quizId of quizIds) {
    const attempt = (await call('POST', `/course/quiz-attempt/${course._id}/${quizId}`, token)).data;
    await call('PUT', `/course/quiz-attempt/${course._id}/${quizId}/${attempt._id}/answer`, token, {
      questionId: attempt.questions[0]._id,
      optionIds: [0],
    });
    const started = performance.now();
    await call('POST', `/course/quiz-attempt/${course._id}/${quizId}/${attempt._id}/submit`, token);
    aloneMs.push(performance.now() - started);
  }
  aloneMs.sort((a, b) => a - b);
  submitMs.sort((a, b) => a - b);
  answerMs.sort((a, b) => a - b);
  const row = (name, list, extra = {}) => ({
    call: name,
    samples: list.length,
    ...extra,
    'p50 ms': Math.round(percentile(list, 50) * 10) / 10,
    'p95 ms': Math.round(percentile(list, 95) * 10) / 10,
    'p99 ms': Math.round(percentile(list, 99) * 10) / 10,
    'max ms': Math.round(list.at(-1) * 10) / 10,
  });
  // The machine's load when the figures were taken: on a shared machine they only mean something with it.
  console.log(
    `\nload average ${loadavg()[0].toFixed(1)} on ${cpus().length} CPUs; database: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}; ${QUIZZES} concurrent submissions of ${QUESTIONS} questions, ${ROUNDS} rounds`,
  );
  // Each burst on its own: the first runs on a server that has not graded before (code not yet optimised).
  console.table(rounds);
  console.table([
    // The server's CPU per submission (10 ms ticks over all rounds): what a grading costs whatever the load.
    row(`POST …/submit (${QUIZZES} at once)`, submitMs, {
      'server CPU ms': Math.round((submitCpuMs / submitMs.length) * 100) / 100,
      // PostgreSQL's CPU per submission (postmaster and backends, 10 ms ticks).
      'db CPU ms': Math.round((databaseCpuMs / submitMs.length) * 100) / 100,
      // The benchmark's own CPU per submission (sending and reading): it shares the machine with the server.
      'client CPU ms': Math.round((clientCpuMs / submitMs.length) * 100) / 100,
      'req/s': Math.round((submitMs.length * 1000) / submitWallMs),
    }),
    row('POST …/submit (one at a time)', aloneMs),
    row('PUT …/answer (10 at once)', answerMs),
  ]);
} finally {
  agent.destroy();
  await stopServer(child);
  rmSync(dataDir, { recursive: true, force: true });
}
