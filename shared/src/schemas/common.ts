import { z } from 'zod';
import { pagingShape, withPage } from './paging.ts';

/** Shapes every endpoint shares: envelopes, paging, ids (api-conventions.md). */

export const paginationSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type Pagination = z.infer<typeof paginationSchema>;

export const errorBodySchema = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export function successBodySchema<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), message: z.string().optional(), data });
}
export function listBodySchema<T extends z.ZodType>(item: T) {
  return z.object({ success: z.literal(true), data: z.array(item), pagination: paginationSchema });
}
export const messageBodySchema = z.object({ success: z.literal(true), message: z.string() });

export interface SuccessBody<T> {
  success: true;
  message?: string;
  data: T;
}
export interface ListBody<T> {
  success: true;
  data: T[];
  pagination: Pagination;
}

/** The common list query: paging (`pageNo` is an alias of `page`), search, and the common sort keys. */
export const listQuerySchema = z
  .object({ ...pagingShape(), sort: z.enum(['latest', 'oldest', 'name']).default('latest') })
  .transform(withPage);
export type ListQuery = z.output<typeof listQuerySchema>;

/** 'true'/'false' in a query string. */
export const booleanQuery = z.enum(['true', 'false']).transform((v) => v === 'true');

export const uuidSchema = z.uuid({ error: 'Invalid id' });

export const timestampsSchema = z.object({ createdAt: z.string(), updatedAt: z.string() });

/**
 * Turns zod issues into the `errors` map of the failure body: one message per field path, the first
 * that failed. A field that is simply missing gets the spec's generic '{path} is a required field'.
 */
export function fieldErrors(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.') || '_';
    if (path in out) continue;
    const missing = issue.code === 'invalid_type' && issue.message.endsWith('received undefined');
    out[path] = missing ? `${path} is a required field` : issue.message;
  }
  return out;
}
