import { apiPaths } from '../api-paths.ts';
import { endpoint } from '../endpoint.ts';
import { listBodySchema, messageBodySchema, successBodySchema } from '../schemas/common.ts';
import {
  couponActiveBodySchema,
  couponBodySchema,
  couponSchema,
  courseOfferSchema,
  listCouponsQuerySchema,
} from '../schemas/coupon.ts';
import { couponIdParamsSchema, courseIdParamsSchema } from '../schemas/params.ts';

/** Coupons and automatic offers: the staff's calls, and the public offer of a course page. */
export const couponEndpoints = {
  list: endpoint({
    method: 'GET',
    path: apiPaths.coupons.list,
    query: listCouponsQuerySchema,
    response: listBodySchema(couponSchema),
  }),
  create: endpoint({
    method: 'POST',
    path: apiPaths.coupons.list,
    body: couponBodySchema,
    response: successBodySchema(couponSchema),
    status: 201,
  }),
  update: endpoint({
    method: 'PUT',
    path: apiPaths.coupons.byId,
    params: couponIdParamsSchema,
    body: couponBodySchema,
    response: successBodySchema(couponSchema),
  }),
  /** The active switch on its own (the list's Activate / Deactivate). */
  setActive: endpoint({
    method: 'PATCH',
    path: apiPaths.coupons.active,
    params: couponIdParamsSchema,
    body: couponActiveBodySchema,
    response: successBodySchema(couponSchema),
  }),
  /** Only a coupon no order used; one with orders is a financial record and can only be deactivated. */
  remove: endpoint({
    method: 'DELETE',
    path: apiPaths.coupons.byId,
    params: couponIdParamsSchema,
    response: messageBodySchema,
  }),
  courseOffer: endpoint({
    method: 'GET',
    path: apiPaths.coupons.courseOffer,
    params: courseIdParamsSchema,
    response: successBodySchema(courseOfferSchema),
  }),
};
