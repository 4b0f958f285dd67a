import { z } from 'zod';
import { COURSE_VALIDITIES } from '../constants.ts';
import { couponCodeBodySchema, priceQuoteSchema } from './coupon.ts';
import { singleLine } from './fields.ts';
import { invoiceBuyerFields, refineInvoiceBuyer } from './gst-invoicing.ts';

/**
 * The purchase: the payment page's summary, the order Razorpay's Checkout (or the sandbox
 * checkout) opens, and the signed answer it hands back. Field names inside `razorpayData` are Razorpay's own.
 */

/** 'free': an order a coupon took to zero, paid at once without a provider. */
export const PAYMENT_PROVIDERS = ['razorpay', 'sandbox', 'free'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

export const ORDER_STATUSES = ['created', 'paid', 'failed'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ENROLLMENT_SOURCES = ['purchase', 'free', 'staff'] as const;
export type EnrollmentSource = (typeof ENROLLMENT_SOURCES)[number];

const priceSchema = z.object({ actualPrice: z.number(), discountPercentage: z.number(), finalPrice: z.number() });

/** What one enrolment grants: returned by verify, free enrolment and staff assignment. */
export const enrollmentSchema = z.object({
  _id: z.string(),
  courseId: z.string(),
  courseSlug: z.string(),
  userId: z.string(),
  source: z.enum(ENROLLMENT_SOURCES),
  enrolledAt: z.string(),
  /** null for LifeTime validity. */
  expiresAt: z.string().nullable(),
  /** The paid order's `_id` (for the receipt), null when enrolled without payment. */
  orderId: z.string().nullable(),
});
export type Enrollment = z.infer<typeof enrollmentSchema>;

/** GET /payment/summary/{courseId}. */
export const paymentSummarySchema = z.object({
  course: z.object({
    _id: z.string(),
    slug: z.string(),
    title: z.string(),
    subtitle: z.string(),
    thumbnail: z.string(),
    validity: z.enum(COURSE_VALIDITIES),
    price: priceSchema,
  }),
  /** What the order will charge in paise: the final price, less the automatic offer running now. */
  amountPaise: z.number().int(),
  /** How amountPaise was reached: the course's price and the automatic offer, if one runs. */
  quote: priceQuoteSchema,
  currency: z.literal('INR'),
  provider: z.enum(PAYMENT_PROVIDERS),
  /**
   * The tax-invoice details of the learner's last order (the state, and a company's GSTIN and name), to fill in
   * again; null before the first.
   */
  buyer: z
    .object({ state: z.string().nullable(), gstin: z.string().nullable(), company: z.string().nullable() })
    .nullable(),
  /** The learner's access to this course, if any. */
  access: z.object({ status: z.enum(['active', 'expired']), expiresAt: z.string().nullable() }).nullable(),
});
export type PaymentSummary = z.infer<typeof paymentSummarySchema>;

/**
 * POST /payment/create-order/{courseId}: the coupon code, if any, and the buyer's side of the tax invoice (the
 * place of supply, and for a company's invoice its GSTIN and name). All optional.
 */
export const createOrderBodySchema = couponCodeBodySchema.extend(invoiceBuyerFields).superRefine(refineInvoiceBuyer);
export type CreateOrderBody = z.output<typeof createOrderBodySchema>;

/** Everything Razorpay's Checkout (or the sandbox checkout) needs to open. */
export const paymentOrderSchema = z.object({
  /** Our order's `_id`. */
  _id: z.string(),
  provider: z.enum(PAYMENT_PROVIDERS),
  /** Razorpay's `order_…` id (the sandbox issues the same form). */
  providerOrderId: z.string(),
  /** The publishable key id Checkout is opened with. */
  keyId: z.string(),
  amountPaise: z.number().int(),
  currency: z.literal('INR'),
  receipt: z.string(),
  courseTitle: z.string(),
  prefill: z.object({ name: z.string(), email: z.string() }),
});
export type PaymentOrder = z.infer<typeof paymentOrderSchema>;

/** POST /payment/create-order/{courseId}: an order to pay, or (free course) the enrolment at once. */
export const createOrderResultSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('order'), order: paymentOrderSchema }),
  z.object({ kind: z.literal('enrolled'), enrollment: enrollmentSchema }),
]);
export type CreateOrderResult = z.infer<typeof createOrderResultSchema>;

const providerId = (name: string) =>
  z
    .string({ error: `${name} is required` })
    .check(singleLine)
    .trim()
    .min(1, `${name} is required`)
    .max(64, `${name} is too long`);

/** Checkout's success answer, passed on unchanged. */
export const razorpayDataSchema = z.object({
  razorpay_order_id: providerId('razorpay_order_id'),
  razorpay_payment_id: providerId('razorpay_payment_id'),
  razorpay_signature: z
    .string({ error: 'razorpay_signature is required' })
    .trim()
    .regex(/^[0-9a-f]{64}$/i, 'razorpay_signature must be 64 hexadecimal characters'),
});
export type RazorpayData = z.infer<typeof razorpayDataSchema>;

/** POST /payment/verify-payment/{courseId}. */
export const verifyPaymentBodySchema = z.object({ razorpayData: razorpayDataSchema });
export type VerifyPaymentBody = z.infer<typeof verifyPaymentBodySchema>;

/** POST /payment/sandbox/pay/{orderId}: the sandbox checkout's two buttons. */
export const sandboxPayBodySchema = z.object({
  outcome: z.enum(['success', 'failure'], { error: "outcome must be 'success' or 'failure'" }),
  /** The payer's phone, which Razorpay's checkout asks for; the payment entity carries it as `contact`. */
  contact: z
    .string({ error: 'Phone number must be a text' })
    .trim()
    .regex(/^\+?[0-9][0-9 -]{6,18}[0-9]$/, 'Enter a phone number: digits, with + and spaces allowed')
    .optional(),
});
export type SandboxPayBody = z.infer<typeof sandboxPayBodySchema>;

/** What the sandbox checkout answers, shaped like Checkout's `handler` and `payment.failed` callbacks. */
export const sandboxPayResultSchema = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.literal('success'), razorpayData: razorpayDataSchema }),
  z.object({
    outcome: z.literal('failure'),
    error: z.object({ code: z.string(), description: z.string(), reason: z.string() }),
  }),
]);
export type SandboxPayResult = z.infer<typeof sandboxPayResultSchema>;

/** POST /user/assign-course. */
export const assignCourseBodySchema = z.object({
  courseId: z.uuid({ error: 'Please select a course' }),
  userId: z.uuid({ error: 'Please select a user' }),
});
export type AssignCourseBody = z.infer<typeof assignCourseBodySchema>;
