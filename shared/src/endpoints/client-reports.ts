import { apiPaths } from '../api-paths.ts';
import { endpoint } from '../endpoint.ts';
import { clientReportBodySchema } from '../schemas/client-reports.ts';
import { messageBodySchema } from '../schemas/common.ts';

/** The shell's reports of the remotes' builds it ran (loads, errors, files that failed), for the canaries. */
export const clientReportsEndpoints = {
  send: endpoint({
    method: 'POST',
    path: apiPaths.clientReports,
    status: 202,
    body: clientReportBodySchema,
    response: messageBodySchema,
  }),
};
