import { clientReportsEndpoints as endpoints } from '@skillhub/shared/endpoints/client-reports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { judgeCanary, recordClientReports } from './canary-health.ts';

const RECEIVED = 'Report received';

/**
 * The shell's client reports: per remote build, the areas it showed, the errors its code threw and the files that
 * failed to load (counts only, nothing about the visitor). They feed the canaries' health (canary-health.ts),
 * which rolls back a canary that fails more than the current build.
 */
const clientReportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(endpoints.send, {
      tags: ['Remote releases'],
      summary: "Report the loads, errors and failed files of the remotes' builds this browser ran",
      description:
        'Counts only: a remote, a build, a kind (load, error or chunk) and a count, at most 50 per entry and 30 ' +
        "entries. Counted only for a remote's current and canary builds (others are accepted and ignored). A " +
        "canary whose rate of errors and failed files per load exceeds the current build's by more than " +
        'CANARY_ROLLBACK_MARGIN_PERCENT points, after 50 loads, is closed at once and the super admins are mailed. ' +
        'Limited per address.',
      failures: [400, 429],
    }),
    config: { authRateLimit: 'clientReport' },
    handler: async (request, reply) => {
      const judged = await recordClientReports(app, request.body.reports);
      for (const remote of judged) await judgeCanary(app, remote);
      return reply.code(202).send({ success: true as const, message: RECEIVED });
    },
  });
};

export default clientReportsRoutes;
