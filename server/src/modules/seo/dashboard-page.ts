import { chosenPeriodIn, dashboardSummaryKey } from '@skillhub/shared/dashboard-period';
import { dashboardEndpoints } from '@skillhub/shared/endpoints/dashboard';
import { meets } from '@skillhub/shared/permissions';
import { PATHS } from '@skillhub/shared/routes';
import type { FastifyInstance } from 'fastify';
import { createDashboardService } from '../dashboard/dashboard.service.ts';
import { dashboardRead } from '../dashboard/dashboard-access.ts';
import type { PageSender } from './page-sender.ts';
import { isWarmUp } from './remote-renderer.ts';
import { asSent, foundOrNull, type SendPage } from './server-page.ts';

/**
 * /dashboard, the staff's first page: the app draws it, and for a reader of the summary its page cookie names
 * (auth/page-cookie.ts) the summary of the period the address asks for comes in the page, read as GET
 * /api/dashboard reads it for them, under the summary page's own key. A phone draws the figures with the page
 * instead of asking for them once the app has started (a round trip and a second render of the whole page, 1 s of
 * a 4x-slowed phone's processor). Marked as theirs, the app's session being another's shows none of it
 * (inline-data.ts); one person's page: no cache keeps it. Such a page also links antd's styles of the components
 * the dashboard opens with, with their record (the shell's `dashboardStyles` render, the same for everyone): the
 * app's first render takes them from the sheet instead of making them (at 4x slowdown, 0.7 s of its 5).
 * Without a page cookie, Dashboard read or a period the API would refuse, it is the plain app as before.
 */
export function registerDashboardPage(
  app: FastifyInstance,
  sendPage: SendPage,
  dashboardStyles: PageSender['dashboardStyles'],
) {
  const dashboard = createDashboardService(app);

  app.get(PATHS.dashboard, { schema: { hide: true } }, async (request, reply) => {
    const stylesheet = await dashboardStyles(isWarmUp(request));
    const session = await app.pageSession(request);
    const chosen = chosenPeriodIn(new URL(request.url, 'http://page').searchParams);
    const query = dashboardEndpoints.summary.query.safeParse(chosen);
    if (!session || !meets(session.permissions, dashboardRead) || !query.success) {
      return sendPage(reply, 200, null);
    }
    const summary = await foundOrNull(dashboard.summary(query.data, session.permissions));
    if (!summary) return sendPage(reply, 200, null);
    const body = { success: true, data: asSent(dashboardEndpoints.summary.response, summary) };
    return sendPage(reply, 200, null, undefined, {
      queries: [{ key: dashboardSummaryKey(chosen), data: body, for: session.user.id }],
      stylesheets: stylesheet ? [stylesheet] : [],
      personal: true,
    });
  });
}
