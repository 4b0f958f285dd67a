import { CATALOGUE_SORTS } from '@skillhub/shared/schemas/course';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

export type CatalogueSort = (typeof CATALOGUE_SORTS)[number];

/** The words the page shows for each sort key of GET /course/published. */
export const SORT_LABELS: Record<CatalogueSort, string> = {
  latest: 'Latest',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
  rating: 'Highest rated',
  title: 'Title (A-Z)',
};

export interface CatalogueParams {
  category: string;
  search: string;
  sort: CatalogueSort;
  /** 1-based, as in the URL */
  page: number;
}

const isSort = (value: string | null): value is CatalogueSort => CATALOGUE_SORTS.some((s) => s === value);

/**
 * The filters live in the URL (`/courses?category=…&search=…&sort=…&page=…`): the footer's category links land
 * on a filtered list, a shared link shows the same list, and back/forward step through the user's choices.
 * Defaults are left out of the URL so the plain /courses stays plain.
 */
export function useCatalogueParams() {
  const [searchParams, setSearchParams] = useSearchParams();

  const params = useMemo<CatalogueParams>(() => {
    const sort = searchParams.get('sort');
    const page = Number(searchParams.get('page'));
    return {
      category: searchParams.get('category') ?? '',
      search: searchParams.get('search') ?? '',
      sort: isSort(sort) ? sort : 'latest',
      page: Number.isInteger(page) && page > 1 ? page : 1,
    };
  }, [searchParams]);

  /** Any change but paging itself starts again at page 1: the old page may not exist in the new list. */
  const update = useCallback(
    (change: Partial<CatalogueParams>) => {
      const next = { ...params, page: 1, ...change };
      const query = new URLSearchParams();
      if (next.category) query.set('category', next.category);
      if (next.search.trim()) query.set('search', next.search.trim());
      if (next.sort !== 'latest') query.set('sort', next.sort);
      if (next.page > 1) query.set('page', String(next.page));
      setSearchParams(query);
    },
    [params, setSearchParams],
  );

  const clear = useCallback(() => setSearchParams(new URLSearchParams()), [setSearchParams]);

  return { params, update, clear };
}
