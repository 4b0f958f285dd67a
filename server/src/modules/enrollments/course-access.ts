import { meets } from '@skillhub/shared/permissions';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/database.ts';
import type { EnrollmentRow } from '../../db/schema/enrollments.ts';
import { forbidden, unauthorized } from '../../http/http-error.ts';
import { isExpired } from './enrollment-expiry.ts';
import { enrollmentsRepository } from './enrollments.repository.ts';

export const NOT_ENROLLED_MESSAGE = 'You are not enrolled in this course';
export const ACCESS_EXPIRED_MESSAGE = 'Your access to this course has expired. Renew it to continue learning.';
export const STAFF_NOT_ENROLLED_MESSAGE =
  'Staff access lets you read this course, not learn in it: enrol in it to take notes, ask questions or save progress';
export const STAFF_CANNOT_ANSWER_MESSAGE = 'Answering questions as staff needs the Courses update permission';

/** Staff who may read every course's content (Courses/Courses read), as the staff course pages require. */
export function isCourseStaff(request: FastifyRequest): boolean {
  const session = request.session;
  return session !== null && meets(session.permissions, { module: 'Courses', subModule: 'Courses', operation: 'read' });
}

export type LearnerAccess = { kind: 'staff' } | { kind: 'learner'; enrollment: EnrollmentRow };

/**
 * The check behind the learner-facing course reads (content, video URL, announcements, overviews, Q&A, one's
 * own progress): staff with Courses read, or a learner enrolled with unexpired access. The caller
 * has already answered 404 for a course that does not exist; everyone else gets 403 with a message the
 * player can show (buy, or renew).
 */
export async function requireCourseAccess(
  db: Database,
  request: FastifyRequest,
  courseId: string,
  now: Date,
): Promise<LearnerAccess> {
  const session = request.session;
  if (!session) throw unauthorized();
  if (isCourseStaff(request)) return { kind: 'staff' };
  return { kind: 'learner', enrollment: await requireEnrolment(db, request, courseId, now) };
}

/**
 * The check behind the calls that write the caller's own learning (notes, progress, questions): an enrolment
 * with unexpired access, whatever the caller's permissions. Staff read courses for their work; that is not
 * taking the course, so they are told what they are missing.
 */
export async function requireEnrolment(
  db: Database,
  request: FastifyRequest,
  courseId: string,
  now: Date,
): Promise<EnrollmentRow> {
  const session = request.session;
  if (!session) throw unauthorized();
  return checkEnrolment(request, await enrollmentsRepository.find(db, session.user.id, courseId), now);
}

/** requireEnrolment's verdict on an enrolment the caller has already read (or undefined for none). */
export function checkEnrolment<E extends Pick<EnrollmentRow, 'expiresAt'>>(
  request: FastifyRequest,
  enrollment: E | undefined | null,
  now: Date,
): E {
  if (!enrollment) throw forbidden(isCourseStaff(request) ? STAFF_NOT_ENROLLED_MESSAGE : NOT_ENROLLED_MESSAGE);
  if (isExpired(enrollment.expiresAt, now)) throw forbidden(ACCESS_EXPIRED_MESSAGE);
  return enrollment;
}
