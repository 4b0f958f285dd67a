import { randomUUID } from 'node:crypto';
import { and, eq, ne, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refunds } from '../../src/db/schema/refunds.ts';
import { buy } from '../invoices/invoice-api-fixtures.ts';
import { eventually } from '../payments/payment-fixtures.ts';
import { coursePriced, createLearner } from '../support/learner-fixtures.ts';
import { createTestApp, loginAsAdmin, type TestApp } from '../support/test-app.ts';
import { requestRefund } from './refund-fixtures.ts';

/** Runs on PGlite and, with `npm run test:pg`, on PostgreSQL, where the requests truly overlap. */

let t: TestApp;
let admin: string;
let course: { _id: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAsAdmin(t.app);
  course = await coursePriced(t.app, admin, { title: 'Racing Refunds', actualPrice: 8_000 });
});
afterAll(() => t.close());

const reason = 'Course cancelled';

async function refundRows(orderId: string) {
  return t.app.db.select().from(refunds).where(eq(refunds.orderId, orderId));
}

describe('refund requests at once on one order', () => {
  it('with different keys never refund more than was paid: 4 quarters of 10 get through, the rest hear 409', async () => {
    const learner = await createLearner(t.app, admin, 'Racing Refund Learner');
    const orderId = await buy(t.app, learner, course._id);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => requestRefund(t.app, admin, orderId, { amountPaise: 200_000, reason })),
    );
    expect(responses.filter((r) => r.statusCode === 202)).toHaveLength(4);
    const refused = responses.filter((r) => r.statusCode !== 202);
    expect(refused).toHaveLength(6);
    for (const r of refused) expect(r.statusCode, r.body).toBe(409);

    await eventually(async () => (await refundRows(orderId)).every((r) => r.status === 'processed'), 'refunds settled');
    const [held] = await t.app.db
      .select({ total: sum(refunds.amountPaise) })
      .from(refunds)
      .where(and(eq(refunds.orderId, orderId), ne(refunds.status, 'failed')));
    expect(Number(held?.total)).toBe(800_000);
  });

  it('with the same key make one refund, whatever the number of retries', async () => {
    const learner = await createLearner(t.app, admin, 'Retrying Refund Learner');
    const orderId = await buy(t.app, learner, course._id);
    const key = randomUUID();
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => requestRefund(t.app, admin, orderId, { amountPaise: 300_000, reason }, key)),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(8).fill(202));
    expect(new Set(responses.map((r) => r.json().data._id)).size).toBe(1);
    expect(await refundRows(orderId)).toHaveLength(1);
  });
});
