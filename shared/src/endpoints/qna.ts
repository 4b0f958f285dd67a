import { apiPaths } from '../api-paths.ts';
import { endpoint } from '../endpoint.ts';
import { listBodySchema, successBodySchema } from '../schemas/common.ts';
import { qnaIdParamsSchema } from '../schemas/params.ts';
import {
  listQnaQuerySchema,
  qnaSchema,
  questionBodySchema,
  questionQuerySchema,
  replyBodySchema,
} from '../schemas/qna.ts';

/** Course Q&A: the learner's questions and everyone's replies; the staff list reads the same call. */
export const qnaEndpoints = {
  list: endpoint({
    method: 'GET',
    path: apiPaths.qna.list,
    query: listQnaQuerySchema,
    response: listBodySchema(qnaSchema),
  }),
  /** The course goes in the query; the lecture, when asked from the player, in the body. */
  ask: endpoint({
    method: 'POST',
    path: apiPaths.qna.create,
    query: questionQuerySchema,
    body: questionBodySchema,
    response: successBodySchema(qnaSchema),
    status: 201,
  }),
  reply: endpoint({
    method: 'POST',
    path: apiPaths.qna.reply,
    params: qnaIdParamsSchema,
    body: replyBodySchema,
    response: successBodySchema(qnaSchema),
    status: 201,
  }),
};
