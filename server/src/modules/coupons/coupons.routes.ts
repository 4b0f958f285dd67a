import { couponEndpoints as endpoints } from '@skillhub/shared/endpoints/coupons';
import type { PermissionRequirement } from '@skillhub/shared/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { createCouponsService } from './coupons.service.ts';

const tags = ['Coupons'];
const coupon = (operation: PermissionRequirement['operation']): PermissionRequirement => ({
  module: 'Courses',
  subModule: 'Coupons',
  operation,
});

/** Every call of couponEndpoints. */
const couponsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createCouponsService(app);

  app.route({
    ...endpointRoute(endpoints.list, {
      tags,
      summary: 'List coupons and automatic offers with their uses, revenue and discount given',
      description: 'Newest first; search matches the code or the title. Amounts in paise.',
      failures: [400, 401, 403],
    }),
    config: { permission: coupon('read') },
    handler: (request) => service.list(request.query),
  });

  app.route({
    ...endpointRoute(endpoints.create, {
      tags,
      summary: 'Add a coupon (with a code) or an automatic offer (without)',
      description: 'A taken code (compared without regard to case) answers 409 with code COUPON_CODE_TAKEN.',
      failures: [400, 401, 403, 409],
    }),
    config: { permission: coupon('create') },
    handler: async (request, reply) => {
      const data = await service.create(request.body);
      return reply.code(201).send({ success: true as const, message: 'Coupon added', data });
    },
  });

  app.route({
    ...endpointRoute(endpoints.update, {
      tags,
      summary: 'Change a coupon; uses already counted or reserved stay',
      failures: [400, 401, 403, 404, 409],
    }),
    config: { permission: coupon('update') },
    handler: async (request) => ({
      success: true as const,
      message: 'Coupon updated',
      data: await service.update(request.params.couponId, request.body),
    }),
  });

  app.route({
    ...endpointRoute(endpoints.setActive, {
      tags,
      summary: 'Switch a coupon on or off',
      failures: [400, 401, 403, 404],
    }),
    config: { permission: coupon('update') },
    handler: async (request) => {
      const data = await service.setActive(request.params.couponId, request.body.isActive);
      return { success: true as const, message: data.isActive ? 'Coupon activated' : 'Coupon deactivated', data };
    },
  });

  app.route({
    ...endpointRoute(endpoints.remove, {
      tags,
      summary: 'Delete a coupon no order used',
      description: 'A coupon with orders is kept (409): deactivate it instead.',
      failures: [400, 401, 403, 404, 409],
    }),
    config: { permission: coupon('delete') },
    handler: async (request) => {
      await service.remove(request.params.couponId);
      return { success: true as const, message: 'Coupon deleted' };
    },
  });

  app.route({
    ...endpointRoute(endpoints.courseOffer, {
      tags,
      summary: 'The automatic offer running on a published course: its price, discount and end',
      failures: [400, 404],
    }),
    handler: async (request) => ({ success: true as const, data: await service.courseOffer(request.params.courseId) }),
  });
};

export default couponsRoutes;
