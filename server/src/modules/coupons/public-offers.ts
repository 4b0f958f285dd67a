import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../../http/service-context.ts';
import type { Pricing } from './coupon-checkout.ts';
import { couponProblem, discountOf } from './coupon-pricing.ts';
import { type PricedCourse, couponsRepository as repo } from './coupons.repository.ts';

/**
 * The automatic offer a course page shows, for anyone. A course page is read far more often than coupons change,
 * so its offers come from the public-content cache (every coupon change clears it, in every API process) and the
 * one running now is picked in memory: an offer starting or ending needs no change to be seen. Uses are counted as
 * the cache last read them, so a page may still show an offer for up to the cache's minute after its last use went;
 * checkout prices every order afresh (coupon-checkout.ts) and says so before any payment.
 */
export function createPublicOffers(ctx: Pick<ServiceContext, 'db' | 'clock'> & Pick<FastifyInstance, 'publicContent'>) {
  const { db, clock, publicContent } = ctx;

  return {
    /** The best automatic offer running on the course now; none: the price as it is. */
    async offerOn(course: PricedCourse, basePaise: number): Promise<Pricing> {
      const none: Pricing = { basePaise, discountPaise: 0, totalPaise: basePaise, coupon: null };
      if (basePaise === 0) return none;
      const offers = await publicContent.read(`offers:${course.id}:${course.categoryId}`, () =>
        repo.offersFor(db, course, clock.now()),
      );
      const now = clock.now();
      let best = none;
      for (const offer of offers) {
        if (couponProblem(offer, true, basePaise, now)) continue;
        const discountPaise = discountOf(offer, basePaise);
        if (discountPaise > best.discountPaise) {
          best = { basePaise, discountPaise, totalPaise: basePaise - discountPaise, coupon: offer };
        }
      }
      return best;
    },
  };
}
