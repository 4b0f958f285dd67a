import { z } from 'zod';
import { DEFAULT_LIMIT, DEFAULT_PAGE, MAX_LIMIT } from '../constants.ts';
import { singleLine } from './fields.ts';

/**
 * Paging fields of a list query whose sort keys differ from the common `latest|oldest|name`: `page` (or its
 * alias `pageNo`) and `limit`, capped at `maxLimit` rather than refused, as api-conventions.md asks.
 */
export function pagingShape(maxLimit: number = MAX_LIMIT) {
  return {
    page: z.coerce.number().int().min(1, 'page must be at least 1').optional(),
    pageNo: z.coerce.number().int().min(1, 'pageNo must be at least 1').optional(),
    limit: z.coerce
      .number()
      .int()
      .min(1, 'limit must be at least 1')
      .default(DEFAULT_LIMIT)
      .transform((n) => Math.min(n, maxLimit)),
    search: z.string().check(singleLine).trim().max(200, 'search must not exceed 200 characters').optional(),
  };
}

/** Folds `pageNo` into `page` and turns an empty search into none. */
export function withPage<T extends { page?: number; pageNo?: number; search?: string }>({
  page,
  pageNo,
  search,
  ...rest
}: T): Omit<T, 'page' | 'pageNo' | 'search'> & { page: number; search?: string } {
  return { ...rest, page: page ?? pageNo ?? DEFAULT_PAGE, search: search ? search : undefined };
}
