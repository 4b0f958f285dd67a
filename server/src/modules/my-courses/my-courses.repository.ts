import { and, desc, eq, exists, inArray, isNull, notExists, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { categories } from '../../db/schema/categories.ts';
import { type CourseRow, courses } from '../../db/schema/courses.ts';
import { courseLectures } from '../../db/schema/curriculum.ts';
import { type EnrollmentRow, enrollments } from '../../db/schema/enrollments.ts';
import { taxInvoices } from '../../db/schema/invoices.ts';
import { lectureProgress } from '../../db/schema/learning.ts';
import { paymentOrders } from '../../db/schema/payments.ts';
import { refunds } from '../../db/schema/refunds.ts';

export interface EnrolledCourseRow {
  enrollment: EnrollmentRow;
  course: Pick<CourseRow, 'id' | 'slug' | 'title' | 'subtitle' | 'thumbnail' | 'validity' | 'categoryId'>;
  categoryName: string;
  lecturesCount: number;
  completedLectures: number;
  invoiceNumber: string | null;
}

export interface RefundedPurchaseRow {
  orderId: string;
  receipt: string;
  amountPaise: number;
  paidAt: Date | null;
  createdAt: Date;
  course: Pick<CourseRow, 'id' | 'slug' | 'title'>;
  invoiceNumber: string | null;
}

export interface LastLectureRow {
  courseId: string;
  lectureId: string;
  sectionId: string;
  title: string;
}

// Correlated counts: they run once per enrolment row, on the course_id and (user, course) indexes. Both count
// live lectures only: an archived lecture's completion is neither above nor below the line.
const lecturesCount = sql<number>`(select count(*) from ${courseLectures}
  where ${courseLectures.courseId} = ${enrollments.courseId} and ${courseLectures.archivedAt} is null)`.mapWith(Number);
const completedLectures = sql<number>`(select count(*) from ${lectureProgress}
  join ${courseLectures} on ${courseLectures.id} = ${lectureProgress.lectureId} and ${courseLectures.archivedAt} is null
  where ${lectureProgress.userId} = ${enrollments.userId} and ${lectureProgress.courseId} = ${enrollments.courseId}
  and ${lectureProgress.completedAt} is not null)`.mapWith(Number);

// The tax invoice of the purchase, by the unique order_id: none for a free or staff enrolment.
const invoiceNumber = sql<string | null>`(select ${taxInvoices.number} from ${taxInvoices}
  where ${taxInvoices.orderId} = ${enrollments.orderId})`;
const orderInvoiceNumber = sql<string | null>`(select ${taxInvoices.number} from ${taxInvoices}
  where ${taxInvoices.orderId} = ${paymentOrders.id})`;

export const myCoursesRepository = {
  /** Every enrolment of the learner with its course and counts, newest enrolment first: one query. */
  async enrolled(db: Database, userId: string): Promise<EnrolledCourseRow[]> {
    return db
      .select({
        enrollment: enrollments,
        course: {
          id: courses.id,
          slug: courses.slug,
          title: courses.title,
          subtitle: courses.subtitle,
          thumbnail: courses.thumbnail,
          validity: courses.validity,
          categoryId: courses.categoryId,
        },
        categoryName: categories.name,
        lecturesCount,
        completedLectures,
        invoiceNumber,
      })
      .from(enrollments)
      .innerJoin(courses, eq(courses.id, enrollments.courseId))
      .innerJoin(categories, eq(categories.id, courses.categoryId))
      .where(eq(enrollments.userId, userId))
      .orderBy(desc(enrollments.enrolledAt), desc(enrollments.id));
  },

  /**
   * The learner's paid orders with refunds and no enrolment left from them: the refunds reached the amount
   * paid and ended the access, so no course card shows them. Newest payment first, on the user's orders index.
   */
  async refundedPurchases(db: Database, userId: string): Promise<RefundedPurchaseRow[]> {
    return db
      .select({
        orderId: paymentOrders.id,
        receipt: paymentOrders.receipt,
        amountPaise: paymentOrders.amountPaise,
        paidAt: paymentOrders.paidAt,
        createdAt: paymentOrders.createdAt,
        course: { id: courses.id, slug: courses.slug, title: courses.title },
        invoiceNumber: orderInvoiceNumber,
      })
      .from(paymentOrders)
      .innerJoin(courses, eq(courses.id, paymentOrders.courseId))
      .where(
        and(
          eq(paymentOrders.userId, userId),
          eq(paymentOrders.status, 'paid'),
          exists(db.select({ one: sql`1` }).from(refunds).where(eq(refunds.orderId, paymentOrders.id))),
          notExists(db.select({ one: sql`1` }).from(enrollments).where(eq(enrollments.orderId, paymentOrders.id))),
        ),
      )
      .orderBy(desc(paymentOrders.paidAt), desc(paymentOrders.id));
  },

  /** For each of the courses, the live lecture the learner touched last: one DISTINCT ON query. */
  async lastLectures(db: Database, userId: string, courseIds: string[]): Promise<LastLectureRow[]> {
    if (courseIds.length === 0) return [];
    return db
      .selectDistinctOn([lectureProgress.courseId], {
        courseId: lectureProgress.courseId,
        lectureId: courseLectures.id,
        sectionId: courseLectures.sectionId,
        title: courseLectures.title,
      })
      .from(lectureProgress)
      .innerJoin(
        courseLectures,
        and(eq(courseLectures.id, lectureProgress.lectureId), isNull(courseLectures.archivedAt)),
      )
      .where(and(eq(lectureProgress.userId, userId), inArray(lectureProgress.courseId, courseIds)))
      .orderBy(lectureProgress.courseId, desc(lectureProgress.updatedAt), desc(lectureProgress.lectureId));
  },
};
