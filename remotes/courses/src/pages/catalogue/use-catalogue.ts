import { api, type ListBody, type SuccessBody } from '@skillhub/shared/api-client';
import { apiPaths } from '@skillhub/shared/api-paths';
import type { Category } from '@skillhub/shared/schemas/category';
import type { CatalogueCard } from '@skillhub/shared/schemas/course';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CatalogueParams } from './use-catalogue-params.ts';

/** Cards per page: a full grid of 3 or 4 columns on a desktop, still a short scroll on a phone. */
export const CATALOGUE_PAGE_SIZE = 12;

export const catalogueKeys = {
  all: ['public-catalogue'] as const,
  courses: (params: CatalogueParams) => [...catalogueKeys.all, 'courses', params] as const,
  categories: () => [...catalogueKeys.all, 'categories'] as const,
};

/** GET /course/published: only published courses of active categories, one page of cards. */
export function useCatalogue(params: CatalogueParams) {
  return useQuery({
    queryKey: catalogueKeys.courses(params),
    queryFn: ({ signal }) =>
      api.get<ListBody<CatalogueCard>>(apiPaths.courses.published, {
        searchParams: {
          page: params.page,
          limit: CATALOGUE_PAGE_SIZE,
          category: params.category || undefined,
          search: params.search || undefined,
          sort: params.sort,
        },
        signal,
      }),
    // The old cards stay while the next page loads, so the grid does not collapse to skeletons and jump.
    placeholderData: keepPreviousData,
  });
}

/** The active categories for the filter (a public call: without `active=false` no permission is needed). */
export function useCatalogueCategories() {
  return useQuery({
    queryKey: catalogueKeys.categories(),
    queryFn: async ({ signal }) => {
      const body = await api.get<SuccessBody<Category[]>>(apiPaths.categories.list, { signal });
      return (body?.data ?? []).filter((category) => !category.isDeleted);
    },
    staleTime: 60_000,
  });
}
