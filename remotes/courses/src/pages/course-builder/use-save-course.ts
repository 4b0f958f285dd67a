import { request } from '@skillhub/shared/api-client';
import { courseEndpoints } from '@skillhub/shared/endpoints/courses';
import type { CourseBody } from '@skillhub/shared/schemas/course';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { courseKeys } from '../../courses/course-queries.ts';

/** POST /course for a new course, PUT /course/details/{courseId} for an existing one. */
export function useSaveCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ courseId, body }: { courseId?: string; body: CourseBody }) =>
      courseId
        ? request(courseEndpoints.updateDetails, { params: { courseId }, body })
        : request(courseEndpoints.create, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: courseKeys.all }),
  });
}
