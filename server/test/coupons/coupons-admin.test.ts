import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutAnswer, openOrder, verify } from '../payments/payment-fixtures.ts';
import { coursePriced, createLearner, type Learner } from '../support/learner-fixtures.ts';
import { bearer, createTestApp, loginAsAdmin, type TestApp, userWithPermissions } from '../support/test-app.ts';
import { couponBody, couponById, createCoupon, postCoupon } from './coupon-fixtures.ts';

let t: TestApp;
let admin: string;
let course: { _id: string; slug: string };
let learner: Learner;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAsAdmin(t.app);
  course = await coursePriced(t.app, admin, { title: 'Excel for Accountants', actualPrice: 2000 });
  learner = await createLearner(t.app, admin, 'Coupon Hunter');
});
afterAll(() => t.close());

const list = (token: string, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/course/coupon${query}`, headers: bearer(token) });

describe('staff coupons', () => {
  it('creates a coupon and refuses the same code in another case', async () => {
    const created = await postCoupon(t.app, admin, couponBody(t.app, { code: 'Welcome50', totalUses: 100 }));
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      code: 'Welcome50',
      discountType: 'percent',
      discountValue: 10,
      usesPerLearner: 1,
      scope: 'all',
      usesCounted: 0,
      usesReserved: 0,
      isActive: true,
    });
    const taken = await postCoupon(t.app, admin, couponBody(t.app, { code: 'WELCOME50' }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      errors: { code: 'A coupon with this code already exists' },
      codes: { code: 'COUPON_CODE_TAKEN' },
    });
  });

  it('explains what is wrong with a coupon on its fields', async () => {
    const check = async (overrides: Record<string, unknown>, field: string, message: string) => {
      const response = await postCoupon(t.app, admin, { ...couponBody(t.app), code: null, ...overrides });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[field]).toBe(message);
    };
    await check({ code: 'OK-CODE', discountValue: 120 }, 'discountValue', 'A percent discount is at most 100');
    await check({ endsAt: null }, 'endsAt', 'An automatic offer needs an end');
    await check({ code: 'SCOPED', scope: 'courses' }, 'courseIds', 'Please choose at least one course');
    await check({ code: 'SCOPED', scope: 'categories' }, 'categoryIds', 'Please choose at least one category');
    const start = t.clock.now().toISOString();
    await check({ code: 'BACKWARDS', startsAt: start, endsAt: start }, 'endsAt', 'The end must be after the start');
    await check(
      { code: 'FLATCAP', discountType: 'flat', maxDiscountPaise: 100 },
      'maxDiscountPaise',
      'Only a percent discount takes a cap',
    );
    await check({ code: 'a' }, 'code', 'A coupon code has 3 to 32 letters, digits, - or _');
  });

  it('edits a coupon and its scope, and switches it off and on', async () => {
    const id = await createCoupon(t.app, admin, { code: 'EDITME' });
    const updated = await t.app.inject({
      method: 'PUT',
      url: `/api/course/coupon/${id}`,
      headers: bearer(admin),
      payload: couponBody(t.app, { code: 'EDITED', title: 'Edited', scope: 'courses', courseIds: [course._id] }),
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({ code: 'EDITED', title: 'Edited', courseIds: [course._id] });
    const off = await t.app.inject({
      method: 'PATCH',
      url: `/api/course/coupon/${id}/active`,
      headers: bearer(admin),
      payload: { isActive: false },
    });
    expect(off.json()).toMatchObject({ message: 'Coupon deactivated', data: { isActive: false } });
    expect((await list(admin, '?status=inactive&search=edit')).json().data.map((c: { _id: string }) => c._id)).toEqual([
      id,
    ]);
    expect((await list(admin, '?status=active&search=edit')).json().data).toEqual([]);
  });

  it('lists uses, revenue and discount given; deletes an unused coupon and keeps a used one', async () => {
    const used = await createCoupon(t.app, admin, { code: 'USEDONCE', discountType: 'flat', discountValue: 20000 });
    const unused = await createCoupon(t.app, admin, { code: 'NEVERUSED' });
    const buyer = await createLearner(t.app, admin, 'Coupon Payer');
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/payment/create-order/${course._id}`,
      headers: bearer(buyer.token),
      payload: { couponCode: 'USEDONCE' },
    });
    const order = created.json().data.order;
    await verify(t.app, buyer.token, course._id, checkoutAnswer(t.app, order.providerOrderId, 'pay_AdminList0001'));
    expect(await couponById(t.app, admin, used)).toMatchObject({
      usesCounted: 1,
      revenuePaise: 180000,
      discountGivenPaise: 20000,
    });
    const refused = await t.app.inject({ method: 'DELETE', url: `/api/course/coupon/${used}`, headers: bearer(admin) });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This coupon was used in orders: deactivate it instead');
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/course/coupon/${unused}`,
      headers: bearer(admin),
    });
    expect(deleted.statusCode).toBe(200);
    expect((await list(admin, '?search=NEVERUSED')).json().data).toEqual([]);
    // An open order without a coupon is untouched by all this.
    expect((await openOrder(t.app, learner.token, course._id)).amountPaise).toBe(200000);
  });

  it('is refused to a learner and to staff without the Coupons permission', async () => {
    expect((await list(learner.token)).statusCode).toBe(403);
    expect((await postCoupon(t.app, learner.token, couponBody(t.app, { code: 'LEARNERS' }))).statusCode).toBe(403);
    const categoryStaff = await userWithPermissions(t.app, admin, 'Category Only', [
      { name: 'Courses', operations: {}, subModules: [{ name: 'Category', operations: { read: true, create: true } }] },
    ] as never);
    expect((await list(categoryStaff.token)).statusCode).toBe(403);
    const reader = await userWithPermissions(t.app, admin, 'Coupon Reader', [
      { name: 'Courses', operations: {}, subModules: [{ name: 'Coupons', operations: { read: true } }] },
    ] as never);
    expect((await list(reader.token)).statusCode).toBe(200);
    expect((await postCoupon(t.app, reader.token, couponBody(t.app, { code: 'READERS' }))).statusCode).toBe(403);
  });

  it('documents every coupon call at /api/docs', async () => {
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = Object.keys(docs.json().paths);
    for (const path of [
      '/api/course/coupon',
      '/api/course/coupon/{couponId}',
      '/api/course/coupon/{couponId}/active',
      '/api/course/offer/{courseId}',
      '/api/payment/quote/{courseId}',
    ]) {
      expect(paths).toContain(path);
    }
  });
});
