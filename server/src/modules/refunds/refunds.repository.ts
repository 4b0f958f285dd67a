import type { Refund } from '@skillhub/shared/schemas/refund';
import { and, asc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { enrollments } from '../../db/schema/enrollments.ts';
import { creditNotes } from '../../db/schema/invoices.ts';
import { type PaymentOrderRow, paymentOrders } from '../../db/schema/payments.ts';
import { type RefundRow, refunds } from '../../db/schema/refunds.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Requested and processed refunds hold their amount; a failed one gave it back. */
const holdsAmount = ne(refunds.status, 'failed');

const withCreditNote = { refund: refunds, creditNoteNumber: creditNotes.number };

export function toRefundDto(row: RefundRow, creditNoteNumber: string | null): Refund {
  return {
    _id: row.id,
    orderId: row.orderId,
    amountPaise: row.amountPaise,
    reason: row.reason,
    status: row.status,
    providerRefundId: row.providerRefundId,
    failureReason: row.failureReason,
    creditNoteNumber,
    requestedAt: row.requestedAt.toISOString(),
    settledAt: row.settledAt?.toISOString() ?? null,
  };
}

export const refundsRepository = {
  /**
   * The order row, locked until the transaction ends: every refund of one order is decided under this lock,
   * one after another, so together they cannot pass what was paid (in any number of processes).
   */
  async lockOrder(tx: Database, orderId: string): Promise<PaymentOrderRow | undefined> {
    const [row] = await tx.select().from(paymentOrders).where(eq(paymentOrders.id, orderId)).for('update');
    return row;
  },

  async findOrder(db: Database, orderId: string): Promise<PaymentOrderRow | undefined> {
    const [row] = await db.select().from(paymentOrders).where(eq(paymentOrders.id, orderId));
    return row;
  },

  async findByKey(db: Database, orderId: string, idempotencyKey: string): Promise<RefundRow | undefined> {
    const [row] = await db
      .select()
      .from(refunds)
      .where(and(eq(refunds.orderId, orderId), eq(refunds.idempotencyKey, idempotencyKey)));
    return row;
  },

  /** What the order's requested and processed refunds add up to. */
  async heldPaise(db: Database, orderId: string): Promise<number> {
    const [row] = await db
      .select({ total: sql<number>`coalesce(sum(${refunds.amountPaise}), 0)::int` })
      .from(refunds)
      .where(and(eq(refunds.orderId, orderId), holdsAmount));
    return row?.total ?? 0;
  },

  async processedPaise(db: Database, orderId: string): Promise<number> {
    const [row] = await db
      .select({ total: sql<number>`coalesce(sum(${refunds.amountPaise}), 0)::int` })
      .from(refunds)
      .where(and(eq(refunds.orderId, orderId), eq(refunds.status, 'processed')));
    return row?.total ?? 0;
  },

  async insert(
    tx: Database,
    values: Pick<RefundRow, 'orderId' | 'idempotencyKey' | 'amountPaise' | 'reason' | 'requestedBy' | 'requestedAt'>,
  ): Promise<RefundRow> {
    const [row] = await tx.insert(refunds).values(values).returning();
    if (!row) throw new Error('The refund could not be written');
    return row;
  },

  /** Notes the provider's id; a webhook that came first may have noted it already. */
  async setProviderRefundId(db: Database, id: string, providerRefundId: string): Promise<RefundRow | undefined> {
    const [row] = await db
      .update(refunds)
      .set({ providerRefundId })
      .where(and(eq(refunds.id, id), isNull(refunds.providerRefundId)))
      .returning();
    return row;
  },

  /** The refund a webhook is about, locked: by the provider's id, or by our id it keeps in its notes. */
  async lockForWebhook(
    tx: Database,
    providerRefundId: string,
    refundId: string | null,
  ): Promise<RefundRow | undefined> {
    const byOurId = refundId && UUID.test(refundId) ? eq(refunds.id, refundId) : undefined;
    const [row] = await tx
      .select()
      .from(refunds)
      .where(or(eq(refunds.providerRefundId, providerRefundId), byOurId))
      .limit(1)
      .for('update');
    return row;
  },

  async settle(
    tx: Database,
    id: string,
    outcome: {
      status: 'processed' | 'failed';
      providerRefundId: string | null;
      failureReason: string | null;
      now: Date;
    },
  ): Promise<RefundRow> {
    const [row] = await tx
      .update(refunds)
      .set({
        status: outcome.status,
        failureReason: outcome.failureReason,
        settledAt: outcome.now,
        ...(outcome.providerRefundId ? { providerRefundId: outcome.providerRefundId } : {}),
      })
      .where(eq(refunds.id, id))
      .returning();
    if (!row) throw new Error(`Refund ${id} vanished`);
    return row;
  },

  /** A fully refunded purchase's enrolment goes; one the learner holds through another order or staff stays. */
  async removePurchaseEnrolment(tx: Database, orderId: string): Promise<boolean> {
    const removed = await tx
      .delete(enrollments)
      .where(and(eq(enrollments.orderId, orderId), eq(enrollments.source, 'purchase')))
      .returning({ id: enrollments.id });
    return removed.length > 0;
  },

  /** Refunds of these orders, oldest first, each with its credit note's number. */
  async listByOrders(db: Database, orderIds: string[]): Promise<Map<string, Refund[]>> {
    const byOrder = new Map<string, Refund[]>();
    if (orderIds.length === 0) return byOrder;
    const rows = await db
      .select(withCreditNote)
      .from(refunds)
      .leftJoin(creditNotes, eq(creditNotes.refundKey, sql`${refunds.id}::text`))
      .where(inArray(refunds.orderId, orderIds))
      .orderBy(asc(refunds.requestedAt), asc(refunds.createdAt));
    for (const { refund, creditNoteNumber } of rows) {
      const list = byOrder.get(refund.orderId) ?? [];
      list.push(toRefundDto(refund, creditNoteNumber));
      byOrder.set(refund.orderId, list);
    }
    return byOrder;
  },

  async findWithCreditNote(db: Database, id: string): Promise<Refund | undefined> {
    const [row] = await db
      .select(withCreditNote)
      .from(refunds)
      .leftJoin(creditNotes, eq(creditNotes.refundKey, sql`${refunds.id}::text`))
      .where(eq(refunds.id, id));
    return row ? toRefundDto(row.refund, row.creditNoteNumber) : undefined;
  },
};

/** What is left to refund of an order with these refunds. */
export function refundablePaise(paidPaise: number, list: readonly Refund[]): number {
  return paidPaise - list.filter((r) => r.status !== 'failed').reduce((sum, r) => sum + r.amountPaise, 0);
}
