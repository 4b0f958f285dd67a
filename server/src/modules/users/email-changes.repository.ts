import { and, desc, eq, gt, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { emailChangeRequests } from '../../db/schema/auth-tokens.ts';

export type EmailChangeRequestRow = typeof emailChangeRequests.$inferSelect;

const open = (now: Date) => and(isNull(emailChangeRequests.usedAt), gt(emailChangeRequests.expiresAt, now));
/** Needs no approval, or has it. */
const cleared = or(isNull(emailChangeRequests.approvalTokenHash), isNotNull(emailChangeRequests.approvedAt));

/** A new address a user is waiting for, and whether the owner's approval is still awaited. */
export interface PendingEmail {
  newEmail: string;
  awaitsApproval: boolean;
}

/**
 * E-mail changes waiting for the link mailed to the new address (and, for a change asked by staff who are not
 * super admins, first for the owner's approval from the current address); single use, stored hashed.
 */
export const emailChangesRepository = {
  async insert(
    db: Database,
    values: {
      userId: string;
      newEmail: string;
      tokenHash: string | null;
      approvalTokenHash: string | null;
      requestedBy: string;
      expiresAt: Date;
    },
  ): Promise<void> {
    await db.insert(emailChangeRequests).values(values);
  },

  /** Closes every open request of the user: a newer one replaces them, a confirmed one ends them. */
  async closeOpen(db: Database, userId: string, now: Date): Promise<void> {
    await db
      .update(emailChangeRequests)
      .set({ usedAt: now })
      .where(and(eq(emailChangeRequests.userId, userId), isNull(emailChangeRequests.usedAt)));
  },

  /** The open request of this confirmation token, if it needs no approval or has it. */
  async findOpenByHash(db: Database, tokenHash: string, now: Date): Promise<EmailChangeRequestRow | undefined> {
    const [row] = await db
      .select()
      .from(emailChangeRequests)
      .where(and(eq(emailChangeRequests.tokenHash, tokenHash), open(now), cleared));
    return row;
  },

  /** The open request of this approve-or-cancel token, approved or not. */
  async findOpenByApprovalHash(
    db: Database,
    approvalTokenHash: string,
    now: Date,
  ): Promise<EmailChangeRequestRow | undefined> {
    const [row] = await db
      .select()
      .from(emailChangeRequests)
      .where(and(eq(emailChangeRequests.approvalTokenHash, approvalTokenHash), open(now)));
    return row;
  },

  /**
   * Records the owner's approval and the confirmation token now mailed to the new address, with its own expiry;
   * false when the request was approved, cancelled or replaced meanwhile.
   */
  async approve(db: Database, id: string, values: { tokenHash: string; expiresAt: Date }, now: Date): Promise<boolean> {
    const rows = await db
      .update(emailChangeRequests)
      .set({ ...values, approvedAt: now })
      .where(
        and(eq(emailChangeRequests.id, id), isNull(emailChangeRequests.usedAt), isNull(emailChangeRequests.approvedAt)),
      )
      .returning({ id: emailChangeRequests.id });
    return rows.length > 0;
  },

  /** Takes the request for this confirmation (or cancellation); false when another one took it first. */
  async markUsed(db: Database, id: string, now: Date): Promise<boolean> {
    const rows = await db
      .update(emailChangeRequests)
      .set({ usedAt: now })
      .where(and(eq(emailChangeRequests.id, id), isNull(emailChangeRequests.usedAt)))
      .returning({ id: emailChangeRequests.id });
    return rows.length > 0;
  },

  /** The address each of these users is waiting for (their newest open request). */
  async pendingEmails(db: Database, userIds: string[], now: Date): Promise<Map<string, PendingEmail>> {
    if (userIds.length === 0) return new Map();
    const rows = await db
      .select({
        userId: emailChangeRequests.userId,
        newEmail: emailChangeRequests.newEmail,
        approvalTokenHash: emailChangeRequests.approvalTokenHash,
        approvedAt: emailChangeRequests.approvedAt,
      })
      .from(emailChangeRequests)
      .where(and(inArray(emailChangeRequests.userId, userIds), open(now)))
      .orderBy(desc(emailChangeRequests.createdAt));
    const pending = new Map<string, PendingEmail>();
    for (const row of rows) {
      if (pending.has(row.userId)) continue;
      pending.set(row.userId, {
        newEmail: row.newEmail,
        awaitsApproval: row.approvalTokenHash !== null && row.approvedAt === null,
      });
    }
    return pending;
  },
};
