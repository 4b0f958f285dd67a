import { errorMessage, request } from '@skillhub/shared/api-client';
import { dashboardEndpoints } from '@skillhub/shared/endpoints/dashboard';
import { routeTo } from '@skillhub/shared/routes';
import { authAtom, sessionStore } from '@skillhub/shared/session';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Empty, Flex, Result, Spin, Typography } from 'antd';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { useT } from '../../i18n/index.ts';
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
  const { t } = useT();

  switch (target.kind) {
    case 'redirect':
      return <Navigate to={target.to} replace />;
    case 'pending':
      return (
        <Flex justify="center" style={{ padding: 48 }}>
          <Spin aria-label={t('frame.loading')} />
        </Flex>
      );
    case 'nothing-available':
      return (
        <Result
          status="info"
          title={t('summary.nothingTitle')}
          subTitle={t('summary.nothingText')}
          extra={<Button onClick={() => navigate(routeTo('home'))}>{t('summary.backHome')}</Button>}
        />
      );
    default:
      return <Summary />;
  }
}

function Summary() {
  const { user } = useAtomValue(authAtom, { store: sessionStore });
  const { t } = useT();
  const { t: common } = useTranslation('common');
  const summary = useQuery({
    queryKey: dashboardSummaryQueryKey,
    queryFn: ({ signal }) => request(dashboardEndpoints.summary, { signal }),
    select: (body) => body.data,
  });
  const firstName = user?.name.trim().split(/\s+/)[0];
  const data = summary.data;
  const isEmpty =
    data !== undefined && data.users.total === 0 && data.categories.total === 0 && data.courses.total === 0;

  return (
    <section aria-labelledby="sh-summary-title">
      <Flex vertical gap={4} style={{ marginBottom: 20 }}>
        <Typography.Title level={3} id="sh-summary-title" style={{ margin: 0 }}>
          {t('summary.title')}
        </Typography.Title>
        <Typography.Text type="secondary">
          {firstName ? t('summary.welcome', { name: firstName }) : t('summary.intro')}
        </Typography.Text>
      </Flex>
      {summary.isPending ? (
        <SummaryCardsSkeleton />
      ) : summary.isError ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={t('summary.failed')}
          description={errorMessage(summary.error)}
          action={
            <Button onClick={() => summary.refetch()} loading={summary.isFetching}>
              {common('actions.retry')}
            </Button>
          }
        />
      ) : !data ? (
        <Empty description={t('summary.empty')} />
      ) : (
        <Flex vertical gap="middle">
          {isEmpty && <Alert type="info" showIcon title={t('summary.nothingAdded')} />}
          <SummaryCards summary={data} />
        </Flex>
      )}
    </section>
  );
}
