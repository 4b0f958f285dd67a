import { formatCount } from '@skillhub/shared/format';
import type { DashboardSummary } from '@skillhub/shared/schemas/dashboard';
import { Card, Col, Row, Typography, theme } from 'antd';
import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useT } from '../../i18n/index.ts';
import { BarList } from './bar-list.tsx';
import { ColumnChart } from './column-chart.tsx';
import { formatPaise, formatShortDay } from './figure-format.ts';

/** A chart's card: a region named by its title, so a screen reader can jump between them. */
function ChartCard({ id, title, note, children }: { id: string; title: string; note?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`sh-chart-${id}`} style={{ height: '100%' }}>
      <Card
        title={<span id={`sh-chart-${id}`}>{title}</span>}
        style={{ height: '100%' }}
        styles={{ body: { paddingTop: 12 } }}
      >
        {note && (
          <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 8 }}>
            {note}
          </Typography.Text>
        )}
        {children}
      </Card>
    </section>
  );
}

const Empty = ({ text }: { text: string }) => <Typography.Text type="secondary">{text}</Typography.Text>;

/**
 * The summary's charts, loaded on their own (React.lazy in index.tsx) so that nothing else pays for them.
 * Each chart is drawn only for a figure group the server sent, and says so when its period holds nothing.
 */
export default function SummaryCharts({ summary }: { summary: DashboardSummary }) {
  const { token } = theme.useToken();
  const { t } = useT();
  const { t: common } = useTranslation('common');
  const { sales, leads } = summary;
  const charts: { id: string; wide?: boolean; element: ReactElement }[] = [];

  if (sales) {
    const days = sales.perDay.map((d) => ({ ...d, label: formatShortDay(d.day) }));
    charts.push(
      {
        id: 'revenue',
        wide: true,
        element: (
          <ChartCard id="revenue" title={t('summary.charts.revenuePerDay')}>
            {sales.revenuePaise === 0 ? (
              <Empty text={t('summary.charts.noRevenue')} />
            ) : (
              <ColumnChart
                title={t('summary.charts.revenuePerDay')}
                points={days.map((d) => ({ key: d.day, label: d.label, value: d.revenuePaise }))}
                format={formatPaise}
                color={token.colorPrimary}
              />
            )}
          </ChartCard>
        ),
      },
      {
        id: 'enrolments',
        element: (
          <ChartCard id="enrolments" title={t('summary.charts.enrolmentsPerDay')}>
            {sales.enrolments === 0 ? (
              <Empty text={t('summary.charts.noEnrolments')} />
            ) : (
              <ColumnChart
                title={t('summary.charts.enrolmentsPerDay')}
                points={days.map((d) => ({ key: d.day, label: d.label, value: d.enrolments }))}
                format={formatCount}
                color={token.colorSuccess}
              />
            )}
          </ChartCard>
        ),
      },
    );
  }
  if (leads) {
    charts.push({
      id: 'leads',
      element: (
        <ChartCard id="leads" title={t('summary.charts.leadsPerDay')}>
          {leads.total === 0 ? (
            <Empty text={t('summary.charts.noLeads')} />
          ) : (
            <ColumnChart
              title={t('summary.charts.leadsPerDay')}
              points={leads.perDay.map((d) => ({ key: d.day, label: formatShortDay(d.day), value: d.leads }))}
              format={formatCount}
              color={token.colorWarning}
            />
          )}
        </ChartCard>
      ),
    });
  }
  if (sales) {
    charts.push(
      {
        id: 'top-revenue',
        element: (
          <ChartCard id="top-revenue" title={t('summary.charts.topByRevenue')}>
            {sales.topByRevenue.length === 0 ? (
              <Empty text={t('summary.charts.noRevenue')} />
            ) : (
              <BarList
                title={t('summary.charts.topByRevenue')}
                color={token.colorPrimary}
                rows={sales.topByRevenue.map((c) => ({
                  key: c.courseId,
                  label: c.title,
                  value: c.revenuePaise,
                  display: formatPaise(c.revenuePaise),
                }))}
              />
            )}
          </ChartCard>
        ),
      },
      {
        id: 'top-enrolments',
        element: (
          <ChartCard id="top-enrolments" title={t('summary.charts.topByEnrolments')}>
            {sales.topByEnrolments.length === 0 ? (
              <Empty text={t('summary.charts.noEnrolments')} />
            ) : (
              <BarList
                title={t('summary.charts.topByEnrolments')}
                color={token.colorSuccess}
                rows={sales.topByEnrolments.map((c) => ({
                  key: c.courseId,
                  label: c.title,
                  value: c.enrolments,
                  display: formatCount(c.enrolments),
                }))}
              />
            )}
          </ChartCard>
        ),
      },
    );
  }
  if (leads) {
    const share = (value: number) =>
      t('summary.charts.share', {
        value: formatCount(value),
        percent: leads.total > 0 ? Math.round((value / leads.total) * 100) : 0,
      });
    charts.push({
      id: 'funnel',
      element: (
        <ChartCard id="funnel" title={t('summary.charts.funnel')} note={t('summary.charts.funnelNote')}>
          {leads.total === 0 ? (
            <Empty text={t('summary.charts.noLeads')} />
          ) : (
            <BarList
              title={t('summary.charts.funnel')}
              color={token.colorWarning}
              rows={leads.byStatus.map((s) => ({
                key: s.status,
                label: t(`summary.leadStatuses.${s.status}`),
                value: s.leads,
                display: share(s.leads),
              }))}
            />
          )}
        </ChartCard>
      ),
    });
    charts.push({
      id: 'sources',
      element: (
        <ChartCard id="sources" title={t('summary.charts.bySource')}>
          {leads.bySource.length === 0 ? (
            <Empty text={t('summary.charts.noLeads')} />
          ) : (
            <BarList
              title={t('summary.charts.bySource')}
              color={token.colorInfo}
              rows={leads.bySource.map((s) => ({
                key: s.source,
                label: common(`values.leadSource.${s.source}`),
                value: s.leads,
                display: share(s.leads),
              }))}
            />
          )}
        </ChartCard>
      ),
    });
  }
  if (charts.length === 0) return null;

  return (
    <Row gutter={[16, 16]}>
      {charts.map((chart) => (
        <Col key={chart.id} xs={24} lg={chart.wide ? 24 : 12}>
          {chart.element}
        </Col>
      ))}
    </Row>
  );
}
