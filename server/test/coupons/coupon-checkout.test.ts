import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses } from '../../src/db/schema/courses.ts';
import { paymentOrders } from '../../src/db/schema/payments.ts';
import {
  checkoutAnswer,
  createOrder,
  openOrder,
  orderRow,
  receiptMails,
  sendWebhook,
  verify,
  webhookBody,
} from '../payments/payment-fixtures.ts';
import { requestRefund, settled } from '../refunds/refund-fixtures.ts';
import { coursePriced, createLearner } from '../support/learner-fixtures.ts';
import { pdfText } from '../support/pdf-text.ts';
import { bearer, createTestApp, GOOD_PASSWORD, login, loginAsAdmin, type TestApp } from '../support/test-app.ts';
import { couponById, createCoupon, quote } from './coupon-fixtures.ts';

let t: TestApp;
let admin: string;
let course: { _id: string; slug: string };
let other: { _id: string; slug: string };
let learnerCount = 0;
const learner = () => createLearner(t.app, admin, `Coupon Learner ${++learnerCount}`);
const HOUR = 60 * 60 * 1000;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAsAdmin(t.app);
  course = await coursePriced(t.app, admin, { title: 'Data Analytics with Python', actualPrice: 9999 });
  other = await coursePriced(t.app, admin, { title: 'Cloud Fundamentals', actualPrice: 333.33 });
});
afterAll(() => t.close());

/** Moves the clock; the admin signs in again (access tokens expire meanwhile). */
async function passTime(ms: number) {
  t.clock.advance(ms);
  admin = await loginAsAdmin(t.app);
}

function expectCouponError(
  response: { statusCode: number; json(): unknown },
  status: number,
  code: string,
  text: string,
) {
  expect(response.statusCode).toBe(status);
  expect(response.json()).toMatchObject({
    success: false,
    message: text,
    errors: { couponCode: text },
    code,
    codes: { couponCode: code },
  });
}

describe('the price with a coupon', () => {
  it('takes a percent off, the code typed in any case', async () => {
    await createCoupon(t.app, admin, { code: 'SAVE10' });
    const buyer = await learner();
    const response = await quote(t.app, buyer.token, course._id, 'save10');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      basePaise: 999900,
      discountPaise: 99990,
      totalPaise: 899910,
      coupon: { code: 'SAVE10', title: 'Ten percent off', endsAt: expect.any(String) },
    });
  });

  it('rounds a percent half up to the paisa, caps it, and takes flat amounts as given', async () => {
    const buyer = await learner();
    await createCoupon(t.app, admin, { code: 'FIFTEEN', discountValue: 15 });
    // 15% of 33333 paise is 4999.95 paise.
    expect((await quote(t.app, buyer.token, other._id, 'FIFTEEN')).json().data).toMatchObject({
      basePaise: 33333,
      discountPaise: 5000,
      totalPaise: 28333,
    });
    await createCoupon(t.app, admin, { code: 'HALFCAPPED', discountValue: 50, maxDiscountPaise: 100000 });
    expect((await quote(t.app, buyer.token, course._id, 'HALFCAPPED')).json().data).toMatchObject({
      discountPaise: 100000,
      totalPaise: 899900,
    });
    await createCoupon(t.app, admin, { code: 'FLAT500', discountType: 'flat', discountValue: 50000 });
    expect((await quote(t.app, buyer.token, course._id, 'FLAT500')).json().data).toMatchObject({
      discountPaise: 50000,
      totalPaise: 949900,
    });
  });

  it('tells the learner why a coupon cannot be used', async () => {
    const buyer = await learner();
    const now = t.clock.now().getTime();
    expectCouponError(
      await quote(t.app, buyer.token, course._id, 'NOSUCHCODE'),
      400,
      'COUPON_NOT_FOUND',
      'This coupon code is not valid',
    );
    await createCoupon(t.app, admin, {
      code: 'OLDOFFER',
      startsAt: new Date(now - 48 * HOUR).toISOString(),
      endsAt: new Date(now - HOUR).toISOString(),
    });
    expectCouponError(
      await quote(t.app, buyer.token, course._id, 'OLDOFFER'),
      400,
      'COUPON_EXPIRED',
      'This coupon has expired',
    );
    await createCoupon(t.app, admin, { code: 'SOONOFFER', startsAt: new Date(now + HOUR).toISOString() });
    expectCouponError(
      await quote(t.app, buyer.token, course._id, 'SOONOFFER'),
      400,
      'COUPON_NOT_STARTED',
      'This coupon is not active yet',
    );
    await createCoupon(t.app, admin, { code: 'SWITCHEDOFF', isActive: false });
    expectCouponError(
      await quote(t.app, buyer.token, course._id, 'SWITCHEDOFF'),
      400,
      'COUPON_NOT_FOUND',
      'This coupon code is not valid',
    );
    await createCoupon(t.app, admin, { code: 'CLOUDONLY', scope: 'courses', courseIds: [other._id] });
    expectCouponError(
      await quote(t.app, buyer.token, course._id, 'CLOUDONLY'),
      400,
      'COUPON_NOT_FOR_COURSE',
      'This coupon does not apply to this course',
    );
    expect((await quote(t.app, buyer.token, other._id, 'CLOUDONLY')).statusCode).toBe(200);
    await createCoupon(t.app, admin, { code: 'BIGORDERS', minOrderPaise: 500000 });
    const small = await quote(t.app, buyer.token, other._id, 'BIGORDERS');
    expectCouponError(small, 400, 'COUPON_MIN_ORDER', 'This coupon needs an order of at least ₹5,000.00');
    expect(small.json().params).toEqual({ amount: '₹5,000.00' });
    await createCoupon(t.app, admin, { code: 'NOUSESLEFT', totalUses: 1 });
    const first = await learner();
    expect((await createOrder(t.app, first.token, course._id, { couponCode: 'NOUSESLEFT' })).statusCode).toBe(201);
    expectCouponError(
      await quote(t.app, buyer.token, course._id, 'NOUSESLEFT'),
      409,
      'COUPON_USED_UP',
      'This coupon is used up',
    );
    expectCouponError(
      await createOrder(t.app, buyer.token, course._id, { couponCode: 'NOUSESLEFT' }),
      409,
      'COUPON_USED_UP',
      'This coupon is used up',
    );
  });

  it('applies a category coupon to the courses of that category only', async () => {
    const buyer = await learner();
    const [row] = await t.app.db
      .select({ categoryId: courses.categoryId })
      .from(courses)
      .where(eq(courses.id, other._id));
    const categoryId = row?.categoryId ?? '';
    await createCoupon(t.app, admin, { code: 'CLOUDCAT', scope: 'categories', categoryIds: [categoryId] });
    expect((await quote(t.app, buyer.token, other._id, 'CLOUDCAT')).statusCode).toBe(200);
    expect((await quote(t.app, buyer.token, course._id, 'CLOUDCAT')).json().code).toBe('COUPON_NOT_FOR_COURSE');
  });

  it('refuses a malformed code with a field message', async () => {
    const buyer = await learner();
    const response = await quote(t.app, buyer.token, course._id, 'no spaces!');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.couponCode).toBe('A coupon code has 3 to 32 letters, digits, - or _');
  });
});

describe('an order with a coupon', () => {
  it('charges the discounted amount, holds a use, counts it once at capture and shows the saving', async () => {
    const id = await createCoupon(t.app, admin, { code: 'LAUNCH25', title: 'Launch', discountValue: 25, totalUses: 5 });
    const buyer = await learner();
    const created = await createOrder(t.app, buyer.token, course._id, { couponCode: 'launch25' });
    expect(created.statusCode).toBe(201);
    const order = created.json().data.order;
    expect(order.amountPaise).toBe(749925);
    expect(await couponById(t.app, admin, id)).toMatchObject({ usesReserved: 1, usesCounted: 0 });

    // The same call again reuses the order and its hold.
    const again = await createOrder(t.app, buyer.token, course._id, { couponCode: 'LAUNCH25' });
    expect(again.json().data.order._id).toBe(order._id);
    expect(await couponById(t.app, admin, id)).toMatchObject({ usesReserved: 1 });

    const answer = checkoutAnswer(t.app, order.providerOrderId, 'pay_CouponPaid0001');
    const input = {
      providerOrderId: order.providerOrderId,
      amountPaise: order.amountPaise,
      paymentId: 'pay_CouponPaid0001',
    };
    const responses = await Promise.all([
      verify(t.app, buyer.token, course._id, answer),
      sendWebhook(t.app, webhookBody({ ...input, event: 'payment.captured' })),
      verify(t.app, buyer.token, course._id, answer),
      sendWebhook(t.app, webhookBody({ ...input, event: 'order.paid' })),
    ]);
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(await couponById(t.app, admin, id)).toMatchObject({
      usesReserved: 0,
      usesCounted: 1,
      revenuePaise: 749925,
      discountGivenPaise: 249975,
    });
    // A processed refund takes its amount off the coupon's revenue, as on the dashboard.
    const refund = await requestRefund(t.app, admin, order._id, { amountPaise: 100_000, reason: 'Late start' });
    expect(refund.statusCode, refund.body).toBe(202);
    expect((await settled(t.app, admin, order._id, refund.json().data._id)).status).toBe('processed');
    expect(await couponById(t.app, admin, id)).toMatchObject({ revenuePaise: 649925, discountGivenPaise: 249975 });
    expect(await orderRow(t.app, order.providerOrderId)).toMatchObject({
      status: 'paid',
      couponCode: 'LAUNCH25',
      discountPaise: 249975,
      couponHeld: false,
    });

    const [mail] = await receiptMails(t.app, buyer.email);
    const text = (mail?.payload as { text: string } | undefined)?.text;
    expect(text).toContain('Price: ₹9,999.00');
    expect(text).toContain('Discount: ₹2,499.75 saved (coupon LAUNCH25)');
    expect(text).toContain('Amount paid: ₹7,499.25');
    const row = await orderRow(t.app, order.providerOrderId);
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/payment/receipt/${row.id}`,
      headers: bearer(buyer.token),
    });
    expect(pdfText(pdf.rawPayload)).toContain('saved (coupon LAUNCH25)');

    // One use per learner (the default): the same learner cannot use it on another course.
    expectCouponError(
      await quote(t.app, buyer.token, other._id, 'LAUNCH25'),
      400,
      'COUPON_LEARNER_LIMIT',
      'You have already used this coupon',
    );
  });

  it('gives the use back when the learner reprices without the coupon', async () => {
    const id = await createCoupon(t.app, admin, { code: 'CHANGEMIND', totalUses: 1 });
    const buyer = await learner();
    const withCoupon = await createOrder(t.app, buyer.token, course._id, { couponCode: 'CHANGEMIND' });
    expect(await couponById(t.app, admin, id)).toMatchObject({ usesReserved: 1 });
    const without = await createOrder(t.app, buyer.token, course._id);
    expect(without.json().data.order.amountPaise).toBe(999900);
    expect(await couponById(t.app, admin, id)).toMatchObject({ usesReserved: 0 });
    expect(await orderRow(t.app, withCoupon.json().data.order.providerOrderId)).toMatchObject({
      status: 'failed',
      failureReason: 'coupon changed',
      couponHeld: false,
    });
  });

  it('lets another learner take a use whose checkout was abandoned past its hold', async () => {
    const id = await createCoupon(t.app, admin, { code: 'LASTSEAT', totalUses: 1 });
    const first = await learner();
    const second = await learner();
    const abandoned = (await createOrder(t.app, first.token, course._id, { couponCode: 'LASTSEAT' })).json().data.order;
    expect((await createOrder(t.app, second.token, course._id, { couponCode: 'LASTSEAT' })).statusCode).toBe(409);
    await passTime(31 * 60 * 1000);
    const taken = await createOrder(t.app, await login(t.app, second.email, GOOD_PASSWORD), course._id, {
      couponCode: 'LASTSEAT',
    });
    expect(taken.statusCode).toBe(201);
    expect(await orderRow(t.app, abandoned.providerOrderId)).toMatchObject({
      status: 'failed',
      failureReason: 'coupon hold lapsed',
    });
    expect(await couponById(t.app, admin, id)).toMatchObject({ usesReserved: 1, usesCounted: 0 });
  });

  it('enrols at once with a 100% coupon: no payment, one use counted, a receipt with the saving', async () => {
    const id = await createCoupon(t.app, admin, { code: 'SCHOLARSHIP', title: 'Scholarship', discountValue: 100 });
    const buyer = await learner();
    const response = await createOrder(t.app, buyer.token, course._id, { couponCode: 'Scholarship' });
    expect(response.statusCode).toBe(201);
    const data = response.json().data;
    expect(data.kind).toBe('enrolled');
    expect(data.enrollment).toMatchObject({ courseId: course._id, source: 'purchase', orderId: expect.any(String) });
    const [order] = await t.app.db.select().from(paymentOrders).where(eq(paymentOrders.id, data.enrollment.orderId));
    expect(order).toMatchObject({ provider: 'free', status: 'paid', amountPaise: 0, discountPaise: 999900 });
    expect(await couponById(t.app, admin, id)).toMatchObject({ usesCounted: 1, usesReserved: 0, revenuePaise: 0 });
    const [mail] = await receiptMails(t.app, buyer.email);
    expect((mail?.payload as { text: string } | undefined)?.text).toContain('Amount paid: ₹0.00');
    // Enrolled: a second call is refused like any purchase of a course the learner has.
    expect((await createOrder(t.app, buyer.token, course._id, { couponCode: 'SCHOLARSHIP' })).statusCode).toBe(409);
  });
});

describe('an automatic offer', () => {
  let offerCourse: { _id: string; slug: string };
  beforeAll(async () => {
    offerCourse = await coursePriced(t.app, admin, { title: 'Diwali Digital Marketing', actualPrice: 5000 });
    await createCoupon(t.app, admin, {
      code: null,
      title: 'Diwali offer',
      discountValue: 20,
      scope: 'courses',
      courseIds: [offerCourse._id],
    });
  });

  it('is shown on the public course page with its end, and priced in the payment summary', async () => {
    const offer = await t.app.inject({ method: 'GET', url: `/api/course/offer/${offerCourse._id}` });
    expect(offer.statusCode).toBe(200);
    expect(offer.json().data.offer).toMatchObject({
      basePaise: 500000,
      discountPaise: 100000,
      totalPaise: 400000,
      coupon: { code: null, title: 'Diwali offer', endsAt: expect.any(String) },
    });
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/course/offer/${course._id}` })).json().data.offer,
    ).toBeNull();
    const buyer = await learner();
    const summary = await t.app.inject({
      method: 'GET',
      url: `/api/payment/summary/${offerCourse._id}`,
      headers: bearer(buyer.token),
    });
    expect(summary.json().data).toMatchObject({ amountPaise: 400000, quote: { discountPaise: 100000 } });
  });

  it('applies itself to an order without a code; a code replaces it', async () => {
    const buyer = await learner();
    const order = await openOrder(t.app, buyer.token, offerCourse._id);
    expect(order.amountPaise).toBe(400000);
    expect(await orderRow(t.app, order.providerOrderId)).toMatchObject({
      couponTitle: 'Diwali offer',
      couponCode: null,
    });
    await createCoupon(t.app, admin, { code: 'EXTRA5', discountValue: 5 });
    const replaced = await createOrder(t.app, buyer.token, offerCourse._id, { couponCode: 'EXTRA5' });
    expect(replaced.json().data.order.amountPaise).toBe(475000);
  });

  it('leaves the course page as soon as staff switch it off, however often the page was read', async () => {
    const offerOf = async (courseId: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/course/offer/${courseId}` })).json().data.offer;
    const other = await coursePriced(t.app, admin, { title: 'Holi Data Science', actualPrice: 3000 });
    const id = await createCoupon(t.app, admin, {
      code: null,
      title: 'Holi offer',
      discountValue: 10,
      scope: 'courses',
      courseIds: [other._id],
    });
    for (let n = 0; n < 3; n += 1) expect(await offerOf(other._id)).toMatchObject({ discountPaise: 30000 });
    const off = await t.app.inject({
      method: 'PATCH',
      url: `/api/course/coupon/${id}/active`,
      headers: bearer(admin),
      payload: { isActive: false },
    });
    expect(off.statusCode).toBe(200);
    expect(await offerOf(other._id)).toBeNull();
  });

  it('stops at its end', async () => {
    await passTime(25 * HOUR);
    const offer = await t.app.inject({ method: 'GET', url: `/api/course/offer/${offerCourse._id}` });
    expect(offer.json().data.offer).toBeNull();
  });
});
