import { apiPaths } from '@skillhub/shared/api-paths';
import type { PermissionRequirement } from '@skillhub/shared/permissions';
import { listBodySchema, messageBodySchema, successBodySchema } from '@skillhub/shared/schemas/common';
import {
  catalogueCardSchema,
  catalogueQuerySchema,
  courseBodySchema,
  courseContentSchema,
  courseSchema,
  courseStatusQuerySchema,
  courseSummarySchema,
  curriculumBodySchema,
  curriculumImpactSchema,
  deleteCourseQuerySchema,
  listCoursesQuerySchema,
  publicCourseSchema,
} from '@skillhub/shared/schemas/course';
import { courseIdParamsSchema, slugParamsSchema } from '@skillhub/shared/schemas/params';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { failures } from '../../http/responses.ts';
import { sessionUserId } from '../../http/session-user.ts';
import { enterCourse } from './course-gate.ts';
import { createCoursesService } from './courses.service.ts';

const tags = ['Courses'];
export const coursePermission = (operation: PermissionRequirement['operation']): PermissionRequirement => ({
  module: 'Courses',
  subModule: 'Courses',
  operation,
});

/** Every call of apiPaths.courses: the public catalogue and course page, and the staff course builder. */
const coursesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createCoursesService(app);

  app.get(
    apiPaths.courses.published,
    {
      schema: {
        tags,
        summary: 'The public catalogue: published courses of active categories',
        querystring: catalogueQuerySchema,
        response: { 200: listBodySchema(catalogueCardSchema), ...failures(400) },
      },
    },
    async (request) => service.catalogue(request.query),
  );

  app.get(
    apiPaths.courses.bySlug,
    {
      schema: {
        tags,
        summary: 'The public page of a published course, by its current or an earlier slug',
        description: 'Drafts and terminated courses answer 404. An old slug answers the course with its current slug.',
        params: slugParamsSchema,
        response: { 200: successBodySchema(publicCourseSchema), ...failures(400, 404) },
      },
    },
    async (request) => ({ success: true as const, data: await service.bySlug(request.params.slug) }),
  );

  app.post(
    apiPaths.courses.create,
    {
      config: { permission: coursePermission('create') },
      schema: {
        tags,
        summary: 'Create a course (basics, details, pricing); it starts as DRAFT',
        body: courseBodySchema,
        response: { 201: successBodySchema(courseSchema), ...failures(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const data = await service.create(request.body, sessionUserId(request));
      return reply.code(201).send({ success: true as const, message: 'Course created successfully', data });
    },
  );

  app.get(
    apiPaths.courses.all,
    {
      config: { permission: coursePermission('read') },
      schema: {
        tags,
        summary: 'Every course, any status, for staff',
        querystring: listCoursesQuerySchema,
        response: { 200: listBodySchema(courseSummarySchema), ...failures(400, 401, 403) },
      },
    },
    async (request) => service.listForStaff(request.query),
  );

  app.get(
    apiPaths.courses.byId,
    {
      config: { permission: coursePermission('read') },
      schema: {
        tags,
        summary: 'A course with everything the builder edits',
        params: courseIdParamsSchema,
        response: { 200: successBodySchema(courseSchema), ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => ({ success: true as const, data: await service.get(request.params.courseId) }),
  );

  app.put(
    apiPaths.courses.details,
    {
      config: { permission: coursePermission('update') },
      schema: {
        tags,
        summary: 'Update basics, details and pricing',
        description: 'A courseStatus different from the current one is a status change under the same rules as PATCH.',
        params: courseIdParamsSchema,
        body: courseBodySchema,
        response: { 200: successBodySchema(courseSchema), ...failures(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Course updated successfully',
      data: await service.updateDetails(request.params.courseId, request.body),
    }),
  );

  app.put(
    apiPaths.courses.curriculum,
    {
      config: { permission: coursePermission('update') },
      schema: {
        tags,
        summary: 'Replace the curriculum: sections and lectures in order',
        description:
          'Items sent with their _id are kept (with their videos, overviews and the learners’ notes and ' +
          'progress). An item sent without _id whose title (case and surrounding spaces aside) is that of a ' +
          'live item the body does not name by _id is taken as that item, sent again; one matching nothing is ' +
          'new. Items left out are archived, not deleted: they leave the outline, the player and the progress ' +
          'percentages, and the learners keep their notes and progress on them.',
        params: courseIdParamsSchema,
        body: curriculumBodySchema,
        response: { 200: successBodySchema(courseSchema), ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Curriculum saved successfully',
      data: await service.saveCurriculum(request.params.courseId, request.body),
    }),
  );

  app.get(
    apiPaths.courses.curriculumImpact,
    {
      config: { permission: coursePermission('read') },
      schema: {
        tags,
        summary: 'How many learners have notes or progress on each lecture and section',
        description:
          'Every live section and lecture with the number of learners who have notes or progress on it (a ' +
          'learner counts once per section). The curriculum editor shows it before an item is removed.',
        params: courseIdParamsSchema,
        response: { 200: successBodySchema(curriculumImpactSchema), ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => ({ success: true as const, data: await service.curriculumImpact(request.params.courseId) }),
  );

  app.patch(
    apiPaths.courses.status,
    {
      config: { permission: coursePermission('update') },
      schema: {
        tags,
        summary: 'Move a course between DRAFT, PUBLISHED and TERMINATED',
        description:
          'DRAFT->PUBLISHED (needs sections, each with a lecture, and a price), PUBLISHED->DRAFT, ' +
          'PUBLISHED->TERMINATED, DRAFT->TERMINATED, TERMINATED->DRAFT. Anything else is a 409.',
        params: courseIdParamsSchema,
        querystring: courseStatusQuerySchema,
        response: { 200: successBodySchema(courseSchema), ...failures(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const data = await service.setStatus(request.params.courseId, request.query.status);
      return { success: true as const, message: `Course status changed to ${data.courseStatus}`, data };
    },
  );

  app.delete(
    apiPaths.courses.byId,
    {
      config: { permission: coursePermission('delete') },
      schema: {
        tags,
        summary: 'Delete a course, or one of its sections (sectionId), or one lecture (sectionId and subSectionId)',
        description:
          'A section or lecture is archived, not deleted: it leaves the outline and the progress percentages, ' +
          'and the learners keep their notes and progress on it.',
        params: courseIdParamsSchema,
        querystring: deleteCourseQuerySchema,
        response: { 200: messageBodySchema, ...failures(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({
      success: true as const,
      message: await service.remove(request.params.courseId, request.query),
    }),
  );

  app.get(
    apiPaths.courses.content,
    {
      // Staff with Courses read, or a learner enrolled with unexpired access (checked in the handler).
      config: { signedIn: true },
      schema: {
        tags,
        summary: "The curriculum with each lecture's video",
        description: 'Staff with Courses read, or a learner with unexpired access; anyone else 403.',
        params: courseIdParamsSchema,
        response: { 200: successBodySchema(courseContentSchema), ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await enterCourse(app.db, request, request.params.courseId, app.clock.now());
      return { success: true as const, data: await service.content(request.params.courseId) };
    },
  );
};

export default coursesRoutes;
