import { z } from 'zod';
import { COURSE_VALIDITIES } from '../constants.ts';
import { ENROLLMENT_SOURCES } from './payment.ts';
import { refundSchema } from './refund.ts';

/** GET /course/my-courses: one card per enrolment, newest first. */
export const myCourseSchema = z.object({
  enrollmentId: z.string(),
  course: z.object({
    _id: z.string(),
    slug: z.string(),
    title: z.string(),
    subtitle: z.string(),
    thumbnail: z.string(),
    validity: z.enum(COURSE_VALIDITIES),
    category: z.object({ _id: z.string(), name: z.string() }),
    lecturesCount: z.number().int(),
  }),
  source: z.enum(ENROLLMENT_SOURCES),
  enrolledAt: z.string(),
  /** null for LifeTime access. */
  expiresAt: z.string().nullable(),
  expired: z.boolean(),
  progressPercent: z.number().int().min(0).max(100),
  completedLectures: z.number().int(),
  /** The lecture the learner watched last, to resume from. */
  lastLecture: z.object({ _id: z.string(), sectionId: z.string(), title: z.string() }).nullable(),
  /** The paid order's `_id` for the receipt, null when enrolled without payment. */
  orderId: z.string().nullable(),
  /** The purchase's tax invoice number (downloaded by `orderId`), null when none was issued. */
  invoiceNumber: z.string().nullable(),
  /** The purchase's refunds (a partial refund keeps the access), oldest first. */
  refunds: z.array(refundSchema),
});
export type MyCourse = z.infer<typeof myCourseSchema>;

/** The whole list: every enrolment of the caller, newest first (not paged). */
export const myCourseListSchema = z.array(myCourseSchema);

/**
 * GET /course/my-courses/refunded: a paid order whose course card is gone because its refunds ended the
 * enrolment. Amounts in paise.
 */
export const refundedPurchaseSchema = z.object({
  orderId: z.string(),
  /** The order's receipt number, as the receipt and the refund mails print it. */
  receipt: z.string(),
  course: z.object({ _id: z.string(), slug: z.string(), title: z.string() }),
  amountPaise: z.number().int(),
  paidAt: z.string(),
  /** The purchase's tax invoice number (downloaded by `orderId`), null when none was issued. */
  invoiceNumber: z.string().nullable(),
  /** Oldest first; each processed one with its credit note (downloaded by the refund's `_id`). */
  refunds: z.array(refundSchema),
});
export type RefundedPurchase = z.infer<typeof refundedPurchaseSchema>;

/** Newest payment first (not paged: a learner has a handful). */
export const refundedPurchaseListSchema = z.array(refundedPurchaseSchema);
