import { ORDER_STATUSES, PAYMENT_PROVIDERS } from '@skillhub/shared/schemas/payment';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';
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
  ],
);

/** Webhook events already handled, by Razorpay's event id: a replayed delivery is acknowledged and ignored. */
export const paymentWebhookEvents = pgTable('payment_webhook_events', {
  eventId: text('event_id').primaryKey(),
  event: text('event').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

export type PaymentOrderRow = typeof paymentOrders.$inferSelect;
