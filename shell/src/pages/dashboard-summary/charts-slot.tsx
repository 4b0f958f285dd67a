import type { DashboardSummary } from '@skillhub/shared/schemas/dashboard';
import { Alert, Button, Card, Col, Row, Skeleton } from 'antd';
import { Component, type ComponentType, lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useT } from '../../i18n/index.ts';

type ChartsComponent = ComponentType<{ summary: DashboardSummary }>;

/**
 * The charts' code, fetched only when the summary page shows figures that have charts. React.lazy keeps a
 * failed import for good, so a failure swaps in a fresh lazy component for the next try.
 */
const load = (): ReturnType<typeof lazy<ChartsComponent>> =>
  lazy(() =>
    import('./summary-charts.tsx').catch((error: unknown) => {
      charts = load();
      throw error;
    }),
  );
let charts = load();

class ChartsBoundary extends Component<{ fallback: (retry: () => void) => ReactNode; children: ReactNode }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback(() => this.setState({ failed: false })) : this.props.children;
  }
}

function ChartsSkeleton() {
  const { t } = useT();
  return (
    // A status (a named div without a role is not allowed a name), and skeletons without their title line, an
    // empty heading to a screen reader.
    <Row gutter={[16, 16]} role="status" aria-busy="true" aria-label={t('summary.charts.loading')}>
      {[0, 1].map((i) => (
        <Col xs={24} lg={12} key={i}>
          <Card>
            <Skeleton active title={false} paragraph={{ rows: 5 }} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}

/** Where the charts go: a skeleton while their code loads, a retry if it cannot be fetched. */
export function ChartsSlot({ summary }: { summary: DashboardSummary }) {
  const { t } = useT();
  const { t: common } = useTranslation('common');
  const [attempt, setAttempt] = useState(0);
  if (!summary.sales && !summary.leads) return null;
  const Charts = charts;
  return (
    <ChartsBoundary
      key={attempt}
      fallback={(retry) => (
        <Alert
          type="warning"
          showIcon
          role="alert"
          title={t('summary.charts.failed')}
          action={
            <Button
              onClick={() => {
                setAttempt((n) => n + 1);
                retry();
              }}
            >
              {common('actions.retry')}
            </Button>
          }
        />
      )}
    >
      <Suspense fallback={<ChartsSkeleton />}>
        <Charts summary={summary} />
      </Suspense>
    </ChartsBoundary>
  );
}
