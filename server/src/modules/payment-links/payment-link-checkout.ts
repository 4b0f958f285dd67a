import type { PaymentLinkCheckout, PaymentLinkState } from '@skillhub/shared/schemas/lead-revenue';
import type { PaymentLinkRow } from '../../db/schema/lead-revenue.ts';
import { HttpError, notFound } from '../../http/http-error.ts';
import type { ServiceContext } from '../../http/service-context.ts';
import { hashToken } from '../../security/secret-tokens.ts';
import { createCouponCheckout } from '../coupons/coupon-checkout.ts';
import { amountPaiseOf } from '../payments/payment-summary.ts';
import { type PurchasableCourse, paymentsRepository } from '../payments/payments.repository.ts';
import { usersRepository } from '../users/users.repository.ts';
import { paymentLinksRepository as repo } from './payment-links.repository.ts';

export const LINK_NOT_VALID = 'This payment link is not valid';

/**
 * Prices for a lead without an account as for a learner with no purchases and no coupon uses: no account has
 * this id, so the per-learner checks find nothing, as they would for the account the payment is about to make.
 */
export const NEW_LEARNER_ID = '00000000-0000-0000-0000-000000000000';

export function linkState(link: Pick<PaymentLinkRow, 'paidAt' | 'expiresAt'>, now: Date): PaymentLinkState {
  if (link.paidAt) return 'paid';
  return link.expiresAt.getTime() <= now.getTime() ? 'expired' : 'open';
}

/**
 * What a payment link's lead is asked to pay, and what its public checkout shows: read by the checkout call and by
 * the server's render of /pay/{token} (seo/pay-link-page.ts), which must show the same.
 */
export function createPaymentLinkCheckout(ctx: Pick<ServiceContext, 'db' | 'clock'>) {
  const { db, clock } = ctx;
  const coupons = createCouponCheckout(ctx);

  /** The lead's price with the link's coupon; a coupon that no longer applies leaves the price without it. */
  async function linkPrice(userId: string | null, course: PurchasableCourse, couponCode: string | null) {
    const base = amountPaiseOf(course);
    if (couponCode) {
      try {
        return {
          pricing: await coupons.price(userId ?? NEW_LEARNER_ID, course, base, couponCode),
          couponProblem: null,
        };
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        return { pricing: await coupons.price(userId ?? NEW_LEARNER_ID, course, base), couponProblem: error.message };
      }
    }
    return { pricing: await coupons.price(userId ?? NEW_LEARNER_ID, course, base), couponProblem: null };
  }

  return {
    linkPrice,

    /** What the public checkout shows: the course, the lead's details, the price and the link's state. */
    async checkout(token: string): Promise<PaymentLinkCheckout> {
      const found = await repo.findByTokenHash(db, hashToken(token));
      if (!found) throw notFound(LINK_NOT_VALID);
      const { link, lead } = found;
      const course = await paymentsRepository.findCourse(db, link.courseId);
      if (!course) throw notFound(LINK_NOT_VALID);
      const account = await usersRepository.findByEmail(db, lead.email);
      const { pricing, couponProblem } = await linkPrice(account?.id ?? null, course, link.couponCode);
      return {
        state: linkState(link, clock.now()),
        expiresAt: link.expiresAt.toISOString(),
        course: {
          _id: course.id,
          slug: course.slug,
          title: course.title,
          thumbnail: course.thumbnail,
          validity: course.validity,
        },
        buyer: { name: lead.name, email: lead.email, phone: lead.phone },
        pricePaise: pricing.basePaise,
        discountPaise: pricing.discountPaise,
        totalPaise: pricing.totalPaise,
        couponCode: pricing.coupon?.code ?? null,
        couponProblem,
      };
    },
  };
}
