import type { MyCourse, RefundedPurchase } from '@skillhub/shared/schemas/my-courses';
import type { ServiceContext } from '../../http/service-context.ts';
import { isExpired } from '../enrollments/enrollment-expiry.ts';
import { refundsRepository } from '../refunds/refunds.repository.ts';
import { myCoursesRepository as repo } from './my-courses.repository.ts';

/** Whole percent, rounded down, so a course shows 100 only when every lecture is done. */
export function progressPercent(completed: number, total: number): number {
  if (total === 0) return 0;
  return Math.min(100, Math.floor((completed * 100) / total));
}

/** The learner's own courses: one card per enrolment with progress, resume point and expiry. */
export function createMyCoursesService(ctx: Pick<ServiceContext, 'db' | 'clock'>) {
  const { db, clock } = ctx;

  return {
    async list(userId: string): Promise<MyCourse[]> {
      const rows = await repo.enrolled(db, userId);
      const last = await repo.lastLectures(
        db,
        userId,
        rows.map((r) => r.course.id),
      );
      const lastByCourse = new Map(last.map((l) => [l.courseId, l]));
      const refundsByOrder = await refundsRepository.listByOrders(
        db,
        rows.flatMap((r) => (r.enrollment.orderId ? [r.enrollment.orderId] : [])),
      );
      const now = clock.now();
      return rows.map(({ enrollment, course, categoryName, lecturesCount, completedLectures, invoiceNumber }) => {
        const lastLecture = lastByCourse.get(course.id);
        return {
          enrollmentId: enrollment.id,
          course: {
            _id: course.id,
            slug: course.slug,
            title: course.title,
            subtitle: course.subtitle,
            thumbnail: course.thumbnail,
            validity: course.validity,
            category: { _id: course.categoryId, name: categoryName },
            lecturesCount,
          },
          source: enrollment.source,
          enrolledAt: enrollment.enrolledAt.toISOString(),
          expiresAt: enrollment.expiresAt?.toISOString() ?? null,
          expired: isExpired(enrollment.expiresAt, now),
          progressPercent: progressPercent(completedLectures, lecturesCount),
          completedLectures,
          lastLecture: lastLecture
            ? { _id: lastLecture.lectureId, sectionId: lastLecture.sectionId, title: lastLecture.title }
            : null,
          orderId: enrollment.orderId,
          invoiceNumber,
          refunds: (enrollment.orderId && refundsByOrder.get(enrollment.orderId)) || [],
        };
      });
    },

    /** Purchases whose refunds ended the enrolment: the card is gone, the money trail stays visible. */
    async refundedPurchases(userId: string): Promise<RefundedPurchase[]> {
      const rows = await repo.refundedPurchases(db, userId);
      const refundsByOrder = await refundsRepository.listByOrders(
        db,
        rows.map((r) => r.orderId),
      );
      return rows.map((row) => ({
        orderId: row.orderId,
        receipt: row.receipt,
        course: { _id: row.course.id, slug: row.course.slug, title: row.course.title },
        amountPaise: row.amountPaise,
        // Settling a payment sets paid_at; the order's creation stands in only for a row paid before it existed.
        paidAt: (row.paidAt ?? row.createdAt).toISOString(),
        invoiceNumber: row.invoiceNumber,
        refunds: refundsByOrder.get(row.orderId) ?? [],
      }));
    },
  };
}
