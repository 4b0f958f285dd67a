import type { EndpointSpec } from '@skillhub/shared/endpoint';
import type { errorBodySchema } from '@skillhub/shared/schemas/common';
import { failures } from './responses.ts';

/**
 * The Fastify method, URL and schema of a shared endpoint description: its params, query, body and success
 * response, plus the failures the route documents. A module registers
 * `app.route({ ...endpointRoute(endpoint, doc), config, handler })`, so the route validates and types exactly
 * what the client sends and reads.
 */

type Part<E, K extends string> = E extends Record<K, infer S> ? S : undefined;
type SuccessStatus<E> = E extends { status: infer S extends number } ? S : 200;

export interface RouteDoc<S extends readonly number[]> {
  tags: string[];
  summary: string;
  description?: string;
  /** The error statuses the route can answer, documented with the shared error body. */
  failures: S;
}

export interface EndpointRoute<E extends EndpointSpec, S extends readonly number[]> {
  method: E['method'];
  url: string;
  schema: {
    tags: string[];
    summary: string;
    description?: string;
    params: Part<E, 'params'>;
    querystring: Part<E, 'query'>;
    body: Part<E, 'body'>;
    response: Record<SuccessStatus<E>, E['response']> & Record<S[number], typeof errorBodySchema>;
  };
}

export function endpointRoute<E extends EndpointSpec, const S extends readonly number[]>(
  spec: E,
  { failures: failureStatuses, ...doc }: RouteDoc<S>,
): EndpointRoute<E, S> {
  return {
    method: spec.method,
    url: spec.path,
    // Absent parts stay absent: Fastify and the OpenAPI generator treat a key set to undefined as a schema.
    schema: {
      ...doc,
      ...(spec.params && { params: spec.params }),
      ...(spec.query && { querystring: spec.query }),
      ...(spec.body && { body: spec.body }),
      response: { [spec.status ?? 200]: spec.response, ...failures(...failureStatuses) },
    },
  } as EndpointRoute<E, S>;
}
