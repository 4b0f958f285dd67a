import { z } from 'zod';
import { formChallengeSchema } from './form-proof.ts';
import { pagingShape, withPage } from './paging.ts';

/** Shapes every endpoint shares: envelopes, paging, ids (api-conventions.md). */

export const paginationSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type Pagination = z.infer<typeof paginationSchema>;

/**
 * The failure body (api-conventions.md). Its language: the server always writes English in `message` and
 * `errors`, for API clients and logs. The messages it makes itself that a person sees also carry a `code`
 * (SERVER_MESSAGE_CODES in server-message-codes.ts; `params` holds the values in the message), and each such
 * field error its code in `codes` under the same field path; the front end shows them in the page's language by
 * code (serverMessage in i18n.ts, through the api-client's errorMessage and applyServerErrors). A message without
 * a code is a shared schema's (the server checks with the same schemas as the browser) and is translated by its
 * English text. Codes rather than answering in the request's Accept-Language: API clients keep one language, a
 * cached answer cannot come back in the wrong one, and the Hindi stays with the other Hindi texts of the front end.
 */
export const errorBodySchema = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
  /**
   * A machine-readable reason: where the client acts on it (PROOF_REQUIRED: solve `challenge`, post again) or
   * shows `message` in the page's language.
   */
  code: z.string().optional().describe('machine-readable reason; user-facing ones are translated by the client'),
  params: z
    .record(z.string(), z.union([z.string(), z.number()]))
    .optional()
    .describe('the values in the coded message, by name, for a message that has values in it'),
  codes: z
    .record(z.string(), z.string())
    .optional()
    .describe('the code of each field error that has one, by the same field path as `errors`'),
  challenge: formChallengeSchema.optional(),
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
