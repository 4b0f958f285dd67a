import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { refunds } from '../../db/schema/refunds.ts';

/**
 * A refund is written (holding its amount) before the provider is asked. Should the process stop between the two,
 * or the provider never answer, the refund would stay `requested` for good and its amount could never be refunded
 * again. Past this long without the provider's refund id it is failed, which gives the amount back; if the
 * provider did make it, its webhook (which finds the refund by our id in its notes) still turns it processed.
 */
export const UNANSWERED_REFUND_MS = 30 * 60_000;

export const UNANSWERED_REFUND_REASON =
  'The payment provider never answered this request, so nothing is known to be refunded; request it again if needed';

/** Fails the refunds that have waited too long for the provider's answer; their ids. */
export async function failUnansweredRefunds(db: Database, now: Date): Promise<string[]> {
  const rows = await db
    .update(refunds)
    .set({ status: 'failed', failureReason: UNANSWERED_REFUND_REASON, settledAt: now })
    .where(
      and(
        eq(refunds.status, 'requested'),
        isNull(refunds.providerRefundId),
        lt(refunds.requestedAt, new Date(now.getTime() - UNANSWERED_REFUND_MS)),
      ),
    )
    .returning({ id: refunds.id });
  return rows.map((row) => row.id);
}
