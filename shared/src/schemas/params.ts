import { z } from 'zod';
import { uuidSchema } from './common.ts';
import { singleLine } from './fields.ts';

/** Path parameters of the calls that address one record by its `_id`. */
export const userIdParamsSchema = z.object({ userId: uuidSchema });
export const roleIdParamsSchema = z.object({ id: uuidSchema });
export const categoryIdParamsSchema = z.object({ categoryId: uuidSchema });
export const courseIdParamsSchema = z.object({ courseId: uuidSchema });
export const lectureParamsSchema = z.object({ courseId: uuidSchema, sectionId: uuidSchema, subSectionId: uuidSchema });
export const announcementIdParamsSchema = z.object({ announcementId: uuidSchema });
export const overviewIdParamsSchema = z.object({ overviewId: uuidSchema });
export const enquiryIdParamsSchema = z.object({ enquiryId: uuidSchema });
export const slugParamsSchema = z.object({ slug: z.string().check(singleLine).trim().min(1).max(200) });
export const couponIdParamsSchema = z.object({ couponId: uuidSchema });
export const orderIdParamsSchema = z.object({ orderId: uuidSchema });
export const invoiceIdParamsSchema = z.object({ invoiceId: uuidSchema });
export const refundIdParamsSchema = z.object({ refundId: uuidSchema });
/** The provider's order id (`order_…`), not a UUID. */
export const providerOrderIdParamsSchema = z.object({
  orderId: z.string().check(singleLine).trim().min(1, 'Invalid order id').max(64, 'Invalid order id'),
});
export const noteIdParamsSchema = z.object({ noteId: uuidSchema });
export const qnaIdParamsSchema = z.object({ qnaId: uuidSchema });
