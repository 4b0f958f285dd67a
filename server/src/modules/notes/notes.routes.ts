import { apiPaths } from '@skillhub/shared/api-paths';
import { listBodySchema, messageBodySchema, successBodySchema } from '@skillhub/shared/schemas/common';
import {
  listNotesQuerySchema,
  noteBodySchema,
  noteSchema,
  noteTargetQuerySchema,
  noteUpdateBodySchema,
} from '@skillhub/shared/schemas/note';
import { noteIdParamsSchema } from '@skillhub/shared/schemas/params';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { failures } from '../../http/responses.ts';
import { sessionUserId } from '../../http/session-user.ts';
import { createNotesService } from './notes.service.ts';

const tags = ['Notes'];

/** Every call of apiPaths.notes: the caller's own notes only; another learner's note answers 404. */
const notesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createNotesService(app);

  app.post(
    apiPaths.notes.create,
    {
      config: { signedIn: true },
      schema: {
        tags,
        summary: 'Take a note on a lecture, at a video time',
        description:
          'Needs an enrolment with unexpired access, staff included: reading a course for staff work is not ' +
          'taking it (403 saying so).',
        querystring: noteTargetQuerySchema,
        body: noteBodySchema,
        response: { 201: successBodySchema(noteSchema), ...failures(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const data = await service.create(request, request.query, request.body);
      return reply.code(201).send({ success: true as const, message: 'Note added successfully', data });
    },
  );

  app.get(
    apiPaths.notes.mine,
    {
      config: { signedIn: true },
      schema: {
        tags,
        summary: "The caller's notes: filter by course, section or lecture, search the text, sort",
        querystring: listNotesQuerySchema,
        response: { 200: listBodySchema(noteSchema), ...failures(400, 401) },
      },
    },
    async (request) => service.listOwn(sessionUserId(request), request.query),
  );

  app.put(
    apiPaths.notes.byId,
    {
      config: { signedIn: true },
      schema: {
        tags,
        summary: 'Edit the text of one of your notes',
        params: noteIdParamsSchema,
        body: noteUpdateBodySchema,
        response: { 200: successBodySchema(noteSchema), ...failures(400, 401, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Note updated successfully',
      data: await service.update(sessionUserId(request), request.params.noteId, request.body.content),
    }),
  );

  app.delete(
    apiPaths.notes.byId,
    {
      config: { signedIn: true },
      schema: {
        tags,
        summary: 'Delete one of your notes',
        params: noteIdParamsSchema,
        response: { 200: messageBodySchema, ...failures(400, 401, 404) },
      },
    },
    async (request) => {
      await service.remove(sessionUserId(request), request.params.noteId);
      return { success: true as const, message: 'Note deleted successfully' };
    },
  );
};

export default notesRoutes;
