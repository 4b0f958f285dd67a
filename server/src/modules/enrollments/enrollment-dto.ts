import type { Enrollment } from '@skillhub/shared/schemas/payment';
import type { EnrollmentRow } from '../../db/schema/enrollments.ts';

/** The enrolment as the API returns it (verify, free enrolment, staff assignment); the row has no slug. */
export function toEnrollmentDto(row: EnrollmentRow, courseSlug: string): Enrollment {
  return {
    _id: row.id,
    courseId: row.courseId,
    courseSlug,
    userId: row.userId,
    source: row.source,
    enrolledAt: row.enrolledAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    orderId: row.orderId,
  };
}
