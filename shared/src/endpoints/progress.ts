import { apiPaths } from '../api-paths.ts';
import { endpoint } from '../endpoint.ts';
import { successBodySchema } from '../schemas/common.ts';
import { courseIdParamsSchema, lectureParamsSchema } from '../schemas/params.ts';
import { courseProgressSchema, lectureProgressBodySchema } from '../schemas/progress.ts';

/** The course player's progress calls; both answer the course's whole progress. */
export const progressEndpoints = {
  byCourse: endpoint({
    method: 'GET',
    path: apiPaths.progress.byCourse,
    params: courseIdParamsSchema,
    response: successBodySchema(courseProgressSchema),
  }),
  saveLecture: endpoint({
    method: 'PUT',
    path: apiPaths.progress.byLecture,
    params: lectureParamsSchema,
    body: lectureProgressBodySchema,
    response: successBodySchema(courseProgressSchema),
  }),
};
