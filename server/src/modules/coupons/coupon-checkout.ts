import type { PriceQuote } from '@skillhub/shared/schemas/coupon';
import type { Database } from '../../db/database.ts';
import type { CouponRow } from '../../db/schema/coupons.ts';
import type { ServiceContext } from '../../http/service-context.ts';
import { couponError, couponProblem, discountOf } from './coupon-pricing.ts';
import { type PricedCourse, couponsRepository as repo } from './coupons.repository.ts';

/** How long an open order keeps its coupon use: long enough to pay, short enough that an abandoned one frees it. */
export const COUPON_HOLD_MS = 30 * 60 * 1000;

/** The price of one course for one learner. */
export interface Pricing {
  basePaise: number;
  discountPaise: number;
  totalPaise: number;
  coupon: CouponRow | null;
}

export function toPriceQuote(pricing: Pricing): PriceQuote {
  const { coupon } = pricing;
  return {
    basePaise: pricing.basePaise,
    discountPaise: pricing.discountPaise,
    totalPaise: pricing.totalPaise,
    coupon: coupon ? { code: coupon.code, title: coupon.title, endsAt: coupon.endsAt?.toISOString() ?? null } : null,
  };
}

const undiscounted = (basePaise: number): Pricing => ({
  basePaise,
  discountPaise: 0,
  totalPaise: basePaise,
  coupon: null,
});

/**
 * Checkout's side of coupons: the server prices every order (the browser only shows the answer), reserves a use
 * when an order opens with a coupon and tells a learner who came too late that the coupon is used up before any
 * payment is asked for.
 */
export function createCouponCheckout(ctx: Pick<ServiceContext, 'db' | 'clock'>) {
  const { db, clock } = ctx;

  /** The checks that depend on the learner: first purchase only, and uses per learner. */
  async function learnerProblem(userId: string, coupon: CouponRow, courseId: string) {
    if (coupon.firstPurchaseOnly && (await repo.hasPurchased(db, userId))) return 'COUPON_FIRST_PURCHASE' as const;
    if (coupon.usesPerLearner !== null) {
      const uses = await repo.learnerUses(db, coupon.id, userId, courseId);
      if (uses >= coupon.usesPerLearner) return 'COUPON_LEARNER_LIMIT' as const;
    }
    return null;
  }

  function priced(basePaise: number, coupon: CouponRow): Pricing {
    const discountPaise = discountOf(coupon, basePaise);
    return { basePaise, discountPaise, totalPaise: basePaise - discountPaise, coupon };
  }

  /** The best automatic offer running on the course; for a learner (userId), only one they may use. */
  async function bestOffer(course: PricedCourse, basePaise: number, userId: string | null): Promise<Pricing> {
    const now = clock.now();
    let best = undiscounted(basePaise);
    for (const offer of await repo.offersFor(db, course, now)) {
      // Not running yet, under its minimum order or used up.
      if (couponProblem(offer, true, basePaise, now)) continue;
      const candidate = priced(basePaise, offer);
      if (candidate.discountPaise <= best.discountPaise) continue;
      if (userId && (await learnerProblem(userId, offer, course.id))) continue;
      best = candidate;
    }
    return best;
  }

  return {
    /**
     * The learner's price: with a code, that coupon (it replaces any automatic offer; coupons do not stack) or the
     * reason it cannot be used; without one, the best automatic offer. A code costs one read by its unique index.
     */
    async price(userId: string, course: PricedCourse, basePaise: number, code?: string): Promise<Pricing> {
      if (basePaise === 0) return undiscounted(0);
      if (!code) return bestOffer(course, basePaise, userId);
      let found = await repo.findByCode(db, code, course);
      if (!found) throw couponError('COUPON_NOT_FOUND');
      if (couponProblem(found.coupon, found.applies, basePaise, clock.now()) === 'COUPON_USED_UP') {
        // Used up on paper: uses held by abandoned checkouts go back before the learner is told so.
        const { id } = found.coupon;
        if ((await db.transaction((tx) => repo.reclaimLapsed(tx, id, clock.now()))) > 0) {
          found = (await repo.findByCode(db, code, course)) ?? found;
        }
      }
      const problem =
        couponProblem(found.coupon, found.applies, basePaise, clock.now()) ??
        (await learnerProblem(userId, found.coupon, course.id));
      if (problem) throw couponError(problem, found.coupon);
      return priced(basePaise, found.coupon);
    },

    /**
     * Takes a use for an order about to open, or says the coupon is used up. When none is left, uses held by
     * checkouts whose hold lapsed are taken back first and the reservation is tried once more.
     */
    async reserve(tx: Database, couponId: string): Promise<void> {
      if (await repo.reserve(tx, couponId)) return;
      const reclaimed = await repo.reclaimLapsed(tx, couponId, clock.now());
      if (reclaimed > 0 && (await repo.reserve(tx, couponId))) return;
      throw couponError('COUPON_USED_UP');
    },

    holdUntil: () => new Date(clock.now().getTime() + COUPON_HOLD_MS),
  };
}

export type CouponCheckout = ReturnType<typeof createCouponCheckout>;
