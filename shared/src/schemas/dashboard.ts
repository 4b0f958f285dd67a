import { z } from 'zod';
import { LEAD_STATUSES } from '../constants.ts';
import { ENQUIRY_SOURCES } from './enquiry.ts';
import { emptyToUndefined } from './fields.ts';
import type { EnrollmentSource } from './payment.ts';
import { isCalendarDay } from './training.ts';

/**
 * GET /api/dashboard: the summary page's figures for a period. Days are India's calendar days
 * (Asia/Kolkata): a period runs from 00:00 IST of `from` up to, not including, 00:00 IST of the day after `to`.
 * Each figure group is present only when the viewer's role may read the area it comes from; the plain counts
 * (users, roles, categories, courses) go to every reader of the Dashboard.
 */

export const DASHBOARD_PERIODS = ['7d', '30d', 'month', 'custom'] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];
export const DASHBOARD_DEFAULT_PERIOD: DashboardPeriod = '30d';
/** The longest custom period, in days (a leap year). */
export const DASHBOARD_MAX_DAYS = 366;
export const DASHBOARD_TIME_ZONE = 'Asia/Kolkata';
/** How many courses each top list holds. */
export const DASHBOARD_TOP_COURSES = 5;

const dayField = (label: string) =>
  z.preprocess(
    emptyToUndefined,
    z.string().trim().refine(isCalendarDay, `${label} must be a valid date (YYYY-MM-DD)`).optional(),
  );

/** Whole days from `from` to `to`, both counted ('2025-03-01'..'2025-03-01' is 1). */
export function daysInPeriod(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

export const dashboardQuerySchema = z
  .object({
    period: z
      .enum(DASHBOARD_PERIODS, { error: 'Period must be one of 7d, 30d, month or custom' })
      .default(DASHBOARD_DEFAULT_PERIOD),
    /** custom only: the first day, YYYY-MM-DD */
    from: dayField('From date'),
    /** custom only: the last day, YYYY-MM-DD */
    to: dayField('To date'),
  })
  .superRefine((q, ctx) => {
    if (q.period !== 'custom') {
      if (q.from !== undefined)
        ctx.addIssue({ code: 'custom', path: ['from'], message: 'From date needs period=custom' });
      if (q.to !== undefined) ctx.addIssue({ code: 'custom', path: ['to'], message: 'To date needs period=custom' });
      return;
    }
    if (q.from === undefined) ctx.addIssue({ code: 'custom', path: ['from'], message: 'From date is required' });
    if (q.to === undefined) ctx.addIssue({ code: 'custom', path: ['to'], message: 'To date is required' });
    if (q.from === undefined || q.to === undefined) return;
    if (q.from > q.to) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'To date must be on or after the from date' });
    } else if (daysInPeriod(q.from, q.to) > DASHBOARD_MAX_DAYS) {
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: `The period can span at most ${DASHBOARD_MAX_DAYS} days`,
      });
    }
  });
export type DashboardQuery = z.output<typeof dashboardQuerySchema>;

const count = z.number().int();
/** A calendar day in India, YYYY-MM-DD. */
const day = z.string();

const courseRef = { courseId: z.string(), title: z.string(), slug: z.string() };
/** paid in the period: revenue in paise and the number of paid orders */
const topByRevenueSchema = z.object({ ...courseRef, revenuePaise: count, orders: count });
/** enrolments made in the period */
const topByEnrolmentsSchema = z.object({ ...courseRef, enrolments: count });

/** Courses read: paid orders (INR, in paise) and enrolments of every kind (purchase, free, staff). */
export const dashboardSalesSchema = z.object({
  revenuePaise: count,
  paidOrders: count,
  enrolments: count,
  enrolmentsBySource: z.object({ purchase: count, free: count, staff: count } satisfies Record<
    EnrollmentSource,
    unknown
  >),
  /** every day of the period, oldest first, zeros included */
  perDay: z.array(z.object({ day, revenuePaise: count, paidOrders: count, enrolments: count })),
  /** at most DASHBOARD_TOP_COURSES, highest first; courses with no paid order in the period are left out */
  topByRevenue: z.array(topByRevenueSchema),
  /** at most DASHBOARD_TOP_COURSES, highest first; courses with no enrolment in the period are left out */
  topByEnrolments: z.array(topByEnrolmentsSchema),
});
export type DashboardSales = z.infer<typeof dashboardSalesSchema>;

/** Enquiries read: leads first sent in the period. */
export const dashboardLeadsSchema = z.object({
  total: count,
  perDay: z.array(z.object({ day, leads: count })),
  /** the period's leads by the status they have now, every status in pipeline order (Pending first) */
  byStatus: z.array(z.object({ status: z.enum(LEAD_STATUSES), leads: count })),
  /** the period's leads by the form they came from, most first; sources without leads are left out */
  bySource: z.array(z.object({ source: z.enum(ENQUIRY_SOURCES), leads: count })),
});
export type DashboardLeads = z.infer<typeof dashboardLeadsSchema>;

export const dashboardSummarySchema = z.object({
  period: z.object({
    period: z.enum(DASHBOARD_PERIODS),
    from: day,
    to: day,
    days: count,
    timeZone: z.literal(DASHBOARD_TIME_ZONE),
  }),
  users: z.object({
    total: count,
    active: count,
    inactive: count,
    /** users holding the USER role */
    learners: count,
    /** users holding any other role */
    staff: count,
  }),
  roles: count,
  categories: z.object({ total: count, active: count, inactive: count }),
  courses: z.object({
    total: count,
    DRAFT: count,
    PUBLISHED: count,
    TERMINATED: count,
  }),
  sales: dashboardSalesSchema.optional(),
  /** Users read: accounts with the USER role created in the period. */
  newLearners: count.optional(),
  leads: dashboardLeadsSchema.optional(),
  /** Blogs read: posts that went live in the period (not deleted); comments waiting for moderation now. */
  blog: z.object({ publishedPosts: count, pendingComments: count }).optional(),
  /** Training Programs / Applicants read: applications received and certificates issued (in force) in the period. */
  training: z.object({ applicants: count, certificatesIssued: count }).optional(),
});
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;
