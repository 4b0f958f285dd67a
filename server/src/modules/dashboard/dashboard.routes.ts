import { dashboardEndpoints as endpoints } from '@skillhub/shared/endpoints/dashboard';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { createDashboardService } from './dashboard.service.ts';

const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createDashboardService(app);

  app.route({
    ...endpointRoute(endpoints.summary, {
      tags: ['Dashboard'],
      summary: 'Counts of users, roles, categories and courses',
      failures: [401, 403],
    }),
    config: { permission: { module: 'Dashboard', operation: 'read' } },
    handler: async () => ({ success: true as const, data: await service.summary() }),
  });
};

export default dashboardRoutes;
