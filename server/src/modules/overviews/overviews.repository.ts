import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { courseLectures, lectureOverviews, type OverviewRow } from '../../db/schema/curriculum.ts';
import { users } from '../../db/schema/users-and-roles.ts';

export interface OverviewWithAuthor extends OverviewRow {
  createdByName: string | null;
}

const withAuthor = { overview: lectureOverviews, createdByName: users.name };
/** The overview of an archived lecture is kept with it, out of reach like the lecture itself. */
const ofLiveLecture = sql`exists (select 1 from ${courseLectures}
  where ${courseLectures.id} = ${lectureOverviews.lectureId} and ${courseLectures.archivedAt} is null)`;

export const overviewsRepository = {
  /** The lecture, when it is live in that section of that course. */
  async lectureExists(db: Database, courseId: string, sectionId: string, lectureId: string): Promise<boolean> {
    const [row] = await db
      .select({ id: courseLectures.id })
      .from(courseLectures)
      .where(
        and(
          eq(courseLectures.id, lectureId),
          eq(courseLectures.sectionId, sectionId),
          eq(courseLectures.courseId, courseId),
          isNull(courseLectures.archivedAt),
        ),
      );
    return row !== undefined;
  },

  async findByLecture(db: Database, lectureId: string): Promise<OverviewWithAuthor | undefined> {
    const [row] = await db
      .select(withAuthor)
      .from(lectureOverviews)
      .leftJoin(users, eq(users.id, lectureOverviews.createdBy))
      .where(eq(lectureOverviews.lectureId, lectureId));
    return row && { ...row.overview, createdByName: row.createdByName };
  },

  async findById(db: Database, id: string): Promise<OverviewWithAuthor | undefined> {
    const [row] = await db
      .select(withAuthor)
      .from(lectureOverviews)
      .leftJoin(users, eq(users.id, lectureOverviews.createdBy))
      .where(and(eq(lectureOverviews.id, id), ofLiveLecture));
    return row && { ...row.overview, createdByName: row.createdByName };
  },

  async insert(db: Database, values: typeof lectureOverviews.$inferInsert): Promise<string> {
    const [row] = await db.insert(lectureOverviews).values(values).returning({ id: lectureOverviews.id });
    if (!row) throw new Error('Overview insert returned no row');
    return row.id;
  },

  async update(db: Database, id: string, overview: string): Promise<boolean> {
    const rows = await db
      .update(lectureOverviews)
      .set({ overview })
      .where(and(eq(lectureOverviews.id, id), ofLiveLecture))
      .returning({ id: lectureOverviews.id });
    return rows.length > 0;
  },

  async delete(db: Database, id: string): Promise<boolean> {
    const rows = await db
      .delete(lectureOverviews)
      .where(and(eq(lectureOverviews.id, id), ofLiveLecture))
      .returning({ id: lectureOverviews.id });
    return rows.length > 0;
  },
};
