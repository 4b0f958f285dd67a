import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coursePriced, createLearner, type Learner } from '../support/learner-fixtures.ts';
import { createTestApp, loginAsAdmin, type TestApp } from '../support/test-app.ts';
import {
  checkoutAnswer,
  enrollmentCount,
  hmacHex,
  openOrder,
  orderRow,
  receiptMails,
  sendWebhook,
  verify,
  webhookBody,
} from './payment-fixtures.ts';

let t: TestApp;
let admin: string;
let course: { _id: string; slug: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAsAdmin(t.app);
  course = await coursePriced(t.app, admin, { title: 'Cloud Computing Essentials', actualPrice: 1299 });
});
afterAll(() => t.close());

async function buyerWithOrder(name: string): Promise<{ buyer: Learner; order: Awaited<ReturnType<typeof openOrder>> }> {
  const buyer = await createLearner(t.app, admin, name);
  return { buyer, order: await openOrder(t.app, buyer.token, course._id) };
}

describe('POST /payment/webhook', () => {
  it('enrols on payment.captured without any verify call, once for three deliveries', async () => {
    const { buyer, order } = await buyerWithOrder('Tab Closer');
    const body = webhookBody({
      event: 'payment.captured',
      providerOrderId: order.providerOrderId,
      amountPaise: order.amountPaise,
      paymentId: 'pay_Captured000001',
    });
    // Razorpay retries with the same event id; three deliveries, one effect.
    const responses = [];
    for (let i = 0; i < 3; i++) responses.push(await sendWebhook(t.app, body, { eventId: 'evt_Captured00001' }));
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(responses[0]?.json()).toEqual({ success: true, message: 'Event processed' });
    expect(responses[1]?.json()).toEqual({ success: true, message: 'Event already processed' });

    expect(await orderRow(t.app, order.providerOrderId)).toMatchObject({
      status: 'paid',
      providerPaymentId: 'pay_Captured000001',
    });
    expect(await enrollmentCount(t.app, buyer.userId, course._id)).toBe(1);
    expect(await receiptMails(t.app, buyer.email)).toHaveLength(1);
  });

  it('enrols once when payment.captured and order.paid both arrive, with different event ids', async () => {
    const { buyer, order } = await buyerWithOrder('Two Events');
    const input = { providerOrderId: order.providerOrderId, amountPaise: order.amountPaise };
    expect((await sendWebhook(t.app, webhookBody({ ...input, event: 'order.paid' }))).statusCode).toBe(200);
    expect((await sendWebhook(t.app, webhookBody({ ...input, event: 'payment.captured' }))).statusCode).toBe(200);
    expect((await sendWebhook(t.app, webhookBody({ ...input, event: 'payment.captured' }))).statusCode).toBe(200);
    expect(await enrollmentCount(t.app, buyer.userId, course._id)).toBe(1);
    expect(await receiptMails(t.app, buyer.email)).toHaveLength(1);
  });

  it('refuses a bad or missing signature, changing nothing', async () => {
    const { buyer, order } = await buyerWithOrder('Forged Webhook');
    const body = webhookBody({
      event: 'payment.captured',
      providerOrderId: order.providerOrderId,
      amountPaise: order.amountPaise,
    });
    const forged = [
      await sendWebhook(t.app, body, { secret: 'not-the-webhook-secret' }),
      await sendWebhook(t.app, body, { signature: 'abc' }),
      await sendWebhook(t.app, body, { signature: '' }),
      // The signature of a different body.
      await sendWebhook(t.app, body, { signature: hmacHex(t.app.secrets.paymentSandbox.webhookSecret, `${body} `) }),
      // Checkout's key secret is not the webhook secret.
      await sendWebhook(t.app, body, { secret: t.app.secrets.paymentSandbox.keySecret }),
    ];
    for (const response of forged) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, message: 'Invalid webhook signature' });
    }
    expect((await orderRow(t.app, order.providerOrderId)).status).toBe('created');
    expect(await enrollmentCount(t.app, buyer.userId, course._id)).toBe(0);
  });

  it('answers 400 for malformed JSON or a non-event even with a valid signature', async () => {
    const malformed = await sendWebhook(t.app, '{"event": "payment.captured", ');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('Malformed JSON in request body');
    const notAnEvent = await sendWebhook(t.app, '[1, 2, 3]');
    expect(notAnEvent.statusCode).toBe(400);
  });

  it('acknowledges unknown events and unknown orders without effect', async () => {
    const unknownEvent = await sendWebhook(t.app, JSON.stringify({ event: 'refund.processed', payload: {} }));
    expect(unknownEvent.statusCode).toBe(200);
    expect(unknownEvent.json().message).toBe('Event ignored');
    const unknownOrder = await sendWebhook(
      t.app,
      webhookBody({ event: 'payment.captured', providerOrderId: 'order_NotOursAtAll01', amountPaise: 100 }),
    );
    expect(unknownOrder.statusCode).toBe(200);
    expect(unknownOrder.json().message).toBe('Event ignored');
    // Without an event id there is nothing to de-duplicate by; the event is still handled.
    const noEventId = await sendWebhook(t.app, JSON.stringify({ event: 'refund.processed' }), { eventId: null });
    expect(noEventId.statusCode).toBe(200);
  });

  it('ignores a captured payment whose amount differs from the order', async () => {
    const { buyer, order } = await buyerWithOrder('Underpayer');
    const response = await sendWebhook(
      t.app,
      webhookBody({ event: 'payment.captured', providerOrderId: order.providerOrderId, amountPaise: 100 }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Event ignored');
    expect((await orderRow(t.app, order.providerOrderId)).status).toBe('created');
    expect(await enrollmentCount(t.app, buyer.userId, course._id)).toBe(0);
  });

  it('notes payment.failed on an open order, keeps it open, and lets a later payment enrol', async () => {
    const { buyer, order } = await buyerWithOrder('Retrying Payer');
    const failed = await sendWebhook(
      t.app,
      webhookBody({
        event: 'payment.failed',
        providerOrderId: order.providerOrderId,
        amountPaise: order.amountPaise,
        paymentId: 'pay_FailedAttempt1',
        errorDescription: 'Your card was declined',
      }),
    );
    expect(failed.statusCode).toBe(200);
    expect(await orderRow(t.app, order.providerOrderId)).toMatchObject({
      status: 'created',
      failureReason: 'Your card was declined',
    });
    // Razorpay lets the learner retry on the same order; the same order is offered again.
    expect((await openOrder(t.app, buyer.token, course._id))._id).toBe(order._id);
    const paid = await verify(
      t.app,
      buyer.token,
      course._id,
      checkoutAnswer(t.app, order.providerOrderId, 'pay_SecondTry0001'),
    );
    expect(paid.statusCode).toBe(200);
    expect(await orderRow(t.app, order.providerOrderId)).toMatchObject({ status: 'paid', failureReason: null });
  });

  it('keeps a paid order paid when payment.failed arrives after payment.captured', async () => {
    const { buyer, order } = await buyerWithOrder('Out Of Order');
    const input = { providerOrderId: order.providerOrderId, amountPaise: order.amountPaise };
    await sendWebhook(t.app, webhookBody({ ...input, event: 'payment.captured', paymentId: 'pay_GoodPayment001' }));
    const late = await sendWebhook(
      t.app,
      webhookBody({ ...input, event: 'payment.failed', paymentId: 'pay_EarlierFail01', errorDescription: 'late' }),
    );
    expect(late.statusCode).toBe(200);
    expect(await orderRow(t.app, order.providerOrderId)).toMatchObject({
      status: 'paid',
      providerPaymentId: 'pay_GoodPayment001',
      failureReason: null,
    });
    expect(await enrollmentCount(t.app, buyer.userId, course._id)).toBe(1);
  });

  it('does not record an event whose handling failed, so the retry does the work', async () => {
    const { buyer, order } = await buyerWithOrder('Crash Survivor');
    const body = webhookBody({
      event: 'payment.captured',
      providerOrderId: order.providerOrderId,
      amountPaise: order.amountPaise,
    });
    // The enrolment step fails half-way (the mail cannot be queued), after the event id was inserted.
    const enqueue = t.app.outbox.enqueueMail;
    t.app.outbox.enqueueMail = async () => {
      throw new Error('simulated crash');
    };
    try {
      const crashed = await sendWebhook(t.app, body, { eventId: 'evt_CrashHalfway01' });
      expect(crashed.statusCode).toBe(500);
    } finally {
      t.app.outbox.enqueueMail = enqueue;
    }
    expect((await orderRow(t.app, order.providerOrderId)).status).toBe('created');
    expect(await enrollmentCount(t.app, buyer.userId, course._id)).toBe(0);

    const retried = await sendWebhook(t.app, body, { eventId: 'evt_CrashHalfway01' });
    expect(retried.json().message).toBe('Event processed');
    expect(await enrollmentCount(t.app, buyer.userId, course._id)).toBe(1);
    expect(await receiptMails(t.app, buyer.email)).toHaveLength(1);
  });

  it('leaves other routes on the normal JSON parser', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Malformed JSON in request body');
  });
});
