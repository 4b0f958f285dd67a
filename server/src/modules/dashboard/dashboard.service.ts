import { LEAD_STATUSES } from '@skillhub/shared/constants';
import { meets, type Permissions } from '@skillhub/shared/permissions';
import type {
  DashboardLeads,
  DashboardQuery,
  DashboardSales,
  DashboardSummary,
} from '@skillhub/shared/schemas/dashboard';
import { ENQUIRY_SOURCES } from '@skillhub/shared/schemas/enquiry';
import type { ServiceContext } from '../../http/service-context.ts';
import { dashboardRepository as repo } from './dashboard.repository.ts';
import { figureReads } from './dashboard-access.ts';
import { type DashboardRange, resolvePeriod } from './dashboard-period.ts';

type Db = ServiceContext['db'];

async function sales(db: Db, range: DashboardRange): Promise<DashboardSales> {
  const [revenue, enrolled, topByRevenue, topByEnrolments] = await Promise.all([
    repo.revenueByDay(db, range),
    repo.enrolmentsByDay(db, range),
    repo.topCoursesByRevenue(db, range),
    repo.topCoursesByEnrolments(db, range),
  ]);
  const perDay = new Map(range.days.map((day) => [day, { day, revenuePaise: 0, paidOrders: 0, enrolments: 0 }]));
  const enrolmentsBySource = { purchase: 0, free: 0, staff: 0 };
  for (const row of revenue) {
    const entry = perDay.get(row.day);
    if (entry) Object.assign(entry, { revenuePaise: row.revenuePaise, paidOrders: row.orders });
  }
  for (const row of enrolled) {
    const entry = perDay.get(row.day);
    if (entry) entry.enrolments += row.enrolments;
    enrolmentsBySource[row.source] += row.enrolments;
  }
  const days = [...perDay.values()];
  return {
    revenuePaise: days.reduce((sum, d) => sum + d.revenuePaise, 0),
    paidOrders: days.reduce((sum, d) => sum + d.paidOrders, 0),
    enrolments: days.reduce((sum, d) => sum + d.enrolments, 0),
    enrolmentsBySource,
    perDay: days,
    topByRevenue,
    topByEnrolments,
  };
}

async function leads(db: Db, range: DashboardRange): Promise<DashboardLeads> {
  const rows = await repo.leadsByDayStatusAndSource(db, range);
  const perDay = new Map(range.days.map((day) => [day, { day, leads: 0 }]));
  const byStatus = new Map(LEAD_STATUSES.map((status) => [status, { status, leads: 0 }]));
  const bySource = new Map(ENQUIRY_SOURCES.map((source) => [source, { source, leads: 0 }]));
  for (const row of rows) {
    const entry = perDay.get(row.day);
    if (entry) entry.leads += row.leads;
    const status = byStatus.get(row.status);
    if (status) status.leads += row.leads;
    const source = bySource.get(row.source);
    if (source) source.leads += row.leads;
  }
  const days = [...perDay.values()];
  return {
    total: days.reduce((sum, d) => sum + d.leads, 0),
    perDay: days,
    byStatus: [...byStatus.values()],
    // Most leads first; a source with none in the period is left out.
    bySource: [...bySource.values()].filter((s) => s.leads > 0).sort((a, b) => b.leads - a.leads),
  };
}

/** A figure group when the viewer may read its area, else undefined (left out of the answer). */
function when<T>(allowed: boolean, load: () => Promise<T>): Promise<T | undefined> {
  return allowed ? load() : Promise.resolve(undefined);
}

export function createDashboardService(ctx: Pick<ServiceContext, 'db' | 'clock'>) {
  return {
    async summary(query: DashboardQuery, permissions: Permissions): Promise<DashboardSummary> {
      const { db } = ctx;
      const range = resolvePeriod(query, ctx.clock.now());
      const may = (figure: keyof typeof figureReads) => meets(permissions, figureReads[figure]);
      const [users, roles, categories, courses, salesFigures, newLearners, leadFigures, blog, training] =
        await Promise.all([
          repo.users(db),
          repo.roles(db),
          repo.categories(db),
          repo.courses(db),
          when(may('sales'), () => sales(db, range)),
          when(may('newLearners'), () => repo.newLearners(db, range)),
          when(may('leads'), () => leads(db, range)),
          when(may('blog'), async () => {
            const [publishedPosts, pendingComments] = await Promise.all([
              repo.publishedPosts(db, range),
              repo.pendingComments(db),
            ]);
            return { publishedPosts, pendingComments };
          }),
          when(may('training'), async () => {
            const [applicants, certificatesIssued] = await Promise.all([
              repo.trainingApplicants(db, range),
              repo.certificatesIssued(db, range),
            ]);
            return { applicants, certificatesIssued };
          }),
        ]);
      return {
        period: range.summary,
        users,
        roles,
        categories,
        courses,
        sales: salesFigures,
        newLearners,
        leads: leadFigures,
        blog,
        training,
      };
    },
  };
}
