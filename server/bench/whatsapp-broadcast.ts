/**
 * WhatsApp broadcast benchmark: a fresh app on an in-memory PGlite database with its sandbox, listening on loopback
 * (so the sandbox's signed webhooks arrive over HTTP, as Meta's would). 10,000 opted-in contacts; one template,
 * approved by the sandbox's review; then a broadcast to all of them through POST /api/whatsapp/send-message.
 * Prints how long queueing took, the send rate to 'sent' (every message holding its wamid) through the sandbox at
 * its throughput, and the webhook rate: statuses applied per second until every message is read.
 *
 * `npm run bench:whatsapp-broadcast`; BENCH_CONTACTS (10000), BENCH_RATE (messages a second, the sandbox's and the
 * sender's: 1000), BENCH_STEP_MS (the sandbox's pause before each status: 200) change the run.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { count, isNotNull, sql } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { whatsappContacts, whatsappMessages, whatsappWebhookReceipts } from '../src/db/schema/whatsapp.ts';

const CONTACTS = Number(process.env.BENCH_CONTACTS ?? 10_000);
const RATE = Number(process.env.BENCH_RATE ?? 1000);
const STEP_MS = Number(process.env.BENCH_STEP_MS ?? 200);
/** Give up waiting after this long (the figures so far are printed). */
const PHASE_LIMIT_MS = 20 * 60_000;
const admin = { email: 'bench@skillhub.test', password: 'Bench@12345' };

const filesRoot = await mkdtemp(join(tmpdir(), 'skillhub-bench-files-'));
const config = loadConfig({ ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password, DEMO_DATA: 'false' });
config.database = { kind: 'pglite', dataDir: null };
config.storage = { kind: 'local', root: filesRoot };
config.logLevel = 'warn';
config.whatsapp.messagesPerSecond = RATE;
config.whatsapp.sandbox = { reviewDelayMs: 50, statusStepMs: STEP_MS };
const app = await buildApp(config);

const elapsed = (from: number) => (performance.now() - from) / 1000;
const round = (n: number) => Math.round(n * 10) / 10;

/** Polls `measure` until it reaches `target` (or the limit); answers the seconds it took from `from`. */
async function until(label: string, from: number, target: number, measure: () => Promise<number>): Promise<number> {
  let last = -1;
  let lastReport = performance.now();
  for (;;) {
    const value = await measure();
    if (value >= target) return elapsed(from);
    if (elapsed(from) * 1000 > PHASE_LIMIT_MS)
      throw new Error(`${label}: ${value} of ${target} after ${round(elapsed(from))} s`);
    if (value !== last && performance.now() - lastReport > 5000) {
      console.log(`  ${label}: ${value} of ${target} (${round(elapsed(from))} s)`);
      lastReport = performance.now();
    }
    last = value;
    await sleep(500);
  }
}

try {
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
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
      name: 'bench_batch_start',
      language: 'en',
      category: 'Utility',
      body: 'Hello {{1}}, your {{2}} batch starts on Monday at 10 AM.',
      bodyExamples: ['Asha', 'Tally'],
    })
  ).data;
  await until('template review', performance.now(), 1, async () =>
    (await json('GET', `/whatsapp/message-template/${template._id}`, token)).data.status === 'Approved' ? 1 : 0,
  );

  const now = new Date();
  for (let from = 0; from < CONTACTS; from += 2000) {
    await app.db.insert(whatsappContacts).values(
      Array.from({ length: Math.min(2000, CONTACTS - from) }, (_, k) => {
        const n = from + k;
        return {
          name: `Bench Contact ${n}`,
          number: `9197${String(n * 10 + 1).padStart(8, '0')}`,
          occupation: n % 2 === 0 ? 'Student' : 'Electrician',
          optedIn: true,
          optInAt: now,
          optInSource: 'Import' as const,
          createdAt: now,
          updatedAt: now,
        };
      }),
    );
  }
  console.log(`WhatsApp broadcast benchmark: ${CONTACTS} contacts, ${RATE} messages/s, statuses ${STEP_MS} ms apart`);

  const queueStarted = performance.now();
  const outcome = (
    await json('POST', '/whatsapp/send-message', token, {
      to: { kind: 'filter', filter: {} },
      message: {
        type: 'template',
        templateId: template._id,
        bodyVariables: [
          { source: 'field', field: 'name' },
          { source: 'field', field: 'occupation' },
        ],
      },
    })
  ).data;
  const queueSeconds = elapsed(queueStarted);
  if (outcome.queued !== CONTACTS) throw new Error(`queued ${outcome.queued} of ${CONTACTS}`);
  console.log(`  queued ${outcome.queued} messages in ${round(queueSeconds * 1000)} ms (one request, one transaction)`);

  const messagesWith = async (where: ReturnType<typeof sql>) =>
    (await app.db.select({ n: count() }).from(whatsappMessages).where(where))[0]?.n ?? 0;
  const sentSeconds = await until('sent', queueStarted, CONTACTS, () =>
    messagesWith(
      sql`${isNotNull(whatsappMessages.wamid)} AND ${whatsappMessages.direction} = 'outbound' AND ${whatsappMessages.payload} IS NOT NULL`,
    ),
  );
  console.log(
    `  sent ${CONTACTS} in ${round(sentSeconds)} s: ${round(CONTACTS / sentSeconds)} messages/s (the sandbox takes ${RATE}/s)`,
  );

  const readSeconds = await until('read', queueStarted, CONTACTS, () =>
    messagesWith(sql`${whatsappMessages.status} = 'read'`),
  );
  const receipts = (await app.db.select({ n: count() }).from(whatsappWebhookReceipts))[0]?.n ?? 0;
  const statuses = CONTACTS * 3;
  console.log(
    `  all read ${round(readSeconds)} s after queueing: ${statuses} statuses in ${receipts} signed deliveries, ` +
      `${round(statuses / readSeconds)} statuses/s overall (the last status is due ${round((3 * STEP_MS) / 1000)} s after its send)`,
  );
  const [{ failed } = { failed: 0 }] = await app.db
    .select({ failed: count() })
    .from(whatsappMessages)
    .where(sql`${whatsappMessages.status} = 'failed'`);
  console.log(`  failed: ${failed}`);
} finally {
  await app.close();
  await rm(filesRoot, { recursive: true, force: true });
}
