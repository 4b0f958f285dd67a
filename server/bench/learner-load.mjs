/**
 * Learner-area benchmark: starts the real server with the demo catalogue, enrols the benchmark's super admin in
 * a demo course and loads what the player and My courses call (content, progress read and write, notes, the
 * public ratings list, My courses), then times whole purchases through the sandbox (create-order, the
 * checkout's Pay, verify) one after another, and 20 verify calls racing on one order (one enrolment expected).
 * Run: `npm run bench:learner -w @skillhub/server` (`bench:learner:pg` on PostgreSQL). Loopback only.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { admin, base, connections, load, seconds, startServer, stopServer, waitHealthy } from './bench-server.mjs';

const PURCHASES = Number(process.env.BENCH_PURCHASES ?? 6);

const dataDir = mkdtempSync(join(tmpdir(), 'skillhub-bench-'));
const child = startServer(dataDir);

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

/** One purchase as the page makes it; returns its duration in ms. */
async function purchase(token, courseId) {
  const started = performance.now();
  const created = await call('POST', `/payment/create-order/${courseId}`, token, {});
  const order = created.data.order;
  const paid = await call('POST', `/payment/sandbox/pay/${order.providerOrderId}`, token, { outcome: 'success' });
  await call('POST', `/payment/verify-payment/${courseId}`, token, { razorpayData: paid.data.razorpayData });
  return performance.now() - started;
}

try {
  await waitHealthy(child);
  const login = await call('POST', '/user/login', undefined, admin);
  const token = login.data.accessToken;
  const userId = login.data.user._id;
  const auth = { authorization: `Bearer ${token}` };
  const courses = (await call('GET', '/course/published?limit=50')).data;
  const [learning, ...forSale] = courses;
  await call('POST', '/user/assign-course', token, { courseId: learning._id, userId });
  const content = (await call('GET', `/course/content/${learning._id}`, token)).data;
  const section = content.sections[0];
  const lecture = section.subSections[0];
  const lecturePath = `${learning._id}/${section._id}/${lecture._id}`;
  for (let i = 0; i < 50; i += 1) {
    await fetch(
      `${base}/api/course/notes?courseId=${learning._id}&sectionId=${section._id}&subSectionId=${lecture._id}`,
      {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ content: `Benchmark note ${i} about the lecture`, videoTimeSeconds: i }),
      },
    );
  }

  const rows = [];
  rows.push(await load('GET /runtime-config.json (static JSON)', { path: '/runtime-config.json' }));
  rows.push(await load('GET /api/course/my-courses', { path: '/api/course/my-courses', headers: auth }));
  rows.push(await load('GET /api/course/content/{id}', { path: `/api/course/content/${learning._id}`, headers: auth }));
  rows.push(
    await load('GET /api/course/progress/{id}', { path: `/api/course/progress/${learning._id}`, headers: auth }),
  );
  rows.push(
    await load('PUT /api/course/progress/{lecture}', {
      path: `/api/course/progress/${lecturePath}`,
      method: 'PUT',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ positionSeconds: 3 }),
    }),
  );
  rows.push(
    await load('GET /api/course/notes/my (search)', {
      path: `/api/course/notes/my?courseId=${learning._id}&search=note%201`,
      headers: auth,
    }),
  );
  rows.push(await load('GET /api/course/ratings/{id} (public)', { path: `/api/course/ratings/${learning._id}` }));

  const durations = [];
  for (const course of forSale.slice(0, PURCHASES)) durations.push(await purchase(token, course._id));
  durations.sort((a, b) => a - b);

  const raced = forSale[PURCHASES];
  const order = (await call('POST', `/payment/create-order/${raced._id}`, token, {})).data.order;
  const paid = await call('POST', `/payment/sandbox/pay/${order.providerOrderId}`, token, { outcome: 'success' });
  const raceStarted = performance.now();
  const answers = await Promise.all(
    Array.from({ length: 20 }, () =>
      fetch(`${base}/api/payment/verify-payment/${raced._id}`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ razorpayData: paid.data.razorpayData }),
      }).then((r) => r.status),
    ),
  );
  const raceMs = performance.now() - raceStarted;
  const mine = (await call('GET', '/course/my-courses', token)).data.filter((c) => c.course._id === raced._id);

  console.log(
    `\ndatabase: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}; ${connections} connections, ${seconds} s each`,
  );
  console.table(rows);
  const median = durations[Math.floor(durations.length / 2)];
  console.log(
    `whole sandbox purchases (create-order, Pay, verify), one after another: ${durations.length}, median ${Math.round(median)} ms, slowest ${Math.round(durations.at(-1))} ms`,
  );
  console.log(
    `20 concurrent verify calls on one order: ${Math.round(raceMs)} ms, statuses ${[...new Set(answers)].join('/')}, enrolments of that course: ${mine.length}`,
  );
} finally {
  await stopServer(child);
  rmSync(dataDir, { recursive: true, force: true });
}
