import { DEFAULT_LIMIT, PAGE_SIZE_OPTIONS } from '@skillhub/shared/constants';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

export const QNA_STATUS_FILTERS = ['all', 'unanswered', 'answered'] as const;
export type QnaStatusFilter = (typeof QNA_STATUS_FILTERS)[number];

export interface QnaParams {
  status: QnaStatusFilter;
  /** a course id, or '' for every course */
  course: string;
  search: string;
  /** 1-based, as in the URL and the API */
  page: number;
  limit: number;
}

const isStatus = (value: string | null): value is QnaStatusFilter => QNA_STATUS_FILTERS.some((s) => s === value);
const isPageSize = (value: number) => PAGE_SIZE_OPTIONS.some((size) => size === value);

/**
 * The filters and the page live in the URL (`/dashboard/qna?status=unanswered&course=…&search=…&page=2`): a
 * reload or a shared link shows the same questions, and Back returns to the page left. Defaults stay out of
 * the URL so the plain address stays plain.
 */
export function useQnaParams() {
  const [searchParams, setSearchParams] = useSearchParams();

  const params = useMemo<QnaParams>(() => {
    const status = searchParams.get('status');
    const page = Number(searchParams.get('page'));
    const limit = Number(searchParams.get('limit'));
    return {
      status: isStatus(status) ? status : 'all',
      course: searchParams.get('course') ?? '',
      search: searchParams.get('search') ?? '',
      page: Number.isInteger(page) && page > 1 ? page : 1,
      limit: isPageSize(limit) ? limit : DEFAULT_LIMIT,
    };
  }, [searchParams]);

  /** Any change but paging itself starts again at page 1: the old page may not exist in the new list. */
  const update = useCallback(
    (change: Partial<QnaParams>) => {
      const next = { ...params, page: 1, ...change };
      const query = new URLSearchParams();
      if (next.status !== 'all') query.set('status', next.status);
      if (next.course) query.set('course', next.course);
      if (next.search.trim()) query.set('search', next.search.trim());
      if (next.page > 1) query.set('page', String(next.page));
      if (next.limit !== DEFAULT_LIMIT) query.set('limit', String(next.limit));
      setSearchParams(query);
    },
    [params, setSearchParams],
  );

  return { params, update };
}
