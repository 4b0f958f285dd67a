import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coursePriced, createLearner, type Learner } from '../support/learner-fixtures.ts';
import { bearer, createTestApp, loginAsAdmin, type TestApp } from '../support/test-app.ts';
import {
  enrollmentCount,
  eventually,
  openOrder,
  orderRow,
  receiptMails,
  verify,
  webhookEventCount,
} from './payment-fixtures.ts';

let t: TestApp;
let admin: string;
let course: { _id: string; slug: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAsAdmin(t.app);
  course = await coursePriced(t.app, admin, { title: 'Digital Marketing Mastery', actualPrice: 2499 });
});
afterAll(() => t.close());

const pay = (learner: Learner, providerOrderId: string, outcome: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api/payment/sandbox/pay/${providerOrderId}`,
    headers: bearer(learner.token),
    payload: { outcome },
  });

describe('POST /payment/sandbox/pay/:orderId', () => {
  it("answers Checkout's signed data, which verify accepts", async () => {
    const buyer = await createLearner(t.app, admin, 'Sandbox Verifier');
    const order = await openOrder(t.app, buyer.token, course._id);
    const eventsBefore = await webhookEventCount(t.app);
    const response = await pay(buyer, order.providerOrderId, 'success');
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.outcome).toBe('success');
    expect(data.razorpayData.razorpay_order_id).toBe(order.providerOrderId);
    expect(data.razorpayData.razorpay_payment_id).toMatch(/^pay_[0-9A-Za-z]{14}$/);
    const verified = await verify(t.app, buyer.token, course._id, data.razorpayData);
    expect(verified.statusCode).toBe(200);
    // The sandbox's own webhook arrives too: still one enrolment and one receipt.
    await eventually(async () => (await webhookEventCount(t.app)) === eventsBefore + 1, 'the sandbox webhook');
    expect(await enrollmentCount(t.app, buyer.userId, course._id)).toBe(1);
    expect(await receiptMails(t.app, buyer.email)).toHaveLength(1);
  });

  it('enrols through its webhook even when the browser never calls verify', async () => {
    const buyer = await createLearner(t.app, admin, 'Tab Closed Early');
    const order = await openOrder(t.app, buyer.token, course._id);
    expect((await pay(buyer, order.providerOrderId, 'success')).statusCode).toBe(200);
    await eventually(async () => (await enrollmentCount(t.app, buyer.userId, course._id)) === 1, 'the enrolment');
    const row = await orderRow(t.app, order.providerOrderId);
    expect(row.status).toBe('paid');
    expect(row.providerPaymentId).toMatch(/^pay_/);
    await eventually(async () => (await receiptMails(t.app, buyer.email)).length === 1, 'the receipt mail');
  });

  it('reports a failure, keeps the order open with the reason, and a retry on the same order succeeds', async () => {
    const buyer = await createLearner(t.app, admin, 'Declined Then Paid');
    const order = await openOrder(t.app, buyer.token, course._id);
    const failed = await pay(buyer, order.providerOrderId, 'failure');
    expect(failed.statusCode).toBe(200);
    expect(failed.json().data).toEqual({
      outcome: 'failure',
      error: { code: 'BAD_REQUEST_ERROR', description: 'Payment failed', reason: 'payment_failed' },
    });
    await eventually(
      async () => (await orderRow(t.app, order.providerOrderId)).failureReason === 'Payment failed',
      'the failed payment',
    );
    expect((await orderRow(t.app, order.providerOrderId)).status).toBe('created');
    expect(await enrollmentCount(t.app, buyer.userId, course._id)).toBe(0);

    const retryOrder = await openOrder(t.app, buyer.token, course._id);
    expect(retryOrder._id).toBe(order._id);
    const retried = await pay(buyer, order.providerOrderId, 'success');
    expect(retried.json().data.outcome).toBe('success');
    expect((await verify(t.app, buyer.token, course._id, retried.json().data.razorpayData)).statusCode).toBe(200);
    await eventually(async () => (await receiptMails(t.app, buyer.email)).length === 1, 'the receipt mail');

    const paidAgain = await pay(buyer, order.providerOrderId, 'success');
    expect(paidAgain.statusCode).toBe(409);
  });

  it("answers 404 for another learner's order and 400 for a bad outcome", async () => {
    const owner = await createLearner(t.app, admin, 'Sandbox Owner');
    const stranger = await createLearner(t.app, admin, 'Sandbox Stranger');
    const order = await openOrder(t.app, owner.token, course._id);
    const stolen = await pay(stranger, order.providerOrderId, 'success');
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().message).toBe('Order not found');
    const bad = await pay(owner, order.providerOrderId, 'maybe');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ outcome: "outcome must be 'success' or 'failure'" });
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/payment/sandbox/pay/${order.providerOrderId}`,
      payload: { outcome: 'success' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await orderRow(t.app, order.providerOrderId)).status).toBe('created');
  });
});
