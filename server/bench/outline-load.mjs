/**
 * Course player outline benchmark: starts the real server with the demo catalogue, builds a course of 200
 * lectures (10 sections of 20) and 20 quizzes (two per section, 10 questions each), five of its sections on a
 * drip schedule (days after enrolment and dates), enrols the demo learner, who completes 100 lectures and
 * takes 10 of the quizzes, and then fires the learner's GET /course/outline/{id} (sections with their locks,
 * quizzes with standing, progress: the one request the player's outline makes) from concurrent clients. For
 * comparison it times the three requests the outline replaced (content, progress, quizzes) made in parallel.
 * Run: `npm run bench:outline -w @skillhub/server` (`bench:outline:pg` on PostgreSQL). Loopback only.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { admin, base, startServer, stopServer, waitHealthy } from './bench-server.mjs';

const SECTIONS = 10;
const LECTURES_PER_SECTION = 20;
const QUIZZES_PER_SECTION = 2;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONCURRENCY = (process.env.BENCH_CONCURRENCY ?? '1,10,50').split(',').map(Number);

const dataDir = mkdtempSync(join(tmpdir(), 'skillhub-bench-'));
const child = startServer(dataDir, { stdout: 'pipe' });

// The start-up banner names the demo learner with a one-time password.
let learnerAccount;
let output = '';
child.stdout.setEncoding('utf8');
child.stdout.on('data', (chunk) => {
  output += chunk;
  const lines = output.split('\n');
  output = lines.pop() ?? '';
  for (const line of lines) {
    const account = /^\s{4}Demo learner\s+(\S+@\S+)\s+(\S+)\s*$/.exec(line);
    if (account) learnerAccount = { email: account[1], password: account[2] };
  }
});

async function call(method, path, token, body) {
  const response = await fetch(`${base}/api${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await response.json();
  if (!response.ok) throw new Error(`${method} ${path} -> ${response.status}: ${JSON.stringify(json)}`);
  return json;
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

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** `clients` loops each sending `request` one after another for SECONDS; every latency in ms. */
async function fire(clients, request) {
  const latencies = [];
  const until = performance.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < until) {
        const started = performance.now();
        await request();
        latencies.push(performance.now() - started);
      }
    }),
  );
  return latencies.sort((a, b) => a - b);
}

async function get(path, token) {
  const response = await fetch(`${base}/api${path}`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`GET ${path} -> ${response.status}`);
  await response.arrayBuffer();
}

function question(i) {
  return { kind: 'single', prompt: `Question ${i}: which one?`, options: ['a', 'b', 'c', 'd'], correct: [i % 4] };
}

try {
  await waitHealthy(child);
  for (let i = 0; i < 300 && !learnerAccount; i++) await new Promise((r) => setTimeout(r, 100));
  if (!learnerAccount) throw new Error('the start-up banner did not name the demo learner');
  const staff = (await call('POST', '/user/login', undefined, admin)).data.accessToken;
  const learnerLogin = (await call('POST', '/user/login', undefined, learnerAccount)).data;
  const learner = learnerLogin.accessToken;

  const [demo] = (await call('GET', '/course/published?limit=1')).data;
  const course = (
    await call('POST', '/course', staff, {
      title: 'Outline Benchmark Course',
      subtitle: 'Two hundred lectures and twenty quizzes',
      language: 'English',
      category: demo.category._id,
      courseMode: 'Online',
      courseLevel: 'Beginner',
      thumbnail: 'https://cdn.skillhub.test/thumbnails/bench.png',
      keypoints: ['Many lectures'],
      tags: [{ value: 'Benchmark' }],
      description: 'A long course.',
      duration: '40 weeks',
      whatWillYouLearn: ['Patience'],
      price: { actualPrice: 999, discountPercentage: 0, finalPrice: 999 },
      validity: 'LifeTime',
    })
  ).data;
  const india = (days) => new Date(Date.now() + days * 86_400_000 + 330 * 60_000).toISOString().slice(0, 10);
  const sections = Array.from({ length: SECTIONS }, (_, s) => ({
    title: `Week ${s + 1}`,
    description: `What week ${s + 1} covers`,
    // Weeks 6-8 open days after enrolment (7, 14, 21), weeks 9-10 on dates to come.
    ...(s >= 5 && s < 8 ? { opensAfterDays: (s - 4) * 7 } : {}),
    ...(s >= 8 ? { opensOn: india((s - 6) * 10) } : {}),
    subSections: Array.from({ length: LECTURES_PER_SECTION }, (_, l) => ({ title: `Lecture ${s + 1}.${l + 1}` })),
  }));
  await call('PUT', `/course/curriculum/${course._id}`, staff, { sections });
  await call('PATCH', `/course/status/${course._id}?status=PUBLISHED`, staff);
  const content = (await call('GET', `/course/content/${course._id}`, staff)).data;
  for (const section of content.sections) {
    for (let q = 0; q < QUIZZES_PER_SECTION; q++) {
      await call('POST', `/course/quiz/${course._id}`, staff, {
        sectionId: section._id,
        title: `${section.title} quiz ${q + 1}`,
        afterLectures: (q + 1) * 10,
        passPercent: 60,
        questions: Array.from({ length: 10 }, (_, i) => question(i)),
      });
    }
  }
  await call('POST', '/user/assign-course', staff, { courseId: course._id, userId: learnerLogin.user._id });

  // The learner's history: the first five weeks done, and both quizzes of each taken once.
  const open = content.sections.slice(0, 5);
  for (const section of open) {
    await Promise.all(
      section.subSections.map((lecture) =>
        call('PUT', `/course/progress/${course._id}/${section._id}/${lecture._id}`, learner, {
          positionSeconds: 30,
          completed: true,
        }),
      ),
    );
  }
  const outline = (await call('GET', `/course/outline/${course._id}`, learner)).data;
  for (const quiz of outline.quizzes.filter((q) => open.some((s) => s._id === q.sectionId))) {
    const attempt = (await call('POST', `/course/quiz-attempt/${course._id}/${quiz._id}`, learner)).data;
    for (const q of attempt.questions.slice(0, 7)) {
      await call('PUT', `/course/quiz-attempt/${course._id}/${quiz._id}/${attempt._id}/answer`, learner, {
        questionId: q._id,
        optionIds: [0],
      });
    }
    await call('POST', `/course/quiz-attempt/${course._id}/${quiz._id}/${attempt._id}/submit`, learner);
  }
  const check = (await call('GET', `/course/outline/${course._id}`, learner)).data;
  const lectures = check.sections.reduce((n, s) => n + s.subSections.length, 0);
  const locked = check.sections.filter((s) => s.locked).length;
  if (lectures !== 200 || check.quizzes.length !== 20 || locked !== 5 || check.progress.completedLectures !== 100) {
    throw new Error(`unexpected outline: ${lectures} lectures, ${check.quizzes.length} quizzes, ${locked} locked`);
  }

  const row = (name, clients, list, cpu) => ({
    call: name,
    clients,
    samples: list.length,
    // The server's CPU per request: what the figure costs on an idle machine, whatever the load meanwhile.
    'server CPU ms': Math.round((cpu / list.length) * 100) / 100,
    'req/s': Math.round(list.length / SECONDS),
    'p50 ms': Math.round(percentile(list, 50) * 10) / 10,
    'p95 ms': Math.round(percentile(list, 95) * 10) / 10,
    'p99 ms': Math.round(percentile(list, 99) * 10) / 10,
  });
  const rows = [];
  // Warm-up: the first requests compile and fill the connection pool.
  await fire(4, () => get(`/course/outline/${course._id}`, learner));
  const measured = async (clients, request) => {
    const before = cpuMs(child.pid);
    const list = await fire(clients, request);
    return [list, cpuMs(child.pid) - before];
  };
  for (const clients of CONCURRENCY) {
    const [list, cpu] = await measured(clients, () => get(`/course/outline/${course._id}`, learner));
    rows.push(row('GET /course/outline/{id}', clients, list, cpu));
  }
  for (const clients of CONCURRENCY) {
    const [three, cpu] = await measured(clients, () =>
      Promise.all([
        get(`/course/content/${course._id}`, learner),
        get(`/course/progress/${course._id}`, learner),
        get(`/course/quizzes/${course._id}`, learner),
      ]),
    );
    rows.push(row('content + progress + quizzes (the three it replaced, in parallel)', clients, three, cpu));
  }
  console.log(
    `\nload average ${loadavg()[0].toFixed(1)} on ${cpus().length} CPUs; database: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}; ` +
      `a course of ${lectures} lectures in ${SECTIONS} sections (${locked} locked for the learner) and ${check.quizzes.length} quizzes; ` +
      `the learner has completed 100 lectures and taken 10 quizzes; ${SECONDS} s per row`,
  );
  console.table(rows);
} finally {
  await stopServer(child);
  rmSync(dataDir, { recursive: true, force: true });
}
