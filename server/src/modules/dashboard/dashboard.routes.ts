import { dashboardEndpoints as endpoints } from '@skillhub/shared/endpoints/dashboard';
import { DASHBOARD_MAX_DAYS } from '@skillhub/shared/schemas/dashboard';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { unauthorized } from '../../http/http-error.ts';
import revenueReportRoutes from '../lead-revenue/revenue-report.routes.ts';
import { createDashboardService } from './dashboard.service.ts';
import { dashboardRead } from './dashboard-access.ts';

const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createDashboardService(app);
  // The dashboard's other report, beside the summary.
  await app.register(revenueReportRoutes);

  app.route({
    ...endpointRoute(endpoints.summary, {
      tags: ['Dashboard'],
      summary: 'The summary figures for a period',
      description:
        'Counts of users, roles, categories and courses, and for the period (`7d`, `30d`, `month` = this ' +
        `calendar month, or \`custom\` with \`from\` and \`to\`, YYYY-MM-DD, at most ${DASHBOARD_MAX_DAYS} days; ` +
        'India days, Asia/Kolkata): `sales` (paid orders in INR paise and enrolments, per day and top courses; ' +
        'Courses/Courses read), `newLearners` (Users/Users read), `leads` (per day and by status; Enquiries ' +
        'read), `blog` (Blogs/Blogs read) and `training` (Training Programs/Applicants read). A group the ' +
        "viewer's role may not read is left out.",
      failures: [400, 401, 403],
    }),
    config: { permission: dashboardRead },
    handler: async (request) => {
      if (!request.session) throw unauthorized();
      return { success: true as const, data: await service.summary(request.query, request.session.permissions) };
    },
  });
};

export default dashboardRoutes;
