import { type SQLWrapper, sql } from 'drizzle-orm';
import { paymentOrders } from '../../db/schema/payments.ts';
import { refunds } from '../../db/schema/refunds.ts';

/**
 * `amount` (paise) of the order `orderId`, net of that order's processed refunds (refunds_order_idx), as an SQL
 * expression. Every revenue figure uses it, so the dashboard, coupons, revenue by source and sequences agree;
 * requested and failed refunds take nothing off.
 */
export const netOfRefunds = (amount: SQLWrapper, orderId: SQLWrapper) =>
  sql`(${amount} - (select coalesce(sum(${refunds.amountPaise}), 0) from ${refunds}
  where ${refunds.orderId} = ${orderId} and ${refunds.status} = 'processed'))`;

/** What a paid order brought in, over a payment_orders row. */
export const netPaidPaise = netOfRefunds(paymentOrders.amountPaise, paymentOrders.id);
