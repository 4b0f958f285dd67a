import { apiPaths } from '../api-paths.ts';
import { endpoint } from '../endpoint.ts';
import { listBodySchema, successBodySchema } from '../schemas/common.ts';
import {
  courseLearnerParamsSchema,
  courseLearnersSummarySchema,
  inactiveLearnerSchema,
  inactiveLearnersQuerySchema,
  nudgeBodySchema,
  nudgeSchema,
} from '../schemas/course-learners.ts';
import { courseIdParamsSchema } from '../schemas/params.ts';

/** Dashboard › Courses › Learners: a course's figures, its inactive learners, and nudging one of them. */
export const courseLearnersEndpoints = {
  summary: endpoint({
    method: 'GET',
    path: apiPaths.courseLearners.summary,
    params: courseIdParamsSchema,
    response: successBodySchema(courseLearnersSummarySchema),
  }),
  inactive: endpoint({
    method: 'GET',
    path: apiPaths.courseLearners.inactive,
    params: courseIdParamsSchema,
    query: inactiveLearnersQuerySchema,
    response: listBodySchema(inactiveLearnerSchema),
  }),
  nudge: endpoint({
    method: 'POST',
    path: apiPaths.courseLearners.nudge,
    params: courseLearnerParamsSchema,
    body: nudgeBodySchema,
    response: successBodySchema(nudgeSchema),
    status: 201,
  }),
};
