import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type JsonSchema = { [key: string]: unknown };

/**
 * `anyOf: [X, {type: 'null'}]` (zod's nullable) as X with `null` among its types: fast-json-stringify then
 * writes the value by its type, where an anyOf would validate each value against every branch first.
 */
function simplified(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(simplified);
  if (schema === null || typeof schema !== 'object') return schema;
  const node = Object.fromEntries(Object.entries(schema).map(([k, v]) => [k, simplified(v)])) as JsonSchema;
  const anyOf = node.anyOf as JsonSchema[] | undefined;
  if (anyOf?.length === 2 && anyOf.some((s) => s.type === 'null')) {
    const other = anyOf.find((s) => s.type !== 'null') as JsonSchema;
    if (typeof other.type === 'string') {
      const { anyOf: _, ...rest } = node;
      return { ...rest, ...other, type: [other.type, 'null'] };
    }
  }
  return node;
}

/**
 * A route's serializer compiled from its zod response schema turned into JSON Schema (fast-json-stringify):
 * for a large answer sent often, where the default, a zod encode of the whole body before JSON.stringify,
 * costs milliseconds. The contract holds the same way: only the schema's fields are written, and a missing
 * required field throws. Statuses whose schema cannot be compiled this way (and the small error bodies) keep
 * the zod serializer.
 */
export function jsonSchemaSerializerCompiler(fastStatuses: readonly number[]): FastifySerializerCompiler<unknown> {
  return (route) => {
    if (!fastStatuses.includes(Number(route.httpStatus))) {
      return zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
    }
    const jsonSchema = z.toJSONSchema(route.schema as z.ZodType, { io: 'output', target: 'draft-7' });
    const { $schema: _, ...schema } = simplified(jsonSchema) as JsonSchema;
    return fastJson(schema);
  };
}
