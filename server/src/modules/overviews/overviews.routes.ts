import { apiPaths } from '@skillhub/shared/api-paths';
import { messageBodySchema, successBodySchema } from '@skillhub/shared/schemas/common';
import { overviewBodySchema, overviewSchema } from '@skillhub/shared/schemas/overview';
import { lectureParamsSchema, overviewIdParamsSchema } from '@skillhub/shared/schemas/params';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { failures } from '../../http/responses.ts';
import { sessionUserId } from '../../http/session-user.ts';
import { enterCourse } from '../courses/course-gate.ts';
import { coursePermission } from '../courses/courses.routes.ts';
import { createOverviewsService } from './overviews.service.ts';

const tags = ['Lecture overviews'];

/** Every call of apiPaths.overviews. The HTML is sanitised with an allow-list before it is stored. */
const overviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createOverviewsService(app);

  app.get(
    apiPaths.overviews.byLecture,
    {
      // Staff with Courses read, or the course's learners with unexpired access (checked in the handler).
      config: { signedIn: true },
      schema: {
        tags,
        summary: "A lecture's overview (null when it has none)",
        params: lectureParamsSchema,
        response: { 200: successBodySchema(overviewSchema.nullable()), ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await enterCourse(app.db, request, request.params.courseId, app.clock.now());
      return { success: true as const, data: await service.get(request.params) };
    },
  );

  app.post(
    apiPaths.overviews.byLecture,
    {
      config: { permission: coursePermission('create') },
      schema: {
        tags,
        summary: 'Write the overview of a lecture (one per lecture)',
        params: lectureParamsSchema,
        body: overviewBodySchema,
        response: { 201: successBodySchema(overviewSchema), ...failures(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const data = await service.create(request.params, request.body.overview, sessionUserId(request));
      return reply.code(201).send({ success: true as const, message: 'Overview added successfully', data });
    },
  );

  app.put(
    apiPaths.overviews.byId,
    {
      config: { permission: coursePermission('update') },
      schema: {
        tags,
        summary: 'Rewrite an overview',
        params: overviewIdParamsSchema,
        body: overviewBodySchema,
        response: { 200: successBodySchema(overviewSchema), ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Overview updated successfully',
      data: await service.update(request.params.overviewId, request.body.overview),
    }),
  );

  app.delete(
    apiPaths.overviews.byId,
    {
      config: { permission: coursePermission('delete') },
      schema: {
        tags,
        summary: 'Delete an overview',
        params: overviewIdParamsSchema,
        response: { 200: messageBodySchema, ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await service.remove(request.params.overviewId);
      return { success: true as const, message: 'Overview deleted successfully' };
    },
  );
};

export default overviewsRoutes;
