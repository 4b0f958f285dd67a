import { apiPaths } from '../api-paths.ts';
import { endpoint } from '../endpoint.ts';
import { successBodySchema } from '../schemas/common.ts';
import { orderIdParamsSchema } from '../schemas/params.ts';
import { createRefundBodySchema, orderRefundsSchema, refundSchema } from '../schemas/refund.ts';

/** Refunds of paid orders, for staff (Courses / Invoices: read to see them, update to refund). */
export const refundEndpoints = {
  list: endpoint({
    method: 'GET',
    path: apiPaths.refunds.byOrder,
    params: orderIdParamsSchema,
    response: successBodySchema(orderRefundsSchema),
  }),
  /** Accepted (202): the provider confirms later by webhook; `status` says where it stands now. */
  create: endpoint({
    method: 'POST',
    path: apiPaths.refunds.byOrder,
    params: orderIdParamsSchema,
    body: createRefundBodySchema,
    response: successBodySchema(refundSchema),
    status: 202,
  }),
};
