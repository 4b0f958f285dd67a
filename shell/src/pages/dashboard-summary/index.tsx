import { api, errorMessage, type SuccessBody } from '@skillhub/shared/api-client';
import { apiPaths } from '@skillhub/shared/api-paths';
import { routeTo } from '@skillhub/shared/routes';
import type { DashboardSummary } from '@skillhub/shared/schemas/dashboard';
import { authAtom, sessionStore } from '@skillhub/shared/session';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Empty, Flex, Result, Spin, Typography } from 'antd';
import { useAtomValue } from 'jotai';
import { Navigate, useNavigate } from 'react-router-dom';
import { useSidebarMenu } from '../../layouts/dashboard-layout/use-sidebar-menu.ts';
import { dashboardIndexTarget } from './dashboard-index-target.ts';
import { SummaryCards, SummaryCardsSkeleton } from './summary-cards.tsx';

export const dashboardSummaryQueryKey = ['dashboard', 'summary'] as const;

/**
 * /dashboard. The index redirects by role (see dashboard-index-target.ts for the mapping): readers of the
 * Dashboard module get the summary, other staff their first sidebar page, learners their courses.
 */
export function DashboardSummaryPage() {
  const { permissions } = useAtomValue(authAtom, { store: sessionStore });
  const { menu, configLoaded } = useSidebarMenu();
  const target = dashboardIndexTarget(permissions, menu, configLoaded);
  const navigate = useNavigate();

  switch (target.kind) {
    case 'redirect':
      return <Navigate to={target.to} replace />;
    case 'pending':
      return (
        <Flex justify="center" style={{ padding: 48 }}>
          <Spin aria-label="Loading" />
        </Flex>
      );
    case 'nothing-available':
      return (
        <Result
          status="info"
          title="Nothing to show here yet"
          subTitle="The areas your role may open are not available right now. Please try again later."
          extra={<Button onClick={() => navigate(routeTo('home'))}>Back to Home</Button>}
        />
      );
    default:
      return <Summary />;
  }
}

function Summary() {
  const { user } = useAtomValue(authAtom, { store: sessionStore });
  const summary = useQuery({
    queryKey: dashboardSummaryQueryKey,
    queryFn: ({ signal }) => api.get<SuccessBody<DashboardSummary>>(apiPaths.dashboard, { signal }),
    select: (body) => body?.data,
  });
  const firstName = user?.name.trim().split(/\s+/)[0];
  const data = summary.data;
  const isEmpty =
    data !== undefined && data.users.total === 0 && data.categories.total === 0 && data.courses.total === 0;

  return (
    <section aria-labelledby="sh-summary-title">
      <Flex vertical gap={4} style={{ marginBottom: 20 }}>
        <Typography.Title level={3} id="sh-summary-title" style={{ margin: 0 }}>
          Dashboard
        </Typography.Title>
        <Typography.Text type="secondary">
          {firstName ? `Welcome back, ${firstName}. ` : ''}Here is how the platform is doing.
        </Typography.Text>
      </Flex>
      {summary.isPending ? (
        <SummaryCardsSkeleton />
      ) : summary.isError ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          title="The summary could not be loaded."
          description={errorMessage(summary.error)}
          action={
            <Button onClick={() => summary.refetch()} loading={summary.isFetching}>
              Retry
            </Button>
          }
        />
      ) : !data ? (
        <Empty description="No summary yet." />
      ) : (
        <Flex vertical gap="middle">
          {isEmpty && (
            <Alert
              type="info"
              showIcon
              title="Nothing has been added yet: the counts fill in as users, categories and courses are created."
            />
          )}
          <SummaryCards summary={data} />
        </Flex>
      )}
    </section>
  );
}
