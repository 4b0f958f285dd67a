import type { z } from 'zod';

/**
 * One API call described once: its method, path and the schemas of what goes in and comes back. The server
 * registers its route from it (`routeSchema` in the server's http folder) and the client calls it with
 * `request()` from the api client, so a path, a parameter name or a response shape cannot differ between the
 * two. The schemas validate on the server; on the client they give the types.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface EndpointSpec {
  method: HttpMethod;
  /** A Fastify route pattern relative to /api/, `:name` for each path parameter. */
  path: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The body of the success answer. */
  response: z.ZodType;
  /** The success status; 200 unless said. */
  status?: 200 | 201 | 202;
}

export function endpoint<const E extends EndpointSpec>(spec: E): E {
  return spec;
}

/**
 * What the caller passes for a schema: the input's keys and optional markers (defaults make a key optional)
 * with the parsed value types, so a coerced query field (`page`, `active`) is typed as a number or boolean
 * rather than zod's `unknown` input.
 */
type CallerShape<S extends z.ZodType> =
  z.input<S> extends Record<string, unknown>
    ? { [K in keyof z.input<S>]: K extends keyof z.output<S> ? z.output<S>[K] : z.input<S>[K] }
    : z.input<S>;

type Part<E, K extends 'params' | 'query' | 'body', As extends string> =
  E extends Record<K, infer S extends z.ZodType>
    ? K extends 'query'
      ? { [P in As]?: CallerShape<S> }
      : // An optional body (create-order's coupon code) may be left out.
        undefined extends z.input<S>
        ? { [P in As]?: CallerShape<S> }
        : { [P in As]: CallerShape<S> }
    : { [P in As]?: never };

/** The argument of `request(endpoint, input)`: exactly the parts this endpoint takes. */
export type RequestInput<E extends EndpointSpec> = Part<E, 'params', 'params'> &
  Part<E, 'query', 'query'> &
  Part<E, 'body', 'body'> & {
    signal?: AbortSignal;
    /** Milliseconds before the call fails with TIMEOUT_ERROR. */
    timeout?: number;
    /**
     * Told when a public form's call is being held for a proof of work and when it is done (true, then false),
     * so the form can say "Checking your browser…" (ui/use-form-proof.tsx). The call solves and retries anyway.
     */
    onFormProof?: (checking: boolean) => void;
  };

export type ResponseOf<E extends EndpointSpec> = z.output<E['response']>;

/** Whether the endpoint's input has a required part, so `request(e)` without input is a type error there. */
type HasRequired<E extends EndpointSpec> = E extends { params: z.ZodType } | { body: z.ZodType } ? true : false;

export type RequestArgs<E extends EndpointSpec> =
  HasRequired<E> extends true ? [input: RequestInput<E>] : [input?: RequestInput<E>];
