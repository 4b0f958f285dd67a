import { Readable } from 'node:stream';
import type { DashboardQuery } from '@skillhub/shared/schemas/dashboard';
import type { EnquirySource } from '@skillhub/shared/schemas/enquiry';
import {
  LEAD_ATTRIBUTION_WINDOW_DAYS,
  type RevenueBySource,
  type RevenueRow,
} from '@skillhub/shared/schemas/lead-revenue';
import type { ServiceContext } from '../../http/service-context.ts';
import { resolvePeriod } from '../dashboard/dashboard-period.ts';
import { CSV_BOM, csvRow } from '../enquiries/enquiry-csv.ts';
import { type RevenueGroupRow, revenueGroups } from './revenue-report.repository.ts';

const CSV_HEADER = [
  'Source',
  'Course',
  'Leads',
  'Contacted',
  'Replied',
  'Paid',
  'Revenue (INR)',
  'Conversion rate (%)',
  'Median days to pay',
];

function toRow(row: RevenueGroupRow): RevenueRow {
  const median = row.median_days === null ? null : Number(row.median_days);
  return {
    leads: row.leads,
    contacted: row.contacted,
    replied: row.replied,
    paid: row.paid,
    revenuePaise: Number(row.revenue_paise),
    conversionRate: row.leads === 0 ? 0 : row.paid / row.leads,
    medianDaysToPay: median === null ? null : Math.round(median * 10) / 10,
  };
}

const EMPTY: RevenueRow = {
  leads: 0,
  contacted: 0,
  replied: 0,
  paid: 0,
  revenuePaise: 0,
  conversionRate: 0,
  medianDaysToPay: null,
};

/** Revenue by source: the period's leads per source and course, and what they went on to pay. */
export function createRevenueReportService(ctx: Pick<ServiceContext, 'db' | 'clock'>) {
  const { db, clock } = ctx;

  async function report(query: DashboardQuery): Promise<RevenueBySource> {
    const range = resolvePeriod(query, clock.now());
    const groups = await revenueGroups(db, range.start, range.end);
    const total = groups.find((g) => g.grouping === 3);
    return {
      period: {
        period: range.summary.period,
        from: range.summary.from,
        to: range.summary.to,
        timeZone: range.summary.timeZone,
      },
      attributionWindowDays: LEAD_ATTRIBUTION_WINDOW_DAYS,
      total: total ? toRow(total) : EMPTY,
      bySource: groups.filter((g) => g.grouping === 1).map((g) => ({ source: g.source as EnquirySource, ...toRow(g) })),
      bySourceAndCourse: groups
        .filter((g) => g.grouping === 0)
        .map((g) => ({
          source: g.source as EnquirySource,
          course: g.course_id ? { _id: g.course_id, title: g.course_title ?? '' } : null,
          ...toRow(g),
        })),
    };
  }

  return {
    report,

    /** The report as CSV: each source and course, then each source's total, then the period's. */
    async exportCsv(query: DashboardQuery): Promise<{ fileName: string; stream: Readable }> {
      const data = await report(query);
      const line = (source: string, course: string, row: RevenueRow) =>
        csvRow([
          source,
          course,
          row.leads,
          row.contacted,
          row.replied,
          row.paid,
          (row.revenuePaise / 100).toFixed(2),
          (row.conversionRate * 100).toFixed(1),
          row.medianDaysToPay,
        ]);
      const lines = [
        CSV_BOM + csvRow(CSV_HEADER),
        ...data.bySourceAndCourse.map((r) => line(r.source, r.course?.title ?? 'No course named', r)),
        ...data.bySource.map((r) => line(r.source, 'All courses', r)),
        line('All sources', 'All courses', data.total),
      ];
      return {
        fileName: `revenue-by-source-${data.period.from}-to-${data.period.to}.csv`,
        stream: Readable.from(lines),
      };
    },
  };
}
