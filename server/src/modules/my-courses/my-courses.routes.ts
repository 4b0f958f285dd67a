import { myCourseEndpoints as endpoints } from '@skillhub/shared/endpoints/my-courses';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { sessionUserId } from '../../http/session-user.ts';
import { createMyCoursesService } from './my-courses.service.ts';

/** GET /course/my-courses: the signed-in learner's enrolments, and their purchases refunded in full. */
const myCoursesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createMyCoursesService(app);

  app.route({
    ...endpointRoute(endpoints.list, {
      tags: ['My courses'],
      summary: "The caller's courses with progress, last lecture and access expiry, newest enrolment first",
      failures: [401],
    }),
    config: { signedIn: true },
    handler: async (request) => ({ success: true as const, data: await service.list(sessionUserId(request)) }),
  });

  app.route({
    ...endpointRoute(endpoints.refundedPurchases, {
      tags: ['My courses'],
      summary: "The caller's purchases whose refunds ended the access, newest payment first",
      description:
        'A paid order with refunds and no enrolment left from it (a partial refund stays on its course card). ' +
        'Each with its course, the amount paid in paise, the tax invoice number and its refunds with their ' +
        'status and credit note number; the PDFs come from /payment/invoice/{orderId} and ' +
        '/payment/credit-note/{refundId}.',
      failures: [401],
    }),
    config: { signedIn: true },
    handler: async (request) => ({
      success: true as const,
      data: await service.refundedPurchases(sessionUserId(request)),
    }),
  });
};

export default myCoursesRoutes;
