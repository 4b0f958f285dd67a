/**
 * Follow-up sequence benchmark, on PostgreSQL (`npm run bench:sequences:pg`): two API processes (sequence-app.ts,
 * forked) on one database, each with its own connections, sequence scheduler and WhatsApp sender, and the
 * WhatsApp sandbox in this process as the Cloud API both talk to: it holds the account's rate (BENCH_RATE, 100 a
 * second) and refuses any send beyond it within a second. One sequence of two steps (at once, and an hour later)
 * over BENCH_LEADS leads (100,000): half are new, half got their first step an hour ago; every lead's next step
 * falls due at its own moment, spread evenly so that they come due at 90% of the account's rate.
 * Prints the lag between each step's due time and its send (p50, p95, p99, max), the sends, the busiest second
 * as the sandbox counted it, the sends it refused (retried), each process's sends and pace, and checks that
 * nothing was sent twice (by the sandbox's phones and by the database). BENCH_CPU_PROF=<dir> profiles both
 * processes (--cpu-prof).
 *
 * Statuses (delivered, read) are held back (the sandbox's step is an hour) so that the run measures sending.
 */

import { type ChildProcess, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { SIGNATURE_HEADER } from '../src/modules/whatsapp/cloud-api/webhook-payload.ts';
import { startWhatsAppSandbox } from '../src/modules/whatsapp/sandbox/sandbox.ts';
import { SANDBOX_IDS } from '../src/modules/whatsapp/sandbox/sandbox-options.ts';

const LEADS = Number(process.env.BENCH_LEADS ?? 100_000);
const RATE = Number(process.env.BENCH_RATE ?? 100);
const DUE_PER_SECOND = RATE * 0.9;
const PROFILE_DIR = process.env.BENCH_CPU_PROF;
const admin = { email: 'bench@skillhub.test', password: 'Bench@12345' };
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('Run through scripts/with-postgres.mjs (npm run bench:sequences:pg)');

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const round = (n: number) => Math.round(n * 10) / 10;
const noop = () => {};
const quietLog: FastifyBaseLogger = {
  level: 'warn',
  fatal: console.error,
  error: console.error,
  warn: console.warn,
  info: noop,
  debug: noop,
  trace: noop,
  silent: noop,
  child: () => quietLog,
};

const accessToken = randomBytes(24).toString('hex');
const appSecret = randomBytes(24).toString('hex');
let webhookUrl: string | null = null;
const sandbox = await startWhatsAppSandbox({
  apiVersion: 'v21.0',
  accessToken,
  appSecret,
  reviewDelayMs: 50,
  statusStepMs: 3_600_000,
  messagesPerSecond: RATE,
  log: quietLog,
  deliverWebhook: async (rawBody, signature) => {
    if (!webhookUrl) return 503;
    const response = await fetch(webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
      body: rawBody,
    });
    await response.body?.cancel();
    return response.status;
  },
});

interface AppProcess {
  child: ChildProcess;
  url: string;
}

/** Forks one API process and waits until it listens. */
async function startApp(name: string): Promise<AppProcess> {
  const execArgv = ['--import', 'tsx'];
  // A folder per process: the loader's thread writes a profile of its own beside the main thread's.
  if (PROFILE_DIR) execArgv.push('--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}/${name}`);
  const child = fork(fileURLToPath(new URL('./sequence-app.ts', import.meta.url)), [], {
    execArgv,
    env: {
      ...process.env,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      DEMO_DATA: 'false',
      WHATSAPP_API_URL: sandbox.url,
      WHATSAPP_APP_SECRET: appSecret,
      // No public pages are asked for: rendering them ahead (at start, and again whenever someone builds the
      // shell in the same tree) would only take the processor from the sending measured.
      SERVER_RENDER_WARM_UP: 'false',
      BENCH_RATE: String(RATE),
    },
  });
  const url = await new Promise<string>((resolve, reject) => {
    child.once('message', (message: { kind: string; url: string }) => resolve(message.url));
    child.once('exit', (code) => reject(new Error(`${name} exited (${code}) before listening`)));
  });
  return { child, url };
}

const ask = (app: AppProcess) =>
  new Promise<{ sent: number; firstAt: number | null; lastAt: number | null }>((resolve) => {
    app.child.once('message', resolve);
    app.child.send({ kind: 'stats' });
  });

const closeApp = (app: AppProcess) =>
  new Promise<void>((resolve) => {
    if (app.child.exitCode !== null) return resolve();
    app.child.once('exit', () => resolve());
    app.child.send({ kind: 'close' });
  });

// One after the other: the first migrates the database.
const first = await startApp('first');
const second = await startApp('second');
webhookUrl = `${first.url}/api/whatsapp/webhook`;
const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
const db = drizzle({ client: pool });

try {
  const base = first.url;
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
  await json('POST', '/whatsapp/login', token, {
    accessToken,
    phoneNumberId: SANDBOX_IDS.phoneNumberId,
    businessAccountId: SANDBOX_IDS.businessAccountId,
  });
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
  // The first step falls due once the seeding is surely over (the sequence is paused until then): 15 s, and 75 s
  // more for each 100,000 leads.
  const start = new Date(Date.now() + 15_000 + LEADS * 0.75);
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
  if (Date.now() > start.getTime()) console.warn('  (seeding ended after the first step fell due: a backlog to begin)');
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
  // Where in the run the lag grew: its p99 for each tenth of the due times.
  const lagOverRun = rowsOf<{ p99: number }>(
    await db.execute(sql`
      SELECT least(9, floor(extract(epoch FROM s.due_at - ${at}::timestamptz) * 10000 / ${spreadMs}::float8)) AS tenth,
        percentile_cont(0.99) WITHIN GROUP (ORDER BY extract(epoch FROM m.sent_at - s.due_at)) AS p99
      FROM lead_sequence_sends s JOIN whatsapp_messages m ON m.id = s.message_id
      GROUP BY tenth ORDER BY tenth`),
  );
  const [pace] = rowsOf<{ seconds: number }>(
    await db.execute(sql`SELECT extract(epoch FROM max(sent_at) - min(sent_at)) AS seconds FROM whatsapp_messages
      WHERE sent_at IS NOT NULL`),
  );
  const [checks] = rowsOf<{ twice: number; retried: number; steps: number; second: number }>(
    await db.execute(sql`
      SELECT (SELECT count(*)::int FROM (SELECT number, text FROM whatsapp_messages WHERE direction = 'outbound'
          GROUP BY number, text HAVING count(*) > 1) d) AS twice,
        (SELECT coalesce(sum(attempts - 1), 0)::int FROM whatsapp_messages) AS retried,
        (SELECT count(*)::int FROM lead_sequence_sends WHERE message_id IS NOT NULL) AS steps,
        (SELECT count(*)::int FROM lead_sequence_sends WHERE message_id IS NOT NULL AND step_id = ${secondStep?._id}::uuid) AS second`),
  );
  // The sandbox's own records: what each phone received, and the busiest second (any 1000 ms, as it counts).
  const numbers = rowsOf<{ number: string }>(await db.execute(sql`SELECT number FROM lead_sequence_runs`));
  const times: number[] = [];
  let twiceOnPhones = 0;
  for (const { number } of numbers) {
    const received = sandbox.phone(number).messages.filter((m) => m.direction === 'to-phone');
    if (received.length > 1) twiceOnPhones++;
    for (const m of received) times.push(Date.parse(m.at));
  }
  times.sort((a, b) => a - b);
  let busiest = 0;
  for (let last = 0, firstIndex = 0; last < times.length; last++) {
    while ((times[last] as number) - (times[firstIndex] as number) >= 1000) firstIndex++;
    busiest = Math.max(busiest, last - firstIndex + 1);
  }
  const perProcess = await Promise.all([first, second].map(ask));

  const s = (n: number | undefined) => `${round(Number(n ?? 0))} s`;
  console.log(`  steps sent: ${lag?.n} (${checks?.second} second steps, the rest first steps)`);
  console.log(`  lag from due to queued (the schedulers): p99 ${s(queuedLag?.p99)}, max ${s(queuedLag?.max)}`);
  console.log(`  lag from due to sent: p50 ${s(lag?.p50)}, p95 ${s(lag?.p95)}, p99 ${s(lag?.p99)}, max ${s(lag?.max)}`);
  console.log(`  lag p99 by tenth of the due times: ${lagOverRun.map((row) => round(Number(row.p99))).join(', ')} s`);
  console.log(`  both processes together: ${round(LEADS / Number(pace?.seconds ?? 1))} messages/s over the run`);
  for (const [index, stats] of perProcess.entries()) {
    const seconds = stats.firstAt && stats.lastAt ? (stats.lastAt - stats.firstAt) / 1000 : 0;
    console.log(
      `  process ${index + 1}: ${stats.sent} send requests, ${seconds > 0 ? round(stats.sent / seconds) : 0} a second over ${round(seconds)} s`,
    );
  }
  console.log(
    `  busiest second at the sandbox: ${busiest} sends (account rate ${RATE}/s); refused by it and retried: ${checks?.retried}`,
  );
  console.log(
    `  sent twice: ${twiceOnPhones} phones got a message twice; the same message queued twice: ${checks?.twice}; ` +
      `sends recorded: ${checks?.steps}`,
  );
  if (twiceOnPhones !== 0 || (checks?.twice ?? 1) !== 0 || (lag?.n ?? 0) !== LEADS) process.exitCode = 1;
} finally {
  await Promise.all([first, second].map(closeApp));
  await pool.end();
  await sandbox.close();
}
