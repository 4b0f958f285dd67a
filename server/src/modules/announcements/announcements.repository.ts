import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { courses } from '../../db/schema/courses.ts';
import { type AnnouncementRow, courseAnnouncements } from '../../db/schema/learning.ts';
import { users } from '../../db/schema/users-and-roles.ts';

export interface AnnouncementWithAuthor extends AnnouncementRow {
  createdByName: string | null;
}

const withAuthor = { announcement: courseAnnouncements, createdByName: users.name };
const flatten = (row: { announcement: AnnouncementRow; createdByName: string | null }) => ({
  ...row.announcement,
  createdByName: row.createdByName,
});

export const announcementsRepository = {
  async courseExists(db: Database, id: string): Promise<boolean> {
    const [row] = await db.select({ id: courses.id }).from(courses).where(eq(courses.id, id));
    return row !== undefined;
  },

  async listForCourse(db: Database, courseId: string): Promise<AnnouncementWithAuthor[]> {
    const rows = await db
      .select(withAuthor)
      .from(courseAnnouncements)
      .leftJoin(users, eq(users.id, courseAnnouncements.createdBy))
      .where(eq(courseAnnouncements.courseId, courseId))
      .orderBy(desc(courseAnnouncements.createdAt), desc(courseAnnouncements.id));
    return rows.map(flatten);
  },

  async findById(db: Database, id: string): Promise<AnnouncementWithAuthor | undefined> {
    const [row] = await db
      .select(withAuthor)
      .from(courseAnnouncements)
      .leftJoin(users, eq(users.id, courseAnnouncements.createdBy))
      .where(eq(courseAnnouncements.id, id));
    return row && flatten(row);
  },

  async insert(db: Database, values: typeof courseAnnouncements.$inferInsert): Promise<string> {
    const [row] = await db.insert(courseAnnouncements).values(values).returning({ id: courseAnnouncements.id });
    if (!row) throw new Error('Announcement insert returned no row');
    return row.id;
  },

  async update(db: Database, id: string, values: { title: string; message: string }): Promise<boolean> {
    const rows = await db
      .update(courseAnnouncements)
      .set(values)
      .where(eq(courseAnnouncements.id, id))
      .returning({ id: courseAnnouncements.id });
    return rows.length > 0;
  },

  async delete(db: Database, id: string): Promise<boolean> {
    const rows = await db
      .delete(courseAnnouncements)
      .where(eq(courseAnnouncements.id, id))
      .returning({ id: courseAnnouncements.id });
    return rows.length > 0;
  },
};
