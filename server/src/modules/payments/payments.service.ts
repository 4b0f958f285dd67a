import { randomBytes } from 'node:crypto';
import { PAYMENT_CURRENCY } from '@skillhub/shared/constants';
import type { PriceQuote } from '@skillhub/shared/schemas/coupon';
import type {
  CreateOrderBody,
  CreateOrderResult,
  Enrollment,
  PaymentOrder,
  RazorpayData,
} from '@skillhub/shared/schemas/payment';
import { sql } from 'drizzle-orm';
import { isUniqueViolation } from '../../db/postgres-errors.ts';
import type { EnrollmentRow } from '../../db/schema/enrollments.ts';
import type { PaymentOrderRow } from '../../db/schema/payments.ts';
import { badRequest, conflict, notFound } from '../../http/http-error.ts';
import type { ServiceContext } from '../../http/service-context.ts';
import { createCouponCheckout, type Pricing, toPriceQuote } from '../coupons/coupon-checkout.ts';
import { couponsRepository } from '../coupons/coupons.repository.ts';
import { toEnrollmentDto } from '../enrollments/enrollment-dto.ts';
import { isExpired } from '../enrollments/enrollment-expiry.ts';
import { enrollmentsRepository } from '../enrollments/enrollments.repository.ts';
import { invoicesRepository } from '../invoices/invoices.repository.ts';
import { refundsRepository } from '../refunds/refunds.repository.ts';
import { type UserWithRole, usersRepository } from '../users/users.repository.ts';
import type { OrderSettlement } from './order-settlement.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { amountPaiseOf, createPaymentSummary } from './payment-summary.ts';
import { type PurchasableCourse, paymentsRepository as repo } from './payments.repository.ts';
import { couponLabelOf } from './receipt-details.ts';
import { renderReceiptPdf } from './receipt-pdf.ts';

export const ALREADY_ENROLLED_MESSAGE = 'You are already enrolled in this course';
export const VERIFY_FAILED_MESSAGE = 'Payment verification failed';
export const PRICE_CHANGED_REASON = 'price changed';
export const COUPON_CHANGED_REASON = 'coupon changed';

const courseNotFound = () => notFound('Course not found');
const orderNotFound = () => notFound('Order not found');

/** The order's copy of what priced it (the receipt shows it even if staff edit the coupon later). */
const couponColumns = (pricing: Pricing) => ({
  couponId: pricing.coupon?.id ?? null,
  couponCode: pricing.coupon?.code ?? null,
  couponTitle: pricing.coupon?.title ?? null,
  discountPaise: pricing.discountPaise,
});

/** The buyer's side of the tax invoice as the order keeps it: a GSTIN goes with its company, or neither is kept. */
type BuyerDetails = Pick<PaymentOrderRow, 'buyerState' | 'buyerGstin' | 'buyerCompany'>;
const buyerColumns = (body: CreateOrderBody | undefined): BuyerDetails => ({
  buyerState: body?.buyerState ?? null,
  buyerGstin: body?.buyerGstin && body.buyerCompany ? body.buyerGstin : null,
  buyerCompany: body?.buyerGstin && body.buyerCompany ? body.buyerCompany : null,
});

/** `rcpt_` and 16 random hex characters: unique, and well inside Razorpay's 40-character limit. */
const newReceipt = () => `rcpt_${randomBytes(8).toString('hex')}`;

function hasActiveAccess(enrollment: EnrollmentRow | undefined, now: Date): boolean {
  return enrollment !== undefined && !isExpired(enrollment.expiresAt, now);
}

/** The learner's side of a purchase: summary, order, verification and receipt. */
export function createPaymentsService(
  ctx: Pick<ServiceContext, 'db' | 'clock' | 'outbox'>,
  provider: PaymentProvider,
  settlement: OrderSettlement,
) {
  const { db, clock, outbox } = ctx;
  const coupons = createCouponCheckout(ctx);
  const summary = createPaymentSummary(ctx, provider.name);

  async function mustFindUser(userId: string): Promise<UserWithRole> {
    const user = await usersRepository.findById(db, userId);
    if (!user) throw notFound('User not found');
    return user;
  }

  function toPaymentOrder(order: PaymentOrderRow, course: PurchasableCourse, user: UserWithRole): PaymentOrder {
    return {
      _id: order.id,
      provider: order.provider,
      providerOrderId: order.providerOrderId,
      keyId: provider.keyId,
      amountPaise: order.amountPaise,
      currency: PAYMENT_CURRENCY,
      receipt: order.receipt,
      courseTitle: course.title,
      prefill: { name: user.name, email: user.email },
    };
  }

  /** Closes the learner's open order and gives back the coupon use it holds, together. */
  async function closeOrder(order: PaymentOrderRow, reason: string): Promise<void> {
    await db.transaction(async (tx) => {
      await couponsRepository.releaseHold(tx, order.id);
      await repo.close(tx, order.id, reason, clock.now());
    });
  }

  /**
   * The learner's open order for the course at today's price, coupon and provider: the existing one if it still
   * matches, else a new one (a stale one is closed first, giving back its coupon use). Two calls at once end with
   * one open order: the partial unique index refuses the second insert, which then returns the winner's order.
   * An order with a coupon holds one of its uses from here until it is paid, closed or its hold lapses.
   */
  async function openOrder(
    userId: string,
    course: PurchasableCourse,
    pricing: Pricing,
    buyer: BuyerDetails,
  ): Promise<PaymentOrderRow> {
    const amountPaise = pricing.totalPaise;
    const couponId = pricing.coupon?.id ?? null;
    const existing = await repo.findOpen(db, userId, course.id);
    if (
      existing &&
      existing.amountPaise === amountPaise &&
      existing.provider === provider.name &&
      existing.couponId === couponId
    ) {
      // The same order, with the invoice details the learner gives this time (the invoice is issued at capture).
      return (await repo.setBuyer(db, existing.id, buyer)) ?? existing;
    }
    if (existing) {
      const reason =
        existing.couponId !== couponId
          ? COUPON_CHANGED_REASON
          : existing.amountPaise !== amountPaise
            ? PRICE_CHANGED_REASON
            : 'payment provider changed';
      await closeOrder(existing, reason);
    }

    if (couponId) await db.transaction((tx) => coupons.reserve(tx, couponId));
    const giveBack = () => (couponId ? couponsRepository.unreserve(db, couponId) : Promise.resolve());
    const receipt = newReceipt();
    let providerOrderId: string;
    try {
      ({ providerOrderId } = await provider.createOrder({
        amountPaise,
        currency: PAYMENT_CURRENCY,
        receipt,
        notes: { courseId: course.id, userId },
      }));
    } catch (error) {
      await giveBack();
      throw error;
    }
    try {
      return await repo.insert(db, {
        userId,
        courseId: course.id,
        provider: provider.name,
        providerOrderId,
        receipt,
        amountPaise,
        ...couponColumns(pricing),
        ...buyer,
        couponHeld: couponId !== null,
        couponHoldUntil: couponId ? coupons.holdUntil() : null,
      });
    } catch (error) {
      await giveBack();
      if (!isUniqueViolation(error)) throw error;
      const winner = await repo.findOpen(db, userId, course.id);
      if (!winner) throw error;
      return winner;
    }
  }

  /**
   * A coupon that takes the whole price: the order is written paid (provider 'free', no payment asked for) and
   * settled in the same transaction, so the use is counted, the learner enrolled and the receipt mailed together.
   */
  async function enrolWithFreeCoupon(userId: string, course: PurchasableCourse, pricing: Pricing, buyer: BuyerDetails) {
    const coupon = pricing.coupon;
    if (!coupon) throw new Error('A free order needs its coupon');
    const existing = await repo.findOpen(db, userId, course.id);
    if (existing) await closeOrder(existing, COUPON_CHANGED_REASON);
    const settled = await db.transaction(async (tx) => {
      // One free enrolment per learner and course at a time: a double click must not enrol (and use) twice.
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`free-coupon:${userId}:${course.id}`}))`);
      if (hasActiveAccess(await enrollmentsRepository.find(tx, userId, course.id), clock.now())) {
        throw conflict(ALREADY_ENROLLED_MESSAGE);
      }
      await coupons.reserve(tx, coupon.id);
      const receipt = newReceipt();
      const order = await repo.insert(tx, {
        userId,
        courseId: course.id,
        provider: 'free',
        providerOrderId: `free_${receipt.slice('rcpt_'.length)}`,
        receipt,
        amountPaise: 0,
        ...couponColumns(pricing),
        ...buyer,
        couponHeld: true,
        couponHoldUntil: coupons.holdUntil(),
      });
      return settlement.settlePaidOrder(tx, order, `free_${randomBytes(8).toString('hex')}`);
    });
    if (!settled) throw new Error('A new free order was already paid');
    outbox.kick();
    return settled;
  }

  return {
    summary,

    /** The price before paying: with the code the learner typed, or the automatic offer. Nothing is reserved. */
    async quote(userId: string, courseId: string, couponCode?: string): Promise<PriceQuote> {
      const course = await repo.findCourse(db, courseId);
      if (course?.status !== 'PUBLISHED') throw courseNotFound();
      return toPriceQuote(await coupons.price(userId, course, amountPaiseOf(course), couponCode));
    },

    async createOrder(userId: string, courseId: string, body?: CreateOrderBody): Promise<CreateOrderResult> {
      const couponCode = body?.couponCode;
      const buyer = buyerColumns(body);
      const course = await repo.findCourse(db, courseId);
      if (!course) throw courseNotFound();
      if (hasActiveAccess(await enrollmentsRepository.find(db, userId, courseId), clock.now())) {
        throw conflict(ALREADY_ENROLLED_MESSAGE);
      }
      if (course.status !== 'PUBLISHED') throw courseNotFound();
      const user = await mustFindUser(userId);
      const amountPaise = amountPaiseOf(course);
      const pricing = await coupons.price(userId, course, amountPaise, couponCode);

      if (pricing.coupon && pricing.totalPaise === 0) {
        const enrollment = await enrolWithFreeCoupon(userId, course, pricing, buyer);
        return { kind: 'enrolled', enrollment: toEnrollmentDto(enrollment, course.slug) };
      }

      if (amountPaise === 0) {
        const enrollment = await db.transaction(async (tx) => {
          const current = await enrollmentsRepository.find(tx, userId, courseId);
          // A concurrent call may have just enrolled: answer the same enrolment, not a second renewal.
          if (current && hasActiveAccess(current, clock.now())) return current;
          return enrollmentsRepository.grant(tx, {
            userId,
            courseId,
            validity: course.validity,
            source: 'free',
            now: clock.now(),
          });
        });
        return { kind: 'enrolled', enrollment: toEnrollmentDto(enrollment, course.slug) };
      }

      const order = await openOrder(userId, course, pricing, buyer);
      return { kind: 'order', order: toPaymentOrder(order, course, user) };
    },

    /**
     * Checkout's answer: the signature must be Razorpay's (or the sandbox's) over the order id we stored for
     * this learner and this course. Verifying an order that is already paid answers the same enrolment.
     */
    async verify(userId: string, courseId: string, data: RazorpayData): Promise<Enrollment> {
      const order = await repo.findOwned(db, { providerOrderId: data.razorpay_order_id, userId, courseId });
      if (!order) throw orderNotFound();
      if (!provider.verifyPaymentSignature(order.providerOrderId, data.razorpay_payment_id, data.razorpay_signature)) {
        throw badRequest(VERIFY_FAILED_MESSAGE, {
          'razorpayData.razorpay_signature': 'The payment signature does not match this order',
        });
      }
      const course = await repo.findCourse(db, courseId);
      if (!course) throw courseNotFound();
      const settled = await db.transaction((tx) => settlement.settlePaidOrder(tx, order, data.razorpay_payment_id));
      if (settled) {
        outbox.kick();
        return toEnrollmentDto(settled, course.slug);
      }
      const enrollment = await enrollmentsRepository.find(db, userId, courseId);
      if (!enrollment) throw new Error(`Paid order ${order.id} has no enrolment`);
      return toEnrollmentDto(enrollment, course.slug);
    },

    /** The PDF receipt of one of the caller's paid orders; anything else is simply not found. */
    async receipt(userId: string, orderId: string): Promise<{ fileName: string; pdf: Uint8Array }> {
      const order = await repo.findOwnedById(db, orderId, userId);
      if (order?.status !== 'paid' || !order.paidAt || !order.providerPaymentId) {
        throw notFound('Receipt not found');
      }
      const course = await repo.findCourse(db, order.courseId);
      const user = await mustFindUser(userId);
      if (!course) throw notFound('Receipt not found');
      const invoice = await invoicesRepository.findByOrder(db, order.id);
      const refunds = (await refundsRepository.listByOrders(db, [order.id])).get(order.id) ?? [];
      const pdf = await renderReceiptPdf({
        receipt: order.receipt,
        learnerName: user.name,
        learnerEmail: user.email,
        courseTitle: course.title,
        validity: course.validity,
        amountPaise: order.amountPaise,
        discountPaise: order.discountPaise,
        couponLabel: couponLabelOf(order),
        providerOrderId: order.providerOrderId,
        providerPaymentId: order.providerPaymentId,
        paidAt: order.paidAt,
        invoiceNumber: invoice?.number ?? null,
        refunds: refunds.map((refund) => ({
          ...refund,
          requestedAt: new Date(refund.requestedAt),
          settledAt: refund.settledAt ? new Date(refund.settledAt) : null,
        })),
      });
      return { fileName: `skillhub-receipt-${order.receipt}.pdf`, pdf };
    },
  };
}
