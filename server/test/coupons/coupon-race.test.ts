import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutAnswer, createOrder, verify } from '../payments/payment-fixtures.ts';
import { coursePriced, createLearner, type Learner } from '../support/learner-fixtures.ts';
import { createTestApp, loginAsAdmin, type TestApp } from '../support/test-app.ts';
import { couponById, createCoupon } from './coupon-fixtures.ts';

/** Runs on PGlite and, with `npm run test:pg`, on PostgreSQL, where the 50 checkouts truly overlap. */

let t: TestApp;
let admin: string;
let course: { _id: string; slug: string };
let learners: Learner[];

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAsAdmin(t.app);
  course = await coursePriced(t.app, admin, { title: 'Machine Learning Bootcamp', actualPrice: 12000 });
  learners = [];
  // One after another: each sign-up hashes a password, and the race is the checkouts', not the sign-ups'.
  for (let i = 0; i < 50; i++) learners.push(await createLearner(t.app, admin, `Racing Learner ${i}`));
});
afterAll(() => t.close());

describe('50 learners racing for a coupon with 10 uses left', () => {
  it('give exactly 10 discounted orders; the other 40 hear it is used up before paying; 10 captures count 10', async () => {
    const id = await createCoupon(t.app, admin, { code: 'FIRST10', discountValue: 30, totalUses: 10 });
    const responses = await Promise.all(
      learners.map((l) => createOrder(t.app, l.token, course._id, { couponCode: 'FIRST10' })),
    );
    const won = responses.filter((r) => r.statusCode === 201);
    const lost = responses.filter((r) => r.statusCode !== 201);
    expect(won).toHaveLength(10);
    expect(won.every((r) => r.json().data.order.amountPaise === 840000)).toBe(true);
    expect(lost).toHaveLength(40);
    for (const r of lost) {
      expect(r.statusCode).toBe(409);
      expect(r.json()).toMatchObject({ code: 'COUPON_USED_UP', message: 'This coupon is used up' });
    }
    expect(await couponById(t.app, admin, id)).toMatchObject({ usesReserved: 10, usesCounted: 0 });

    // Every winner pays, each confirmation sent twice at once: 10 uses counted, none held.
    const winners = responses.flatMap((r, i) => (r.statusCode === 201 ? [{ learner: learners[i], r }] : []));
    const paid = await Promise.all(
      winners.flatMap(({ learner, r }, i) => {
        const answer = checkoutAnswer(
          t.app,
          r.json().data.order.providerOrderId,
          `pay_Race${String(i).padStart(10, '0')}`,
        );
        if (!learner) throw new Error('lost a learner');
        return [verify(t.app, learner.token, course._id, answer), verify(t.app, learner.token, course._id, answer)];
      }),
    );
    expect(paid.every((r) => r.statusCode === 200)).toBe(true);
    expect(await couponById(t.app, admin, id)).toMatchObject({
      usesReserved: 0,
      usesCounted: 10,
      revenuePaise: 8_400_000,
      discountGivenPaise: 3_600_000,
    });
  });

  it('a 100% coupon pressed five times at once by one learner enrols once and uses the coupon once', async () => {
    // A code of its own per attempt, so that a retry does not meet the first attempt's coupon.
    const code = `FREEPASS${Date.now() % 100_000}`;
    const id = await createCoupon(t.app, admin, { code, discountValue: 100, totalUses: 10 });
    const learner = learners[0];
    if (!learner) throw new Error('no learner');
    const other = await coursePriced(t.app, admin, { title: 'Free Pass Course', actualPrice: 999 });
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => createOrder(t.app, learner.token, other._id, { couponCode: code })),
    );
    // One enrols. Each other press is refused, as already enrolled (409) or, when it read the coupon after the first
    // press used it, as the learner's use of the coupon spent (400): which one depends on when each read.
    const [first, ...others] = responses.map((r) => r.statusCode).sort();
    expect(first).toBe(201);
    expect(others.every((status) => status === 409 || status === 400)).toBe(true);
    expect(await couponById(t.app, admin, id)).toMatchObject({ usesCounted: 1, usesReserved: 0 });
  });
});
