/**
 * Revenue-by-source benchmark: a fresh app on an in-memory PGlite database (or PostgreSQL through
 * `bench:revenue:pg`), listening on loopback, with BENCH_LEADS leads (100,000) received over the last 30 days
 * across the four sources and five courses; a tenth were sent a payment link, a twentieth paid (an order, its
 * account and its conversion each). GET /api/dashboard/revenue-by-source for 30 days, and its CSV, are asked
 * BENCH_RUNS times (5); each call's time is printed, with the median and the slowest.
 *
 * `npm run bench:revenue` (or `bench:revenue:pg`).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { validCourseBody } from '../test/courses/course-fixtures.ts';

const LEADS = Number(process.env.BENCH_LEADS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const admin = { email: 'bench@skillhub.test', password: 'Bench@12345' };

const filesRoot = await mkdtemp(join(tmpdir(), 'skillhub-bench-files-'));
const databaseUrl = process.env.DATABASE_URL;
const config = loadConfig({
  ADMIN_EMAIL: admin.email,
  ADMIN_PASSWORD: admin.password,
  DEMO_DATA: 'false',
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
});
if (!databaseUrl) config.database = { kind: 'pglite', dataDir: null };
config.storage = { kind: 'local', root: filesRoot };
config.logLevel = 'warn';
const app = await buildApp(config);

async function api(base: string, token: string, method: string, path: string, body?: unknown) {
  const send = () =>
    fetch(`${base}/api${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
  // Seeding outlasts the server's keep-alive: the client's pooled connection may be closed under it once.
  const response = await send().catch(send);
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response;
}

try {
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  const login = await fetch(`${base}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  const token = (await login.json()).data.accessToken as string;
  const category = await api(base, token, 'POST', '/course/category', {
    name: 'Bench Category',
    description: 'Courses the revenue benchmark sells.',
  });
  const categoryId = (await category.json()).data._id as string;
  const courseIds: string[] = [];
  for (const title of ['Tally with GST', 'Spoken English', 'Digital Marketing', 'Python Basics', 'Excel for Work']) {
    const made = await api(base, token, 'POST', '/course', validCourseBody(categoryId, { title: `${title} Course` }));
    courseIds.push((await made.json()).data._id as string);
  }

  const seeded = performance.now();
  const courses = sql.raw(`ARRAY[${courseIds.map((id) => `'${id}'::uuid`).join(',')}]`);
  const [role] = (await app.db.execute(sql`SELECT id FROM roles WHERE name = 'USER'`)).rows as { id: string }[];
  await app.db.execute(sql`
    INSERT INTO enquiries (name, phone, email, course_id, source, status, created_at, last_submitted_at)
    SELECT 'Lead ' || n, (9000000000 + n)::text, 'lead' || n || '@bench.test',
      CASE WHEN n % 6 = 0 THEN NULL ELSE (${courses})[1 + n % 5] END,
      (ARRAY['Course','Contact Us','Event','CCFS'])[1 + n % 4]::lead_source,
      (ARRAY['Pending','First Call Attempted','Interested','Information Sent'])[1 + n % 4]::lead_status,
      now() - (n % 30) * interval '1 day' - (n % 997) * interval '1 minute',
      now() - (n % 30) * interval '1 day'
    FROM generate_series(1, ${LEADS}) AS n`);
  // Every tenth lead was sent a payment link; every twentieth paid (its account, its order, its conversion).
  await app.db.execute(sql`
    INSERT INTO payment_links (token_hash, lead_id, course_id, channel, expires_at, created_at)
    SELECT md5(e.id::text), e.id, coalesce(e.course_id, (${courses})[1]), 'email', e.created_at + interval '7 days',
      e.created_at
    FROM enquiries e WHERE e.seq % 10 = 0`);
  await app.db.execute(sql`
    INSERT INTO users (name, email, role_id) SELECT e.name, e.email, ${role?.id}::uuid FROM enquiries e WHERE e.seq % 20 = 0`);
  await app.db.execute(sql`
    INSERT INTO payment_orders (user_id, course_id, provider, provider_order_id, receipt, amount_paise, status, paid_at)
    SELECT u.id, coalesce(e.course_id, (${courses})[1]), 'sandbox', 'order_b' || e.seq, 'rcpt_b' || e.seq,
      99900, 'paid', e.created_at + (e.seq % 9) * interval '1 day'
    FROM enquiries e JOIN users u ON u.email = e.email WHERE e.seq % 20 = 0`);
  await app.db.execute(sql`
    INSERT INTO lead_conversions (order_id, lead_id, course_id, user_id, method, amount_paise, paid_at)
    SELECT o.id, e.id, o.course_id, o.user_id, 'payment-link', o.amount_paise, o.paid_at
    FROM enquiries e JOIN users u ON u.email = e.email JOIN payment_orders o ON o.user_id = u.id
    WHERE e.seq % 20 = 0`);
  await app.db.execute(sql`ANALYZE`);
  console.log(`seeded ${LEADS} leads (links, orders and conversions) in ${Math.round(performance.now() - seeded)} ms`);

  const results: Record<string, unknown>[] = [];
  for (const [label, path] of [
    ['report', '/dashboard/revenue-by-source?period=30d'],
    ['CSV', '/dashboard/revenue-by-source/export?period=30d'],
  ] as const) {
    const times: number[] = [];
    let body = '';
    for (let run = 0; run < RUNS; run++) {
      const started = performance.now();
      body = await (await api(base, token, 'GET', path)).text();
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)] ?? 0;
    results.push({
      call: label,
      leads: LEADS,
      'median ms': Math.round(median),
      'slowest ms': Math.round(times.at(-1) ?? 0),
      'each run ms': times.map(Math.round).join(' '),
      bytes: body.length,
    });
    if (label === 'report') {
      const total = JSON.parse(body).data.total;
      console.log('report total:', JSON.stringify(total));
    }
  }
  console.table(results);
} finally {
  await app.close();
  await rm(filesRoot, { recursive: true, force: true });
}
