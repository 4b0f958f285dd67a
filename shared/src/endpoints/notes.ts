import { apiPaths } from '../api-paths.ts';
import { endpoint } from '../endpoint.ts';
import { listBodySchema, messageBodySchema, successBodySchema } from '../schemas/common.ts';
import {
  listNotesQuerySchema,
  noteBodySchema,
  noteSchema,
  noteTargetQuerySchema,
  noteUpdateBodySchema,
} from '../schemas/note.ts';
import { noteIdParamsSchema } from '../schemas/params.ts';

/** The learner's own notes. */
export const noteEndpoints = {
  /** The lecture goes in the query, the text and video time in the body. */
  create: endpoint({
    method: 'POST',
    path: apiPaths.notes.create,
    query: noteTargetQuerySchema,
    body: noteBodySchema,
    response: successBodySchema(noteSchema),
    status: 201,
  }),
  mine: endpoint({
    method: 'GET',
    path: apiPaths.notes.mine,
    query: listNotesQuerySchema,
    response: listBodySchema(noteSchema),
  }),
  update: endpoint({
    method: 'PUT',
    path: apiPaths.notes.byId,
    params: noteIdParamsSchema,
    body: noteUpdateBodySchema,
    response: successBodySchema(noteSchema),
  }),
  remove: endpoint({
    method: 'DELETE',
    path: apiPaths.notes.byId,
    params: noteIdParamsSchema,
    response: messageBodySchema,
  }),
};
