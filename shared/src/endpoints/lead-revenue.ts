import { apiPaths } from '../api-paths.ts';
import { endpoint } from '../endpoint.ts';
import { successBodySchema } from '../schemas/common.ts';
import { dashboardQuerySchema } from '../schemas/dashboard.ts';
import {
  paymentLinkCheckoutSchema,
  paymentLinkListSchema,
  paymentLinkPaidSchema,
  paymentLinkTokenParamsSchema,
  revenueBySourceSchema,
  sendPaymentLinkBodySchema,
  sentPaymentLinkSchema,
} from '../schemas/lead-revenue.ts';
import { enquiryIdParamsSchema } from '../schemas/params.ts';
import {
  createOrderResultSchema,
  sandboxPayBodySchema,
  sandboxPayResultSchema,
  verifyPaymentBodySchema,
} from '../schemas/payment.ts';

/**
 * Payment links (staff send them from a lead; the lead pays through the public checkout) and the revenue-by-source
 * report. The report's CSV (`apiPaths.revenueBySource.export`, the report's query) answers a file, fetched with
 * `download()`.
 */
export const paymentLinkEndpoints = {
  list: endpoint({
    method: 'GET',
    path: apiPaths.enquiries.paymentLinks,
    params: enquiryIdParamsSchema,
    response: successBodySchema(paymentLinkListSchema),
  }),
  send: endpoint({
    method: 'POST',
    path: apiPaths.enquiries.paymentLinks,
    params: enquiryIdParamsSchema,
    body: sendPaymentLinkBodySchema,
    response: successBodySchema(sentPaymentLinkSchema),
    status: 201,
  }),
  checkout: endpoint({
    method: 'GET',
    path: apiPaths.paymentLinks.checkout,
    params: paymentLinkTokenParamsSchema,
    response: successBodySchema(paymentLinkCheckoutSchema),
  }),
  /** Opens (or reuses) the order of the link's course for the lead's account, made if there is none. */
  order: endpoint({
    method: 'POST',
    path: apiPaths.paymentLinks.order,
    params: paymentLinkTokenParamsSchema,
    response: successBodySchema(createOrderResultSchema),
    status: 201,
  }),
  verify: endpoint({
    method: 'POST',
    path: apiPaths.paymentLinks.verify,
    params: paymentLinkTokenParamsSchema,
    body: verifyPaymentBodySchema,
    response: successBodySchema(paymentLinkPaidSchema),
  }),
  sandboxPay: endpoint({
    method: 'POST',
    path: apiPaths.paymentLinks.sandboxPay,
    params: paymentLinkTokenParamsSchema,
    body: sandboxPayBodySchema,
    response: successBodySchema(sandboxPayResultSchema),
  }),
};

export const revenueBySourceEndpoints = {
  report: endpoint({
    method: 'GET',
    path: apiPaths.revenueBySource.report,
    query: dashboardQuerySchema,
    response: successBodySchema(revenueBySourceSchema),
  }),
};
