import { apiPaths } from '../api-paths.ts';
import { endpoint } from '../endpoint.ts';
import { successBodySchema } from '../schemas/common.ts';
import { myCourseListSchema } from '../schemas/my-courses.ts';

/** The signed-in learner's enrolments. */
export const myCourseEndpoints = {
  list: endpoint({
    method: 'GET',
    path: apiPaths.enrollments.myCourses,
    response: successBodySchema(myCourseListSchema),
  }),
};
