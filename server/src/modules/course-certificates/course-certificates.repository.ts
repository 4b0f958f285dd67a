import { and, count, desc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { containsPattern } from '../../db/like-pattern.ts';
import {
  type CourseCertificateRow,
  courseCertificateSettings,
  courseCertificates,
} from '../../db/schema/course-certificates.ts';
import { courses } from '../../db/schema/courses.ts';
import { enrollments } from '../../db/schema/enrollments.ts';
import { users } from '../../db/schema/users-and-roles.ts';

/**
 * True for the (learner, course) pairs in `pairs` (a SQL table of user_id, course_id) where the course has at
 * least one live lecture, every live lecture is complete and every live quiz has a passed attempt.
 */
const completedCondition = (userId: unknown, courseId: unknown) => sql`
  exists (
    select 1 from course_lectures l
    where l.course_id = ${courseId} and l.archived_at is null
  )
  and not exists (
    select 1 from course_lectures l
    where l.course_id = ${courseId} and l.archived_at is null
      and not exists (
        select 1 from lecture_progress p
        where p.user_id = ${userId} and p.lecture_id = l.id and p.completed_at is not null
      )
  )
  and not exists (
    select 1 from course_quizzes q
    where q.course_id = ${courseId} and q.archived_at is null
      and not exists (
        select 1 from quiz_attempts a where a.quiz_id = q.id and a.user_id = ${userId} and a.passed
      )
  )`;

export interface IssueFacts {
  holderName: string;
  email: string;
  courseTitle: string;
}

export const courseCertificatesRepository = {
  async enabled(db: Database, courseId: string): Promise<boolean> {
    const [row] = await db
      .select({ enabled: courseCertificateSettings.enabled })
      .from(courseCertificateSettings)
      .where(eq(courseCertificateSettings.courseId, courseId));
    return row?.enabled ?? false;
  },

  async saveSettings(db: Database, courseId: string, enabled: boolean, by: string, at: Date): Promise<void> {
    await db
      .insert(courseCertificateSettings)
      .values({ courseId, enabled, updatedBy: by, updatedAt: at })
      .onConflictDoUpdate({
        target: courseCertificateSettings.courseId,
        set: { enabled, updatedBy: by, updatedAt: at },
      });
  },

  /**
   * Whether the learner, enrolled in a course that gives certificates and holding none of it yet, has completed
   * it: answers the facts the certificate and its mail need, or undefined.
   */
  async dueFor(db: Database, userId: string, courseId: string): Promise<IssueFacts | undefined> {
    const [row] = await db
      .select({ holderName: users.name, email: users.email, courseTitle: courses.title })
      .from(enrollments)
      .innerJoin(users, eq(users.id, enrollments.userId))
      .innerJoin(courses, eq(courses.id, enrollments.courseId))
      .innerJoin(
        courseCertificateSettings,
        and(eq(courseCertificateSettings.courseId, courses.id), eq(courseCertificateSettings.enabled, true)),
      )
      .where(
        and(
          eq(enrollments.userId, userId),
          eq(enrollments.courseId, courseId),
          sql`not exists (select 1 from course_certificates c where c.user_id = ${userId} and c.course_id = ${courseId})`,
          completedCondition(userId, courseId),
        ),
      );
    return row;
  },

  /**
   * The courses the learner completed that give certificates and have not given them one: those whose
   * setting was turned on after the learner finished.
   */
  async dueCourses(db: Database, userId: string): Promise<string[]> {
    const rows = await db
      .select({ courseId: enrollments.courseId })
      .from(enrollments)
      .innerJoin(
        courseCertificateSettings,
        and(eq(courseCertificateSettings.courseId, enrollments.courseId), eq(courseCertificateSettings.enabled, true)),
      )
      .where(
        and(
          eq(enrollments.userId, userId),
          sql`not exists (select 1 from course_certificates c where c.user_id = ${userId} and c.course_id = ${enrollments.courseId})`,
          completedCondition(userId, enrollments.courseId),
        ),
      );
    return rows.map((r) => r.courseId);
  },

  /**
   * Inserts the learner's certificate of the course unless they already have one (issued by a concurrent
   * call, or earlier): undefined then. A clash of numbers is not absorbed here: it raises, and the caller
   * draws another.
   */
  async insertOnce(
    db: Database,
    values: { userId: string; courseId: string; number: string; issuedAt: Date },
  ): Promise<CourseCertificateRow | undefined> {
    const [row] = await db
      .insert(courseCertificates)
      .values(values)
      .onConflictDoNothing({ target: [courseCertificates.userId, courseCertificates.courseId] })
      .returning();
    return row;
  },

  /** The learner's certificates with their courses, newest first. */
  async ofUser(db: Database, userId: string) {
    return db
      .select({ certificate: courseCertificates, course: { id: courses.id, slug: courses.slug, title: courses.title } })
      .from(courseCertificates)
      .innerJoin(courses, eq(courses.id, courseCertificates.courseId))
      .where(eq(courseCertificates.userId, userId))
      .orderBy(desc(courseCertificates.issuedAt), desc(courseCertificates.id));
  },

  /** One certificate with what its PDF prints. */
  async withFacts(db: Database, id: string) {
    const [row] = await db
      .select({ certificate: courseCertificates, holderName: users.name, courseTitle: courses.title })
      .from(courseCertificates)
      .innerJoin(users, eq(users.id, courseCertificates.userId))
      .innerJoin(courses, eq(courses.id, courseCertificates.courseId))
      .where(eq(courseCertificates.id, id));
    return row;
  },

  /** What the public check shows of a certificate found by its number. */
  async byNumber(db: Database, number: string) {
    const [row] = await db
      .select({ certificate: courseCertificates, holderName: users.name, courseTitle: courses.title })
      .from(courseCertificates)
      .innerJoin(users, eq(users.id, courseCertificates.userId))
      .innerJoin(courses, eq(courses.id, courseCertificates.courseId))
      .where(eq(courseCertificates.number, number));
    return row;
  },

  /** A page of the course's certificates, newest first; search matches the learner's name, e-mail or the number. */
  async page(db: Database, courseId: string, query: { page: number; limit: number; search?: string | undefined }) {
    const term = query.search ? containsPattern(query.search) : undefined;
    const where = and(
      eq(courseCertificates.courseId, courseId),
      term ? or(ilike(users.name, term), ilike(users.email, term), ilike(courseCertificates.number, term)) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      db
        .select({ certificate: courseCertificates, learner: { id: users.id, name: users.name, email: users.email } })
        .from(courseCertificates)
        .innerJoin(users, eq(users.id, courseCertificates.userId))
        .where(where)
        .orderBy(desc(courseCertificates.issuedAt), desc(courseCertificates.id))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit),
      db
        .select({ n: count() })
        .from(courseCertificates)
        .innerJoin(users, eq(users.id, courseCertificates.userId))
        .where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  },

  /** Revokes a certificate of the course still in force; undefined when there is none such (or it was already). */
  async revoke(
    db: Database,
    courseId: string,
    id: string,
    by: { revokedBy: string; revokeReason: string; revokedAt: Date },
  ): Promise<CourseCertificateRow | undefined> {
    const [row] = await db
      .update(courseCertificates)
      .set(by)
      .where(
        and(
          eq(courseCertificates.id, id),
          eq(courseCertificates.courseId, courseId),
          isNull(courseCertificates.revokedAt),
        ),
      )
      .returning();
    return row;
  },

  async learner(db: Database, userId: string) {
    const [row] = await db
      .select({ id: users.id, name: users.name, email: users.email })
      .from(users)
      .where(eq(users.id, userId));
    return row;
  },

  async find(db: Database, courseId: string, id: string): Promise<CourseCertificateRow | undefined> {
    const [row] = await db
      .select()
      .from(courseCertificates)
      .where(and(eq(courseCertificates.id, id), eq(courseCertificates.courseId, courseId)));
    return row;
  },
};
