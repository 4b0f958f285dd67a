import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { preparedPer } from '../../db/prepared-per.ts';
import { refreshTokens } from '../../db/schema/auth-tokens.ts';
import { roles, users } from '../../db/schema/users-and-roles.ts';
import { type UserWithRole, userWithRole } from '../users/users.repository.ts';

/**
 * findUser's statement, built once per database and prepared: every authenticated request runs it, and
 * building the query each time cost more than running it.
 */
const preparedFindUser = preparedPer((db) => {
  const liveToken = db
    .select({ one: sql`1` })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.familyId, sql.placeholder('sessionId')),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, sql`${sql.placeholder('now')}::timestamptz`),
      ),
    );
  return db
    .select({ ...userWithRole, sessionLive: sql<boolean>`exists (${liveToken})` })
    .from(users)
    .innerJoin(roles, eq(users.roleId, roles.id))
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('auth_session_user');
});

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
    const [row] = await preparedFindUser(db).execute({ userId, sessionId, now: now.toISOString() });
    return row;
  },
};
