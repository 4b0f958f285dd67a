/**
 * Tax invoices under concurrent captures across two API processes: two real server processes (the entry npm start
 * runs) on one PostgreSQL database, BENCH_ORDERS (1,000) open sandbox orders written straight into it, and one
 * signed `payment.captured` webhook per order delivered to both processes at once (BENCH_CONCURRENCY in flight,
 * alternating between them). Prints the time and checks that the invoices are numbered 1..N with no gap and no
 * duplicate. Needs PostgreSQL: `npm run bench:invoices:pg`. BENCH_WITHOUT_INVOICES=1 clears the seller's GST
 * details first, so the same captures run without invoicing, for comparison.
 */
import { spawn } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { SERVER_NODE_FLAGS } from '../scripts/server-node-flags.mjs';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error('DATABASE_URL is not set: run `npm run bench:invoices:pg`');
  process.exit(2);
}
const ORDERS = Number(process.env.BENCH_ORDERS ?? 1000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 200);
const PORTS = [Number(process.env.BENCH_PORT ?? 3390), Number(process.env.BENCH_PORT ?? 3390) + 1];
const WEBHOOK_SECRET = randomBytes(24).toString('hex');
const WITHOUT_INVOICES = process.env.BENCH_WITHOUT_INVOICES === '1';
const serverDir = fileURLToPath(new URL('..', import.meta.url));

function startServer(port, dataDir) {
  return spawn(process.execPath, [...SERVER_NODE_FLAGS, '--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      // Both processes must share the secrets: the JWT secret, and the webhook secret the bench signs with.
      JWT_SECRET: 'invoice-bench-jwt-secret-0123456789abcdef',
      RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
      ADMIN_EMAIL: 'bench@skillhub.test',
      ADMIN_PASSWORD: 'Bench@12345',
      DEMO_DATA: 'true',
      RATE_LIMIT_PER_MINUTE: '100000000',
    },
  });
}

async function waitHealthy(child, port) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server on ${port} exited during start-up`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health/ready`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server on ${port} did not become ready`);
}

async function stop(child) {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}

/** N learners and an open sandbox order each for a published course, in one transaction. */
async function openOrders(db) {
  const { rows: courseRows } = await db.query(
    `select id, round(final_price * 100)::int as amount from courses where status = 'PUBLISHED' and final_price > 0 limit 1`,
  );
  const course = courseRows[0];
  if (!course) throw new Error('no published paid course (DEMO_DATA seeds some)');
  const { rows: roleRows } = await db.query(`select id from roles where name = 'USER'`);
  const tag = randomBytes(4).toString('hex');
  const states = ['29', '27', '07', '33', '09'];
  await db.query('begin');
  const orders = [];
  for (let i = 0; i < ORDERS; i++) {
    const { rows } = await db.query('insert into users (name, email, role_id) values ($1, $2, $3) returning id', [
      `Bench Buyer ${i}`,
      `bench.${tag}.${i}@learners.test`,
      roleRows[0].id,
    ]);
    const providerOrderId = `order_${tag}${String(i).padStart(6, '0')}`;
    await db.query(
      `insert into payment_orders (user_id, course_id, provider, provider_order_id, receipt, amount_paise, buyer_state)
       values ($1, $2, 'sandbox', $3, $4, $5, $6)`,
      [rows[0].id, course.id, providerOrderId, `rcpt_${tag}${i}`, course.amount, states[i % states.length]],
    );
    orders.push({ providerOrderId, amount: course.amount });
  }
  await db.query('commit');
  return orders;
}

function captured(port, order, n) {
  const body = JSON.stringify({
    entity: 'event',
    event: 'payment.captured',
    payload: {
      payment: {
        entity: {
          id: `pay_Bench${String(n).padStart(9, '0')}`,
          entity: 'payment',
          amount: order.amount,
          currency: 'INR',
          status: 'captured',
          order_id: order.providerOrderId,
        },
      },
    },
    created_at: Math.floor(Date.now() / 1000),
  });
  return fetch(`http://127.0.0.1:${port}/api/payment/webhook`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': createHmac('sha256', WEBHOOK_SECRET).update(body).digest('hex'),
      'x-razorpay-event-id': `evt_Bench${n}`,
    },
    body,
  });
}

const dataDirs = await Promise.all(PORTS.map(() => mkdtemp(join(tmpdir(), 'skillhub-invoice-bench-'))));
const servers = [];
const db = new pg.Client({ connectionString: databaseUrl });
try {
  // One after the other: the first migrates and seeds, the second finds it done.
  for (const [i, port] of PORTS.entries()) {
    const child = startServer(port, dataDirs[i]);
    servers.push(child);
    await waitHealthy(child, port);
  }
  await db.connect();
  const orders = await openOrders(db);
  if (WITHOUT_INVOICES) await db.query(`delete from site_settings where key = 'gst_invoicing'`);
  const { rows: before } = await db.query('select count(*)::int as n from tax_invoices');

  const started = performance.now();
  let next = 0;
  const failures = [];
  const worker = async () => {
    while (next < orders.length) {
      const n = next++;
      const response = await captured(PORTS[n % 2], orders[n], n);
      if (response.status !== 200) failures.push(`${response.status} ${await response.text()}`);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;

  const { rows } = await db.query('select serial, number from tax_invoices order by serial');
  const serials = rows.map((r) => r.serial);
  const gapless = serials.every((serial, i) => serial === i + 1);
  const unique = new Set(rows.map((r) => r.number)).size === rows.length;
  console.table([
    {
      orders: ORDERS,
      processes: PORTS.length,
      'in flight': CONCURRENCY,
      'webhook errors': failures.length,
      invoices: rows.length - before[0].n,
      'numbers 1..N, no gap': gapless,
      unique,
      seconds: Number(seconds.toFixed(2)),
      'captures/s': Math.round(ORDERS / seconds),
    },
  ]);
  if (failures.length) console.error(failures.slice(0, 5).join('\n'));
  const expected = WITHOUT_INVOICES ? 0 : ORDERS;
  if (!gapless || !unique || failures.length > 0 || rows.length - before[0].n !== expected) process.exitCode = 1;
} finally {
  await db.end().catch(() => {});
  await Promise.all(servers.map(stop));
  await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
}
