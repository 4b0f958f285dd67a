import { apiPaths } from '../api-paths.ts';
import { endpoint } from '../endpoint.ts';
import { messageBodySchema, successBodySchema } from '../schemas/common.ts';
import { overviewBodySchema, overviewSchema } from '../schemas/overview.ts';
import { lectureParamsSchema, overviewIdParamsSchema } from '../schemas/params.ts';

/** The lecture-overview calls (one overview per lecture). */
export const overviewEndpoints = {
  /** `data` is null when the lecture has no overview yet. */
  get: endpoint({
    method: 'GET',
    path: apiPaths.overviews.byLecture,
    params: lectureParamsSchema,
    response: successBodySchema(overviewSchema.nullable()),
  }),
  create: endpoint({
    method: 'POST',
    path: apiPaths.overviews.byLecture,
    params: lectureParamsSchema,
    body: overviewBodySchema,
    response: successBodySchema(overviewSchema),
    status: 201,
  }),
  update: endpoint({
    method: 'PUT',
    path: apiPaths.overviews.byId,
    params: overviewIdParamsSchema,
    body: overviewBodySchema,
    response: successBodySchema(overviewSchema),
  }),
  remove: endpoint({
    method: 'DELETE',
    path: apiPaths.overviews.byId,
    params: overviewIdParamsSchema,
    response: messageBodySchema,
  }),
};
