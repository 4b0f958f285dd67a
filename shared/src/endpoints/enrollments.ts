import { apiPaths } from '../api-paths.ts';
import { endpoint } from '../endpoint.ts';
import { successBodySchema } from '../schemas/common.ts';
import { assignCourseBodySchema, enrollmentSchema } from '../schemas/payment.ts';

/** Enrolments granted by staff. */
export const enrollmentEndpoints = {
  /** Enrols a user in a published course without payment (from the Users page). */
  assign: endpoint({
    method: 'POST',
    path: apiPaths.enrollments.assign,
    body: assignCourseBodySchema,
    response: successBodySchema(enrollmentSchema),
    status: 201,
  }),
};
