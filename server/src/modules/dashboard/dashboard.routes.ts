import { apiPaths } from '@skillhub/shared/api-paths';
import { successBodySchema } from '@skillhub/shared/schemas/common';
import { dashboardSummarySchema } from '@skillhub/shared/schemas/dashboard';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { failures } from '../../http/responses.ts';
import { createDashboardService } from './dashboard.service.ts';

const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createDashboardService(app);

  app.get(
    apiPaths.dashboard,
    {
      config: { permission: { module: 'Dashboard', operation: 'read' } },
      schema: {
        tags: ['Dashboard'],
        summary: 'Counts of users, roles, categories and courses',
        response: { 200: successBodySchema(dashboardSummarySchema), ...failures(401, 403) },
      },
    },
    async () => ({ success: true as const, data: await service.summary() }),
  );
};

export default dashboardRoutes;
