import { request } from '@skillhub/shared/api-client';
import { categoryEndpoints } from '@skillhub/shared/endpoints/categories';
import { useQuery } from '@tanstack/react-query';

/** One cache entry for the whole page (the footer and the home page). */
export const activeCategoriesQueryKey = ['course-categories', { active: true, published: true }] as const;

/**
 * The categories the public site links to: active ones with at least one published course (`published=true`),
 * as the spec's endpoint-driven select offers only items with a course and not deleted, so no link leads to an
 * empty catalogue.
 */
export function useActiveCategories() {
  return useQuery({
    queryKey: activeCategoriesQueryKey,
    queryFn: async ({ signal }) => {
      const body = await request(categoryEndpoints.list, { query: { published: true }, signal });
      return body.data.filter((category) => !category.isDeleted && category.courses.length > 0);
    },
    staleTime: 60_000,
  });
}
