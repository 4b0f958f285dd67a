/**
 * Follow-up sequence benchmark, on PostgreSQL (`npm run bench:sequences:pg`): two apps on one database, each with
 * its own connections, its own sequence scheduler and WhatsApp sender (as two API processes would be), both
 * sending to the first app's sandbox (the second as to the real API), which holds the account's rate. One sequence of two steps (at once, and an hour later) over BENCH_LEADS
 * leads (100,000): half are new, half got their first step an hour ago; every lead's next step falls due at its
 * own moment, spread evenly so that they come due at 90% of the account's rate (BENCH_RATE, 100 a second).
 * Prints the lag between each step's due time and its send (p50, p95, p99, max), the busiest second's sends
 * against the rate, the messages the sandbox throttled, and checks nothing was sent twice.
 *
 * Statuses (delivered, read) are held back (the sandbox's step is an hour) so that the run measures sending.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';

const LEADS = Number(process.env.BENCH_LEADS ?? 100_000);
const RATE = Number(process.env.BENCH_RATE ?? 100);
const DUE_PER_SECOND = RATE * 0.9;
const admin = { email: 'bench@skillhub.test', password: 'Bench@12345' };
if (!process.env.DATABASE_URL) throw new Error('Run through scripts/with-postgres.mjs (npm run bench:sequences:pg)');

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const round = (n: number) => Math.round(n * 10) / 10;

/** `apiUrl`: the first app's sandbox, which the second app talks to as to the real API (one account, one rate). */
async function startApp(filesRoot: string, apiUrl?: string): Promise<FastifyInstance> {
  const config = loadConfig({
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    DEMO_DATA: 'false',
    DATABASE_URL: process.env.DATABASE_URL,
    ...(apiUrl ? { WHATSAPP_API_URL: apiUrl } : {}),
  });
  config.storage = { kind: 'local', root: filesRoot };
  config.logLevel = 'warn';
  config.whatsapp.messagesPerSecond = RATE;
  config.whatsapp.sandbox = { reviewDelayMs: 50, statusStepMs: 3_600_000 };
  return buildApp(config);
}

const filesRoot = await mkdtemp(join(tmpdir(), 'skillhub-bench-files-'));
const first = await startApp(filesRoot);
const sandboxUrl = first.whatsapp.sandbox?.url;
if (!sandboxUrl) throw new Error('The first app has no WhatsApp sandbox');
const second = await startApp(filesRoot, sandboxUrl);
const db = first.db;

try {
  const base = await first.listen({ host: '127.0.0.1', port: 0 });
  await second.listen({ host: '127.0.0.1', port: 0 });
  const json = async (method: string, path: string, token: string | null, body?: unknown) => {
    const response = await fetch(`${base}/api${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    const answer = await response.json();
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(answer)}`);
    return answer;
  };
  const token = (await json('POST', '/user/login', null, admin)).data.accessToken as string;
  const status = await json('POST', '/whatsapp/status', token);
  await json('POST', '/whatsapp/login', token, status.data.sandboxCredentials);
  const template = (
    await json('POST', '/whatsapp/message-template', token, {
      name: 'bench_follow_up',
      language: 'en',
      category: 'Marketing',
      body: 'Hello {{1}}, your {{2}} brochure is ready.',
      bodyExamples: ['Asha', 'Tally'],
    })
  ).data;
  while ((await json('GET', `/whatsapp/message-template/${template._id}`, token)).data.status !== 'Approved') {
    await sleep(50);
  }
  // Paused while the leads are seeded, so that neither scheduler sees a half-seeded run.
  const step = (delayHours: number) => ({
    templateId: template._id,
    delayDays: 0,
    delayHours,
    bodyVariables: [
      { source: 'lead', field: 'name' },
      { source: 'lead', field: 'course' },
    ],
  });
  const sequence = (
    await json('POST', '/whatsapp/sequences', token, {
      name: 'Bench follow-up',
      active: false,
      sendFromHour: 0,
      sendUntilHour: 24,
      replyStatus: 'Interested',
      steps: [step(0), step(1)],
    })
  ).data;
  const [firstStep, secondStep] = sequence.steps as { _id: string }[];

  const seedStarted = performance.now();
  const start = new Date(Date.now() + 15_000);
  const spreadMs = (LEADS / DUE_PER_SECOND) * 1000;
  const at = start.toISOString();
  await db.execute(sql`
    INSERT INTO enquiries (name, phone, email, interested_course, source, created_at, updated_at, last_submitted_at)
    SELECT 'Bench Lead ' || i, (7000000001 + i * 10)::text, 'bench' || i || '@example.com', 'Tally Prime', 'Course',
      ${at}::timestamptz, ${at}::timestamptz, ${at}::timestamptz
    FROM generate_series(1, ${LEADS}) AS i`);
  await db.execute(sql`
    INSERT INTO whatsapp_contacts (name, number, opted_in, opt_in_at, opt_in_source)
    SELECT name, '91' || phone, true, now(), 'Import' FROM enquiries`);
  // Lead i's next step is due at start + i/N of the spread: an even lead's first step, an odd lead's second
  // (its first sent an hour before).
  await db.execute(sql`
    INSERT INTO lead_sequence_runs (sequence_id, enquiry_id, number, started_at, next_due_at)
    SELECT ${sequence._id}::uuid, e.id, '91' || e.phone, d.due - CASE WHEN d.n % 2 = 1 THEN interval '1 hour' ELSE interval '0' END, d.due
    FROM (SELECT id, phone, row_number() OVER (ORDER BY seq) AS n FROM enquiries) e
      CROSS JOIN LATERAL (SELECT e.n AS n, ${at}::timestamptz + (e.n * ${spreadMs / LEADS}::float8) * interval '1 millisecond' AS due) d`);
  await db.execute(sql`
    INSERT INTO lead_sequence_sends (run_id, step_id, due_at, handled_at)
    SELECT r.id, ${firstStep?._id}::uuid, r.started_at, r.started_at FROM lead_sequence_runs r
    WHERE r.started_at < r.next_due_at`);
  await db.execute(sql`UPDATE lead_sequences SET active = true`);
  await db.execute(sql`ANALYZE`);
  console.log(
    `Follow-up sequence benchmark: ${LEADS} leads, their next steps due over ${round(spreadMs / 1000)} s ` +
      `(${DUE_PER_SECOND}/s) at an account rate of ${RATE}/s, two apps; seeded in ${round((performance.now() - seedStarted) / 1000)} s`,
  );

  const sentCount = async () =>
    rowsOf<{ n: number }>(
      await db.execute(sql`SELECT count(m.sent_at)::int AS n FROM lead_sequence_sends s
        JOIN whatsapp_messages m ON m.id = s.message_id`),
    )[0]?.n ?? 0;
  const limit = Date.now() + spreadMs + 10 * 60_000;
  let last = 0;
  for (;;) {
    const sent = await sentCount();
    if (sent >= LEADS) break;
    if (Date.now() > limit) throw new Error(`sent ${sent} of ${LEADS} in time`);
    if (sent - last >= LEADS / 10 || (sent === last && Date.now() > start.getTime() + spreadMs + 30_000)) {
      const states = rowsOf<{ status: string; n: number; error: string | null }>(
        await db.execute(sql`SELECT status, error_message AS error, count(*)::int AS n FROM whatsapp_messages
          GROUP BY 1, 2`),
      );
      console.log(`  sent ${sent} of ${LEADS}; messages: ${JSON.stringify(states)}`);
      last = sent;
    }
    await sleep(1000);
  }

  const [lag] = rowsOf<Record<string, number>>(
    await db.execute(sql`
      SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY l) AS p50, percentile_cont(0.95) WITHIN GROUP (ORDER BY l) AS p95,
        percentile_cont(0.99) WITHIN GROUP (ORDER BY l) AS p99, max(l) AS max, count(*)::int AS n
      FROM (SELECT extract(epoch FROM m.sent_at - s.due_at) AS l FROM lead_sequence_sends s
        JOIN whatsapp_messages m ON m.id = s.message_id) lags`),
  );
  // The schedulers' part: from due to queued for the sender.
  const [queuedLag] = rowsOf<Record<string, number>>(
    await db.execute(sql`
      SELECT percentile_cont(0.99) WITHIN GROUP (ORDER BY l) AS p99, max(l) AS max
      FROM (SELECT extract(epoch FROM s.handled_at - s.due_at) AS l FROM lead_sequence_sends s
        WHERE s.message_id IS NOT NULL) lags`),
  );
  const [pace] = rowsOf<{ seconds: number }>(
    await db.execute(sql`SELECT extract(epoch FROM max(sent_at) - min(sent_at)) AS seconds FROM whatsapp_messages
      WHERE sent_at IS NOT NULL`),
  );
  const [busiest] = rowsOf<{ n: number }>(
    await db.execute(sql`SELECT count(*)::int AS n FROM whatsapp_messages WHERE sent_at IS NOT NULL
      GROUP BY date_trunc('second', sent_at) ORDER BY 1 DESC LIMIT 1`),
  );
  const [checks] = rowsOf<{ twice: number; retried: number; steps: number; second: number }>(
    await db.execute(sql`
      SELECT (SELECT count(*)::int FROM (SELECT number, text FROM whatsapp_messages WHERE direction = 'outbound'
          GROUP BY number, text HAVING count(*) > 1) d) AS twice,
        (SELECT count(*)::int FROM whatsapp_messages WHERE attempts > 1) AS retried,
        (SELECT count(*)::int FROM lead_sequence_sends WHERE message_id IS NOT NULL) AS steps,
        (SELECT count(*)::int FROM lead_sequence_sends WHERE message_id IS NOT NULL AND step_id = ${secondStep?._id}::uuid) AS second`),
  );
  const s = (n: number | undefined) => `${round(Number(n ?? 0))} s`;
  console.log(`  steps sent: ${lag?.n} (${checks?.second} second steps, the rest first steps)`);
  console.log(`  lag from due to queued (the schedulers): p99 ${s(queuedLag?.p99)}, max ${s(queuedLag?.max)}`);
  console.log(`  lag from due to sent: p50 ${s(lag?.p50)}, p95 ${s(lag?.p95)}, p99 ${s(lag?.p99)}, max ${s(lag?.max)}`);
  console.log(`  the sender's pace: ${round(LEADS / Number(pace?.seconds ?? 1))} messages/s over the run`);
  console.log(
    `  busiest second: ${busiest?.n} sends (account rate ${RATE}/s); throttled and retried: ${checks?.retried}`,
  );
  console.log(`  the same message to the same number twice: ${checks?.twice}; sends recorded: ${checks?.steps}`);
  if ((checks?.twice ?? 1) !== 0 || (lag?.n ?? 0) !== LEADS) process.exitCode = 1;
} finally {
  await Promise.all([first.close(), second.close()]);
  await rm(filesRoot, { recursive: true, force: true });
}
