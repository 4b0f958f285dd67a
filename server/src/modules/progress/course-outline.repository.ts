import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { preparedPer } from '../../db/prepared-per.ts';
import { courses } from '../../db/schema/courses.ts';
import { enrollments } from '../../db/schema/enrollments.ts';
import { lectureProgress } from '../../db/schema/learning.ts';
import { quizAttempts } from '../../db/schema/quizzes.ts';
import type { ProgressRow } from './progress.repository.ts';

/** A progress row as the database sends it: lecture id, position, completed and updated (ms since the epoch). */
type ProgressTuple = [string, number | string, number | null, number];
/** An attempt summary: id, quiz id, submitted (ms) or null, score, passed, deadline (ms) or null. */
type AttemptTuple = [string, string, number | null, number | null, boolean | null, number | null];

/** Milliseconds since the epoch, cut to the millisecond as the driver cuts a timestamp it reads. */
const epochMs = (column: unknown) => sql`floor(extract(epoch from ${column}) * 1000)`;

/**
 * The caller's side of the outline in one statement: whether the course exists, the caller's enrolment, their
 * progress rows and their attempts (without questions), the last two as compact JSON arrays, so one round trip
 * and no per-row mapping. Prepared: the player opens with it, many learners at once.
 */
const preparedLearnerState = preparedPer((db: Database) =>
  db
    .select({
      enrolmentId: enrollments.id,
      enrolledAt: enrollments.enrolledAt,
      expiresAt: enrollments.expiresAt,
      lastOpenedAt: enrollments.lastOpenedAt,
      progress: sql<ProgressTuple[]>`(select coalesce(json_agg(json_build_array(${lectureProgress.lectureId},
        ${lectureProgress.positionSeconds}, ${epochMs(lectureProgress.completedAt)},
        ${epochMs(lectureProgress.updatedAt)})), '[]'::json)
        from ${lectureProgress}
        where ${lectureProgress.userId} = ${sql.placeholder('userId')} and ${lectureProgress.courseId} = ${courses.id})`,
      attempts: sql<
        AttemptTuple[]
      >`(select coalesce(json_agg(json_build_array(${quizAttempts.id}, ${quizAttempts.quizId},
        ${epochMs(quizAttempts.submittedAt)}, ${quizAttempts.scorePercent}, ${quizAttempts.passed},
        ${epochMs(quizAttempts.deadlineAt)})), '[]'::json)
        from ${quizAttempts}
        where ${quizAttempts.userId} = ${sql.placeholder('userId')} and ${quizAttempts.courseId} = ${courses.id})`,
    })
    .from(courses)
    .leftJoin(enrollments, and(eq(enrollments.courseId, courses.id), eq(enrollments.userId, sql.placeholder('userId'))))
    .where(eq(courses.id, sql.placeholder('courseId')))
    .prepare('course_outline_learner_state'),
);

export interface LearnerAttemptRow {
  id: string;
  quizId: string;
  submittedAt: Date | null;
  scorePercent: number | null;
  passed: boolean | null;
  deadlineAt: Date | null;
}

export interface LearnerState {
  enrolment: { id: string; enrolledAt: Date; expiresAt: Date | null; lastOpenedAt: Date | null } | null;
  progress: ProgressRow[];
  attempts: LearnerAttemptRow[];
}

const dateOf = (ms: number | null) => (ms === null ? null : new Date(ms));

export const courseOutlineRepository = {
  /** undefined when the course does not exist. */
  async learnerState(db: Database, userId: string, courseId: string): Promise<LearnerState | undefined> {
    const [row] = await preparedLearnerState(db).execute({ userId, courseId });
    if (!row) return undefined;
    return {
      enrolment:
        row.enrolmentId && row.enrolledAt
          ? {
              id: row.enrolmentId,
              enrolledAt: row.enrolledAt,
              expiresAt: row.expiresAt,
              lastOpenedAt: row.lastOpenedAt,
            }
          : null,
      progress: row.progress.map(([lectureId, positionSeconds, completedAt, updatedAt]) => ({
        lectureId,
        positionSeconds: Number(positionSeconds),
        completedAt: dateOf(completedAt),
        updatedAt: new Date(updatedAt),
      })),
      attempts: row.attempts.map(([id, quizId, submittedAt, scorePercent, passed, deadlineAt]) => ({
        id,
        quizId,
        submittedAt: dateOf(submittedAt),
        scorePercent,
        passed,
        deadlineAt: dateOf(deadlineAt),
      })),
    };
  },
};
