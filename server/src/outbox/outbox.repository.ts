import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { type OutboxRow, outbox } from '../db/schema/outbox.ts';
import type { OutgoingMail } from '../mail/outgoing-mail.ts';

export const MAIL_KIND = 'mail';

/**
 * The outbox table. Services call `enqueueMail` with their transaction handle so the mail is written in
 * the same transaction as the change it reports; the worker claims, delivers and settles rows.
 */
export const outboxRepository = {
  async enqueueMail(tx: Database, mail: OutgoingMail, now: Date): Promise<void> {
    await tx.insert(outbox).values({ kind: MAIL_KIND, payload: { ...mail }, availableAt: now });
  },

  /**
   * Leases up to `limit` due rows to this worker. SKIP LOCKED lets several processes claim side by side
   * without waiting on or taking each other's rows; the lease (not a long transaction) marks them taken,
   * so a slow SMTP server never holds a database lock, and a crashed worker's rows come back when it ends.
   */
  async claim(db: Database, now: Date, leaseMs: number, limit: number): Promise<OutboxRow[]> {
    const due = db
      .select({ id: outbox.id })
      .from(outbox)
      .where(
        and(
          eq(outbox.status, 'pending'),
          lte(outbox.availableAt, now),
          or(isNull(outbox.lockedUntil), lte(outbox.lockedUntil, now)),
        ),
      )
      .orderBy(asc(outbox.availableAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    return db
      .update(outbox)
      .set({ lockedUntil: new Date(now.getTime() + leaseMs), attempts: sql`${outbox.attempts} + 1` })
      .where(inArray(outbox.id, due))
      .returning();
  },

  async markSent(db: Database, id: string, result: Record<string, unknown>, now: Date): Promise<void> {
    await db
      .update(outbox)
      .set({ status: 'sent', sentAt: now, result, lockedUntil: null, lastError: null })
      .where(eq(outbox.id, id));
  },

  /** Schedules another try after `retryAt`, or gives up (status failed) when `retryAt` is null. */
  async markFailed(db: Database, id: string, error: string, retryAt: Date | null): Promise<void> {
    await db
      .update(outbox)
      .set(
        retryAt
          ? { lastError: error, lockedUntil: null, availableAt: retryAt }
          : { status: 'failed', lastError: error, lockedUntil: null },
      )
      .where(eq(outbox.id, id));
  },

  /**
   * Rows waiting to be sent, and when the oldest of those already due became due (null when none is): how
   * far delivery is behind. Both read the partial index of pending rows.
   */
  async pendingStats(db: Database, now: Date): Promise<{ pending: number; oldestDueAt: Date | null }> {
    const [row] = await db
      .select({
        pending: sql<number>`count(*)::int`,
        oldestDueAt: sql<
          string | null
        >`min(${outbox.availableAt}) FILTER (WHERE ${outbox.availableAt} <= ${now.toISOString()}::timestamptz)`,
      })
      .from(outbox)
      .where(eq(outbox.status, 'pending'));
    return { pending: row?.pending ?? 0, oldestDueAt: row?.oldestDueAt ? new Date(row.oldestDueAt) : null };
  },

  async deleteSentBefore(db: Database, cutoff: Date): Promise<number> {
    const deleted = await db
      .delete(outbox)
      .where(and(eq(outbox.status, 'sent'), lt(outbox.sentAt, cutoff)))
      .returning({ id: outbox.id });
    return deleted.length;
  },
};
