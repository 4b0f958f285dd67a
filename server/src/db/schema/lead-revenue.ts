import { LEAD_ATTRIBUTION_METHODS, PAYMENT_LINK_CHANNELS } from '@skillhub/shared/schemas/lead-revenue';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { courses } from './courses.ts';
import { enquiries } from './enquiries.ts';
import { enrollments } from './enrollments.ts';
import { paymentOrders } from './payments.ts';
import { users } from './users-and-roles.ts';

/**
 * A course's payment link sent to one lead: the token in its URL is the credential (kept hashed, shown once). It
 * opens checkout for that course with the lead's details; the first capture through it marks it paid, after
 * which it refuses to open an order again.
 */
export const paymentLinks = pgTable(
  'payment_links',
  {
    id: id(),
    tokenHash: text('token_hash').notNull().unique(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => enquiries.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    /** The coupon code the checkout applies (checked again at checkout, as any code). */
    couponCode: text('coupon_code'),
    channel: text('channel', { enum: PAYMENT_LINK_CHANNELS }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** The last order opened through the link; the paid one once paidAt is set. */
    orderId: uuid('order_id').references(() => paymentOrders.id, { onDelete: 'set null' }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('payment_links_lead_idx').on(t.leadId, t.createdAt), index('payment_links_order_idx').on(t.orderId)],
);

/**
 * The lead a paid order (and its enrolment) came from, and how that was decided: its payment link, or the
 * newest lead with the buyer's e-mail received within the attribution window before the payment. One row per
 * paid order; the revenue-by-source report and the per-sequence figures read it.
 */
export const leadConversions = pgTable(
  'lead_conversions',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => paymentOrders.id, { onDelete: 'cascade' }),
    enrollmentId: uuid('enrollment_id').references(() => enrollments.id, { onDelete: 'set null' }),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => enquiries.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    method: text('method', { enum: LEAD_ATTRIBUTION_METHODS }).notNull(),
    paymentLinkId: uuid('payment_link_id').references(() => paymentLinks.id, { onDelete: 'set null' }),
    amountPaise: integer('amount_paise').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('lead_conversions_order_idx').on(t.orderId),
    index('lead_conversions_lead_idx').on(t.leadId),
    index('lead_conversions_paid_at_idx').on(t.paidAt),
  ],
);

export type PaymentLinkRow = typeof paymentLinks.$inferSelect;
export type LeadConversionRow = typeof leadConversions.$inferSelect;
