import { apiPaths } from '@skillhub/shared/api-paths';
import { successBodySchema } from '@skillhub/shared/schemas/common';
import { assignCourseBodySchema, enrollmentSchema } from '@skillhub/shared/schemas/payment';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { failures } from '../../http/responses.ts';
import { sessionUserId } from '../../http/session-user.ts';
import { createAssignCourseService } from './assign-course.service.ts';

/** POST /user/assign-course: staff with Users update enrol a user from the Users page. */
const assignCourseRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createAssignCourseService(app);

  app.post(
    apiPaths.enrollments.assign,
    {
      config: { permission: { module: 'Users', subModule: 'Users', operation: 'update' } },
      schema: {
        tags: ['Users'],
        summary: 'Enrol a user in a published course without payment',
        description: 'An expired enrolment is renewed from today; an active one is a conflict.',
        body: assignCourseBodySchema,
        response: { 201: successBodySchema(enrollmentSchema), ...failures(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const data = await service.assign(request.body, sessionUserId(request));
      return reply.code(201).send({ success: true as const, message: 'Course assigned successfully', data });
    },
  );
};

export default assignCourseRoutes;
