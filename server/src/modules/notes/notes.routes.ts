import { noteEndpoints as endpoints } from '@skillhub/shared/endpoints/notes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { sessionUserId } from '../../http/session-user.ts';
import { createNotesService } from './notes.service.ts';

const tags = ['Notes'];

/** Every call of noteEndpoints: the caller's own notes only; another learner's note answers 404. */
const notesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createNotesService(app);

  app.route({
    ...endpointRoute(endpoints.create, {
      tags,
      summary: 'Take a note on a lecture, at a video time',
      description:
        'Needs an enrolment with unexpired access, staff included: reading a course for staff work is not ' +
        'taking it (403 saying so).',
      failures: [400, 401, 403, 404],
    }),
    config: { signedIn: true },
    handler: async (request, reply) => {
      const data = await service.create(request, request.query, request.body);
      return reply.code(201).send({ success: true as const, message: 'Note added successfully', data });
    },
  });

  app.route({
    ...endpointRoute(endpoints.mine, {
      tags,
      summary: "The caller's notes: filter by course, section or lecture, search the text, sort",
      failures: [400, 401],
    }),
    config: { signedIn: true },
    handler: async (request) => service.listOwn(sessionUserId(request), request.query),
  });

  app.route({
    ...endpointRoute(endpoints.update, {
      tags,
      summary: 'Edit the text of one of your notes',
      failures: [400, 401, 404],
    }),
    config: { signedIn: true },
    handler: async (request) => ({
      success: true as const,
      message: 'Note updated successfully',
      data: await service.update(sessionUserId(request), request.params.noteId, request.body.content),
    }),
  });

  app.route({
    ...endpointRoute(endpoints.remove, { tags, summary: 'Delete one of your notes', failures: [400, 401, 404] }),
    config: { signedIn: true },
    handler: async (request) => {
      await service.remove(sessionUserId(request), request.params.noteId);
      return { success: true as const, message: 'Note deleted successfully' };
    },
  });
};

export default notesRoutes;
