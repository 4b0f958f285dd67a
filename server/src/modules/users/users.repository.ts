import { ROLE_SUPER_ADMIN } from '@skillhub/shared/constants';
import type { Permissions } from '@skillhub/shared/permissions';
import type { ListUsersQuery } from '@skillhub/shared/schemas/user';
import { and, asc, count, desc, eq, ilike, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { containsPattern } from '../../db/like-pattern.ts';
import { roles, users } from '../../db/schema/users-and-roles.ts';
import { offsetOf } from '../../http/responses.ts';

/** Users joined with the columns of their role that callers need (the per-request session lookup too). */
export const userWithRole = {
  id: users.id,
  name: users.name,
  email: users.email,
  passwordHash: users.passwordHash,
  profilePic: users.profilePic,
  isActive: users.isActive,
  sessionVersion: users.sessionVersion,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
  role: {
    id: roles.id,
    name: roles.name,
    description: roles.description,
    permissions: roles.permissions,
  },
};

export type UserWithRole = {
  id: string;
  name: string;
  email: string;
  passwordHash: string | null;
  profilePic: string | null;
  isActive: boolean;
  sessionVersion: number;
  createdAt: Date;
  updatedAt: Date;
  role: { id: string; name: string; description: string | null; permissions: Permissions };
};

export const usersRepository = {
  async findById(db: Database, id: string): Promise<UserWithRole | undefined> {
    const [row] = await db
      .select(userWithRole)
      .from(users)
      .innerJoin(roles, eq(users.roleId, roles.id))
      .where(eq(users.id, id));
    return row;
  },

  async findByEmail(db: Database, email: string): Promise<UserWithRole | undefined> {
    const [row] = await db
      .select(userWithRole)
      .from(users)
      .innerJoin(roles, eq(users.roleId, roles.id))
      .where(eq(users.email, email));
    return row;
  },

  async emailTaken(db: Database, email: string, exceptUserId?: string): Promise<boolean> {
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(exceptUserId ? and(eq(users.email, email), ne(users.id, exceptUserId)) : eq(users.email, email));
    return row !== undefined;
  },

  async list(db: Database, query: ListUsersQuery): Promise<{ rows: UserWithRole[]; total: number }> {
    const filters: SQL[] = [];
    if (query.search) {
      const pattern = containsPattern(query.search);
      const bySearch = or(ilike(users.name, pattern), ilike(sql`${users.email}::text`, pattern));
      if (bySearch) filters.push(bySearch);
    }
    if (query.active !== undefined) filters.push(eq(users.isActive, query.active));
    const where = filters.length ? and(...filters) : undefined;
    const order =
      query.sort === 'name'
        ? [asc(users.name), asc(users.id)]
        : query.sort === 'oldest'
          ? [asc(users.createdAt), asc(users.id)]
          : [desc(users.createdAt), desc(users.id)];
    const [rows, totals] = await Promise.all([
      db
        .select(userWithRole)
        .from(users)
        .innerJoin(roles, eq(users.roleId, roles.id))
        .where(where)
        .orderBy(...order)
        .limit(query.limit)
        .offset(offsetOf(query.page, query.limit)),
      db.select({ total: count() }).from(users).where(where),
    ]);
    return { rows, total: totals[0]?.total ?? 0 };
  },

  async insert(
    db: Database,
    values: { name: string; email: string; roleId: string; passwordHash: string | null },
  ): Promise<string> {
    const [row] = await db.insert(users).values(values).returning({ id: users.id });
    if (!row) throw new Error('User insert returned no row');
    return row.id;
  },

  async update(db: Database, id: string, values: { name?: string; roleId?: string }): Promise<void> {
    await db.update(users).set(values).where(eq(users.id, id));
  },

  /** Deactivation also ends every session at once (see users.sessionVersion). */
  async setActive(db: Database, id: string, isActive: boolean): Promise<void> {
    await db
      .update(users)
      .set(isActive ? { isActive } : { isActive, sessionVersion: sql`${users.sessionVersion} + 1` })
      .where(eq(users.id, id));
  },

  async setPassword(db: Database, id: string, passwordHash: string): Promise<void> {
    await db
      .update(users)
      .set({ passwordHash, sessionVersion: sql`${users.sessionVersion} + 1` })
      .where(eq(users.id, id));
  },

  /** A confirmed e-mail change: the new address, and every access token issued so far stops working. */
  async changeEmail(db: Database, id: string, email: string): Promise<void> {
    await db
      .update(users)
      .set({ email, sessionVersion: sql`${users.sessionVersion} + 1` })
      .where(eq(users.id, id));
  },

  /** Makes every access token issued so far invalid. */
  async endSessions(db: Database, id: string): Promise<void> {
    await db
      .update(users)
      .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
      .where(eq(users.id, id));
  },

  async countActiveSuperAdmins(db: Database): Promise<number> {
    const [row] = await db
      .select({ total: count() })
      .from(users)
      .innerJoin(roles, eq(users.roleId, roles.id))
      .where(and(eq(roles.name, ROLE_SUPER_ADMIN), eq(users.isActive, true)));
    return row?.total ?? 0;
  },
};
