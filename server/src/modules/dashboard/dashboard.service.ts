import type { DashboardSummary } from '@skillhub/shared/schemas/dashboard';
import type { ServiceContext } from '../../http/service-context.ts';
import { dashboardRepository } from './dashboard.repository.ts';

export function createDashboardService(ctx: Pick<ServiceContext, 'db'>) {
  return {
    async summary(): Promise<DashboardSummary> {
      const { db } = ctx;
      const [users, roles, categories, courses] = await Promise.all([
        dashboardRepository.users(db),
        dashboardRepository.roles(db),
        dashboardRepository.categories(db),
        dashboardRepository.courses(db),
      ]);
      return { users, roles, categories, courses };
    },
  };
}
