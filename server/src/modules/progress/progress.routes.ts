import { courseOutlineEndpoints as outlineEndpoints } from '@skillhub/shared/endpoints/course-outline';
import { progressEndpoints as endpoints } from '@skillhub/shared/endpoints/progress';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { jsonSchemaSerializerCompiler } from '../../http/json-schema-serializer.ts';
import { PER_REQUEST_COMPRESSION } from '../../plugins/external/compression.ts';
import { createCourseOutlineService } from './course-outline.service.ts';
import { createProgressService } from './progress.service.ts';

const tags = ['Progress'];

/** The course player's progress: the resume position of each lecture and which ones are done. */
const progressRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createProgressService(app);
  const outline = createCourseOutlineService(app);

  app.route({
    ...endpointRoute(outlineEndpoints.get, {
      tags,
      summary: "The course player's outline: sections with their locks, quizzes and the caller's progress",
      description:
        'One call for everything the outline shows. Each section says when it opens for the caller (`opensAt`: ' +
        'a number of days after their enrolment, or 00:00 India time of a date) and whether it is `locked` now; ' +
        "a locked section's lectures, videos, overviews, notes, questions and quizzes answer 403 until then. " +
        'Staff with Courses read see every section open. Staff with Courses read, or a learner with unexpired ' +
        'access; anyone else 403.',
      failures: [400, 401, 403, 404],
    }),
    config: { signedIn: true },
    // The player's largest read, made per learner as the player opens: encoded from its JSON Schema rather than
    // by zod, and compressed with gzip, not brotli.
    serializerCompiler: jsonSchemaSerializerCompiler([200]),
    compress: PER_REQUEST_COMPRESSION,
    handler: async (request) => ({ success: true as const, data: await outline.get(request, request.params.courseId) }),
  });

  app.route({
    ...endpointRoute(endpoints.byCourse, {
      tags,
      summary: "The caller's progress in a course",
      failures: [400, 401, 403, 404],
    }),
    config: { signedIn: true },
    handler: async (request) => ({ success: true as const, data: await service.get(request, request.params.courseId) }),
  });

  app.route({
    ...endpointRoute(endpoints.saveLecture, {
      tags,
      summary: 'Save the playback position of a lecture, and mark it complete or not',
      description:
        'A lecture with a known length is marked complete automatically once playback passes 90% of it or ' +
        'its last 5 seconds. `completed: false` clears the mark. Needs an enrolment with unexpired access, ' +
        'staff included: reading a course for staff work is not taking it (403 saying so).',
      failures: [400, 401, 403, 404],
    }),
    config: { signedIn: true },
    handler: async (request) => ({
      success: true as const,
      data: await service.save(request, request.params, request.body),
    }),
  });
};

export default progressRoutes;
