import { request } from '@skillhub/shared/api-client';
import { categoryEndpoints } from '@skillhub/shared/endpoints/categories';
import { useQuery } from '@tanstack/react-query';

/** The list answers the active categories by default; one cache entry for the whole page. */
export const activeCategoriesQueryKey = ['course-categories', { active: true }] as const;

export function useActiveCategories() {
  return useQuery({
    queryKey: activeCategoriesQueryKey,
    queryFn: async ({ signal }) => {
      const body = await request(categoryEndpoints.list, { signal });
      return body.data.filter((category) => !category.isDeleted);
    },
    staleTime: 60_000,
  });
}
