import { apiPaths } from '../api-paths.ts';
import { endpoint } from '../endpoint.ts';
import { listBodySchema, messageBodySchema, successBodySchema } from '../schemas/common.ts';
import {
  catalogueCardSchema,
  catalogueQuerySchema,
  courseBodySchema,
  courseContentSchema,
  courseSchema,
  courseStatusQuerySchema,
  courseSummarySchema,
  curriculumBodySchema,
  curriculumImpactSchema,
  deleteCourseQuerySchema,
  listCoursesQuerySchema,
  publicCourseSchema,
} from '../schemas/course.ts';
import { courseIdParamsSchema, slugParamsSchema } from '../schemas/params.ts';

/** The course calls: the public catalogue and course page, the staff course builder and the course content. */
export const courseEndpoints = {
  catalogue: endpoint({
    method: 'GET',
    path: apiPaths.courses.published,
    query: catalogueQuerySchema,
    response: listBodySchema(catalogueCardSchema),
  }),
  bySlug: endpoint({
    method: 'GET',
    path: apiPaths.courses.bySlug,
    params: slugParamsSchema,
    response: successBodySchema(publicCourseSchema),
  }),
  create: endpoint({
    method: 'POST',
    path: apiPaths.courses.create,
    body: courseBodySchema,
    response: successBodySchema(courseSchema),
    status: 201,
  }),
  list: endpoint({
    method: 'GET',
    path: apiPaths.courses.all,
    query: listCoursesQuerySchema,
    response: listBodySchema(courseSummarySchema),
  }),
  get: endpoint({
    method: 'GET',
    path: apiPaths.courses.byId,
    params: courseIdParamsSchema,
    response: successBodySchema(courseSchema),
  }),
  updateDetails: endpoint({
    method: 'PUT',
    path: apiPaths.courses.details,
    params: courseIdParamsSchema,
    body: courseBodySchema,
    response: successBodySchema(courseSchema),
  }),
  saveCurriculum: endpoint({
    method: 'PUT',
    path: apiPaths.courses.curriculum,
    params: courseIdParamsSchema,
    body: curriculumBodySchema,
    response: successBodySchema(courseSchema),
  }),
  curriculumImpact: endpoint({
    method: 'GET',
    path: apiPaths.courses.curriculumImpact,
    params: courseIdParamsSchema,
    response: successBodySchema(curriculumImpactSchema),
  }),
  setStatus: endpoint({
    method: 'PATCH',
    path: apiPaths.courses.status,
    params: courseIdParamsSchema,
    query: courseStatusQuerySchema,
    response: successBodySchema(courseSchema),
  }),
  /** The course, or one of its sections (`sectionId`), or one lecture (`sectionId` and `subSectionId`). */
  remove: endpoint({
    method: 'DELETE',
    path: apiPaths.courses.byId,
    params: courseIdParamsSchema,
    query: deleteCourseQuerySchema,
    response: messageBodySchema,
  }),
  /** The curriculum with each lecture's video: staff, or a learner with unexpired access. */
  content: endpoint({
    method: 'GET',
    path: apiPaths.courses.content,
    params: courseIdParamsSchema,
    response: successBodySchema(courseContentSchema),
  }),
};
