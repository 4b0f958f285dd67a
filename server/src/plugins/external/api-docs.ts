import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { API_PREFIX } from '@skillhub/shared/api-paths';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { requirementsOf } from '../../http/route-access.ts';

/**
 * OpenAPI generated from the routes' zod schemas (the shared contract), served as JSON at /api/docs/json
 * and browsable at /api/docs. Each route's declared access is written into its operation.
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
            'staff calls need a bearer access token from `POST /api/user/login` and the permission named on each call.',
          version: '1.0.0',
        },
        servers: [{ url: '/' }],
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      transform: (input) => {
        const transformed = jsonSchemaTransform(input);
        const config = input.route.config;
        if (!config?.permission && !config?.signedIn) return transformed;
        const schema = { ...(transformed.schema as Record<string, unknown>) };
        schema.security = [{ bearerAuth: [] }];
        if (config.permission) {
          const needs = requirementsOf(config.permission)
            .map((r) => `${r.module}${r.subModule ? `/${r.subModule}` : ''} ${r.operation}`)
            .join(' or ');
          const when = config.permissionWhenQuery
            ? ` when ${Object.entries(config.permissionWhenQuery)
                .map(([k, v]) => `${k}=${v}`)
                .join('&')}`
            : '';
          schema.description = [schema.description, `Requires permission: ${needs}${when}.`].filter(Boolean).join(' ');
        }
        return { ...transformed, schema };
      },
      transformObject: jsonSchemaTransformObject,
    });
    await app.register(swaggerUi, { routePrefix: `${API_PREFIX}/docs` });
  },
  { name: 'api-docs' },
);
