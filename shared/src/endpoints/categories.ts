import { apiPaths } from '../api-paths.ts';
import { endpoint } from '../endpoint.ts';
import { categoryBodySchema, categorySchema, listCategoriesQuerySchema } from '../schemas/category.ts';
import { listBodySchema, successBodySchema } from '../schemas/common.ts';
import { categoryIdParamsSchema } from '../schemas/params.ts';

/** The course-category calls. */
export const categoryEndpoints = {
  list: endpoint({
    method: 'GET',
    path: apiPaths.categories.list,
    query: listCategoriesQuerySchema,
    response: listBodySchema(categorySchema),
  }),
  create: endpoint({
    method: 'POST',
    path: apiPaths.categories.list,
    body: categoryBodySchema,
    response: successBodySchema(categorySchema),
    status: 201,
  }),
  update: endpoint({
    method: 'PUT',
    path: apiPaths.categories.byId,
    params: categoryIdParamsSchema,
    body: categoryBodySchema,
    response: successBodySchema(categorySchema),
  }),
  /** Toggles: an active category becomes inactive and back. */
  toggle: endpoint({
    method: 'DELETE',
    path: apiPaths.categories.byId,
    params: categoryIdParamsSchema,
    response: successBodySchema(categorySchema),
  }),
};
