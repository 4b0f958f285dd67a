import { z } from 'zod';
import { apiPaths } from '../api-paths.ts';
import { endpoint } from '../endpoint.ts';
import { announcementBodySchema, announcementSchema } from '../schemas/announcement.ts';
import { messageBodySchema, successBodySchema } from '../schemas/common.ts';
import { announcementIdParamsSchema, courseIdParamsSchema } from '../schemas/params.ts';

/** The course-announcement calls. */
export const announcementEndpoints = {
  /** Newest first; staff, or the course's learners with unexpired access. */
  list: endpoint({
    method: 'GET',
    path: apiPaths.announcements.byCourse,
    params: courseIdParamsSchema,
    response: successBodySchema(z.array(announcementSchema)),
  }),
  create: endpoint({
    method: 'POST',
    path: apiPaths.announcements.byCourse,
    params: courseIdParamsSchema,
    body: announcementBodySchema,
    response: successBodySchema(announcementSchema),
    status: 201,
  }),
  update: endpoint({
    method: 'PUT',
    path: apiPaths.announcements.byId,
    params: announcementIdParamsSchema,
    body: announcementBodySchema,
    response: successBodySchema(announcementSchema),
  }),
  remove: endpoint({
    method: 'DELETE',
    path: apiPaths.announcements.byId,
    params: announcementIdParamsSchema,
    response: messageBodySchema,
  }),
};
