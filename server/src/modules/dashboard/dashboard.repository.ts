import { type LEAD_STATUSES, ROLE_USER } from '@skillhub/shared/constants';
import { DASHBOARD_TIME_ZONE, DASHBOARD_TOP_COURSES, type DashboardSummary } from '@skillhub/shared/schemas/dashboard';
import type { EnquirySource } from '@skillhub/shared/schemas/enquiry';
import type { EnrollmentSource } from '@skillhub/shared/schemas/payment';
import { and, asc, count, desc, eq, gte, isNull, lt, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database.ts';
import { blogComments, blogPosts } from '../../db/schema/blog.ts';
import { categories } from '../../db/schema/categories.ts';
import { courses } from '../../db/schema/courses.ts';
import { enquiries } from '../../db/schema/enquiries.ts';
import { enrollments } from '../../db/schema/enrollments.ts';
import { paymentOrders } from '../../db/schema/payments.ts';
import { trainingApplicants, trainingCertificates } from '../../db/schema/training.ts';
import { roles, users } from '../../db/schema/users-and-roles.ts';
import { netPaidPaise } from '../refunds/net-paid.ts';

/** The instants a period covers: `start` included, `end` excluded. */
export interface Instants {
  start: Date;
  end: Date;
}

/**
 * The India day (YYYY-MM-DD) a timestamp falls on. The zone is written into the SQL, not bound: a bound zone
 * would make the SELECT and GROUP BY expressions differ by parameter number, which PostgreSQL refuses.
 */
const indiaDay = (column: PgColumn): SQL<string> =>
  sql<string>`to_char(${column} AT TIME ZONE ${sql.raw(`'${DASHBOARD_TIME_ZONE}'`)}, 'YYYY-MM-DD')`;

const within = (column: PgColumn, { start, end }: Instants) => and(gte(column, start), lt(column, end));

/** sum() of an integer column is a bigint, which the drivers hand over as text. */
const total = (expression: SQLWrapper) => sql<number>`coalesce(sum(${expression}), 0)`.mapWith(Number);

const paid = (range: Instants) =>
  and(eq(paymentOrders.status, 'paid'), eq(paymentOrders.currency, 'INR'), within(paymentOrders.paidAt, range));

async function countOf(query: PromiseLike<{ total: number }[]>): Promise<number> {
  const [row] = await query;
  return row?.total ?? 0;
}

/** The dashboard's figures: each one aggregate query over an indexed column. */
export const dashboardRepository = {
  async users(db: Database): Promise<DashboardSummary['users']> {
    const [row] = await db
      .select({
        total: count(),
        active: sql<number>`count(*) filter (where ${users.isActive})`.mapWith(Number),
        learners: sql<number>`count(*) filter (where ${roles.name} = ${ROLE_USER})`.mapWith(Number),
      })
      .from(users)
      .innerJoin(roles, eq(users.roleId, roles.id));
    const total = row?.total ?? 0;
    const active = row?.active ?? 0;
    const learners = row?.learners ?? 0;
    return { total, active, inactive: total - active, learners, staff: total - learners };
  },

  async roles(db: Database): Promise<number> {
    return countOf(db.select({ total: count() }).from(roles));
  },

  async categories(db: Database): Promise<DashboardSummary['categories']> {
    const [row] = await db
      .select({
        total: count(),
        inactive: sql<number>`count(*) filter (where ${categories.isDeleted})`.mapWith(Number),
      })
      .from(categories);
    const total = row?.total ?? 0;
    const inactive = row?.inactive ?? 0;
    return { total, active: total - inactive, inactive };
  },

  async courses(db: Database): Promise<DashboardSummary['courses']> {
    const rows = await db.select({ status: courses.status, total: count() }).from(courses).groupBy(courses.status);
    const counts = { total: 0, DRAFT: 0, PUBLISHED: 0, TERMINATED: 0 };
    for (const row of rows) {
      counts[row.status] = row.total;
      counts.total += row.total;
    }
    return counts;
  },

  /** Paid INR orders by India day of payment, net of their refunds (payment_orders_paid_at_idx). */
  revenueByDay(db: Database, range: Instants): Promise<{ day: string; revenuePaise: number; orders: number }[]> {
    const day = indiaDay(paymentOrders.paidAt);
    return db
      .select({ day, revenuePaise: total(netPaidPaise), orders: count() })
      .from(paymentOrders)
      .where(paid(range))
      .groupBy(day);
  },

  /** Enrolments by India day and source (enrollments_enrolled_at_idx). */
  enrolmentsByDay(
    db: Database,
    range: Instants,
  ): Promise<{ day: string; source: EnrollmentSource; enrolments: number }[]> {
    const day = indiaDay(enrollments.enrolledAt);
    return db
      .select({ day, source: enrollments.source, enrolments: count() })
      .from(enrollments)
      .where(within(enrollments.enrolledAt, range))
      .groupBy(day, enrollments.source);
  },

  topCoursesByRevenue(db: Database, range: Instants) {
    const revenuePaise = total(netPaidPaise);
    return db
      .select({ courseId: courses.id, title: courses.title, slug: courses.slug, revenuePaise, orders: count() })
      .from(paymentOrders)
      .innerJoin(courses, eq(courses.id, paymentOrders.courseId))
      .where(paid(range))
      .groupBy(courses.id)
      .orderBy(desc(revenuePaise), desc(count()), asc(courses.title))
      .limit(DASHBOARD_TOP_COURSES);
  },

  topCoursesByEnrolments(db: Database, range: Instants) {
    return db
      .select({ courseId: courses.id, title: courses.title, slug: courses.slug, enrolments: count() })
      .from(enrollments)
      .innerJoin(courses, eq(courses.id, enrollments.courseId))
      .where(within(enrollments.enrolledAt, range))
      .groupBy(courses.id)
      .orderBy(desc(count()), asc(courses.title))
      .limit(DASHBOARD_TOP_COURSES);
  },

  /** Accounts with the USER role created in the period (users_created_at_idx). */
  newLearners(db: Database, range: Instants): Promise<number> {
    return countOf(
      db
        .select({ total: count() })
        .from(users)
        .innerJoin(roles, eq(users.roleId, roles.id))
        .where(and(eq(roles.name, ROLE_USER), within(users.createdAt, range))),
    );
  },

  /**
   * Leads first sent in the period, by India day, the status they have now and the form they came from
   * (enquiries_created_at_idx): one scan serves the daily line, the funnel and the sources.
   */
  leadsByDayStatusAndSource(
    db: Database,
    range: Instants,
  ): Promise<{ day: string; status: (typeof LEAD_STATUSES)[number]; source: EnquirySource; leads: number }[]> {
    const day = indiaDay(enquiries.createdAt);
    return db
      .select({ day, status: enquiries.status, source: enquiries.source, leads: count() })
      .from(enquiries)
      .where(within(enquiries.createdAt, range))
      .groupBy(day, enquiries.status, enquiries.source);
  },

  /** Posts that went live in the period and are not deleted (blog_posts_public_idx). */
  publishedPosts(db: Database, range: Instants): Promise<number> {
    return countOf(
      db
        .select({ total: count() })
        .from(blogPosts)
        .where(and(isNull(blogPosts.deletedAt), within(blogPosts.publishedAt, range))),
    );
  },

  /** Comments waiting for moderation now, whenever sent: the moderation queue (blog_comments_status_created_idx). */
  pendingComments(db: Database): Promise<number> {
    return countOf(db.select({ total: count() }).from(blogComments).where(eq(blogComments.status, 'pending')));
  },

  /** Applications received in the period (training_applicants_created_idx). */
  trainingApplicants(db: Database, range: Instants): Promise<number> {
    return countOf(
      db.select({ total: count() }).from(trainingApplicants).where(within(trainingApplicants.createdAt, range)),
    );
  },

  /** Certificates issued in the period and still in force (training_certificates_issued_at_idx). */
  certificatesIssued(db: Database, range: Instants): Promise<number> {
    return countOf(
      db
        .select({ total: count() })
        .from(trainingCertificates)
        .where(and(isNull(trainingCertificates.revokedAt), within(trainingCertificates.issuedAt, range))),
    );
  },
};
