import { type SectionRelease, sectionOpensAt } from '@skillhub/shared/section-release';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/database.ts';
import { courseSections } from '../../db/schema/curriculum.ts';
import { enrollments } from '../../db/schema/enrollments.ts';
import { HttpError } from '../../http/http-error.ts';
import { isCourseStaff } from '../enrollments/course-access.ts';

const indiaDateTime = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** "5 Dec 2026, 12:00 am": when a section opens, as a learner in India reads it. */
export const indiaWhen = (instant: Date) => indiaDateTime.format(instant);

export function sectionLockedError(opensAt: Date): HttpError {
  const when = indiaWhen(opensAt);
  return new HttpError(403, `This section opens on ${when} (India time)`, undefined, undefined, {
    code: 'SECTION_LOCKED',
    params: { when, opensAt: opensAt.toISOString() },
  });
}

/**
 * The one gate of a scheduled section's content (its lectures' videos and overviews, notes and progress on
 * them, questions about them, its quizzes): 403 saying when it opens, until it does for this learner. Staff
 * with Courses read are never held back: they check the course's content before learners see it. The caller
 * has already let the caller into the course; a section that is not the course's is left to its 404.
 */
export async function requireSectionOpen(
  db: Database,
  request: FastifyRequest,
  ref: { courseId: string; sectionId: string },
  now: Date,
): Promise<void> {
  if (isCourseStaff(request) || !request.session) return;
  const [row] = await db
    .select({
      opensAfterDays: courseSections.opensAfterDays,
      opensOn: courseSections.opensOn,
      enrolledAt: enrollments.enrolledAt,
    })
    .from(courseSections)
    .leftJoin(
      enrollments,
      and(eq(enrollments.courseId, courseSections.courseId), eq(enrollments.userId, request.session.user.id)),
    )
    .where(and(eq(courseSections.id, ref.sectionId), eq(courseSections.courseId, ref.courseId)));
  if (row) checkSectionOpen(request, row, row.enrolledAt, now);
}

/** requireSectionOpen's verdict on a section and enrolment the caller has already read (one read, hot paths). */
export function checkSectionOpen(
  request: FastifyRequest,
  release: SectionRelease,
  enrolledAt: Date | null,
  now: Date,
): void {
  if (isCourseStaff(request)) return;
  const opensAt = sectionOpensAt(release, enrolledAt);
  if (opensAt && opensAt.getTime() > now.getTime()) throw sectionLockedError(opensAt);
}
