import { api, type SuccessBody } from '@skillhub/shared/api-client';
import { apiPaths } from '@skillhub/shared/api-paths';
import type { MyCourse } from '@skillhub/shared/schemas/my-courses';
import { useQuery } from '@tanstack/react-query';

export const myCoursesKeys = {
  all: ['my-courses'] as const,
};

/** GET /course/my-courses: one card per enrolment, newest first, with progress and access expiry. */
export function useMyCourses() {
  return useQuery({
    queryKey: myCoursesKeys.all,
    queryFn: async ({ signal }) =>
      (await api.get<SuccessBody<MyCourse[]>>(apiPaths.enrollments.myCourses, { signal })).data,
  });
}
