import { request } from '@skillhub/shared/api-client';
import { courseEndpoints } from '@skillhub/shared/endpoints/courses';
import { enrollmentEndpoints } from '@skillhub/shared/endpoints/enrollments';
import type { AssignCourseBody } from '@skillhub/shared/schemas/payment';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';

/** How many matches the course picker offers at once; typing narrows the list further. */
export const COURSE_PICKER_LIMIT = 20;

/**
 * The course picker searches the published catalogue: the staff course list needs Courses read, which a
 * Users manager may not hold, and only a published course can be learnt anyway.
 */
export function usePublishedCourseOptions(search: string, enabled: boolean) {
  return useQuery({
    queryKey: ['assign-course', 'published', search],
    enabled,
    queryFn: ({ signal }) =>
      request(courseEndpoints.catalogue, {
        query: { search: search || undefined, limit: COURSE_PICKER_LIMIT, sort: 'title' },
        signal,
      }),
    select: (body) => body.data.map((course) => ({ label: course.title, value: course._id })),
    placeholderData: keepPreviousData,
  });
}

/** POST /user/assign-course: enrols the user directly, as a payment would (the server's one grant). */
export function useAssignCourse() {
  return useMutation({
    mutationFn: (body: AssignCourseBody) => request(enrollmentEndpoints.assign, { body }),
  });
}
