import { apiPaths } from '../api-paths.ts';
import { endpoint } from '../endpoint.ts';
import { messageBodySchema, successBodySchema } from '../schemas/common.ts';
import { couponCodeBodySchema, priceQuoteSchema } from '../schemas/coupon.ts';
import { courseIdParamsSchema, providerOrderIdParamsSchema } from '../schemas/params.ts';
import {
  createOrderBodySchema,
  createOrderResultSchema,
  enrollmentSchema,
  paymentSummarySchema,
  sandboxPayBodySchema,
  sandboxPayResultSchema,
  verifyPaymentBodySchema,
} from '../schemas/payment.ts';

/**
 * The purchase calls. The receipt and the tax invoice (GET apiPaths.payments.receipt, .invoice) are not here:
 * they answer a PDF, not a JSON body, and the client fetches them with `download()`.
 */
export const paymentEndpoints = {
  summary: endpoint({
    method: 'GET',
    path: apiPaths.payments.summary,
    params: courseIdParamsSchema,
    response: successBodySchema(paymentSummarySchema),
  }),
  /**
   * Opens (or reuses) the order, priced with the coupon code if one is sent, with the buyer's tax-invoice details;
   * a free course enrols at once.
   */
  createOrder: endpoint({
    method: 'POST',
    path: apiPaths.payments.createOrder,
    params: courseIdParamsSchema,
    body: createOrderBodySchema.optional(),
    response: successBodySchema(createOrderResultSchema),
    status: 201,
  }),
  /** The price with a coupon code (or the automatic offer without one), before paying; reserves nothing. */
  quote: endpoint({
    method: 'POST',
    path: apiPaths.payments.quote,
    params: courseIdParamsSchema,
    body: couponCodeBodySchema,
    response: successBodySchema(priceQuoteSchema),
  }),
  verify: endpoint({
    method: 'POST',
    path: apiPaths.payments.verify,
    params: courseIdParamsSchema,
    body: verifyPaymentBodySchema,
    response: successBodySchema(enrollmentSchema),
  }),
  /** Razorpay's signed events. The body is read raw (the signature covers its exact bytes), so none is declared. */
  webhook: endpoint({
    method: 'POST',
    path: apiPaths.payments.webhook,
    response: messageBodySchema,
  }),
  /** Sandbox only: the sandbox checkout's Pay and Fail buttons (`orderId` is the provider's order id). */
  sandboxPay: endpoint({
    method: 'POST',
    path: apiPaths.payments.sandboxPay,
    params: providerOrderIdParamsSchema,
    body: sandboxPayBodySchema,
    response: successBodySchema(sandboxPayResultSchema),
  }),
};
