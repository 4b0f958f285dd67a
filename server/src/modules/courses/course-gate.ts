import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/database.ts';
import { type CourseRow, courses } from '../../db/schema/courses.ts';
import { type CourseLectureRow, courseLectures } from '../../db/schema/curriculum.ts';
import { notFound } from '../../http/http-error.ts';
import { type LearnerAccess, requireCourseAccess, requireEnrolment } from '../enrollments/course-access.ts';

export const COURSE_NOT_FOUND = 'Course not found';
export const LECTURE_NOT_FOUND = 'Lecture not found';

export async function mustFindCourse(db: Database, courseId: string): Promise<CourseRow> {
  const [row] = await db.select().from(courses).where(eq(courses.id, courseId));
  if (!row) throw notFound(COURSE_NOT_FOUND);
  return row;
}

/**
 * The door of every learner-facing course call: 404 for a course that does not exist, then the one access
 * check (staff with Courses read, or a learner with unexpired access; 403 otherwise).
 */
export async function enterCourse(
  db: Database,
  request: FastifyRequest,
  courseId: string,
  now: Date,
): Promise<{ course: CourseRow; access: LearnerAccess }> {
  const course = await mustFindCourse(db, courseId);
  const access = await requireCourseAccess(db, request, courseId, now);
  return { course, access };
}

/**
 * The door of the calls that write the caller's own learning in a course (notes, progress, questions): 404
 * for a course that does not exist, then an enrolment with unexpired access (staff included; 403 otherwise).
 */
export async function enterCourseToLearn(db: Database, request: FastifyRequest, courseId: string, now: Date) {
  const course = await mustFindCourse(db, courseId);
  const enrollment = await requireEnrolment(db, request, courseId, now);
  return { course, enrollment };
}

/**
 * A live lecture addressed through its course (and section when given): a lecture id of another course, or
 * one archived by staff, answers 404 exactly like one that does not exist, so ids cannot be probed across
 * courses and archived lectures take no new notes, progress or questions.
 */
export async function mustFindLecture(
  db: Database,
  ref: { courseId: string; sectionId?: string; lectureId: string },
): Promise<CourseLectureRow> {
  const [row] = await db
    .select()
    .from(courseLectures)
    .where(
      and(
        eq(courseLectures.id, ref.lectureId),
        eq(courseLectures.courseId, ref.courseId),
        ref.sectionId === undefined ? undefined : eq(courseLectures.sectionId, ref.sectionId),
        isNull(courseLectures.archivedAt),
      ),
    );
  if (!row) throw notFound(LECTURE_NOT_FOUND);
  return row;
}
