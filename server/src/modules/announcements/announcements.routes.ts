import { apiPaths } from '@skillhub/shared/api-paths';
import { announcementBodySchema, announcementSchema } from '@skillhub/shared/schemas/announcement';
import { messageBodySchema, successBodySchema } from '@skillhub/shared/schemas/common';
import { announcementIdParamsSchema, courseIdParamsSchema } from '@skillhub/shared/schemas/params';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { failures } from '../../http/responses.ts';
import { sessionUserId } from '../../http/session-user.ts';
import { enterCourse } from '../courses/course-gate.ts';
import { coursePermission } from '../courses/courses.routes.ts';
import { createAnnouncementsService } from './announcements.service.ts';

const tags = ['Announcements'];

/** Every call of apiPaths.announcements. */
const announcementsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createAnnouncementsService(app);

  app.get(
    apiPaths.announcements.byCourse,
    {
      // Staff with Courses read, or the course's learners with unexpired access (checked in the handler).
      config: { signedIn: true },
      schema: {
        tags,
        summary: "A course's announcements, newest first",
        params: courseIdParamsSchema,
        response: { 200: successBodySchema(z.array(announcementSchema)), ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await enterCourse(app.db, request, request.params.courseId, app.clock.now());
      return { success: true as const, data: await service.list(request.params.courseId) };
    },
  );

  app.post(
    apiPaths.announcements.byCourse,
    {
      config: { permission: coursePermission('create') },
      schema: {
        tags,
        summary: 'Post an announcement to a course',
        params: courseIdParamsSchema,
        body: announcementBodySchema,
        response: { 201: successBodySchema(announcementSchema), ...failures(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const data = await service.create(request.params.courseId, request.body, sessionUserId(request));
      return reply.code(201).send({ success: true as const, message: 'Announcement posted successfully', data });
    },
  );

  app.put(
    apiPaths.announcements.byId,
    {
      config: { permission: coursePermission('update') },
      schema: {
        tags,
        summary: 'Edit an announcement',
        params: announcementIdParamsSchema,
        body: announcementBodySchema,
        response: { 200: successBodySchema(announcementSchema), ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Announcement updated successfully',
      data: await service.update(request.params.announcementId, request.body),
    }),
  );

  app.delete(
    apiPaths.announcements.byId,
    {
      config: { permission: coursePermission('delete') },
      schema: {
        tags,
        summary: 'Delete an announcement',
        params: announcementIdParamsSchema,
        response: { 200: messageBodySchema, ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await service.remove(request.params.announcementId);
      return { success: true as const, message: 'Announcement deleted successfully' };
    },
  );
};

export default announcementsRoutes;
