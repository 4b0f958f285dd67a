import { ORDER_STATUSES, PAYMENT_PROVIDERS } from '@skillhub/shared/schemas/payment';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';
import { coupons } from './coupons.ts';
import { courses } from './courses.ts';
import { users } from './users-and-roles.ts';

/**
 * A purchase attempt. The amount is copied from the course when the order is created (never taken from the
 * client). At most one open ('created') order per learner and course, so a repeated create-order call gets
 * the same order back; the 'created' -> 'paid' update is the single gate that enrols and mails the receipt.
 * Orders are financial records: a course or user with orders cannot be deleted (restrict).
 */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'restrict' }),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    providerOrderId: text('provider_order_id').notNull().unique(),
    receipt: text('receipt').notNull().unique(),
    amountPaise: integer('amount_paise').notNull(),
    /** The coupon or automatic offer that priced the order; a coupon with orders cannot be deleted. */
    couponId: uuid('coupon_id').references(() => coupons.id, { onDelete: 'restrict' }),
    /** The code and title as they were at purchase, for the receipt (staff may edit the coupon later). */
    couponCode: text('coupon_code'),
    couponTitle: text('coupon_title'),
    /** What the coupon took off the course's price: amountPaise + discountPaise is that price. */
    discountPaise: integer('discount_paise').notNull().default(0),
    /** True while this open order holds one of the coupon's reserved uses (coupons.uses_reserved). */
    couponHeld: boolean('coupon_held').notNull().default(false),
    /** When the hold lapses: a checkout that ran out may be reclaimed by another learner after it. */
    couponHoldUntil: timestamp('coupon_hold_until', { withTimezone: true }),
    /** The buyer's place of supply (a GST state code) as chosen at checkout; null: not given. */
    buyerState: text('buyer_state'),
    /** For a company's tax invoice (B2B): its GSTIN (checked) and name. */
    buyerGstin: text('buyer_gstin'),
    buyerCompany: text('buyer_company'),
    currency: text('currency').notNull().default('INR'),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('created'),
    providerPaymentId: text('provider_payment_id'),
    /** The last failure the checkout or a webhook reported (the order stays open for a retry). */
    failureReason: text('failure_reason'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payment_orders_open_idx').on(t.userId, t.courseId).where(sql`${t.status} = 'created'`),
    index('payment_orders_user_id_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
    // The dashboard's revenue: paid orders by the time they were paid.
    index('payment_orders_paid_at_idx').on(t.paidAt).where(sql`${t.status} = 'paid'`),
    // A coupon's orders: per-learner limits, lapsed holds and the staff list's revenue figures.
    index('payment_orders_coupon_idx').on(t.couponId, t.userId).where(sql`${t.couponId} IS NOT NULL`),
  ],
);

/** Webhook events already handled, by Razorpay's event id: a replayed delivery is acknowledged and ignored. */
export const paymentWebhookEvents = pgTable('payment_webhook_events', {
  eventId: text('event_id').primaryKey(),
  event: text('event').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

export type PaymentOrderRow = typeof paymentOrders.$inferSelect;
