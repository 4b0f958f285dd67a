import { announcementEndpoints as endpoints } from '@skillhub/shared/endpoints/announcements';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { sessionUserId } from '../../http/session-user.ts';
import { enterCourse } from '../courses/course-gate.ts';
import { coursePermission } from '../courses/courses.routes.ts';
import { createAnnouncementsService } from './announcements.service.ts';

const tags = ['Announcements'];

/** Every call of announcementEndpoints. */
const announcementsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createAnnouncementsService(app);

  app.route({
    ...endpointRoute(endpoints.list, {
      tags,
      summary: "A course's announcements, newest first",
      failures: [400, 401, 403, 404],
    }),
    // Staff with Courses read, or the course's learners with unexpired access (checked in the handler).
    config: { signedIn: true },
    handler: async (request) => {
      await enterCourse(app.db, request, request.params.courseId, app.clock.now());
      return { success: true as const, data: await service.list(request.params.courseId) };
    },
  });

  app.route({
    ...endpointRoute(endpoints.create, {
      tags,
      summary: 'Post an announcement to a course',
      failures: [400, 401, 403, 404],
    }),
    config: { permission: coursePermission('create') },
    handler: async (request, reply) => {
      const data = await service.create(request.params.courseId, request.body, sessionUserId(request));
      return reply.code(201).send({ success: true as const, message: 'Announcement posted successfully', data });
    },
  });

  app.route({
    ...endpointRoute(endpoints.update, { tags, summary: 'Edit an announcement', failures: [400, 401, 403, 404] }),
    config: { permission: coursePermission('update') },
    handler: async (request) => ({
      success: true as const,
      message: 'Announcement updated successfully',
      data: await service.update(request.params.announcementId, request.body),
    }),
  });

  app.route({
    ...endpointRoute(endpoints.remove, { tags, summary: 'Delete an announcement', failures: [400, 401, 403, 404] }),
    config: { permission: coursePermission('delete') },
    handler: async (request) => {
      await service.remove(request.params.announcementId);
      return { success: true as const, message: 'Announcement deleted successfully' };
    },
  });
};

export default announcementsRoutes;
