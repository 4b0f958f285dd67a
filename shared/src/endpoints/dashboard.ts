import { apiPaths } from '../api-paths.ts';
import { endpoint } from '../endpoint.ts';
import { successBodySchema } from '../schemas/common.ts';
import { dashboardSummarySchema } from '../schemas/dashboard.ts';

/** The dashboard summary page's numbers. */
export const dashboardEndpoints = {
  summary: endpoint({ method: 'GET', path: apiPaths.dashboard, response: successBodySchema(dashboardSummarySchema) }),
};
