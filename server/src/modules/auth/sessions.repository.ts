import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { refreshTokens } from '../../db/schema/auth-tokens.ts';
import { roles, users } from '../../db/schema/users-and-roles.ts';
import { type UserWithRole, userWithRole } from '../users/users.repository.ts';

/**
 * A session is one refresh-token family: it starts at sign-in, keeps one live token through its rotations,
 * and ends when that token is revoked (logout, password change, deactivation, a replay) or lapses.
 */
export const sessionsRepository = {
  /**
   * The user behind an access token with their role, and whether the token's session is still live: one
   * query per authenticated request (the live-family check reads a partial index of unrevoked tokens).
   */
  async findUser(
    db: Database,
    userId: string,
    sessionId: string,
    now: Date,
  ): Promise<(UserWithRole & { sessionLive: boolean }) | undefined> {
    const liveToken = db
      .select({ one: sql`1` })
      .from(refreshTokens)
      .where(
        and(eq(refreshTokens.familyId, sessionId), isNull(refreshTokens.revokedAt), gt(refreshTokens.expiresAt, now)),
      );
    const [row] = await db
      .select({ ...userWithRole, sessionLive: sql<boolean>`exists (${liveToken})` })
      .from(users)
      .innerJoin(roles, eq(users.roleId, roles.id))
      .where(eq(users.id, userId));
    return row;
  },
};
