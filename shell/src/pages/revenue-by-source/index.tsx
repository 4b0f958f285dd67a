import { DownloadOutlined } from '@ant-design/icons';
import { download, errorMessage, request } from '@skillhub/shared/api-client';
import { apiPaths } from '@skillhub/shared/api-paths';
import { chosenPeriod, PERIOD_ALLOWED, PERIOD_DEFAULTS } from '@skillhub/shared/dashboard-period';
import { revenueBySourceEndpoints } from '@skillhub/shared/endpoints/lead-revenue';
import { formatCount, formatRupees } from '@skillhub/shared/format';
import { saveBlob } from '@skillhub/shared/save-blob';
import type { RevenueBySource, RevenueRow } from '@skillhub/shared/schemas/lead-revenue';
import { useNotify } from '@skillhub/shared/ui/notify';
import { useUrlParams } from '@skillhub/shared/ui/use-url-params';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Flex, Skeleton, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useT } from '../../i18n/index.ts';
import { formatDay } from '../dashboard-summary/figure-format.ts';
import { PeriodPicker } from '../dashboard-summary/period-picker.tsx';

const percent = (rate: number) => `${(rate * 100).toFixed(1)}%`;

/**
 * Dashboard › Revenue by source: the leads of a period per source and course, and what they paid: contacted,
 * replied, paid, revenue, conversion and median days to pay, with the summary's period picker and a CSV.
 */
export function RevenueBySourcePage() {
  const { t } = useT();
  const { t: common } = useTranslation('common');
  const notify = useNotify();
  const { params, update } = useUrlParams(PERIOD_DEFAULTS, PERIOD_ALLOWED);
  const chosen = chosenPeriod(params);
  const report = useQuery({
    queryKey: ['dashboard', 'revenue-by-source', chosen],
    queryFn: ({ signal }) => request(revenueBySourceEndpoints.report, { query: chosen, signal }),
    select: (body) => body.data,
    placeholderData: keepPreviousData,
  });
  const [exporting, setExporting] = useState(false);
  const data = report.data;

  const exportCsv = async () => {
    setExporting(true);
    try {
      const file = await download(apiPaths.revenueBySource.export, { searchParams: { ...chosen } });
      const name = file.fileName ?? 'revenue-by-source.csv';
      saveBlob(file.blob, name);
      notify.success(t('revenue.exported', { file: name }));
    } catch (error) {
      notify.error(errorMessage(error));
    } finally {
      setExporting(false);
    }
  };

  return (
    <section aria-labelledby="sh-revenue-title" aria-busy={report.isFetching}>
      <Flex justify="space-between" align="flex-start" gap="small" wrap style={{ marginBottom: 12 }}>
        <Typography.Title level={3} id="sh-revenue-title" style={{ margin: 0 }}>
          {t('revenue.title')}
        </Typography.Title>
        <Button icon={<DownloadOutlined aria-hidden />} onClick={exportCsv} loading={exporting} disabled={!data}>
          {t('revenue.exportCsv')}
        </Button>
      </Flex>
      <Flex vertical gap="middle">
        <Typography.Text type="secondary">
          {t('revenue.intro', { days: data?.attributionWindowDays ?? 90 })}
        </Typography.Text>
        <PeriodPicker
          key={chosen.period === 'custom' ? `${chosen.from}:${chosen.to}` : 'preset'}
          value={chosen}
          shown={data?.period}
          onChange={(next) => update({ period: next.period, from: next.from ?? '', to: next.to ?? '' })}
        />
        {data && (
          <Typography.Text type="secondary" data-testid="revenue-range">
            {t('summary.period.range', { from: formatDay(data.period.from), to: formatDay(data.period.to) })}
          </Typography.Text>
        )}
        {report.isError && (
          <Alert
            type="error"
            showIcon
            role="alert"
            title={data ? errorMessage(report.error) : t('revenue.failed')}
            action={
              <Button size="small" onClick={() => report.refetch()} loading={report.isFetching}>
                {common('actions.retry')}
              </Button>
            }
          />
        )}
        {report.isPending ? (
          <div role="status" aria-label={t('revenue.loading')}>
            <Skeleton active paragraph={{ rows: 6 }} />
          </div>
        ) : data && data.total.leads === 0 ? (
          <Empty description={t('revenue.empty')} />
        ) : data ? (
          <RevenueFigures data={data} />
        ) : null}
      </Flex>
    </section>
  );
}

function RevenueFigures({ data }: { data: RevenueBySource }) {
  const { t } = useT();
  const { t: common } = useTranslation('common');
  const sourceLabel = (source: string) => common(`values.leadSource.${source}` as 'values.leadSource.Course');
  return (
    <Flex vertical gap="large">
      <section aria-labelledby="sh-revenue-by-source">
        <Typography.Title level={4} id="sh-revenue-by-source" style={{ marginTop: 0 }}>
          {t('revenue.bySource')}
        </Typography.Title>
        <div
          style={{ display: 'grid', gap: 12, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))' }}
        >
          <SourceCard title={t('revenue.total')} row={data.total} />
          {data.bySource.map((row) => (
            <SourceCard key={row.source} title={sourceLabel(row.source)} row={row} />
          ))}
        </div>
      </section>
      <section aria-labelledby="sh-revenue-by-course">
        <Typography.Title level={4} id="sh-revenue-by-course" style={{ marginTop: 0 }}>
          {t('revenue.bySourceAndCourse')}
        </Typography.Title>
        <Table
          aria-label={t('revenue.table')}
          size="small"
          pagination={false}
          scroll={{ x: 820 }}
          rowKey={(row) => `${row.source}:${row.course?._id ?? ''}`}
          dataSource={data.bySourceAndCourse}
          columns={[
            { key: 'source', title: t('revenue.columns.source'), render: (_, row) => sourceLabel(row.source) },
            {
              key: 'course',
              title: t('revenue.columns.course'),
              render: (_, row) => row.course?.title ?? t('revenue.noCourse'),
            },
            ...figureColumns(t),
          ]}
        />
      </section>
    </Flex>
  );
}

type Translate = ReturnType<typeof useT>['t'];

function figureColumns(t: Translate) {
  const right = 'right' as const;
  return [
    {
      key: 'leads',
      title: t('revenue.columns.leads'),
      align: right,
      render: (_: unknown, r: RevenueRow) => formatCount(r.leads),
    },
    {
      key: 'contacted',
      title: t('revenue.columns.contacted'),
      align: right,
      render: (_: unknown, r: RevenueRow) => formatCount(r.contacted),
    },
    {
      key: 'replied',
      title: t('revenue.columns.replied'),
      align: right,
      render: (_: unknown, r: RevenueRow) => formatCount(r.replied),
    },
    {
      key: 'paid',
      title: t('revenue.columns.paid'),
      align: right,
      render: (_: unknown, r: RevenueRow) => formatCount(r.paid),
    },
    {
      key: 'revenue',
      title: t('revenue.columns.revenue'),
      align: right,
      render: (_: unknown, r: RevenueRow) => formatRupees(r.revenuePaise / 100),
    },
    {
      key: 'conversion',
      title: t('revenue.columns.conversion'),
      align: right,
      render: (_: unknown, r: RevenueRow) => percent(r.conversionRate),
    },
    {
      key: 'median',
      title: t('revenue.columns.medianDays'),
      align: right,
      render: (_: unknown, r: RevenueRow) =>
        r.medianDaysToPay === null ? t('revenue.none') : t('revenue.days', { days: r.medianDaysToPay }),
    },
  ];
}

/** One source's figures as a card: readable on a phone without scrolling sideways. */
function SourceCard({ title, row }: { title: string; row: RevenueRow }) {
  const { t } = useT();
  const figures: [string, string][] = [
    [t('revenue.columns.leads'), formatCount(row.leads)],
    [t('revenue.columns.contacted'), formatCount(row.contacted)],
    [t('revenue.columns.replied'), formatCount(row.replied)],
    [t('revenue.columns.paid'), formatCount(row.paid)],
    [t('revenue.columns.revenue'), formatRupees(row.revenuePaise / 100)],
    [t('revenue.columns.conversion'), percent(row.conversionRate)],
    [
      t('revenue.columns.medianDays'),
      row.medianDaysToPay === null ? t('revenue.none') : t('revenue.days', { days: row.medianDaysToPay }),
    ],
  ];
  return (
    <Card size="small" title={title}>
      <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: '1fr auto', rowGap: 4, columnGap: 12 }}>
        {figures.map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt>
              <Typography.Text type="secondary">{label}</Typography.Text>
            </dt>
            <dd style={{ margin: 0, textAlign: 'right' }}>
              <Typography.Text strong>{value}</Typography.Text>
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
