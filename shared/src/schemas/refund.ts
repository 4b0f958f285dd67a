import { z } from 'zod';
import { multiLine, singleLine } from './fields.ts';

/**
 * A refund's life: `requested` once the provider has it (or while it is being sent), then `processed` or
 * `failed` when the provider's webhook says so. A failed refund gives its amount back to what can be refunded.
 */
export const REFUND_STATUSES = ['requested', 'processed', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

export const REFUND_REASON_MAX = 500;

/** One refund of an order, as staff and the learner see it. Amounts in paise. */
export const refundSchema = z.object({
  _id: z.string(),
  orderId: z.string(),
  amountPaise: z.number().int(),
  reason: z.string(),
  status: z.enum(REFUND_STATUSES),
  /** Razorpay's (or the sandbox's) `rfnd_…` id, once it has answered. */
  providerRefundId: z.string().nullable(),
  /** Why the provider refused or failed it. */
  failureReason: z.string().nullable(),
  /** The credit note issued against the order's tax invoice when the refund was processed. */
  creditNoteNumber: z.string().nullable(),
  requestedAt: z.string(),
  /** When the provider confirmed it processed or failed. */
  settledAt: z.string().nullable(),
});
export type Refund = z.infer<typeof refundSchema>;

/**
 * POST …/refund. `clientRequestId` (or the Idempotency-Key header, which wins) names the attempt: the same one
 * sent again returns the refund it made instead of refunding twice.
 */
export const createRefundBodySchema = z.object({
  amountPaise: z
    .number({ error: 'amountPaise is required, in paise' })
    .int('amountPaise must be a whole number of paise')
    .positive('The amount must be at least one paisa'),
  reason: z
    .string({ error: 'A reason is required' })
    .check(multiLine)
    .trim()
    .min(1, 'A reason is required')
    .max(REFUND_REASON_MAX, `The reason may have at most ${REFUND_REASON_MAX} characters`),
  clientRequestId: z.string().check(singleLine).trim().min(8).max(100).optional(),
});
export type CreateRefundBody = z.output<typeof createRefundBodySchema>;

/** What an order's refunds leave: the amount paid less what is requested or processed. */
export const orderRefundsSchema = z.object({
  orderId: z.string(),
  paidPaise: z.number().int(),
  refundablePaise: z.number().int(),
  refunds: z.array(refundSchema),
});
export type OrderRefunds = z.infer<typeof orderRefundsSchema>;
