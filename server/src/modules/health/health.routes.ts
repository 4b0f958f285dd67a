import { healthEndpoints as endpoints } from '@skillhub/shared/endpoints/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../http/endpoint-route.ts';

/**
 * Probes for orchestrators and load balancers. Liveness asks only whether the process answers, so that a
 * database outage does not get every replica restarted; readiness asks whether it can serve right now.
 */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(endpoints.live, {
      tags: ['Health'],
      summary: 'Liveness: the process answers',
      description: 'Checks nothing else (use it as the liveness probe); see /api/health/ready for readiness.',
      failures: [],
    }),
    config: { rateLimit: false },
    handler: async () => ({
      success: true as const,
      data: { status: 'ok' as const, uptimeSeconds: Math.floor(process.uptime()) },
    }),
  });

  app.route({
    ...endpointRoute(endpoints.ready, {
      tags: ['Health'],
      summary: 'Readiness: the process can serve requests',
      description:
        '200 when the database answers, every migration of this build is applied, the file storage answers ' +
        'and Redis answers (when REDIS_URL is set). 503 otherwise, with what is down in `errors` ' +
        '(`server: Shutting down` while the process drains after SIGTERM).',
      failures: [503],
    }),
    config: { rateLimit: false },
    handler: async (_request, reply) => {
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
  });
};

export default healthRoutes;
