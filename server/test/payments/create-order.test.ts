import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses } from '../../src/db/schema/courses.ts';
import { paymentOrders } from '../../src/db/schema/payments.ts';
import { coursePriced, createLearner, enrolDirectly, type Learner } from '../support/learner-fixtures.ts';
import { bearer, createTestApp, loginAsAdmin, type TestApp } from '../support/test-app.ts';
import { createOrder, openOrder } from './payment-fixtures.ts';

let t: TestApp;
let admin: string;
let learner: Learner;
let course: { _id: string; slug: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAsAdmin(t.app);
  learner = await createLearner(t.app, admin, 'Order Learner');
  course = await coursePriced(t.app, admin, {
    title: 'Data Analysis with Python',
    actualPrice: 2000,
    discountPercentage: 25,
    validity: '1 Year',
  });
});
afterAll(() => t.close());

const summary = (token: string, courseId: string) =>
  t.app.inject({ method: 'GET', url: `/api/payment/summary/${courseId}`, headers: bearer(token) });

const TWO_YEARS_MS = 2 * 366 * 24 * 3600 * 1000;

/** A one-year enrolment granted two years ago: expired now (tokens stay valid, the clock is back). */
async function enrolInThePast(userId: string, courseId: string): Promise<void> {
  t.clock.advance(-TWO_YEARS_MS);
  try {
    await enrolDirectly(t.app, userId, courseId, '1 Year');
  } finally {
    t.clock.advance(TWO_YEARS_MS);
  }
}

const setStatus = (courseId: string, status: 'DRAFT' | 'PUBLISHED' | 'TERMINATED') =>
  t.app.db.update(courses).set({ status }).where(eq(courses.id, courseId));

describe('GET /payment/summary/:courseId', () => {
  it('shows the course, the amount in paise from the database and no access yet', async () => {
    const response = await summary(learner.token, course._id);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      course: {
        _id: course._id,
        slug: course.slug,
        title: 'Data Analysis with Python',
        validity: '1 Year',
        price: { actualPrice: 2000, discountPercentage: 25, finalPrice: 1500 },
      },
      amountPaise: 150_000,
      currency: 'INR',
      provider: 'sandbox',
      access: null,
    });
  });

  it('needs a session, and answers 404 for unknown or unpublished courses', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/api/payment/summary/${course._id}` })).statusCode).toBe(401);
    const unknown = await summary(learner.token, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Course not found');
    const invalid = await summary(learner.token, 'not-a-uuid');
    expect(invalid.statusCode).toBe(400);

    const draft = await coursePriced(t.app, admin, { title: 'Unpublished Summary Course', actualPrice: 900 });
    await setStatus(draft._id, 'DRAFT');
    expect((await summary(learner.token, draft._id)).statusCode).toBe(404);
  });

  it('still shows an unpublished course to a learner enrolled in it, with the access', async () => {
    const other = await createLearner(t.app, admin, 'Summary Enrolled');
    const bought = await coursePriced(t.app, admin, { title: 'Retired But Bought Course', actualPrice: 700 });
    await enrolDirectly(t.app, other.userId, bought._id, '2 Year');
    await setStatus(bought._id, 'TERMINATED');
    const response = await summary(other.token, bought._id);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.access.status).toBe('active');
    expect(response.json().data.access.expiresAt).toEqual(expect.any(String));

    const lapsed = await coursePriced(t.app, admin, { title: 'Lapsed Access Course', actualPrice: 700 });
    await enrolInThePast(other.userId, lapsed._id);
    expect((await summary(other.token, lapsed._id)).json().data.access.status).toBe('expired');
  });
});

describe('POST /payment/create-order/:courseId', () => {
  it('opens an order for the database price, ignoring any amount the client sends', async () => {
    const response = await createOrder(t.app, learner.token, course._id, { amount: 1, amountPaise: 100, price: 1 });
    expect(response.statusCode).toBe(201);
    const { kind, order } = response.json().data;
    expect(kind).toBe('order');
    expect(order).toMatchObject({
      provider: 'sandbox',
      keyId: expect.stringMatching(/^rzp_/),
      amountPaise: 150_000,
      currency: 'INR',
      courseTitle: 'Data Analysis with Python',
      prefill: { name: 'Order Learner', email: learner.email },
    });
    expect(order.providerOrderId).toMatch(/^order_[0-9A-Za-z]{14}$/);
    expect(order.receipt).toMatch(/^rcpt_[0-9a-f]{16}$/);
    expect(order.receipt.length).toBeLessThanOrEqual(40);
    const [row] = await t.app.db.select().from(paymentOrders).where(eq(paymentOrders.id, order._id));
    expect(row).toMatchObject({
      userId: learner.userId,
      courseId: course._id,
      status: 'created',
      amountPaise: 150_000,
    });
  });

  it('returns the same open order on a repeated call', async () => {
    const first = await openOrder(t.app, learner.token, course._id);
    const second = await openOrder(t.app, learner.token, course._id);
    expect(second._id).toBe(first._id);
    expect(second.providerOrderId).toBe(first.providerOrderId);
  });

  it('ends with one open order when several calls race', async () => {
    const racer = await createLearner(t.app, admin, 'Racing Learner');
    const responses = await Promise.all(Array.from({ length: 5 }, () => createOrder(t.app, racer.token, course._id)));
    expect(responses.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201]);
    const ids = new Set(responses.map((r) => r.json().data.order._id));
    expect(ids.size).toBe(1);
    const open = await t.app.db.select().from(paymentOrders).where(eq(paymentOrders.userId, racer.userId));
    expect(open.filter((o) => o.status === 'created')).toHaveLength(1);
  });

  it('closes an open order whose price changed and opens one at the new price', async () => {
    const buyer = await createLearner(t.app, admin, 'Price Watcher');
    const priced = await coursePriced(t.app, admin, { title: 'Course With Changing Price', actualPrice: 1000 });
    const before = await openOrder(t.app, buyer.token, priced._id);
    expect(before.amountPaise).toBe(100_000);
    await t.app.db.update(courses).set({ finalPrice: 799.5 }).where(eq(courses.id, priced._id));
    const after = await openOrder(t.app, buyer.token, priced._id);
    expect(after._id).not.toBe(before._id);
    expect(after.amountPaise).toBe(79_950);
    const [stale] = await t.app.db.select().from(paymentOrders).where(eq(paymentOrders.id, before._id));
    expect(stale).toMatchObject({ status: 'failed', failureReason: 'price changed' });
  });

  it('enrols in a free course at once, without an order', async () => {
    const taker = await createLearner(t.app, admin, 'Free Taker');
    const free = await coursePriced(t.app, admin, {
      title: 'Free Introduction Course',
      actualPrice: 500,
      discountPercentage: 100,
      validity: '2 Year',
    });
    const response = await createOrder(t.app, taker.token, free._id);
    expect(response.statusCode).toBe(201);
    const data = response.json().data;
    expect(data.kind).toBe('enrolled');
    expect(data.enrollment).toMatchObject({
      courseId: free._id,
      courseSlug: free.slug,
      userId: taker.userId,
      source: 'free',
      orderId: null,
      expiresAt: expect.any(String),
    });
    const orders = await t.app.db.select().from(paymentOrders).where(eq(paymentOrders.userId, taker.userId));
    expect(orders).toHaveLength(0);
    const again = await createOrder(t.app, taker.token, free._id);
    expect(again.statusCode).toBe(409);
  });

  it('refuses a learner who already has active access, and lets an expired one buy again', async () => {
    const owner = await createLearner(t.app, admin, 'Already Enrolled');
    await enrolDirectly(t.app, owner.userId, course._id, '1 Year');
    const refused = await createOrder(t.app, owner.token, course._id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('You are already enrolled in this course');

    const lapsed = await coursePriced(t.app, admin, { title: 'Course To Buy Again', actualPrice: 300 });
    await enrolInThePast(owner.userId, lapsed._id);
    const renewal = await createOrder(t.app, owner.token, lapsed._id);
    expect(renewal.statusCode).toBe(201);
    expect(renewal.json().data.kind).toBe('order');
  });

  it('answers 404 for a course that is not published or does not exist, and 401 without a session', async () => {
    const draft = await coursePriced(t.app, admin, { title: 'Draft Course For Orders', actualPrice: 500 });
    await setStatus(draft._id, 'DRAFT');
    const response = await createOrder(t.app, learner.token, draft._id);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Course not found');
    expect((await createOrder(t.app, learner.token, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const anonymous = await t.app.inject({ method: 'POST', url: `/api/payment/create-order/${course._id}` });
    expect(anonymous.statusCode).toBe(401);
  });
});
