import { errorBodySchema, type Pagination } from '@skillhub/shared/schemas/common';

/** Envelope builders and the failure responses every route documents in OpenAPI. */

export function pagination(total: number, page: number, limit: number): Pagination {
  return { page, limit, total, totalPages: Math.ceil(total / limit) };
}

export function offsetOf(page: number, limit: number): number {
  return (page - 1) * limit;
}

/** The failure statuses a route can answer, all with the same body. */
export function failures<const S extends readonly number[]>(...statuses: S) {
  return Object.fromEntries(statuses.map((status) => [status, errorBodySchema])) as Record<
    S[number],
    typeof errorBodySchema
  >;
}
