import { request } from '@skillhub/shared/api-client';
import { categoryEndpoints } from '@skillhub/shared/endpoints/categories';
import { courseEndpoints } from '@skillhub/shared/endpoints/courses';
import { routeTo } from '@skillhub/shared/routes';
import type { Category } from '@skillhub/shared/schemas/category';
import type { ListBody } from '@skillhub/shared/schemas/common';
import { CATALOGUE_SORTS } from '@skillhub/shared/schemas/course';
import { type AllowedUrlValues, readUrlParams, urlParamsQuery } from '@skillhub/shared/url-params';
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
/** A sort the list does not know reads as the default; category and search go to the server as written. */
export const CATALOGUE_ALLOWED: AllowedUrlValues<CatalogueParams> = { sort: CATALOGUE_SORTS };
export { CATALOGUE_SORTS };

/** The filters an address of the catalogue holds, read as the page reads them (the server's render reads by it). */
export function catalogueParamsAt(path: string): CatalogueParams {
  return readUrlParams(new URL(path, 'http://localhost').searchParams, CATALOGUE_DEFAULTS, CATALOGUE_ALLOWED);
}

/** The catalogue's address for `params`: a link that shows that list with or without the app. */
export function catalogueHref(params: CatalogueParams): string {
  return `${routeTo('catalogue')}${urlParamsQuery(params, CATALOGUE_DEFAULTS)}`;
}

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

const offered = (body: ListBody<Category>) =>
  body.data.filter((category) => !category.isDeleted && category.courses.length > 0);

/**
 * The categories the filter offers: active ones with at least one published course (`published=true`), as the
 * spec's endpoint-driven select offers only items with a course and not deleted. A public call: without
 * `active=false` no permission is needed.
 */
export function useCatalogueCategories() {
  return useQuery({
    queryKey: catalogueKeys.categories(),
    // The whole answer is kept, as the server inlines it for the page's first render; the choice is made here.
    queryFn: ({ signal }) => request(categoryEndpoints.list, { query: { published: true }, signal }),
    select: offered,
    staleTime: 60_000,
  });
}
