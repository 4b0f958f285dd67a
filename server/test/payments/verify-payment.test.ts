import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coursePriced, createLearner, type Learner } from '../support/learner-fixtures.ts';
import { createTestApp, loginAsAdmin, type TestApp } from '../support/test-app.ts';
import {
  checkoutAnswer,
  enrollmentCount,
  openOrder,
  orderRow,
  paymentSignature,
  receiptMails,
  verify,
} from './payment-fixtures.ts';

let t: TestApp;
let admin: string;
let learner: Learner;
let course: { _id: string; slug: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAsAdmin(t.app);
  learner = await createLearner(t.app, admin, 'Verify Learner');
  course = await coursePriced(t.app, admin, {
    title: 'Machine Learning Basics',
    actualPrice: 4999,
    validity: '1 Year',
  });
});
afterAll(() => t.close());

describe('POST /payment/verify-payment/:courseId', () => {
  it('refuses a tampered signature and leaves the order open and the learner not enrolled', async () => {
    const buyer = await createLearner(t.app, admin, 'Tampering Learner');
    const order = await openOrder(t.app, buyer.token, course._id);
    const answer = checkoutAnswer(t.app, order.providerOrderId);

    const cases = [
      { ...answer, razorpay_signature: answer.razorpay_signature.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')) },
      // A genuine signature of another payment id.
      { ...answer, razorpay_payment_id: 'pay_SomeOtherPay01' },
      // The signature of the same payment under a different order id.
      { ...answer, razorpay_signature: paymentSignature(t.app, 'order_Elsewhere00001', answer.razorpay_payment_id) },
    ];
    for (const data of cases) {
      const response = await verify(t.app, buyer.token, course._id, data);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        message: 'Payment verification failed',
        errors: { 'razorpayData.razorpay_signature': expect.any(String) },
      });
    }
    expect((await orderRow(t.app, order.providerOrderId)).status).toBe('created');
    expect(await enrollmentCount(t.app, buyer.userId, course._id)).toBe(0);
  });

  it('enrols on a valid signature, once, with one receipt mail, however often it is verified', async () => {
    const order = await openOrder(t.app, learner.token, course._id);
    const answer = checkoutAnswer(t.app, order.providerOrderId, 'pay_VerifyOnce0001');
    const first = await verify(t.app, learner.token, course._id, answer);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      success: true,
      message: 'Payment successful. You are now enrolled.',
      data: {
        courseId: course._id,
        courseSlug: course.slug,
        userId: learner.userId,
        source: 'purchase',
        orderId: order._id,
        expiresAt: expect.any(String),
      },
    });
    const again = await verify(t.app, learner.token, course._id, answer);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual(first.json().data);

    expect(await orderRow(t.app, order.providerOrderId)).toMatchObject({
      status: 'paid',
      providerPaymentId: 'pay_VerifyOnce0001',
      paidAt: expect.any(Date),
    });
    expect(await enrollmentCount(t.app, learner.userId, course._id)).toBe(1);
    expect(await receiptMails(t.app, learner.email)).toHaveLength(1);
  });

  it("answers 404 for another learner's order id and for another course's order", async () => {
    const owner = await createLearner(t.app, admin, 'Order Owner');
    const thief = await createLearner(t.app, admin, 'Order Thief');
    const order = await openOrder(t.app, owner.token, course._id);
    const answer = checkoutAnswer(t.app, order.providerOrderId);

    const stolen = await verify(t.app, thief.token, course._id, answer);
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().message).toBe('Order not found');

    const other = await coursePriced(t.app, admin, { title: 'A Different Paid Course', actualPrice: 100 });
    const wrongCourse = await verify(t.app, owner.token, other._id, answer);
    expect(wrongCourse.statusCode).toBe(404);
    expect(wrongCourse.json().message).toBe('Order not found');

    const unknown = await verify(t.app, owner.token, course._id, {
      ...answer,
      razorpay_order_id: 'order_DoesNotExist01',
    });
    expect(unknown.statusCode).toBe(404);

    expect((await orderRow(t.app, order.providerOrderId)).status).toBe('created');
    expect(await enrollmentCount(t.app, thief.userId, course._id)).toBe(0);
    expect(await enrollmentCount(t.app, owner.userId, course._id)).toBe(0);
  });

  it('answers per-field messages for bad input, and 401 without a session', async () => {
    const missing = await verify(t.app, learner.token, course._id, undefined);
    expect(missing.statusCode).toBe(400);
    const empty = await verify(t.app, learner.token, course._id, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({
      'razorpayData.razorpay_order_id': 'razorpay_order_id is required',
      'razorpayData.razorpay_payment_id': 'razorpay_payment_id is required',
      'razorpayData.razorpay_signature': 'razorpay_signature is required',
    });
    const badHex = await verify(t.app, learner.token, course._id, {
      razorpay_order_id: 'order_X',
      razorpay_payment_id: 'pay_X',
      razorpay_signature: 'zz',
    });
    expect(badHex.statusCode).toBe(400);
    expect(badHex.json().errors['razorpayData.razorpay_signature']).toBe(
      'razorpay_signature must be 64 hexadecimal characters',
    );
    const notUuid = await verify(t.app, learner.token, 'abc', checkoutAnswer(t.app, 'order_X'));
    expect(notUuid.statusCode).toBe(400);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/payment/verify-payment/${course._id}`,
      payload: { razorpayData: checkoutAnswer(t.app, 'order_X') },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
