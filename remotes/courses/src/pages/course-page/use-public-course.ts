import { request } from '@skillhub/shared/api-client';
import { courseEndpoints } from '@skillhub/shared/endpoints/courses';
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
    queryFn: async ({ signal }) => (await request(courseEndpoints.bySlug, { params: { slug }, signal })).data,
  });
}
