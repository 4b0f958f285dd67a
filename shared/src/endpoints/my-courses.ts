import { apiPaths } from '../api-paths.ts';
import { endpoint } from '../endpoint.ts';
import { successBodySchema } from '../schemas/common.ts';
import { myCourseListSchema, refundedPurchaseListSchema } from '../schemas/my-courses.ts';

/** The signed-in learner's enrolments, and their purchases refunded in full. */
export const myCourseEndpoints = {
  list: endpoint({
    method: 'GET',
    path: apiPaths.enrollments.myCourses,
    response: successBodySchema(myCourseListSchema),
  }),
  refundedPurchases: endpoint({
    method: 'GET',
    path: apiPaths.enrollments.refundedPurchases,
    response: successBodySchema(refundedPurchaseListSchema),
  }),
};
