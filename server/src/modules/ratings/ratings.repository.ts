import type { ListRatingsQuery } from '@skillhub/shared/schemas/rating';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { courses } from '../../db/schema/courses.ts';
import { courseRatings } from '../../db/schema/learning.ts';
import { users } from '../../db/schema/users-and-roles.ts';

export type RatingRow = typeof courseRatings.$inferSelect;
export interface RatingWithUser extends RatingRow {
  userName: string;
  userProfilePic: string | null;
}

const ORDER: Record<ListRatingsQuery['sort'], SQL[]> = {
  latest: [desc(courseRatings.createdAt), desc(courseRatings.id)],
  oldest: [asc(courseRatings.createdAt), asc(courseRatings.id)],
  highest: [desc(courseRatings.rating), desc(courseRatings.createdAt), desc(courseRatings.id)],
  lowest: [asc(courseRatings.rating), desc(courseRatings.createdAt), desc(courseRatings.id)],
};

const withUser = { rating: courseRatings, userName: users.name, userProfilePic: users.profilePic };
const flatten = (row: { rating: RatingRow; userName: string; userProfilePic: string | null }): RatingWithUser => ({
  ...row.rating,
  userName: row.userName,
  userProfilePic: row.userProfilePic,
});

export const ratingsRepository = {
  /** Serialises rating writes of one course, so that each recount sees every rating committed before it. */
  async lockCourse(db: Database, courseId: string): Promise<boolean> {
    const [row] = await db.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId)).for('update');
    return row !== undefined;
  },

  /** Inserts or rewrites the learner's rating; `created` tells the first rating from an edit. */
  async upsert(
    db: Database,
    values: { courseId: string; userId: string; rating: number; review: string | null },
  ): Promise<{ id: string; created: boolean }> {
    const [row] = await db
      .insert(courseRatings)
      .values(values)
      .onConflictDoUpdate({
        target: [courseRatings.courseId, courseRatings.userId],
        set: { rating: values.rating, review: values.review, updatedAt: new Date() },
      })
      // xmax is 0 only for a row this statement inserted (PostgreSQL's usual upsert tell).
      .returning({ id: courseRatings.id, created: sql<boolean>`(xmax = 0)` });
    if (!row) throw new Error('Rating upsert returned no row');
    return row;
  },

  /**
   * Recomputes the course's average (2 decimals) and count from its ratings in one statement; the course
   * keeps its updated_at, a rating is not an edit of the course.
   */
  async recount(db: Database, courseId: string): Promise<void> {
    await db.execute(sql`
      update ${courses}
      set average_rating = s.average, ratings_count = s.total
      from (
        select coalesce(round(avg(${courseRatings.rating})::numeric, 2), 0) as average, count(*)::int as total
        from ${courseRatings} where ${courseRatings.courseId} = ${courseId}
      ) as s
      where ${courses.id} = ${courseId}`);
  },

  async findOwn(db: Database, courseId: string, userId: string): Promise<RatingWithUser | undefined> {
    const [row] = await db
      .select(withUser)
      .from(courseRatings)
      .innerJoin(users, eq(users.id, courseRatings.userId))
      .where(and(eq(courseRatings.courseId, courseId), eq(courseRatings.userId, userId)));
    return row && flatten(row);
  },

  async list(
    db: Database,
    courseId: string,
    query: ListRatingsQuery,
  ): Promise<{ rows: RatingWithUser[]; total: number }> {
    const where = eq(courseRatings.courseId, courseId);
    const [rows, [totalRow]] = await Promise.all([
      db
        .select(withUser)
        .from(courseRatings)
        .innerJoin(users, eq(users.id, courseRatings.userId))
        .where(where)
        .orderBy(...ORDER[query.sort])
        .limit(query.limit)
        .offset((query.page - 1) * query.limit),
      db.select({ total: count() }).from(courseRatings).where(where),
    ]);
    return { rows: rows.map(flatten), total: totalRow?.total ?? 0 };
  },

  /** How many ratings gave each number of stars. */
  async distribution(db: Database, courseId: string): Promise<{ rating: number; n: number }[]> {
    return db
      .select({ rating: courseRatings.rating, n: count() })
      .from(courseRatings)
      .where(eq(courseRatings.courseId, courseId))
      .groupBy(courseRatings.rating);
  },
};
