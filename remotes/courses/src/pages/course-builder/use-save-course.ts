import { api, type SuccessBody } from '@skillhub/shared/api-client';
import { apiPaths, buildPath } from '@skillhub/shared/api-paths';
import type { Course, CourseBody } from '@skillhub/shared/schemas/course';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { courseKeys } from '../../courses/course-queries.ts';

/** POST /course for a new course, PUT /course/details/{courseId} for an existing one. */
export function useSaveCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ courseId, body }: { courseId?: string; body: CourseBody }) =>
      courseId
        ? api.put<SuccessBody<Course>>(buildPath(apiPaths.courses.details, { courseId }), { json: body })
        : api.post<SuccessBody<Course>>(apiPaths.courses.create, { json: body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: courseKeys.all }),
  });
}
