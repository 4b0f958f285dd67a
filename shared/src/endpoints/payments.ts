import { apiPaths } from '../api-paths.ts';
import { endpoint } from '../endpoint.ts';
import { messageBodySchema, successBodySchema } from '../schemas/common.ts';
import { courseIdParamsSchema, providerOrderIdParamsSchema } from '../schemas/params.ts';
import {
  createOrderResultSchema,
  enrollmentSchema,
  paymentSummarySchema,
  sandboxPayBodySchema,
  sandboxPayResultSchema,
  verifyPaymentBodySchema,
} from '../schemas/payment.ts';

/**
 * The purchase calls. The receipt (GET apiPaths.payments.receipt) is not here: it answers a PDF, not a JSON
 * body, and the client fetches it with `download()`.
 */
export const paymentEndpoints = {
  summary: endpoint({
    method: 'GET',
    path: apiPaths.payments.summary,
    params: courseIdParamsSchema,
    response: successBodySchema(paymentSummarySchema),
  }),
  /** Opens (or reuses) the order; a free course enrols at once. */
  createOrder: endpoint({
    method: 'POST',
    path: apiPaths.payments.createOrder,
    params: courseIdParamsSchema,
    response: successBodySchema(createOrderResultSchema),
    status: 201,
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
