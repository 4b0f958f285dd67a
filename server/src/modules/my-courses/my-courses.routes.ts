import { apiPaths } from '@skillhub/shared/api-paths';
import { successBodySchema } from '@skillhub/shared/schemas/common';
import { myCourseSchema } from '@skillhub/shared/schemas/my-courses';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { failures } from '../../http/responses.ts';
import { sessionUserId } from '../../http/session-user.ts';
import { createMyCoursesService } from './my-courses.service.ts';

/** GET /course/my-courses: the signed-in learner's enrolments. */
const myCoursesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createMyCoursesService(app);

  app.get(
    apiPaths.enrollments.myCourses,
    {
      config: { signedIn: true },
      schema: {
        tags: ['My courses'],
        summary: "The caller's courses with progress, last lecture and access expiry, newest enrolment first",
        response: { 200: successBodySchema(z.array(myCourseSchema)), ...failures(401) },
      },
    },
    async (request) => ({ success: true as const, data: await service.list(sessionUserId(request)) }),
  );
};

export default myCoursesRoutes;
