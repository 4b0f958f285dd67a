import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { courseLectures } from '../../db/schema/curriculum.ts';
import { lectureProgress } from '../../db/schema/learning.ts';

export interface ProgressRow {
  lectureId: string;
  positionSeconds: number;
  completedAt: Date | null;
  updatedAt: Date;
}

/** What a progress write does to the completion: mark (keeping the first time), clear, or leave as it is. */
export type CompletionChange = 'mark' | 'clear' | 'keep';

export const progressRepository = {
  /** The course's live lectures: archived ones count neither as done nor as to do. */
  async totalLectures(db: Database, courseId: string): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(courseLectures)
      .where(and(eq(courseLectures.courseId, courseId), isNull(courseLectures.archivedAt)));
    return row?.n ?? 0;
  },

  /** The learner's rows for the live lectures of the course, in curriculum order of no importance. */
  async forCourse(db: Database, userId: string, courseId: string): Promise<ProgressRow[]> {
    return db
      .select({
        lectureId: lectureProgress.lectureId,
        positionSeconds: lectureProgress.positionSeconds,
        completedAt: lectureProgress.completedAt,
        updatedAt: lectureProgress.updatedAt,
      })
      .from(lectureProgress)
      .innerJoin(
        courseLectures,
        and(eq(courseLectures.id, lectureProgress.lectureId), isNull(courseLectures.archivedAt)),
      )
      .where(and(eq(lectureProgress.userId, userId), eq(lectureProgress.courseId, courseId)))
      .orderBy(asc(courseLectures.position), asc(lectureProgress.lectureId));
  },

  /**
   * One statement, so two tabs saving at once cannot lose the first completion time: the conflict branch
   * keeps an existing completed_at when marking, and touches it not at all when leaving it as it is.
   */
  async save(
    db: Database,
    input: { userId: string; courseId: string; lectureId: string; positionSeconds: number },
    change: CompletionChange,
    now: Date,
  ): Promise<void> {
    // Wall time, like every updated_at: it only orders the learner's own rows (the resume point).
    const touchedAt = new Date();
    const completedOnConflict =
      change === 'mark'
        ? { completedAt: sql`coalesce(${lectureProgress.completedAt}, excluded.completed_at)` }
        : change === 'clear'
          ? { completedAt: null }
          : {};
    await db
      .insert(lectureProgress)
      .values({ ...input, completedAt: change === 'mark' ? now : null, updatedAt: touchedAt })
      .onConflictDoUpdate({
        target: [lectureProgress.userId, lectureProgress.lectureId],
        set: { positionSeconds: input.positionSeconds, updatedAt: touchedAt, ...completedOnConflict },
      });
  },
};
