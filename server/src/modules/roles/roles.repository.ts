import type { Permissions } from '@skillhub/shared/permissions';
import type { ListQuery } from '@skillhub/shared/schemas/common';
import { asc, count, desc, eq, getTableColumns, ilike, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { containsPattern } from '../../db/like-pattern.ts';
import { type RoleRow, roles, users } from '../../db/schema/users-and-roles.ts';
import { offsetOf } from '../../http/responses.ts';

export type RoleWithCount = RoleRow & { usersCount: number };

// Spelled out with table names: in a single-table select drizzle leaves columns unqualified, which inside
// the subquery would resolve to users.id instead of roles.id.
const usersCount = sql<number>`(select count(*) from ${users} where ${users}.role_id = ${roles}.id)`.mapWith(Number);
const roleWithCount = { ...getTableColumns(roles), usersCount };

export const rolesRepository = {
  async list(db: Database, query: ListQuery): Promise<{ rows: RoleWithCount[]; total: number }> {
    const where = query.search ? ilike(sql`${roles.name}::text`, containsPattern(query.search)) : undefined;
    const order =
      query.sort === 'name'
        ? [asc(roles.name)]
        : query.sort === 'oldest'
          ? [asc(roles.createdAt), asc(roles.id)]
          : [desc(roles.createdAt), desc(roles.id)];
    const [rows, totals] = await Promise.all([
      db
        .select(roleWithCount)
        .from(roles)
        .where(where)
        .orderBy(...order)
        .limit(query.limit)
        .offset(offsetOf(query.page, query.limit)),
      db.select({ total: count() }).from(roles).where(where),
    ]);
    return { rows, total: totals[0]?.total ?? 0 };
  },

  async findById(db: Database, id: string): Promise<RoleWithCount | undefined> {
    const [row] = await db.select(roleWithCount).from(roles).where(eq(roles.id, id));
    return row;
  },

  async findByName(db: Database, name: string): Promise<RoleRow | undefined> {
    const [row] = await db.select().from(roles).where(eq(roles.name, name));
    return row;
  },

  async insert(
    db: Database,
    values: { name: string; description: string | null; permissions: Permissions; isSystem?: boolean },
  ): Promise<string> {
    const [row] = await db.insert(roles).values(values).returning({ id: roles.id });
    if (!row) throw new Error('Role insert returned no row');
    return row.id;
  },

  async updatePermissions(db: Database, id: string, permissions: Permissions): Promise<void> {
    await db.update(roles).set({ permissions }).where(eq(roles.id, id));
  },

  async delete(db: Database, id: string): Promise<void> {
    await db.delete(roles).where(eq(roles.id, id));
  },

  async countUsers(db: Database, id: string): Promise<number> {
    const [row] = await db.select({ total: count() }).from(users).where(eq(users.roleId, id));
    return row?.total ?? 0;
  },
};
