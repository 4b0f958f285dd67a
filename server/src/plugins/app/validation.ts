import { CONTROL_CHARACTERS_MESSAGE } from '@skillhub/shared/schemas/fields';
import fp from 'fastify-plugin';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/**
 * Request validation with the shared zod schemas. The error keeps zod's own issues so the error handler
 * can build the `errors` map with the shared `fieldErrors()` (the spec's messages, one per field path).
 */
export class RequestValidationError extends Error {
  readonly statusCode = 400;
  constructor(
    readonly part: string,
    readonly issues: readonly z.core.$ZodIssue[],
  ) {
    super('Validation failed');
    this.name = 'RequestValidationError';
  }
}

/** Deeper than any request shape goes; a deeper body is left to its schema, which refuses it. */
const MAX_SCAN_DEPTH = 32;
/** Enough to name the fields of any honest mistake without answering a hostile body with a huge error list. */
const MAX_NUL_ISSUES = 50;

/**
 * Where a NUL sits in the params, query or JSON body, keys included. PostgreSQL cannot store NUL in text, so
 * one that slipped past a field's own rule would fail in the database; this net catches it in every part
 * and every field, named by its path, whatever the schema says about that field.
 */
function nulIssues(value: unknown, path: PropertyKey[] = [], found: z.core.$ZodIssue[] = []) {
  const nul = (at: PropertyKey[]) =>
    found.push({ code: 'custom', path: at, message: CONTROL_CHARACTERS_MESSAGE, input: undefined });
  if (found.length >= MAX_NUL_ISSUES) return found;
  if (typeof value === 'string') {
    if (value.includes('\u0000')) nul(path);
  } else if (value !== null && typeof value === 'object' && path.length < MAX_SCAN_DEPTH) {
    for (const [key, item] of Object.entries(value)) {
      const at = [...path, Array.isArray(value) ? Number(key) : key];
      if (key.includes('\u0000')) nul(at);
      else nulIssues(item, at, found);
    }
  }
  return found;
}

export default fp(
  async (app) => {
    app.setValidatorCompiler<z.ZodType>(({ schema, httpPart }) => (data) => {
      // A call without a body gets the same per-field messages as an empty form, not one generic error.
      const input = httpPart === 'body' && (data === undefined || data === null) ? {} : data;
      const nul = nulIssues(input);
      const result = schema.safeParse(input);
      if (result.success && nul.length === 0) return { value: result.data };
      // The NUL findings come first: each path reports its first issue only.
      const issues = [...nul, ...(result.success ? [] : result.error.issues)];
      return { error: new RequestValidationError(httpPart ?? 'request', issues) };
    });
    // Responses are encoded by their zod schema too, which strips any field not in the contract.
    app.setSerializerCompiler(serializerCompiler);
    // The API speaks JSON only: a text/plain body gets 415 rather than being half-understood.
    app.removeContentTypeParser('text/plain');
  },
  { name: 'validation' },
);
