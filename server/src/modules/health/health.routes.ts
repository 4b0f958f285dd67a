import { apiPaths } from '@skillhub/shared/api-paths';
import { errorBodySchema, successBodySchema } from '@skillhub/shared/schemas/common';
import { healthSchema } from '@skillhub/shared/schemas/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pingDatabase } from '../../db/database.ts';

/** For load balancers and monitoring: 200 only when the database answers. */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    apiPaths.health,
    {
      config: { rateLimit: false },
      schema: {
        tags: ['Health'],
        summary: 'Liveness and database check',
        response: { 200: successBodySchema(healthSchema), 503: errorBodySchema },
      },
    },
    async (request, reply) => {
      try {
        await pingDatabase(app.db);
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply.code(503).send({ success: false as const, message: 'Database unavailable' });
      }
      return {
        success: true as const,
        data: { status: 'ok' as const, database: 'up' as const, uptimeSeconds: Math.floor(process.uptime()) },
      };
    },
  );
};

export default healthRoutes;
