import { errorMessage, request } from '@skillhub/shared/api-client';
import { chosenPeriod, dashboardSummaryKey, PERIOD_ALLOWED, PERIOD_DEFAULTS } from '@skillhub/shared/dashboard-period';
import { dashboardEndpoints } from '@skillhub/shared/endpoints/dashboard';
import { routeTo } from '@skillhub/shared/routes';
import type { DashboardSummary } from '@skillhub/shared/schemas/dashboard';
import { authAtom, sessionStore } from '@skillhub/shared/session';
import { PageHeader } from '@skillhub/shared/ui/page-header';
import { useUrlParams } from '@skillhub/shared/ui/use-url-params';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Button, Empty, Flex, Result, Spin, Typography, theme } from 'antd';
import { useAtomValue } from 'jotai';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { useT } from '../../i18n/index.ts';
import { useSidebarMenu } from '../../layouts/dashboard-layout/use-sidebar-menu.ts';
import { ChartsSlot } from './charts-slot.tsx';
import { dashboardIndexTarget } from './dashboard-index-target.ts';
import { formatDay } from './figure-format.ts';
import { PeriodFigures } from './period-figures.tsx';
import { PeriodPicker } from './period-picker.tsx';
import { SummaryCards, SummaryCardsSkeleton } from './summary-cards.tsx';

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
  const { token } = theme.useToken();
  const { params, update } = useUrlParams(PERIOD_DEFAULTS, PERIOD_ALLOWED);
  const chosen = chosenPeriod(params);
  const summary = useQuery({
    queryKey: dashboardSummaryKey(chosen),
    queryFn: ({ signal }) => request(dashboardEndpoints.summary, { query: chosen, signal }),
    select: (body) => body.data,
    // Switching the period keeps the last figures on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
  const firstName = user?.name.trim().split(/\s+/)[0];
  // A period the server refuses (or a failed switch) leaves the figures last shown on screen, under the error.
  const lastShown = useRef<DashboardSummary | undefined>(undefined);
  if (summary.data) lastShown.current = summary.data;
  const data = summary.data ?? lastShown.current;
  const isEmpty =
    data !== undefined && data.users.total === 0 && data.categories.total === 0 && data.courses.total === 0;
  const updating = summary.isPlaceholderData && summary.isFetching;

  return (
    <section aria-labelledby="sh-summary-title">
      <div style={{ marginBottom: 20 }}>
        <PageHeader
          id="sh-summary-title"
          title={t('summary.title')}
          description={firstName ? t('summary.welcome', { name: firstName }) : t('summary.intro')}
        />
      </div>
      {summary.isPending ? (
        <SummaryCardsSkeleton />
      ) : summary.isError && !data ? (
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
        <Flex vertical gap="large">
          <section aria-labelledby="sh-summary-period" aria-busy={updating}>
            <Flex vertical gap="middle">
              <Flex justify="space-between" align="baseline" wrap gap="small">
                <Typography.Title
                  level={2}
                  id="sh-summary-period"
                  style={{ margin: 0, fontSize: token.fontSizeHeading4 }}
                >
                  {t('summary.inPeriod')}
                </Typography.Title>
                <Typography.Text type="secondary" data-testid="period-range">
                  {t('summary.period.range', { from: formatDay(data.period.from), to: formatDay(data.period.to) })}
                  {updating && (
                    <Spin size="small" aria-label={t('summary.updating')} style={{ marginInlineStart: 8 }} />
                  )}
                </Typography.Text>
              </Flex>
              <PeriodPicker
                key={chosen.period === 'custom' ? `${chosen.from}:${chosen.to}` : 'preset'}
                value={chosen}
                shown={data.period}
                onChange={(next) => update({ period: next.period, from: next.from ?? '', to: next.to ?? '' })}
              />
              {summary.isError && (
                <Alert
                  type="error"
                  showIcon
                  role="alert"
                  title={errorMessage(summary.error)}
                  action={
                    <Button size="small" onClick={() => summary.refetch()} loading={summary.isFetching}>
                      {common('actions.retry')}
                    </Button>
                  }
                />
              )}
              <div style={{ opacity: updating ? 0.6 : 1, transition: 'opacity 0.2s' }}>
                <Flex vertical gap="middle">
                  <PeriodFigures summary={data} />
                  <ChartsSlot summary={data} />
                </Flex>
              </div>
            </Flex>
          </section>
          <section aria-labelledby="sh-summary-all-time">
            <Typography.Title
              level={2}
              id="sh-summary-all-time"
              style={{ marginTop: 0, fontSize: token.fontSizeHeading4 }}
            >
              {t('summary.allTime')}
            </Typography.Title>
            <Flex vertical gap="middle">
              {isEmpty && <Alert type="info" showIcon title={t('summary.nothingAdded')} />}
              <SummaryCards summary={data} />
            </Flex>
          </section>
        </Flex>
      )}
    </section>
  );
}
