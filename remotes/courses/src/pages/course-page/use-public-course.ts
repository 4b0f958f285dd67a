import { api, type SuccessBody } from '@skillhub/shared/api-client';
import { apiPaths, buildPath } from '@skillhub/shared/api-paths';
import type { PublicCourse } from '@skillhub/shared/schemas/course';
import { useQuery } from '@tanstack/react-query';

export const publicCourseKeys = {
  bySlug: (slug: string) => ['public-course', slug] as const,
};

/**
 * GET /course/slug/{slug}: a published course's page. A renamed course answers its old slugs too, with the
 * current slug in the body. Drafts, terminated and unknown courses are a 404 (ApiError status 404).
 */
export function usePublicCourse(slug: string) {
  return useQuery({
    queryKey: publicCourseKeys.bySlug(slug),
    queryFn: async ({ signal }) =>
      (await api.get<SuccessBody<PublicCourse>>(buildPath(apiPaths.courses.bySlug, { slug }), { signal })).data,
  });
}
