import type { Random } from './random.ts';

/** The parts of JSON Schema (as the OpenAPI document writes the zod schemas) the fuzzer reads. */
export interface Schema {
  type?: string | string[];
  format?: string;
  pattern?: string;
  /** A resolved schema's every pattern: its own and its allOf parts'. */
  patterns?: string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: Schema;
}

export interface Operation {
  /** `METHOD /path` as the document names it. */
  name: string;
  method: string;
  path: string;
  pathParams: Parameter[];
  query: Parameter[];
  body: Schema | null;
  /** A multipart/form-data call: its text fields and its file field, as its request body documents them. */
  multipart: { fields: string[]; fileField: string } | null;
  secured: boolean;
}

interface OpenApiOperation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  security?: unknown[];
  summary?: string;
  description?: string;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

const MULTIPART_FIELDS = ['purpose', 'uploadId', 'fileKey', 'partNumber', 'chunk', 'file'];

export function operationsOf(doc: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const parameters = op.parameters ?? [];
      const text = `${op.summary ?? ''} ${op.description ?? ''}`;
      const form = op.requestBody?.content?.['multipart/form-data']?.schema;
      let multipart: Operation['multipart'] = null;
      if (form?.properties) {
        const names = Object.keys(form.properties);
        const fileField = names.find((name) => form.properties?.[name]?.format === 'binary') ?? 'file';
        multipart = { fields: names.filter((name) => name !== fileField), fileField };
      } else if (/multipart/i.test(text)) {
        // A document without the multipart body (an older server): the summary and description name the fields.
        const fields = MULTIPART_FIELDS.filter((name) => new RegExp(`\\b${name}\\b`).test(text));
        const fileField = fields.includes('chunk') ? 'chunk' : 'file';
        multipart = { fields: fields.filter((name) => name !== fileField), fileField };
      }
      operations.push({
        name: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((p) => p.in === 'path'),
        query: parameters.filter((p) => p.in === 'query'),
        body: op.requestBody?.content?.['application/json']?.schema ?? null,
        multipart,
        secured: (op.security?.length ?? 0) > 0,
      });
    }
  }
  return operations;
}

/**
 * One concrete schema: a non-null branch of anyOf/oneOf picked at random; allOf folded into one (objects
 * merge their properties, strings gather every pattern in `patterns`: zod writes a string with several regexes
 * as an allOf of patterns, and a value must match them all).
 */
export function resolveSchema(schema: Schema | undefined, rng: Random): Schema {
  if (!schema) return {};
  const options = schema.anyOf ?? schema.oneOf;
  if (options) {
    const nonNull = options.filter((o) => o.type !== 'null');
    return resolveSchema(rng.pick(nonNull.length > 0 ? nonNull : options), rng);
  }
  const { allOf = [], ...own } = schema;
  const patterns = own.pattern === undefined ? [] : [own.pattern];
  const merged: Schema = { ...own };
  for (const part of allOf.map((s) => resolveSchema(s, rng))) {
    if (part.properties) {
      merged.type = 'object';
      merged.properties = { ...merged.properties, ...part.properties };
      merged.required = [...(merged.required ?? []), ...(part.required ?? [])];
    } else {
      merged.type ??= part.type;
      merged.format ??= part.format;
      patterns.push(...(part.patterns ?? []));
    }
  }
  if (patterns.length > 0) merged.patterns = patterns;
  return merged;
}

export const typeOf = (schema: Schema): string | undefined =>
  Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
