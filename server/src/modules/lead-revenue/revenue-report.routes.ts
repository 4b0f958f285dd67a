import { apiPaths } from '@skillhub/shared/api-paths';
import { revenueBySourceEndpoints as endpoints } from '@skillhub/shared/endpoints/lead-revenue';
import type { PermissionRequirement } from '@skillhub/shared/permissions';
import { DASHBOARD_MAX_DAYS, dashboardQuerySchema } from '@skillhub/shared/schemas/dashboard';
import { LEAD_ATTRIBUTION_WINDOW_DAYS } from '@skillhub/shared/schemas/lead-revenue';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { createRevenueReportService } from './revenue-report.service.ts';

/** The report is the lead pipeline's outcome: whoever reads the leads reads what they paid. */
export const revenueReportRead: PermissionRequirement = { module: 'Enquiries', operation: 'read' };

const tags = ['Dashboard'];
const PERIOD =
  '`period` is `7d`, `30d`, `month` (this calendar month) or `custom` with `from` and `to` (YYYY-MM-DD, at most ' +
  `${DASHBOARD_MAX_DAYS} days; India days, Asia/Kolkata), as on the summary.`;

const revenueReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createRevenueReportService(app);

  app.route({
    ...endpointRoute(endpoints.report, {
      tags,
      summary: 'Revenue by source: the leads of a period per source and course, and what they paid',
      description:
        `${PERIOD} The leads are those received in the period; for each group: leads, contacted (moved past ` +
        'Pending or sent a payment link), replied (wrote in on WhatsApp after arriving), paid, revenue in INR ' +
        'paise, conversion rate (paid / leads) and the median days from arrival to first payment. A payment ' +
        "counts for the lead whose payment link it went through, or else for the newest lead with the buyer's " +
        `e-mail received within ${LEAD_ATTRIBUTION_WINDOW_DAYS} days before it.`,
      failures: [400, 401, 403],
    }),
    config: { permission: revenueReportRead },
    handler: async (request) => ({ success: true as const, data: await service.report(request.query) }),
  });

  // A file, not JSON, so a plain route: the client downloads it with api.download.
  app.get(
    apiPaths.revenueBySource.export,
    {
      config: { permission: revenueReportRead },
      schema: {
        tags,
        summary: 'Revenue by source as a CSV download',
        querystring: dashboardQuerySchema,
        description:
          `${PERIOD} Answers text/csv (UTF-8 with a BOM): one line per source and course, then each source's ` +
          "total and the whole period's; revenue in rupees, conversion rate in per cent.",
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const { fileName, stream } = await service.exportCsv(request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(stream);
    },
  );
};

export default revenueReportRoutes;
