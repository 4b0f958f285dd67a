import { ROLE_USER } from '@skillhub/shared/constants';
import type { DashboardSummary } from '@skillhub/shared/schemas/dashboard';
import { count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { categories } from '../../db/schema/categories.ts';
import { courses } from '../../db/schema/courses.ts';
import { roles, users } from '../../db/schema/users-and-roles.ts';

/** The dashboard's numbers, each one aggregate query. */
export const dashboardRepository = {
  async users(db: Database): Promise<DashboardSummary['users']> {
    const [row] = await db
      .select({
        total: count(),
        active: sql<number>`count(*) filter (where ${users.isActive})`.mapWith(Number),
        learners: sql<number>`count(*) filter (where ${roles.name} = ${ROLE_USER})`.mapWith(Number),
      })
      .from(users)
      .innerJoin(roles, eq(users.roleId, roles.id));
    const total = row?.total ?? 0;
    const active = row?.active ?? 0;
    const learners = row?.learners ?? 0;
    return { total, active, inactive: total - active, learners, staff: total - learners };
  },

  async roles(db: Database): Promise<number> {
    const [row] = await db.select({ total: count() }).from(roles);
    return row?.total ?? 0;
  },

  async categories(db: Database): Promise<DashboardSummary['categories']> {
    const [row] = await db
      .select({
        total: count(),
        inactive: sql<number>`count(*) filter (where ${categories.isDeleted})`.mapWith(Number),
      })
      .from(categories);
    const total = row?.total ?? 0;
    const inactive = row?.inactive ?? 0;
    return { total, active: total - inactive, inactive };
  },

  async courses(db: Database): Promise<DashboardSummary['courses']> {
    const rows = await db.select({ status: courses.status, total: count() }).from(courses).groupBy(courses.status);
    const counts = { total: 0, DRAFT: 0, PUBLISHED: 0, TERMINATED: 0 };
    for (const row of rows) {
      counts[row.status] = row.total;
      counts.total += row.total;
    }
    return counts;
  },
};
