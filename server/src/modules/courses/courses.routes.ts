import { courseEndpoints as endpoints } from '@skillhub/shared/endpoints/courses';
import type { PermissionRequirement } from '@skillhub/shared/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendPublicRead } from '../../cache/public-reply.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { sessionUserId } from '../../http/session-user.ts';
import { enterCourse } from './course-gate.ts';
import { createCoursesService } from './courses.service.ts';
import { createPublicCourseReads, publicReadKeys } from './public-course-reads.ts';

const tags = ['Courses'];
export const coursePermission = (operation: PermissionRequirement['operation']): PermissionRequirement => ({
  module: 'Courses',
  subModule: 'Courses',
  operation,
});

/** Every call of courseEndpoints: the public catalogue and course page, and the staff course builder. */
const coursesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createCoursesService(app);
  const reads = createPublicCourseReads(app);

  app.route({
    ...endpointRoute(endpoints.catalogue, {
      tags,
      summary: 'The public catalogue: published courses of active categories',
      failures: [400],
    }),
    handler: async (request, reply) =>
      sendPublicRead(
        request,
        reply,
        app.publicContent,
        publicReadKeys.catalogue(request.query),
        endpoints.catalogue.response,
        () => reads.catalogue(request.query),
      ),
  });

  app.route({
    ...endpointRoute(endpoints.bySlug, {
      tags,
      summary: 'The public page of a published course, by its current or an earlier slug',
      description: 'Drafts and terminated courses answer 404. An old slug answers the course with its current slug.',
      failures: [400, 404],
    }),
    handler: async (request, reply) =>
      sendPublicRead(
        request,
        reply,
        app.publicContent,
        // Not bySlug's own key: reads.courseBySlug keeps the bare course there (the course pages read it too).
        `${publicReadKeys.bySlug(request.params.slug)}:body`,
        endpoints.bySlug.response,
        async () => ({
          success: true as const,
          data: await reads.courseBySlug(request.params.slug),
        }),
      ),
  });

  app.route({
    ...endpointRoute(endpoints.create, {
      tags,
      summary: 'Create a course (basics, details, pricing); it starts as DRAFT',
      failures: [400, 401, 403],
    }),
    config: { permission: coursePermission('create') },
    handler: async (request, reply) => {
      const data = await service.create(request.body, sessionUserId(request));
      return reply.code(201).send({ success: true as const, message: 'Course created successfully', data });
    },
  });

  app.route({
    ...endpointRoute(endpoints.list, {
      tags,
      summary: 'Every course, any status, for staff',
      failures: [400, 401, 403],
    }),
    config: { permission: coursePermission('read') },
    handler: async (request) => service.listForStaff(request.query),
  });

  app.route({
    ...endpointRoute(endpoints.get, {
      tags,
      summary: 'A course with everything the builder edits',
      failures: [400, 401, 403, 404],
    }),
    config: { permission: coursePermission('read') },
    handler: async (request) => ({ success: true as const, data: await service.get(request.params.courseId) }),
  });

  app.route({
    ...endpointRoute(endpoints.updateDetails, {
      tags,
      summary: 'Update basics, details and pricing',
      description: 'A courseStatus different from the current one is a status change under the same rules as PATCH.',
      failures: [400, 401, 403, 404, 409],
    }),
    config: { permission: coursePermission('update') },
    handler: async (request) => ({
      success: true as const,
      message: 'Course updated successfully',
      data: await service.updateDetails(request.params.courseId, request.body),
    }),
  });

  app.route({
    ...endpointRoute(endpoints.saveCurriculum, {
      tags,
      summary: 'Replace the curriculum: sections and lectures in order',
      description:
        'Items sent with their _id are kept (with their videos, overviews and the learners’ notes and ' +
        'progress). An item sent without _id whose title (case and surrounding spaces aside) is that of a ' +
        'live item the body does not name by _id is taken as that item, sent again; one matching nothing is ' +
        'new. Items left out are archived, not deleted: they leave the outline, the player and the progress ' +
        'percentages, and the learners keep their notes and progress on them. A section may be released on a ' +
        'schedule: `opensAfterDays` (days after each learner enrols) or `opensOn` (a date, from 00:00 India time), ' +
        'not both; null clears it, leaving it out keeps it. When it opens each learner is told once by mail and, ' +
        'if their number opted in, with the approved WhatsApp template named `section_opened` (its variables: ' +
        "the learner's name, the section, the course, the link).",
      failures: [400, 401, 403, 404],
    }),
    config: { permission: coursePermission('update') },
    handler: async (request) => ({
      success: true as const,
      message: 'Curriculum saved successfully',
      data: await service.saveCurriculum(request.params.courseId, request.body),
    }),
  });

  app.route({
    ...endpointRoute(endpoints.curriculumImpact, {
      tags,
      summary: 'How many learners have notes or progress on each lecture and section',
      description:
        'Every live section and lecture with the number of learners who have notes or progress on it (a ' +
        'learner counts once per section). The curriculum editor shows it before an item is removed.',
      failures: [400, 401, 403, 404],
    }),
    config: { permission: coursePermission('read') },
    handler: async (request) => ({
      success: true as const,
      data: await service.curriculumImpact(request.params.courseId),
    }),
  });

  app.route({
    ...endpointRoute(endpoints.setStatus, {
      tags,
      summary: 'Move a course between DRAFT, PUBLISHED and TERMINATED',
      description:
        'DRAFT->PUBLISHED (needs sections, each with a lecture, and a price), PUBLISHED->DRAFT, ' +
        'PUBLISHED->TERMINATED, DRAFT->TERMINATED, TERMINATED->DRAFT. Anything else is a 409.',
      failures: [400, 401, 403, 404, 409],
    }),
    config: { permission: coursePermission('update') },
    handler: async (request) => {
      const data = await service.setStatus(request.params.courseId, request.query.status);
      return { success: true as const, message: `Course status changed to ${data.courseStatus}`, data };
    },
  });

  app.route({
    ...endpointRoute(endpoints.remove, {
      tags,
      summary: 'Delete a course, or one of its sections (sectionId), or one lecture (sectionId and subSectionId)',
      description:
        'A section or lecture is archived, not deleted: it leaves the outline and the progress percentages, ' +
        'and the learners keep their notes and progress on it.',
      failures: [400, 401, 403, 404, 409],
    }),
    config: { permission: coursePermission('delete') },
    handler: async (request) => ({
      success: true as const,
      message: await service.remove(request.params.courseId, request.query),
    }),
  });

  app.route({
    ...endpointRoute(endpoints.content, {
      tags,
      summary: "The curriculum with each lecture's video",
      description: 'Staff with Courses read, or a learner with unexpired access; anyone else 403.',
      failures: [400, 401, 403, 404],
    }),
    // Staff with Courses read, or a learner enrolled with unexpired access (checked in the handler).
    config: { signedIn: true },
    handler: async (request) => {
      await enterCourse(app.db, request, request.params.courseId, app.clock.now());
      return { success: true as const, data: await service.content(request.params.courseId) };
    },
  });
};

export default coursesRoutes;
