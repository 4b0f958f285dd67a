import { REFUND_STATUSES } from '@skillhub/shared/schemas/refund';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';
import { paymentOrders } from './payments.ts';
import { users } from './users-and-roles.ts';

/**
 * A refund of a paid order, whole or in part. The row is written (status `requested`) before the provider is
 * called, under a lock on the order row, so refunds at once cannot together pass what was paid and a retried
 * request (same idempotency key on the same order) finds its row instead of refunding again. The provider's
 * `refund.processed` / `refund.failed` webhook settles it. Financial records: never deleted (restrict).
 */
export const refunds = pgTable(
  'refunds',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => paymentOrders.id, { onDelete: 'restrict' }),
    /** The Idempotency-Key header or the client's request id that asked for it. */
    idempotencyKey: text('idempotency_key').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    reason: text('reason').notNull(),
    status: text('status', { enum: REFUND_STATUSES }).notNull().default('requested'),
    /** Razorpay's `rfnd_…` id once it answered; its webhooks find the refund by it (or by our id in notes). */
    providerRefundId: text('provider_refund_id').unique(),
    failureReason: text('failure_reason'),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    /** When the webhook said processed or failed. */
    settledAt: timestamp('settled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('refunds_order_idempotency_key').on(t.orderId, t.idempotencyKey),
    // An order's refunds: the amount left, the receipt, the dashboard's net revenue.
    index('refunds_order_idx').on(t.orderId),
    check('refunds_amount_positive', sql`${t.amountPaise} > 0`),
  ],
);

export type RefundRow = typeof refunds.$inferSelect;
