import { myCourseEndpoints as endpoints } from '@skillhub/shared/endpoints/my-courses';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { sessionUserId } from '../../http/session-user.ts';
import { createMyCoursesService } from './my-courses.service.ts';

/** GET /course/my-courses: the signed-in learner's enrolments. */
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
};

export default myCoursesRoutes;
