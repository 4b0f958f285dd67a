import { enrollmentEndpoints as endpoints } from '@skillhub/shared/endpoints/enrollments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { sessionUserId } from '../../http/session-user.ts';
import { createAssignCourseService } from './assign-course.service.ts';

/** POST /user/assign-course: staff with Users update enrol a user from the Users page. */
const assignCourseRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createAssignCourseService(app);

  app.route({
    ...endpointRoute(endpoints.assign, {
      tags: ['Users'],
      summary: 'Enrol a user in a published course without payment',
      description: 'An expired enrolment is renewed from today; an active one is a conflict.',
      failures: [400, 401, 403, 404, 409],
    }),
    config: { permission: { module: 'Users', subModule: 'Users', operation: 'update' } },
    handler: async (request, reply) => {
      const data = await service.assign(request.body, sessionUserId(request));
      return reply.code(201).send({ success: true as const, message: 'Course assigned successfully', data });
    },
  });
};

export default assignCourseRoutes;
