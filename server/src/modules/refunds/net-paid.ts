import { sql } from 'drizzle-orm';
import { paymentOrders } from '../../db/schema/payments.ts';
import { refunds } from '../../db/schema/refunds.ts';

/**
 * What a paid order brought in, net of its processed refunds (refunds_order_idx), as an SQL expression over a
 * payment_orders row. Every revenue figure uses it, so the dashboard, coupons and reports agree; requested and
 * failed refunds take nothing off.
 */
export const netPaidPaise = sql`${paymentOrders.amountPaise} - (select coalesce(sum(${refunds.amountPaise}), 0)
  from ${refunds} where ${refunds.orderId} = ${paymentOrders.id} and ${refunds.status} = 'processed')`;
