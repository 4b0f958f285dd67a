import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { signupOtps } from '../../db/schema/auth-tokens.ts';

export type SignupOtpRow = typeof signupOtps.$inferSelect;

export const signupOtpsRepository = {
  /** A new code replaces any code still open for the e-mail. */
  async replace(
    db: Database,
    values: { email: string; name: string; passwordHash: string; otpHash: string; expiresAt: Date },
  ): Promise<void> {
    await db.delete(signupOtps).where(and(eq(signupOtps.email, values.email), isNull(signupOtps.usedAt)));
    await db.insert(signupOtps).values(values);
  },

  async findOpen(db: Database, email: string, now: Date): Promise<SignupOtpRow | undefined> {
    const [row] = await db
      .select()
      .from(signupOtps)
      .where(and(eq(signupOtps.email, email), isNull(signupOtps.usedAt), gt(signupOtps.expiresAt, now)))
      .orderBy(desc(signupOtps.createdAt))
      .limit(1);
    return row;
  },

  /** Counts one attempt; false once the code has used up its attempts (checked and counted atomically). */
  async takeAttempt(db: Database, id: string, maxAttempts: number): Promise<boolean> {
    const rows = await db
      .update(signupOtps)
      .set({ attempts: sql`${signupOtps.attempts} + 1` })
      .where(and(eq(signupOtps.id, id), lt(signupOtps.attempts, maxAttempts)))
      .returning({ id: signupOtps.id });
    return rows.length > 0;
  },

  /** Single use: only the first caller gets true. */
  async markUsed(db: Database, id: string, now: Date): Promise<boolean> {
    const rows = await db
      .update(signupOtps)
      .set({ usedAt: now })
      .where(and(eq(signupOtps.id, id), isNull(signupOtps.usedAt)))
      .returning({ id: signupOtps.id });
    return rows.length > 0;
  },
};
