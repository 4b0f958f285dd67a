import { apiPaths } from '../api-paths.ts';
import { endpoint } from '../endpoint.ts';
import { successBodySchema } from '../schemas/common.ts';
import { courseIdParamsSchema } from '../schemas/params.ts';
import { listRatingsQuerySchema, ratingBodySchema, ratingSchema, ratingsListBodySchema } from '../schemas/rating.ts';

/** Course ratings. */
export const ratingEndpoints = {
  /** Rates a course: 201 for a first rating, 200 (same body) when it changes the caller's rating. */
  rate: endpoint({
    method: 'POST',
    path: apiPaths.ratings.rate,
    params: courseIdParamsSchema,
    body: ratingBodySchema,
    response: successBodySchema(ratingSchema),
    status: 201,
  }),
  /** The caller's own rating, null before they rate. */
  mine: endpoint({
    method: 'GET',
    path: apiPaths.ratings.rate,
    params: courseIdParamsSchema,
    response: successBodySchema(ratingSchema.nullable()),
  }),
  /** Public: a page of reviews beside the course's average and distribution. */
  list: endpoint({
    method: 'GET',
    path: apiPaths.ratings.list,
    params: courseIdParamsSchema,
    query: listRatingsQuerySchema,
    response: ratingsListBodySchema,
  }),
};
