import { qnaEndpoints as endpoints } from '@skillhub/shared/endpoints/qna';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { createQnaService } from './qna.service.ts';

const tags = ['Q&A'];

/** Every call of qnaEndpoints. Who may see and answer what is decided per course in the service. */
const qnaRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createQnaService(app);

  app.route({
    ...endpointRoute(endpoints.list, {
      tags,
      summary: 'Questions with their replies',
      description:
        'Staff with Courses read see every course (courseId optional, `answered` filter). A learner must name ' +
        'a course they have access to; `mine=true` keeps only their own questions.',
      failures: [400, 401, 403, 404],
    }),
    config: { signedIn: true },
    handler: async (request) => service.list(request, request.query),
  });

  app.route({
    ...endpointRoute(endpoints.ask, {
      tags,
      summary: 'Ask a question about a course (optionally about one lecture)',
      description:
        'Needs an enrolment with unexpired access, staff included: reading a course for staff work is not ' +
        'taking it (403 saying so).',
      failures: [400, 401, 403, 404],
    }),
    config: { signedIn: true },
    handler: async (request, reply) => {
      const data = await service.ask(request, request.query.courseId, request.body);
      return reply.code(201).send({ success: true as const, message: 'Question posted successfully', data });
    },
  });

  app.route({
    ...endpointRoute(endpoints.reply, {
      tags,
      summary: 'Reply to a question',
      description:
        'Staff with Courses update answer (isStaff, marks the question answered); a learner enrolled with ' +
        "unexpired access to the question's course joins in. Staff who may only read: 403. Anyone else: 404.",
      failures: [400, 401, 403, 404],
    }),
    config: { signedIn: true },
    handler: async (request, reply) => {
      const data = await service.reply(request, request.params.qnaId, request.body.reply);
      return reply.code(201).send({ success: true as const, message: 'Reply posted successfully', data });
    },
  });
};

export default qnaRoutes;
