import { overviewEndpoints as endpoints } from '@skillhub/shared/endpoints/overviews';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { sessionUserId } from '../../http/session-user.ts';
import { enterCourse } from '../courses/course-gate.ts';
import { coursePermission } from '../courses/courses.routes.ts';
import { requireSectionOpen } from '../courses/section-release.ts';
import { createOverviewsService } from './overviews.service.ts';

const tags = ['Lecture overviews'];

/** Every call of overviewEndpoints. The HTML is sanitised with an allow-list before it is stored. */
const overviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createOverviewsService(app);

  app.route({
    ...endpointRoute(endpoints.get, {
      tags,
      summary: "A lecture's overview (null when it has none)",
      failures: [400, 401, 403, 404],
    }),
    // Staff with Courses read, or the course's learners with unexpired access (checked in the handler).
    config: { signedIn: true },
    handler: async (request) => {
      const now = app.clock.now();
      await enterCourse(app.db, request, request.params.courseId, now);
      await requireSectionOpen(app.db, request, request.params, now);
      return { success: true as const, data: await service.get(request.params) };
    },
  });

  app.route({
    ...endpointRoute(endpoints.create, {
      tags,
      summary: 'Write the overview of a lecture (one per lecture)',
      failures: [400, 401, 403, 404, 409],
    }),
    config: { permission: coursePermission('create') },
    handler: async (request, reply) => {
      const data = await service.create(request.params, request.body.overview, sessionUserId(request));
      return reply.code(201).send({ success: true as const, message: 'Overview added successfully', data });
    },
  });

  app.route({
    ...endpointRoute(endpoints.update, { tags, summary: 'Rewrite an overview', failures: [400, 401, 403, 404] }),
    config: { permission: coursePermission('update') },
    handler: async (request) => ({
      success: true as const,
      message: 'Overview updated successfully',
      data: await service.update(request.params.overviewId, request.body.overview),
    }),
  });

  app.route({
    ...endpointRoute(endpoints.remove, { tags, summary: 'Delete an overview', failures: [400, 401, 403, 404] }),
    config: { permission: coursePermission('delete') },
    handler: async (request) => {
      await service.remove(request.params.overviewId);
      return { success: true as const, message: 'Overview deleted successfully' };
    },
  });
};

export default overviewsRoutes;
