import { quizEndpoints as endpoints } from '@skillhub/shared/endpoints/quizzes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { jsonSchemaSerializerCompiler } from '../../http/json-schema-serializer.ts';
import { coursePermission } from '../courses/courses.routes.ts';
import { createQuizAttemptsService } from './quiz-attempts.service.ts';
import { createQuizzesService } from './quizzes.service.ts';

const tags = ['Quizzes'];
const LEARNER_ACCESS =
  'Needs an enrolment with unexpired access, staff included (403 otherwise); a course, quiz or attempt that ' +
  'is not there, or not the caller’s, answers 404.';

/** Quizzes: staff build them in the curriculum editor; enrolled learners take them in the player. */
const quizzesRoutes: FastifyPluginAsyncZod = async (app) => {
  const quizzes = createQuizzesService(app);
  const attempts = createQuizAttemptsService(app);

  app.route({
    ...endpointRoute(endpoints.list, {
      tags,
      summary: "A course's live quizzes, with their questions and right answers, and its question bank",
      failures: [400, 401, 403, 404],
    }),
    config: { permission: coursePermission('read') },
    handler: async (request) => ({ success: true as const, data: await quizzes.list(request.params.courseId) }),
  });

  app.route({
    ...endpointRoute(endpoints.create, {
      tags,
      summary: 'Add a quiz to a section, after a number of its lectures',
      failures: [400, 401, 403, 404],
    }),
    config: { permission: coursePermission('update') },
    handler: async (request, reply) =>
      reply.code(201).send({
        success: true as const,
        message: 'Quiz created successfully',
        data: await quizzes.create(request.params.courseId, request.body),
      }),
  });

  app.route({
    ...endpointRoute(endpoints.update, {
      tags,
      summary: 'Change a quiz: its place, settings and questions',
      description:
        'Questions sent with their _id are updated, the others added, those left out removed. Attempts already ' +
        'started keep the questions as they were when they started.',
      failures: [400, 401, 403, 404],
    }),
    config: { permission: coursePermission('update') },
    handler: async (request) => ({
      success: true as const,
      message: 'Quiz saved successfully',
      data: await quizzes.update(request.params.courseId, request.params.quizId, request.body),
    }),
  });

  app.route({
    ...endpointRoute(endpoints.remove, {
      tags,
      summary: 'Remove a quiz',
      description:
        'Deleted while no learner has attempted it; archived after: it leaves the outline and the progress, and ' +
        'the attempts stay.',
      failures: [400, 401, 403, 404, 409],
    }),
    config: { permission: coursePermission('delete') },
    handler: async (request) => ({
      success: true as const,
      message: await quizzes.remove(request.params.courseId, request.params.quizId),
    }),
  });

  app.route({
    ...endpointRoute(endpoints.saveBank, {
      tags,
      summary: "Replace the course's question bank",
      description: 'Quizzes draw their bankDraw questions at random from it for each attempt.',
      failures: [400, 401, 403, 404],
    }),
    config: { permission: coursePermission('update') },
    handler: async (request) => ({
      success: true as const,
      message: 'Question bank saved successfully',
      data: await quizzes.saveBank(request.params.courseId, request.body),
    }),
  });

  app.route({
    ...endpointRoute(endpoints.mine, {
      tags,
      summary: "The caller's standing in each quiz of a course: attempts, best score, passed, open attempt",
      description:
        'Staff with Courses read, or a learner with unexpired access; anyone else 403. A quiz counts as done ' +
        'once passed (any attempt at or above its pass mark). The course percentage (GET /course/progress) ' +
        'stays the share of live lectures completed, which every existing figure and mail uses; the player ' +
        'shows the quizzes passed beside it, from this call. An open attempt whose time ran out is graded here.',
      failures: [400, 401, 403, 404],
    }),
    config: { signedIn: true },
    handler: async (request) => ({
      success: true as const,
      data: await attempts.mine(request, request.params.courseId),
    }),
  });

  app.route({
    ...endpointRoute(endpoints.start, {
      tags,
      summary: 'Start an attempt, or resume the open one',
      description: `The questions come without their right answers. 409 once the attempts allowed are used. ${LEARNER_ACCESS}`,
      failures: [400, 401, 403, 404, 409],
    }),
    config: { signedIn: true },
    handler: async (request) => ({ success: true as const, data: await attempts.start(request, request.params) }),
  });

  app.route({
    ...endpointRoute(endpoints.attempt, {
      tags,
      summary: "One of the caller's attempts: open (to resume) or submitted (the score and the review)",
      failures: [400, 401, 403, 404],
    }),
    config: { signedIn: true },
    handler: async (request) => ({ success: true as const, data: await attempts.get(request, request.params) }),
  });

  app.route({
    ...endpointRoute(endpoints.answer, {
      tags,
      summary: 'Save the answer to one question of an open attempt',
      description: `409 once the attempt is submitted or its time is up. ${LEARNER_ACCESS}`,
      failures: [400, 401, 403, 404, 409],
    }),
    config: { signedIn: true },
    handler: async (request) => ({
      success: true as const,
      data: await attempts.answer(request, request.params, request.body),
    }),
  });

  app.route({
    ...endpointRoute(endpoints.submit, {
      tags,
      summary: 'Submit an attempt: graded on the server; answers the score (the review is the attempt, read after)',
      description: `A second submit is a 409. ${LEARNER_ACCESS}`,
      failures: [400, 401, 403, 404, 409],
    }),
    config: { signedIn: true },
    // A class submits together: encoded from its JSON Schema, not by a zod encode per answer.
    serializerCompiler: jsonSchemaSerializerCompiler([200]),
    handler: async (request) => ({
      success: true as const,
      message: 'Quiz submitted',
      data: await attempts.submit(request, request.params),
    }),
  });
};

export default quizzesRoutes;
