import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coursePriced, createLearner } from '../support/learner-fixtures.ts';
import { createTestApp, loginAsAdmin, type TestApp } from '../support/test-app.ts';
import {
  checkoutAnswer,
  enrollmentCount,
  openOrder,
  orderRow,
  receiptMails,
  sendWebhook,
  verify,
  webhookBody,
} from './payment-fixtures.ts';

/** Runs on PGlite and, with `npm run test:pg`, on PostgreSQL, where the calls truly overlap. */

let t: TestApp;
let admin: string;
let course: { _id: string; slug: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAsAdmin(t.app);
  course = await coursePriced(t.app, admin, {
    title: 'Full Stack Web Development',
    actualPrice: 9999,
    validity: '2 Year',
  });
});
afterAll(() => t.close());

describe('one payment, many confirmations at once', () => {
  it('concurrent verify calls enrol exactly once and queue exactly one receipt', async () => {
    const buyer = await createLearner(t.app, admin, 'Double Clicker');
    const order = await openOrder(t.app, buyer.token, course._id);
    const answer = checkoutAnswer(t.app, order.providerOrderId, 'pay_ConcurrentV01');
    const responses = await Promise.all(
      Array.from({ length: 6 }, () => verify(t.app, buyer.token, course._id, answer)),
    );
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(responses.map((r) => r.json().data._id)).size).toBe(1);
    expect(await enrollmentCount(t.app, buyer.userId, course._id)).toBe(1);
    expect(await receiptMails(t.app, buyer.email)).toHaveLength(1);
  });

  it('verify calls and webhooks (replayed and distinct events) together enrol once with one receipt', async () => {
    const buyer = await createLearner(t.app, admin, 'Everything At Once');
    const order = await openOrder(t.app, buyer.token, course._id);
    const paymentId = 'pay_ConcurrentW01';
    const answer = checkoutAnswer(t.app, order.providerOrderId, paymentId);
    const input = { providerOrderId: order.providerOrderId, amountPaise: order.amountPaise, paymentId };
    const captured = webhookBody({ ...input, event: 'payment.captured' });
    const orderPaid = webhookBody({ ...input, event: 'order.paid' });
    const responses = await Promise.all([
      verify(t.app, buyer.token, course._id, answer),
      sendWebhook(t.app, captured, { eventId: 'evt_ConcCaptured1' }),
      sendWebhook(t.app, captured, { eventId: 'evt_ConcCaptured1' }),
      verify(t.app, buyer.token, course._id, answer),
      sendWebhook(t.app, orderPaid, { eventId: 'evt_ConcOrderPaid' }),
      sendWebhook(t.app, captured, { eventId: 'evt_ConcCaptured1' }),
      verify(t.app, buyer.token, course._id, answer),
    ]);
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200, 200]);
    expect(await orderRow(t.app, order.providerOrderId)).toMatchObject({
      status: 'paid',
      providerPaymentId: paymentId,
    });
    expect(await enrollmentCount(t.app, buyer.userId, course._id)).toBe(1);
    expect(await receiptMails(t.app, buyer.email)).toHaveLength(1);
  });

  it('webhooks delivered three times at once enrol once', async () => {
    const buyer = await createLearner(t.app, admin, 'Triple Webhook');
    const order = await openOrder(t.app, buyer.token, course._id);
    const body = webhookBody({
      event: 'payment.captured',
      providerOrderId: order.providerOrderId,
      amountPaise: order.amountPaise,
    });
    const responses = await Promise.all([
      sendWebhook(t.app, body, { eventId: 'evt_TripleSame001' }),
      sendWebhook(t.app, body, { eventId: 'evt_TripleSame001' }),
      sendWebhook(t.app, body, { eventId: 'evt_TripleSame001' }),
    ]);
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(responses.filter((r) => r.json().message === 'Event processed')).toHaveLength(1);
    expect(await enrollmentCount(t.app, buyer.userId, course._id)).toBe(1);
    expect(await receiptMails(t.app, buyer.email)).toHaveLength(1);
  });
});
