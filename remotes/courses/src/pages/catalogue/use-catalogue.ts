import { request } from '@skillhub/shared/api-client';
import { categoryEndpoints } from '@skillhub/shared/endpoints/categories';
import { courseEndpoints } from '@skillhub/shared/endpoints/courses';
import { CATALOGUE_SORTS } from '@skillhub/shared/schemas/course';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

export type CatalogueSort = (typeof CATALOGUE_SORTS)[number];

/**
 * The filters, as the URL holds them (`/courses?category=…&search=…&sort=…&page=…`): the footer's category
 * links land on a filtered list, a shared link shows the same list, and back/forward step through the choices.
 */
export interface CatalogueParams {
  category: string;
  search: string;
  sort: CatalogueSort;
  /** 1-based, as in the URL */
  page: number;
}

export const CATALOGUE_DEFAULTS: CatalogueParams = { category: '', search: '', sort: 'latest', page: 1 };
export { CATALOGUE_SORTS };

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
      request(courseEndpoints.catalogue, {
        query: {
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

/**
 * The categories the filter offers: active ones with at least one published course (`published=true`), as the
 * spec's endpoint-driven select offers only items with a course and not deleted. A public call: without
 * `active=false` no permission is needed.
 */
export function useCatalogueCategories() {
  return useQuery({
    queryKey: catalogueKeys.categories(),
    queryFn: async ({ signal }) => {
      const body = await request(categoryEndpoints.list, { query: { published: true }, signal });
      return (body?.data ?? []).filter((category) => !category.isDeleted && category.courses.length > 0);
    },
    staleTime: 60_000,
  });
}
