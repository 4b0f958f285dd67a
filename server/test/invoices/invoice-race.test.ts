import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { taxInvoices } from '../../src/db/schema/invoices.ts';
import { financialYearOf } from '../../src/modules/invoices/invoice-series.ts';
import { invoicesRepository } from '../../src/modules/invoices/invoices.repository.ts';
import { sendWebhook, webhookBody } from '../payments/payment-fixtures.ts';
import { coursePriced } from '../support/learner-fixtures.ts';
import { createTestApp, loginAsAdmin, type TestApp } from '../support/test-app.ts';
import { openOrdersInDatabase, setInvoicing } from './invoice-api-fixtures.ts';

/**
 * Runs on PGlite and, with `npm run test:pg`, on PostgreSQL, where the captures truly overlap on the
 * invoice counter's row; there a second app on the same database captures at the same time.
 */

let t: TestApp;
let admin: string;
let courseId: string;
const onPostgres = Boolean(process.env.DATABASE_URL);

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAsAdmin(t.app);
  courseId = (await coursePriced(t.app, admin, { title: 'Race For Invoices', actualPrice: 4999 }))._id;
  await setInvoicing(t.app, admin);
});
afterAll(() => t.close());

const captured = (app: FastifyInstance, order: { providerOrderId: string; amountPaise: number }, n: number) =>
  sendWebhook(
    app,
    webhookBody({ event: 'payment.captured', ...order, paymentId: `pay_Race${String(n).padStart(8, '0')}` }),
  );

/** Every invoice's serial, in order: gapless and unique means exactly 1..n. */
async function serials(): Promise<number[]> {
  const rows = await t.app.db
    .select({ serial: taxInvoices.serial, number: taxInvoices.number })
    .from(taxInvoices)
    .orderBy(asc(taxInvoices.serial));
  const code = financialYearOf(t.clock.now()).code;
  for (const row of rows) expect(row.number).toBe(`SKH/${code}/${String(row.serial).padStart(6, '0')}`);
  return rows.map((row) => row.serial);
}

describe('invoice numbers under concurrent captures', () => {
  it('220 payments captured at once get invoices 1..220, each once, even with every webhook delivered twice', async () => {
    const orders = await openOrdersInDatabase(t.app, courseId, 499900, 220);
    const started = performance.now();
    const responses = await Promise.all(
      orders.flatMap((order, i) => [captured(t.app, order, i), captured(t.app, order, i)]),
    );
    const ms = performance.now() - started;
    expect(responses.every((r) => r.statusCode === 200)).toBe(true);
    expect(await serials()).toEqual(Array.from({ length: 220 }, (_, i) => i + 1));
    console.info(`220 concurrent captures (440 webhooks) with invoices: ${Math.round(ms)} ms`);
  });

  it.skipIf(!onPostgres)(
    'two apps on one database capturing 300 payments at once continue the series without gap or duplicate',
    async () => {
      const second = await buildApp(t.config, { clock: t.clock, logger: false });
      try {
        const before = (await serials()).length;
        const orders = await openOrdersInDatabase(t.app, courseId, 499900, 300);
        const started = performance.now();
        const responses = await Promise.all(
          orders.map((order, i) => captured(i % 2 ? second : t.app, order, 1000 + i)),
        );
        const ms = performance.now() - started;
        expect(responses.every((r) => r.statusCode === 200)).toBe(true);
        expect(await serials()).toEqual(Array.from({ length: before + 300 }, (_, i) => i + 1));
        console.info(`300 captures across two apps: ${Math.round(ms)} ms`);
      } finally {
        await second.close();
      }
    },
  );

  it('a capture whose transaction fails gives its number back: the next invoice takes it', async () => {
    const [order] = await openOrdersInDatabase(t.app, courseId, 499900, 1);
    if (!order) throw new Error('no order');
    const before = await serials();
    await t.app.db
      .transaction(async (tx) => {
        const year = financialYearOf(t.clock.now()).startYear;
        expect(await invoicesRepository.nextSerial(tx, 'invoice', year)).toBe(before.length + 1);
        throw new Error('rolled back');
      })
      .catch((error: Error) => expect(error.message).toBe('rolled back'));
    expect((await captured(t.app, order, 9999)).statusCode).toBe(200);
    expect(await serials()).toEqual(Array.from({ length: before.length + 1 }, (_, i) => i + 1));
  });
});
