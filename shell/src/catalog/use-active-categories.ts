import { api, type SuccessBody } from '@skillhub/shared/api-client';
import { apiPaths } from '@skillhub/shared/api-paths';
import type { Category } from '@skillhub/shared/schemas/category';
import { useQuery } from '@tanstack/react-query';

/** GET course/category answers the active categories (api-conventions.md); one cache entry for the whole page. */
export const activeCategoriesQueryKey = ['course-categories', { active: true }] as const;

export function useActiveCategories() {
  return useQuery({
    queryKey: activeCategoriesQueryKey,
    queryFn: async ({ signal }) => {
      const body = await api.get<SuccessBody<Category[]>>(apiPaths.categories.list, { signal });
      return (body?.data ?? []).filter((category) => !category.isDeleted);
    },
    staleTime: 60_000,
  });
}
