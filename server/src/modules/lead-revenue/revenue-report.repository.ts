import { INDIA_COUNTRY_CODE } from '@skillhub/shared/schemas/whatsapp';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { netOfRefunds } from '../refunds/net-paid.ts';

/** One group of the report as the database counts it: a source and course, a source, or every lead. */
export interface RevenueGroupRow {
  source: string | null;
  course_id: string | null;
  course_title: string | null;
  /** 0: source and course; 1: the source's total; 3: the whole period's */
  grouping: number;
  leads: number;
  contacted: number;
  replied: number;
  paid: number;
  revenue_paise: string | number;
  median_days: number | string | null;
}

/**
 * The leads received in [start, end) and what each went on to do, counted per source and course, per source and
 * in all (GROUPING SETS), in one statement. Contacted: staff moved it past Pending or sent it a payment link (a
 * paid lead has been contacted). Replied: its phone's WhatsApp contact wrote in after the lead arrived. Paid and
 * revenue: its conversions (lead_conversions), whenever paid; the days to pay run from the lead's arrival to its
 * first payment.
 */
export async function revenueGroups(db: Database, start: Date, end: Date): Promise<RevenueGroupRow[]> {
  const result = await db.execute(sql`
    WITH cohort AS (
      SELECT e.id, e.source::text AS source, e.course_id, e.status, e.phone, e.created_at
      FROM enquiries e
      WHERE e.created_at >= ${start.toISOString()}::timestamptz AND e.created_at < ${end.toISOString()}::timestamptz
    ),
    paid AS (
      SELECT lc.lead_id, sum(${netOfRefunds(sql.raw('lc.amount_paise'), sql.raw('lc.order_id'))}) AS revenue, min(lc.paid_at) AS first_paid
      FROM lead_conversions lc JOIN cohort ON cohort.id = lc.lead_id
      GROUP BY lc.lead_id
    ),
    per_lead AS (
      SELECT cohort.source, cohort.course_id, paid.revenue, paid.first_paid, cohort.created_at,
        (cohort.status <> 'Pending' OR paid.lead_id IS NOT NULL
          OR EXISTS (SELECT 1 FROM payment_links pl WHERE pl.lead_id = cohort.id)) AS contacted,
        EXISTS (
          SELECT 1 FROM whatsapp_contacts wc JOIN whatsapp_messages m ON m.contact_id = wc.id
          WHERE wc.number = ${INDIA_COUNTRY_CODE} || cohort.phone AND m.direction = 'inbound'
            AND m.created_at >= cohort.created_at
        ) AS replied
      FROM cohort LEFT JOIN paid ON paid.lead_id = cohort.id
    )
    SELECT per_lead.source, per_lead.course_id, min(c.title) AS course_title,
      GROUPING(per_lead.source, per_lead.course_id)::int AS grouping,
      count(*)::int AS leads,
      count(*) FILTER (WHERE contacted)::int AS contacted,
      count(*) FILTER (WHERE replied)::int AS replied,
      count(*) FILTER (WHERE first_paid IS NOT NULL)::int AS paid,
      coalesce(sum(revenue), 0)::bigint AS revenue_paise,
      percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM first_paid - per_lead.created_at) / 86400)
        FILTER (WHERE first_paid IS NOT NULL) AS median_days
    FROM per_lead LEFT JOIN courses c ON c.id = per_lead.course_id
    GROUP BY GROUPING SETS ((per_lead.source, per_lead.course_id), (per_lead.source), ())
    ORDER BY grouping DESC, leads DESC, per_lead.source, course_title
  `);
  return (result as unknown as { rows: RevenueGroupRow[] }).rows;
}
