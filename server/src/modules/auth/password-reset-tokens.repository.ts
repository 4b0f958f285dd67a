import { and, desc, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { passwordResetTokens, type RESET_TOKEN_PURPOSES } from '../../db/schema/auth-tokens.ts';

export type PasswordResetTokenRow = typeof passwordResetTokens.$inferSelect;

/** Reset links, their mailed codes and staff set-password links; all single use and stored hashed. */
export const passwordResetTokensRepository = {
  async insert(
    db: Database,
    values: {
      userId: string;
      tokenHash: string;
      otpHash: string | null;
      purpose: (typeof RESET_TOKEN_PURPOSES)[number];
      expiresAt: Date;
    },
  ): Promise<void> {
    await db.insert(passwordResetTokens).values(values);
  },

  /** Closes every open link and code of the user, e.g. when a newer one is sent or the password is set. */
  async closeOpen(db: Database, userId: string, now: Date): Promise<void> {
    await db
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
  },

  async findOpenByHash(db: Database, tokenHash: string, now: Date): Promise<PasswordResetTokenRow | undefined> {
    const [row] = await db
      .select()
      .from(passwordResetTokens)
      .where(
        and(
          eq(passwordResetTokens.tokenHash, tokenHash),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, now),
        ),
      );
    return row;
  },

  /** The newest open reset that came with a code. */
  async findOpenWithCode(db: Database, userId: string, now: Date): Promise<PasswordResetTokenRow | undefined> {
    const [row] = await db
      .select()
      .from(passwordResetTokens)
      .where(
        and(
          eq(passwordResetTokens.userId, userId),
          isNotNull(passwordResetTokens.otpHash),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, now),
        ),
      )
      .orderBy(desc(passwordResetTokens.createdAt))
      .limit(1);
    return row;
  },

  async takeAttempt(db: Database, id: string, maxAttempts: number): Promise<boolean> {
    const rows = await db
      .update(passwordResetTokens)
      .set({ attempts: sql`${passwordResetTokens.attempts} + 1` })
      .where(and(eq(passwordResetTokens.id, id), lt(passwordResetTokens.attempts, maxAttempts)))
      .returning({ id: passwordResetTokens.id });
    return rows.length > 0;
  },

  async markUsed(db: Database, id: string, now: Date): Promise<boolean> {
    const rows = await db
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.id, id), isNull(passwordResetTokens.usedAt)))
      .returning({ id: passwordResetTokens.id });
    return rows.length > 0;
  },
};
