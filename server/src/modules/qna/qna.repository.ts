import type { ListQnaQuery } from '@skillhub/shared/schemas/qna';
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database.ts';
import { containsPattern } from '../../db/like-pattern.ts';
import { courses } from '../../db/schema/courses.ts';
import { courseLectures, courseSections } from '../../db/schema/curriculum.ts';
import { qnaQuestions, qnaReplies } from '../../db/schema/learning.ts';
import { users } from '../../db/schema/users-and-roles.ts';

export type QuestionRow = typeof qnaQuestions.$inferSelect;
export type ReplyRow = typeof qnaReplies.$inferSelect;

export interface QuestionWithNames extends QuestionRow {
  courseTitle: string;
  courseSlug: string;
  lectureTitle: string | null;
  askedByName: string | null;
}
export interface ReplyWithAuthor extends ReplyRow {
  authorName: string | null;
}

export interface QnaFilters {
  courseId?: string;
  subSectionId?: string;
  answered?: boolean;
  /** Only this user's questions. */
  askedBy?: string;
  search?: string;
}

const asker = alias(users, 'asker');
const withNames = {
  question: qnaQuestions,
  courseTitle: courses.title,
  courseSlug: courses.slug,
  lectureTitle: courseLectures.title,
  askedByName: asker.name,
};
type JoinedRow = {
  question: QuestionRow;
  courseTitle: string;
  courseSlug: string;
  lectureTitle: string | null;
  askedByName: string | null;
};
const flatten = (row: JoinedRow): QuestionWithNames => ({
  ...row.question,
  courseTitle: row.courseTitle,
  courseSlug: row.courseSlug,
  lectureTitle: row.lectureTitle,
  askedByName: row.askedByName,
});

const ORDER: Record<ListQnaQuery['sort'], SQL[]> = {
  latest: [desc(qnaQuestions.createdAt), desc(qnaQuestions.id)],
  oldest: [asc(qnaQuestions.createdAt), asc(qnaQuestions.id)],
};

function filterCondition(filters: QnaFilters): SQL | undefined {
  return and(
    filters.courseId ? eq(qnaQuestions.courseId, filters.courseId) : undefined,
    filters.subSectionId ? eq(qnaQuestions.lectureId, filters.subSectionId) : undefined,
    filters.answered === undefined
      ? undefined
      : filters.answered
        ? isNotNull(qnaQuestions.answeredAt)
        : isNull(qnaQuestions.answeredAt),
    filters.askedBy ? eq(qnaQuestions.userId, filters.askedBy) : undefined,
    filters.search ? ilike(qnaQuestions.question, containsPattern(filters.search)) : undefined,
  );
}

function joined(db: Database) {
  return db
    .select(withNames)
    .from(qnaQuestions)
    .innerJoin(courses, eq(courses.id, qnaQuestions.courseId))
    .leftJoin(courseLectures, eq(courseLectures.id, qnaQuestions.lectureId))
    .leftJoin(asker, eq(asker.id, qnaQuestions.userId));
}

export const qnaRepository = {
  async insertQuestion(db: Database, values: typeof qnaQuestions.$inferInsert): Promise<string> {
    const [row] = await db.insert(qnaQuestions).values(values).returning({ id: qnaQuestions.id });
    if (!row) throw new Error('Question insert returned no row');
    return row.id;
  },

  async sectionInCourse(db: Database, courseId: string, sectionId: string): Promise<boolean> {
    const [row] = await db
      .select({ id: courseSections.id })
      .from(courseSections)
      .where(
        and(eq(courseSections.id, sectionId), eq(courseSections.courseId, courseId), isNull(courseSections.archivedAt)),
      );
    return row !== undefined;
  },

  async findQuestion(db: Database, id: string): Promise<QuestionWithNames | undefined> {
    const [row] = await joined(db).where(eq(qnaQuestions.id, id));
    return row && flatten(row);
  },

  async list(
    db: Database,
    filters: QnaFilters,
    page: { page: number; limit: number; sort: ListQnaQuery['sort'] },
  ): Promise<{ rows: QuestionWithNames[]; total: number }> {
    const where = filterCondition(filters);
    const [rows, [totalRow]] = await Promise.all([
      joined(db)
        .where(where)
        .orderBy(...ORDER[page.sort])
        .limit(page.limit)
        .offset((page.page - 1) * page.limit),
      db.select({ total: count() }).from(qnaQuestions).where(where),
    ]);
    return { rows: rows.map(flatten), total: totalRow?.total ?? 0 };
  },

  /** The replies of a whole page of questions in one query, oldest first. */
  async repliesOf(db: Database, questionIds: string[]): Promise<ReplyWithAuthor[]> {
    if (questionIds.length === 0) return [];
    const rows = await db
      .select({ reply: qnaReplies, authorName: users.name })
      .from(qnaReplies)
      .leftJoin(users, eq(users.id, qnaReplies.userId))
      .where(inArray(qnaReplies.questionId, questionIds))
      .orderBy(asc(qnaReplies.createdAt), asc(qnaReplies.id));
    return rows.map((r) => ({ ...r.reply, authorName: r.authorName }));
  },

  async insertReply(db: Database, values: typeof qnaReplies.$inferInsert): Promise<void> {
    await db.insert(qnaReplies).values(values);
  },

  /** The first staff reply answers the question; later ones keep that time. */
  async markAnswered(db: Database, questionId: string, at: Date): Promise<void> {
    await db
      .update(qnaQuestions)
      .set({ answeredAt: sql`coalesce(${qnaQuestions.answeredAt}, ${at.toISOString()}::timestamptz)` })
      .where(eq(qnaQuestions.id, questionId));
  },
};
