import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { signInCodes } from '../../db/schema/auth-tokens.ts';

export type SignInCodeRow = typeof signInCodes.$inferSelect;

export const signInCodesRepository = {
  /** A new code replaces any code still open for the user. */
  async replace(db: Database, values: { userId: string; codeHash: string; expiresAt: Date }): Promise<void> {
    await db.delete(signInCodes).where(and(eq(signInCodes.userId, values.userId), isNull(signInCodes.usedAt)));
    await db.insert(signInCodes).values(values);
  },

  async findOpen(db: Database, userId: string, now: Date): Promise<SignInCodeRow | undefined> {
    const [row] = await db
      .select()
      .from(signInCodes)
      .where(and(eq(signInCodes.userId, userId), isNull(signInCodes.usedAt), gt(signInCodes.expiresAt, now)))
      .orderBy(desc(signInCodes.createdAt))
      .limit(1);
    return row;
  },

  /** Counts one attempt; false once the code has used up its attempts (checked and counted atomically). */
  async takeAttempt(db: Database, id: string, maxAttempts: number): Promise<boolean> {
    const rows = await db
      .update(signInCodes)
      .set({ attempts: sql`${signInCodes.attempts} + 1` })
      .where(and(eq(signInCodes.id, id), lt(signInCodes.attempts, maxAttempts)))
      .returning({ id: signInCodes.id });
    return rows.length > 0;
  },

  /** Single use: only the first caller gets true. */
  async markUsed(db: Database, id: string, now: Date): Promise<boolean> {
    const rows = await db
      .update(signInCodes)
      .set({ usedAt: now })
      .where(and(eq(signInCodes.id, id), isNull(signInCodes.usedAt)))
      .returning({ id: signInCodes.id });
    return rows.length > 0;
  },
};
