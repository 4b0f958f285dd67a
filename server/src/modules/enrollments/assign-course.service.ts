import type { AssignCourseBody, Enrollment } from '@skillhub/shared/schemas/payment';
import { eq } from 'drizzle-orm';
import { courses } from '../../db/schema/courses.ts';
import { conflict, notFound } from '../../http/http-error.ts';
import type { ServiceContext } from '../../http/service-context.ts';
import { usersRepository } from '../users/users.repository.ts';
import { toEnrollmentDto } from './enrollment-dto.ts';
import { isExpired } from './enrollment-expiry.ts';
import { enrollmentsRepository } from './enrollments.repository.ts';

export const ALREADY_ASSIGNED_MESSAGE = 'User is already enrolled in this course';

/** Staff enrol a user directly (no payment): a new enrolment, or the renewal of an expired one. */
export function createAssignCourseService(ctx: Pick<ServiceContext, 'db' | 'clock'>) {
  const { db, clock } = ctx;

  return {
    async assign(body: AssignCourseBody, assignedBy: string): Promise<Enrollment> {
      if (!(await usersRepository.findById(db, body.userId))) throw notFound('User not found');
      const [course] = await db
        .select({ slug: courses.slug, status: courses.status, validity: courses.validity })
        .from(courses)
        .where(eq(courses.id, body.courseId));
      if (!course) throw notFound('Course not found');
      if (course.status !== 'PUBLISHED') throw conflict('Only published courses can be assigned');

      const enrollment = await db.transaction(async (tx) => {
        const now = clock.now();
        const current = await enrollmentsRepository.find(tx, body.userId, body.courseId);
        if (current && !isExpired(current.expiresAt, now)) throw conflict(ALREADY_ASSIGNED_MESSAGE);
        return enrollmentsRepository.grant(tx, {
          userId: body.userId,
          courseId: body.courseId,
          validity: course.validity,
          source: 'staff',
          assignedBy,
          now,
        });
      });
      return toEnrollmentDto(enrollment, course.slug);
    },
  };
}
