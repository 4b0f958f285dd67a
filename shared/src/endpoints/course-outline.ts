import { apiPaths } from '../api-paths.ts';
import { endpoint } from '../endpoint.ts';
import { successBodySchema } from '../schemas/common.ts';
import { courseOutlineSchema } from '../schemas/course-outline.ts';
import { courseIdParamsSchema } from '../schemas/params.ts';

/** The course player's outline: staff with Courses read, or a learner with unexpired access. */
export const courseOutlineEndpoints = {
  get: endpoint({
    method: 'GET',
    path: apiPaths.courses.outline,
    params: courseIdParamsSchema,
    response: successBodySchema(courseOutlineSchema),
  }),
};
