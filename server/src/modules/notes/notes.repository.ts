import type { ListNotesQuery } from '@skillhub/shared/schemas/note';
import { and, asc, count, desc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { containsPattern } from '../../db/like-pattern.ts';
import { courseLectures } from '../../db/schema/curriculum.ts';
import { notes } from '../../db/schema/learning.ts';

export type NoteRow = typeof notes.$inferSelect;
export interface NoteWithLecture extends NoteRow {
  lectureTitle: string;
  /** Staff archived the lecture: the note is kept, the lecture is no longer in the course. */
  lectureRemoved: boolean;
}

const ORDER: Record<ListNotesQuery['sort'], SQL[]> = {
  latest: [desc(notes.createdAt), desc(notes.id)],
  oldest: [asc(notes.createdAt), asc(notes.id)],
  video_time: [asc(notes.videoTimeSeconds), asc(notes.createdAt), asc(notes.id)],
};

const withLecture = {
  note: notes,
  lectureTitle: courseLectures.title,
  lectureRemoved: sql<boolean>`${courseLectures.archivedAt} IS NOT NULL`,
};
const flatten = (row: { note: NoteRow; lectureTitle: string; lectureRemoved: boolean }): NoteWithLecture => ({
  ...row.note,
  lectureTitle: row.lectureTitle,
  lectureRemoved: row.lectureRemoved,
});

/** Every read and write is scoped to the owner: another learner's note id finds nothing. */
export const notesRepository = {
  async insert(db: Database, values: typeof notes.$inferInsert): Promise<string> {
    const [row] = await db.insert(notes).values(values).returning({ id: notes.id });
    if (!row) throw new Error('Note insert returned no row');
    return row.id;
  },

  async findOwn(db: Database, userId: string, id: string): Promise<NoteWithLecture | undefined> {
    const [row] = await db
      .select(withLecture)
      .from(notes)
      .innerJoin(courseLectures, eq(courseLectures.id, notes.lectureId))
      .where(and(eq(notes.id, id), eq(notes.userId, userId)));
    return row && flatten(row);
  },

  async listOwn(
    db: Database,
    userId: string,
    query: ListNotesQuery,
  ): Promise<{ rows: NoteWithLecture[]; total: number }> {
    const where = and(
      eq(notes.userId, userId),
      query.courseId ? eq(notes.courseId, query.courseId) : undefined,
      query.sectionId ? eq(notes.sectionId, query.sectionId) : undefined,
      query.subSectionId ? eq(notes.lectureId, query.subSectionId) : undefined,
      query.search ? ilike(notes.content, containsPattern(query.search)) : undefined,
    );
    const [rows, [totalRow]] = await Promise.all([
      db
        .select(withLecture)
        .from(notes)
        .innerJoin(courseLectures, eq(courseLectures.id, notes.lectureId))
        .where(where)
        .orderBy(...ORDER[query.sort])
        .limit(query.limit)
        .offset((query.page - 1) * query.limit),
      db.select({ total: count() }).from(notes).where(where),
    ]);
    return { rows: rows.map(flatten), total: totalRow?.total ?? 0 };
  },

  async updateOwn(db: Database, userId: string, id: string, content: string): Promise<boolean> {
    const rows = await db
      .update(notes)
      .set({ content })
      .where(and(eq(notes.id, id), eq(notes.userId, userId)))
      .returning({ id: notes.id });
    return rows.length > 0;
  },

  async deleteOwn(db: Database, userId: string, id: string): Promise<boolean> {
    const rows = await db
      .delete(notes)
      .where(and(eq(notes.id, id), eq(notes.userId, userId)))
      .returning({ id: notes.id });
    return rows.length > 0;
  },
};
