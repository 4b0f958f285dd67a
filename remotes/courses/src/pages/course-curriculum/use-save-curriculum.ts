import { api, type SuccessBody } from '@skillhub/shared/api-client';
import { apiPaths, buildPath } from '@skillhub/shared/api-paths';
import type { Course, CurriculumBody } from '@skillhub/shared/schemas/course';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { courseKeys } from '../../courses/course-queries.ts';

/** PUT /course/curriculum/{courseId}: the whole outline; items left out leave the course (archived). */
export function useSaveCurriculum(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CurriculumBody) =>
      api.put<SuccessBody<Course>>(buildPath(apiPaths.courses.curriculum, { courseId }), { json: body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: courseKeys.all }),
  });
}
