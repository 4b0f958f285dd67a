import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { API_PREFIX } from '@skillhub/shared/api-paths';
import { errorBodySchema } from '@skillhub/shared/schemas/common';
import { HONEYPOT_FIELD } from '@skillhub/shared/schemas/lead-form';
import type { FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type RouteAccess, requirementsOf } from '../../http/route-access.ts';

declare module 'fastify' {
  interface FastifySchema {
    /**
     * The fields of a multipart/form-data body a handler reads part by part (so Fastify validates no body): for
     * the document only, where it becomes the operation's `multipart/form-data` request body.
     */
    multipartBody?: z.ZodType;
    /**
     * The failures of a route that answers a file, for the document only: as response schemas they would type
     * the handler's `reply.send` as the error body and leave no room for the file.
     */
    fileFailures?: readonly number[];
    /** A file answer that honours HTTP Range: 206 with one byte range, 416 for a range past the end. */
    byteRanges?: boolean;
  }
}

const binary = z.string().meta({ format: 'binary' });
const jsonFailure = { description: 'Failure', content: { 'application/json': { schema: errorBodySchema } } };

/** Who may call an operation, as the document says it. */
export type DocumentedAccess = 'public' | 'bearer' | 'optional bearer';

/**
 * A token is required (signed in, a permission, SUPER_ADMIN), optional (the permission applies only to some
 * query values; a lead form that also takes signed-in posts, where a token sent must be valid), or not read.
 */
export function documentedAccess(config: RouteAccess | undefined): DocumentedAccess {
  if (!config) return 'public';
  if (config.permission && config.permissionWhenQuery) return 'optional bearer';
  if (config.signedIn || config.permission || config.superAdminOnly) return 'bearer';
  if (config.leadForm?.signedInPerAccount) return 'optional bearer';
  return 'public';
}

const BODYLESS_METHODS = new Set(['GET', 'HEAD']);

/**
 * The failure statuses every API operation can answer besides its own, from what the framework and the shared
 * plugins do: 400 (a URL that cannot be decoded, invalid input), 429 (the per-address flood limit on every
 * /api call), 503 (the database or another dependency down); 414 where a path segment can be over the router's
 * limit; 413 and 415 where a body is read; 401 where a token is read, 403 where a permission is checked.
 */
export function commonFailures(
  method: string,
  url: string,
  config: RouteAccess | undefined,
  schema: FastifySchema,
): number[] {
  const statuses = [400, 429, 503];
  if (url.includes(':') || url.includes('*')) statuses.push(414);
  if (!BODYLESS_METHODS.has(method) || schema.body || schema.multipartBody) statuses.push(413, 415);
  const access = documentedAccess(config);
  if (access !== 'public') statuses.push(401);
  if (config?.permission || config?.superAdminOnly) statuses.push(403);
  return statuses;
}

function accessDescription(config: RouteAccess | undefined): string | undefined {
  const parts: string[] = [];
  if (config?.permission) {
    const needs = requirementsOf(config.permission)
      .map((r) => `${r.module}${r.subModule ? `/${r.subModule}` : ''} ${r.operation}`)
      .join(' or ');
    const when = config.permissionWhenQuery
      ? ` when ${Object.entries(config.permissionWhenQuery)
          .map(([k, v]) => `${k}=${v}`)
          .join('&')}`
      : '';
    parts.push(`Requires permission: ${needs}${when}.`);
  }
  if (config?.superAdminOnly) parts.push('Only a SUPER_ADMIN may call it.');
  if (config?.leadForm) {
    parts.push(
      `A public form with a hidden honeypot field \`${HONEYPOT_FIELD}\`: a post that fills it is answered ` +
        `${config.leadForm.accepted.status} like an accepted one, by design, and nothing is stored.`,
    );
  }
  return parts.length > 0 ? parts.join(' ') : undefined;
}

/**
 * OpenAPI generated from the routes' zod schemas (the shared contract), served as JSON at /api/docs/json
 * and browsable at /api/docs. Each operation also gets what the route declares and the shared plugins do: its
 * security (`[]` when public), every failure status it can answer, a multipart body's fields, and in its
 * description the permission it needs.
 */
export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'Skillhub API',
          description:
            'The API of the Skillhub training platform. Failures answer `{ success: false, message, errors? }`; ' +
            'staff calls need a bearer access token from `POST /api/user/login` and the permission named on each ' +
            'call. A path of this document called with a method it does not list answers 405 `Method not allowed` ' +
            'with an `Allow` header naming the methods it takes. Query parameters a call does not list are ' +
            'refused (400, `Unknown parameter` on that parameter).',
          version: '1.0.0',
        },
        servers: [{ url: '/' }],
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      transform: (input) => {
        const { route, url } = input;
        const source = (input.schema ?? {}) as FastifySchema & { hide?: boolean };
        if (!url.startsWith(`${API_PREFIX}/`) || source.hide) return jsonSchemaTransform(input);
        const config = route.config as RouteAccess | undefined;
        const method = [route.method].flat()[0] ?? 'GET';

        const { multipartBody, byteRanges, fileFailures = [], ...rest } = source;
        const ownResponses = (rest.response ?? {}) as Record<string, unknown>;
        const failures: Record<string, unknown> = Object.fromEntries(
          [...commonFailures(method, url, config, source), ...fileFailures]
            .filter((status) => !(status in ownResponses))
            .map((status) => [status, errorBodySchema]),
        );
        // A route that answers a file declares no success schema: its answer is documented as the file, and its
        // failures as the JSON they are (not as the file's types, which `produces` would otherwise give them).
        const fileAnswer = !Object.keys(ownResponses).some((status) => status.startsWith('2'));
        if (fileAnswer) {
          const types = (rest as { produces?: string[] }).produces ?? ['application/octet-stream'];
          const file = { content: Object.fromEntries(types.map((type) => [type, { schema: binary }])) };
          for (const [status, schema] of Object.entries({ ...ownResponses, ...failures })) {
            failures[status] = schema === errorBodySchema ? jsonFailure : schema;
          }
          failures[200] = { description: 'The file', ...file };
          if (byteRanges) failures[206] = { description: 'One byte range of the file (Range)', ...file };
        }
        const documented: FastifySchema = {
          ...rest,
          response: { ...ownResponses, ...failures },
          ...(multipartBody && { body: multipartBody, consumes: ['multipart/form-data'] }),
        };
        const transformed = jsonSchemaTransform({ ...input, schema: documented });
        const schema = { ...(transformed.schema as Record<string, unknown>) };
        const access = documentedAccess(config);
        schema.security =
          access === 'public' ? [] : access === 'bearer' ? [{ bearerAuth: [] }] : [{}, { bearerAuth: [] }];
        const description = [schema.description, accessDescription(config)].filter(Boolean).join(' ');
        if (description) schema.description = description;
        return { ...transformed, schema };
      },
      transformObject: jsonSchemaTransformObject,
    });
    await app.register(swaggerUi, { routePrefix: `${API_PREFIX}/docs` });
  },
  { name: 'api-docs' },
);
