import { request } from '@skillhub/shared/api-client';
import { enrollmentEndpoints } from '@skillhub/shared/endpoints/enrollments';
import type { AssignCourseBody } from '@skillhub/shared/schemas/payment';
import { useMutation } from '@tanstack/react-query';

/** POST /user/assign-course: enrols the user directly, as a payment would (the server's one grant). */
export function useAssignCourse() {
  return useMutation({
    mutationFn: (body: AssignCourseBody) => request(enrollmentEndpoints.assign, { body }),
  });
}
