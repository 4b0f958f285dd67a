import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { refreshTokens } from '../../db/schema/auth-tokens.ts';

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;
export type RevokeReason =
  | 'rotated'
  | 'replayed'
  | 'logout'
  | 'password-changed'
  | 'email-changed'
  | 'deactivated'
  | 'user-inactive';

export const refreshTokensRepository = {
  async insert(
    db: Database,
    values: {
      userId: string;
      familyId: string;
      tokenHash: string;
      expiresAt: Date;
      sessionOnly: boolean;
      userAgent: string | null;
      ip: string | null;
    },
  ): Promise<void> {
    await db.insert(refreshTokens).values(values);
  },

  /**
   * Marks a live token as used and returns it; a single UPDATE, so two concurrent refreshes with the same
   * token cannot both succeed. Undefined when the token is unknown, already used, revoked or expired.
   */
  async consume(db: Database, tokenHash: string, now: Date): Promise<RefreshTokenRow | undefined> {
    const [row] = await db
      .update(refreshTokens)
      .set({ revokedAt: now, revokedReason: 'rotated' })
      .where(
        and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.revokedAt), gt(refreshTokens.expiresAt, now)),
      )
      .returning();
    return row;
  },

  async findByHash(db: Database, tokenHash: string): Promise<RefreshTokenRow | undefined> {
    const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
    return row;
  },

  async revokeFamily(db: Database, familyId: string, now: Date, reason: RevokeReason): Promise<void> {
    await db
      .update(refreshTokens)
      .set({ revokedAt: now, revokedReason: reason })
      .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
  },

  async revokeAllForUser(db: Database, userId: string, now: Date, reason: RevokeReason): Promise<void> {
    await db
      .update(refreshTokens)
      .set({ revokedAt: now, revokedReason: reason })
      .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
  },
};
