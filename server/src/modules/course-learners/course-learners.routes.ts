import { courseLearnersEndpoints as endpoints } from '@skillhub/shared/endpoints/course-learners';
import { DEFAULT_INACTIVE_DAYS, MAX_INACTIVE_DAYS } from '@skillhub/shared/schemas/course-learners';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { sessionUserId } from '../../http/session-user.ts';
import { coursePermission } from '../courses/courses.routes.ts';
import { createCourseLearnersService } from './course-learners.service.ts';

const tags = ['Course learners'];

/**
 * Dashboard › Courses › Learners. Reading needs Courses read, like the other staff course reads. A nudge needs
 * Courses update: it messages the course's own learners, as an announcement does, and the Enquiries permission
 * is about leads, not enrolled learners.
 */
const courseLearnersRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createCourseLearnersService(app);

  app.route({
    ...endpointRoute(endpoints.summary, {
      tags,
      summary: "A course's learners in figures: enrolled, started, completed, median progress, quiz pass rates",
      description:
        'Counts learners with unexpired access. Progress is the share of live lectures completed; the median ' +
        'counts a learner who has not started as 0. Also lists the approved WhatsApp templates a nudge can send.',
      failures: [400, 401, 403, 404],
    }),
    config: { permission: coursePermission('read') },
    handler: async (request) => ({ success: true as const, data: await service.summary(request.params.courseId) }),
  });

  app.route({
    ...endpointRoute(endpoints.inactive, {
      tags,
      summary: 'The learners who have not opened the course for `inactiveDays` days, the longest idle first',
      description:
        `\`inactiveDays\` from 1 to ${MAX_INACTIVE_DAYS}, ${DEFAULT_INACTIVE_DAYS} by default. A learner's last ` +
        'activity is their last opening of the course in the player or progress in a lecture; one who never ' +
        'opened it counts from their enrolment. A learner who completed every live lecture is not at risk and ' +
        'is left out. Search matches the name or the e-mail. Each row has the ' +
        "learner's progress and latest nudge.",
      failures: [400, 401, 403, 404],
    }),
    config: { permission: coursePermission('read') },
    handler: async (request) => {
      const { page, limit } = request.query;
      const { rows, total } = await service.inactive(request.params.courseId, request.query);
      return {
        success: true as const,
        data: rows,
        pagination: { page, limit, total, totalPages: Math.ceil(total / limit) },
      };
    },
  });

  app.route({
    ...endpointRoute(endpoints.nudge, {
      tags,
      summary: 'Nudge a learner of the course by e-mail or an approved WhatsApp template',
      description:
        'At most one nudge per learner and course in 24 hours (409 saying when the last was sent). WhatsApp goes ' +
        "only to the number of the learner's latest enquiry when that contact opted in (409 otherwise), with a " +
        'template that is Approved, has no media header and at most 3 body variables, filled with the ' +
        "learner's name, the course's title and the link to it (400 otherwise). 404 for a learner without a " +
        'current enrolment.',
      failures: [400, 401, 403, 404, 409],
    }),
    config: { permission: coursePermission('update') },
    handler: async (request, reply) => {
      const { courseId, userId } = request.params;
      const data = await service.nudge(courseId, userId, request.body, sessionUserId(request));
      const message = data.channel === 'mail' ? 'Nudge e-mail queued' : 'Nudge WhatsApp message queued';
      return reply.code(201).send({ success: true as const, message, data });
    },
  });
};

export default courseLearnersRoutes;
