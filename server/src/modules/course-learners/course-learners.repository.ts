import type { QuizPassRate } from '@skillhub/shared/schemas/course-learners';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { containsPattern } from '../../db/like-pattern.ts';

export interface LearnerFigures {
  enrolled: number;
  started: number;
  completed: number;
  medianProgress: number | null;
  totalLectures: number;
}

export interface InactiveLearnerRow {
  userId: string;
  name: string;
  email: string;
  completedLectures: number;
  enrolledAt: string;
  lastActivityAt: string | null;
  nudgeChannel: 'mail' | 'whatsapp' | null;
  nudgedAt: string | null;
}

export interface NudgeTarget {
  name: string;
  email: string;
  courseTitle: string;
  courseSlug: string;
  completedLectures: number;
  totalLectures: number;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/**
 * Each learner with unexpired access to the course, with their completed live lectures, any progress at all,
 * their last progress and their last opening of the course: the one definition the figures, the inactive list
 * and the nudge read.
 */
function perLearner(courseId: string, now: Date) {
  return sql`
    SELECT e.user_id, e.enrolled_at, e.last_opened_at,
      count(lp.lecture_id)::int AS touched,
      count(lp.lecture_id) FILTER (WHERE lp.completed_at IS NOT NULL AND l.archived_at IS NULL)::int AS done,
      max(lp.updated_at) AS last_progress_at
    FROM enrollments e
    LEFT JOIN lecture_progress lp ON lp.user_id = e.user_id AND lp.course_id = e.course_id
    LEFT JOIN course_lectures l ON l.id = lp.lecture_id
    WHERE e.course_id = ${courseId}::uuid AND (e.expires_at IS NULL OR e.expires_at > ${at(now)})
    GROUP BY e.user_id, e.enrolled_at, e.last_opened_at`;
}

const liveLectures = (courseId: string) =>
  sql`(SELECT count(*)::int FROM course_lectures WHERE course_id = ${courseId}::uuid AND archived_at IS NULL)`;

export const courseLearnersRepository = {
  async liveLectures(db: Database, courseId: string): Promise<number> {
    const [row] = rowsOf<{ total: number }>(await db.execute(sql`SELECT ${liveLectures(courseId)} AS total`));
    return row?.total ?? 0;
  },

  /** One pass over the course's enrolments and progress; the median is PostgreSQL's percentile_cont. */
  async figures(db: Database, courseId: string, now: Date): Promise<LearnerFigures> {
    const [row] = rowsOf<{
      enrolled: number;
      started: number;
      completed: number;
      median: number | string | null;
      total: number;
    }>(
      await db.execute(sql`
        WITH per AS (${perLearner(courseId, now)}), live AS (SELECT ${liveLectures(courseId)} AS total)
        SELECT count(per.user_id)::int AS enrolled,
          count(per.user_id) FILTER (WHERE per.touched > 0)::int AS started,
          count(per.user_id) FILTER (WHERE live.total > 0 AND per.done >= live.total)::int AS completed,
          percentile_cont(0.5) WITHIN GROUP (
            ORDER BY CASE WHEN live.total = 0 THEN 0 ELSE least(100, per.done * 100 / live.total) END
          ) FILTER (WHERE per.user_id IS NOT NULL) AS median,
          live.total
        FROM live LEFT JOIN per ON true
        GROUP BY live.total`),
    );
    const median = row?.median === null || row?.median === undefined ? null : Number(row.median);
    return {
      enrolled: row?.enrolled ?? 0,
      started: row?.started ?? 0,
      completed: row?.completed ?? 0,
      medianProgress: median === null ? null : Math.round(median * 10) / 10,
      totalLectures: row?.total ?? 0,
    };
  },

  /**
   * Each live quiz of the course in curriculum order, with the learners who submitted an attempt and those who
   * passed at least one (the best attempt is the one kept).
   */
  async quizPassRates(db: Database, courseId: string): Promise<QuizPassRate[]> {
    const rows = rowsOf<{ quizId: string; title: string; attempted: number; passed: number }>(
      await db.execute(sql`
        SELECT q.id AS "quizId", q.title,
          count(DISTINCT a.user_id) FILTER (WHERE a.submitted_at IS NOT NULL)::int AS attempted,
          count(DISTINCT a.user_id) FILTER (WHERE a.passed)::int AS passed
        FROM course_quizzes q
        JOIN course_sections s ON s.id = q.section_id
        LEFT JOIN quiz_attempts a ON a.quiz_id = q.id
        WHERE q.course_id = ${courseId}::uuid AND q.archived_at IS NULL
        GROUP BY q.id, q.title, s.position, q.after_lectures
        ORDER BY s.position, q.after_lectures, q.title, q.id`),
    );
    return rows.map((row) => ({
      ...row,
      passRate: row.attempted === 0 ? null : Math.round((row.passed * 1000) / row.attempted) / 10,
    }));
  },

  /**
   * Learners whose latest sign of life (opening the course, progress, or else their enrolment) is older than the
   * cutoff, and who have not completed every live lecture (a finished course is not at risk): the longest idle
   * first, with their latest nudge. One statement gives the page and the total.
   */
  async inactive(
    db: Database,
    input: { courseId: string; now: Date; cutoff: Date; search?: string; limit: number; offset: number },
  ): Promise<{ rows: InactiveLearnerRow[]; total: number }> {
    const search = input.search
      ? sql`AND (u.name ILIKE ${containsPattern(input.search)} OR u.email::text ILIKE ${containsPattern(input.search)})`
      : sql``;
    const [result] = rowsOf<{ total: number; rows: InactiveLearnerRow[] }>(
      await db.execute(sql`
        WITH per AS (${perLearner(input.courseId, input.now)}),
        matched AS (
          SELECT u.id AS "userId", u.name, u.email::text AS email, per.done AS "completedLectures",
            per.enrolled_at AS "enrolledAt",
            greatest(per.last_opened_at, per.last_progress_at) AS "lastActivityAt",
            coalesce(greatest(per.last_opened_at, per.last_progress_at), per.enrolled_at) AS idle_since
          FROM per JOIN users u ON u.id = per.user_id
          WHERE greatest(per.enrolled_at, per.last_opened_at, per.last_progress_at) < ${at(input.cutoff)}
            AND per.done < greatest(${liveLectures(input.courseId)}, 1) ${search}
        ),
        page AS (
          SELECT m."userId", m.name, m.email, m."completedLectures", m."enrolledAt", m."lastActivityAt",
            n.channel AS "nudgeChannel", n.sent_at AS "nudgedAt"
          FROM matched m
          LEFT JOIN LATERAL (
            SELECT channel, sent_at FROM course_nudges
            WHERE course_id = ${input.courseId}::uuid AND user_id = m."userId"
            ORDER BY sent_at DESC LIMIT 1
          ) n ON true
          ORDER BY m.idle_since, m.name, m."userId"
          LIMIT ${input.limit} OFFSET ${input.offset}
        )
        SELECT (SELECT count(*)::int FROM matched) AS total,
          coalesce((SELECT json_agg(page) FROM page), '[]'::json) AS rows`),
    );
    return { rows: result?.rows ?? [], total: result?.total ?? 0 };
  },

  /**
   * The learner's unexpired enrolment in the course, locked until the caller's transaction ends, so two nudges
   * sent at once are taken one after the other and the second sees the first.
   */
  async lockEnrolment(tx: Database, courseId: string, userId: string, now: Date): Promise<NudgeTarget | undefined> {
    const [locked] = rowsOf<{ id: string }>(
      await tx.execute(sql`
        SELECT e.id FROM enrollments e
        WHERE e.course_id = ${courseId}::uuid AND e.user_id = ${userId}::uuid
          AND (e.expires_at IS NULL OR e.expires_at > ${at(now)})
        FOR UPDATE`),
    );
    if (!locked) return undefined;
    const [row] = rowsOf<NudgeTarget>(
      await tx.execute(sql`
        SELECT u.name, u.email::text AS email, c.title AS "courseTitle", c.slug AS "courseSlug",
          (SELECT count(*)::int FROM lecture_progress lp JOIN course_lectures l ON l.id = lp.lecture_id
            WHERE lp.user_id = u.id AND lp.course_id = c.id AND lp.completed_at IS NOT NULL AND l.archived_at IS NULL)
            AS "completedLectures",
          ${liveLectures(courseId)} AS "totalLectures"
        FROM users u, courses c WHERE u.id = ${userId}::uuid AND c.id = ${courseId}::uuid`),
    );
    return row;
  },

  async lastNudgeSince(tx: Database, courseId: string, userId: string, since: Date): Promise<Date | null> {
    const [row] = rowsOf<{ sent_at: Date | string }>(
      await tx.execute(sql`
        SELECT sent_at FROM course_nudges
        WHERE course_id = ${courseId}::uuid AND user_id = ${userId}::uuid AND sent_at > ${at(since)}
        ORDER BY sent_at DESC LIMIT 1`),
    );
    return row ? new Date(row.sent_at) : null;
  },
};
