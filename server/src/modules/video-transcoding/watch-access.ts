import { meets } from '@skillhub/shared/permissions';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { courses } from '../../db/schema/courses.ts';
import { type CourseLectureRow, courseLectures } from '../../db/schema/curriculum.ts';
import { forbidden, notFound } from '../../http/http-error.ts';
import { effectivePermissions } from '../auth/session.ts';
import { LECTURE_NOT_FOUND } from '../courses/course-gate.ts';
import { isExpired } from '../enrollments/enrollment-expiry.ts';
import { enrollmentsRepository } from '../enrollments/enrollments.repository.ts';
import { usersRepository } from '../users/users.repository.ts';

/**
 * Whether the user a playback URL was issued to may still watch the course: the rule of requireCourseAccess
 * (staff with Courses read, or an enrolment with unexpired access), read afresh for each playlist and segment,
 * so a removed enrolment, an expiry or a deactivated account stops playback at once, not when the URL lapses.
 */
export async function canStillWatch(db: Database, userId: string, courseId: string, now: Date): Promise<boolean> {
  const user = await usersRepository.findById(db, userId);
  if (!user?.isActive) return false;
  if (meets(effectivePermissions(user.role), { module: 'Courses', subModule: 'Courses', operation: 'read' }))
    return true;
  const enrollment = await enrollmentsRepository.find(db, userId, courseId);
  return enrollment !== undefined && enrollment !== null && !isExpired(enrollment.expiresAt, now);
}

/**
 * The lecture when anyone may watch it without signing in: marked a free preview, not archived, of a published
 * course. Read afresh for each preview playlist and segment, so unmarking, archiving or unpublishing stops a
 * preview at once. Null otherwise.
 */
export async function freePreviewLecture(
  db: Database,
  courseId: string,
  lectureId: string,
): Promise<CourseLectureRow | null> {
  const [row] = await db
    .select({ lecture: courseLectures })
    .from(courseLectures)
    .innerJoin(courses, eq(courses.id, courseLectures.courseId))
    .where(
      and(
        eq(courseLectures.id, lectureId),
        eq(courseLectures.courseId, courseId),
        eq(courseLectures.freePreview, true),
        isNull(courseLectures.archivedAt),
        eq(courses.status, 'PUBLISHED'),
      ),
    );
  return row?.lecture ?? null;
}

export const NOT_A_PREVIEW = 'This lecture is not a free preview';

/**
 * The free preview lecture a public call names: 404 for a lecture that is not of this course and section, 403 for
 * one that is not (or no longer) a preview: unmarked, archived, or of a course that is not published.
 */
export async function mustFindFreePreview(
  db: Database,
  ref: { courseId: string; sectionId: string; lectureId: string },
): Promise<CourseLectureRow> {
  const [exists] = await db
    .select({ id: courseLectures.id })
    .from(courseLectures)
    .where(
      and(
        eq(courseLectures.id, ref.lectureId),
        eq(courseLectures.courseId, ref.courseId),
        eq(courseLectures.sectionId, ref.sectionId),
      ),
    );
  if (!exists) throw notFound(LECTURE_NOT_FOUND);
  const lecture = await freePreviewLecture(db, ref.courseId, ref.lectureId);
  if (!lecture) throw forbidden(NOT_A_PREVIEW);
  return lecture;
}
