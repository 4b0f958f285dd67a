import { apiPaths } from '@skillhub/shared/api-paths';
import { errorBodySchema, successBodySchema } from '@skillhub/shared/schemas/common';
import { healthSchema, readinessSchema } from '@skillhub/shared/schemas/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * Probes for orchestrators and load balancers. Liveness asks only whether the process answers, so that a
 * database outage does not get every replica restarted; readiness asks whether it can serve right now.
 */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    apiPaths.health,
    {
      config: { rateLimit: false },
      schema: {
        tags: ['Health'],
        summary: 'Liveness: the process answers',
        description: 'Checks nothing else (use it as the liveness probe); see /api/health/ready for readiness.',
        response: { 200: successBodySchema(healthSchema) },
      },
    },
    async () => ({
      success: true as const,
      data: { status: 'ok' as const, uptimeSeconds: Math.floor(process.uptime()) },
    }),
  );

  app.get(
    apiPaths.healthReady,
    {
      config: { rateLimit: false },
      schema: {
        tags: ['Health'],
        summary: 'Readiness: the process can serve requests',
        description:
          '200 when the database answers, every migration of this build is applied, the file storage answers ' +
          'and Redis answers (when REDIS_URL is set). 503 otherwise, with what is down in `errors` ' +
          '(`server: Shutting down` while the process drains after SIGTERM).',
        response: { 200: successBodySchema(readinessSchema), 503: errorBodySchema },
      },
    },
    async (_request, reply) => {
      const { checked, failed } = await app.readiness.run();
      const down = Object.keys(failed);
      if (down.length > 0) {
        return reply
          .code(503)
          .send({ success: false as const, message: `Not ready: ${down.join(', ')}`, errors: failed });
      }
      return {
        success: true as const,
        data: { status: 'ready' as const, checks: Object.fromEntries(checked.map((name) => [name, 'up' as const])) },
      };
    },
  );
};

export default healthRoutes;
