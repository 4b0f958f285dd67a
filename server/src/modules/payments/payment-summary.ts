import { PAYMENT_CURRENCY } from '@skillhub/shared/constants';
import type { PaymentProvider, PaymentSummary } from '@skillhub/shared/schemas/payment';
import { notFound } from '../../http/http-error.ts';
import type { ServiceContext } from '../../http/service-context.ts';
import { createCouponCheckout, toPriceQuote } from '../coupons/coupon-checkout.ts';
import { isExpired } from '../enrollments/enrollment-expiry.ts';
import { enrollmentsRepository } from '../enrollments/enrollments.repository.ts';
import { type PurchasableCourse, paymentsRepository as repo } from './payments.repository.ts';

/** The price the order charges, in paise, always from the database (never from the client). */
export const amountPaiseOf = (course: Pick<PurchasableCourse, 'finalPrice'>) => Math.round(course.finalPrice * 100);

/**
 * GET /payment/summary/{courseId}, the payment page's read: the course, the amount to pay (with the automatic
 * offer, if any), the checkout `provider` takes it to, the learner's last invoice details and their current access.
 * Also what the server draws that page with (seo/course-payment-page.ts).
 */
export function createPaymentSummary(ctx: Pick<ServiceContext, 'db' | 'clock'>, provider: PaymentProvider) {
  const { db, clock } = ctx;
  const coupons = createCouponCheckout(ctx);
  return async (userId: string, courseId: string): Promise<PaymentSummary> => {
    const course = await repo.findCourse(db, courseId);
    const enrollment = await enrollmentsRepository.find(db, userId, courseId);
    // A learner who bought a course still sees its page after it is unpublished; nobody else does.
    if (!course || (course.status !== 'PUBLISHED' && !enrollment)) throw notFound('Course not found');
    const pricing = await coupons.price(userId, course, amountPaiseOf(course));
    const last = await repo.lastBuyerDetails(db, userId);
    return {
      course: {
        _id: course.id,
        slug: course.slug,
        title: course.title,
        subtitle: course.subtitle,
        thumbnail: course.thumbnail,
        validity: course.validity,
        price: {
          actualPrice: course.actualPrice,
          discountPercentage: course.discountPercentage,
          finalPrice: course.finalPrice,
        },
      },
      amountPaise: pricing.totalPaise,
      quote: toPriceQuote(pricing),
      currency: PAYMENT_CURRENCY,
      provider,
      buyer: last ? { state: last.buyerState, gstin: last.buyerGstin, company: last.buyerCompany } : null,
      access: enrollment
        ? {
            status: isExpired(enrollment.expiresAt, clock.now()) ? 'expired' : 'active',
            expiresAt: enrollment.expiresAt?.toISOString() ?? null,
          }
        : null,
    };
  };
}
