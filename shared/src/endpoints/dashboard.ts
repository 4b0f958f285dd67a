import { apiPaths } from '../api-paths.ts';
import { endpoint } from '../endpoint.ts';
import { successBodySchema } from '../schemas/common.ts';
import { dashboardQuerySchema, dashboardSummarySchema } from '../schemas/dashboard.ts';

/** The dashboard summary page's figures for a period (7d, 30d, this month or custom days). */
export const dashboardEndpoints = {
  summary: endpoint({
    method: 'GET',
    path: apiPaths.dashboard,
    query: dashboardQuerySchema,
    response: successBodySchema(dashboardSummarySchema),
  }),
};
