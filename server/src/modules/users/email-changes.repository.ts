import { and, desc, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { emailChangeRequests } from '../../db/schema/auth-tokens.ts';

export type EmailChangeRequestRow = typeof emailChangeRequests.$inferSelect;

const open = (now: Date) => and(isNull(emailChangeRequests.usedAt), gt(emailChangeRequests.expiresAt, now));

/** E-mail changes waiting for the link mailed to the new address; single use, stored hashed. */
export const emailChangesRepository = {
  async insert(
    db: Database,
    values: { userId: string; newEmail: string; tokenHash: string; requestedBy: string; expiresAt: Date },
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

  async findOpenByHash(db: Database, tokenHash: string, now: Date): Promise<EmailChangeRequestRow | undefined> {
    const [row] = await db
      .select()
      .from(emailChangeRequests)
      .where(and(eq(emailChangeRequests.tokenHash, tokenHash), open(now)));
    return row;
  },

  /** Takes the request for this confirmation; false when another one took it first. */
  async markUsed(db: Database, id: string, now: Date): Promise<boolean> {
    const rows = await db
      .update(emailChangeRequests)
      .set({ usedAt: now })
      .where(and(eq(emailChangeRequests.id, id), isNull(emailChangeRequests.usedAt)))
      .returning({ id: emailChangeRequests.id });
    return rows.length > 0;
  },

  /** The address each of these users is waiting to confirm (their newest open request). */
  async pendingEmails(db: Database, userIds: string[], now: Date): Promise<Map<string, string>> {
    if (userIds.length === 0) return new Map();
    const rows = await db
      .select({ userId: emailChangeRequests.userId, newEmail: emailChangeRequests.newEmail })
      .from(emailChangeRequests)
      .where(and(inArray(emailChangeRequests.userId, userIds), open(now)))
      .orderBy(desc(emailChangeRequests.createdAt));
    const pending = new Map<string, string>();
    for (const row of rows) if (!pending.has(row.userId)) pending.set(row.userId, row.newEmail);
    return pending;
  },
};
