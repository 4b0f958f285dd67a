import { API_PREFIX } from '@skillhub/shared/api-paths';
import { CONTROL_CHARACTERS_MESSAGE } from '@skillhub/shared/schemas/fields';
import fp from 'fastify-plugin';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

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

export const UNKNOWN_PARAMETER_MESSAGE = 'Unknown parameter';

/**
 * The keys a query schema names, or null when its shape cannot be told (then no key is refused). Reads through
 * the wrappers the shared schemas use: pipes and transforms, defaults, intersections and unions.
 */
export function queryKeysOf(schema: z.core.$ZodType): Set<string> | null {
  const def = (schema as z.core.$ZodTypes)._zod.def;
  switch (def.type) {
    case 'object':
      return new Set(Object.keys(def.shape));
    case 'pipe':
      return queryKeysOf(def.in);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
      return queryKeysOf(def.innerType);
    case 'intersection': {
      const [a, b] = [queryKeysOf(def.left), queryKeysOf(def.right)];
      return a && b ? new Set([...a, ...b]) : null;
    }
    case 'union': {
      const keys = new Set<string>();
      for (const option of def.options) {
        const own = queryKeysOf(option);
        if (!own) return null;
        for (const key of own) keys.add(key);
      }
      return keys;
    }
    default:
      return null;
  }
}

/** A query parameter the call does not take is refused by name, so a misspelt filter is not silently ignored. */
function unknownParameterIssues(known: Set<string> | null, query: unknown): z.core.$ZodIssue[] {
  if (!known || query === null || typeof query !== 'object') return [];
  return Object.keys(query)
    .filter((key) => !known.has(key))
    .slice(0, MAX_NUL_ISSUES)
    .map((key) => ({ code: 'custom', path: [key], message: UNKNOWN_PARAMETER_MESSAGE, input: undefined }));
}

/** The query schema of an API route that declares none: it takes no parameters. */
const NO_QUERY = z.object({});

export default fp(
  async (app) => {
    // Strict queries on the API only: a page or a static file keeps ignoring cache-busting and tracking parameters.
    app.addHook('onRoute', (route) => {
      const schema = route.schema as { querystring?: unknown; hide?: boolean } | undefined;
      if (!route.url.startsWith(`${API_PREFIX}/`) || schema?.querystring || schema?.hide) return;
      route.schema = { ...route.schema, querystring: NO_QUERY };
    });

    app.setValidatorCompiler<z.ZodType>(({ schema, httpPart }) => {
      const knownQuery = httpPart === 'querystring' ? queryKeysOf(schema) : null;
      return (data) => {
        // A call without a body gets the same per-field messages as an empty form, not one generic error.
        const input = httpPart === 'body' && (data === undefined || data === null) ? {} : data;
        const nul = nulIssues(input);
        const unknown = unknownParameterIssues(knownQuery, input);
        const result = schema.safeParse(input);
        if (result.success && nul.length === 0 && unknown.length === 0) return { value: result.data };
        // The NUL and unknown-parameter findings come first: each path reports its first issue only.
        const issues = [...nul, ...unknown, ...(result.success ? [] : result.error.issues)];
        return { error: new RequestValidationError(httpPart ?? 'request', issues) };
      };
    });
    // Responses are encoded by their zod schema too, which strips any field not in the contract.
    app.setSerializerCompiler(serializerCompiler);
    // The API speaks JSON only: a text/plain body gets 415 rather than being half-understood.
    app.removeContentTypeParser('text/plain');
  },
  { name: 'validation' },
);
