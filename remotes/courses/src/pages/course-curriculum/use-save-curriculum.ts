import { request } from '@skillhub/shared/api-client';
import { courseEndpoints } from '@skillhub/shared/endpoints/courses';
import type { CurriculumBody } from '@skillhub/shared/schemas/course';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { courseKeys } from '../../courses/course-queries.ts';

/** PUT /course/curriculum/{courseId}: the whole outline; items left out leave the course (archived). */
export function useSaveCurriculum(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CurriculumBody) => request(courseEndpoints.saveCurriculum, { params: { courseId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: courseKeys.all }),
  });
}
