import { apiPaths } from '@skillhub/shared/api-paths';
import { meets, type PermissionRequirement } from '@skillhub/shared/permissions';
import { categoryBodySchema, categorySchema, listCategoriesQuerySchema } from '@skillhub/shared/schemas/category';
import { listBodySchema, successBodySchema } from '@skillhub/shared/schemas/common';
import { categoryIdParamsSchema } from '@skillhub/shared/schemas/params';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { failures } from '../../http/responses.ts';
import { createCategoriesService } from './categories.service.ts';

const tags = ['Categories'];
const category = (operation: PermissionRequirement['operation']): PermissionRequirement => ({
  module: 'Courses',
  subModule: 'Category',
  operation,
});

/** Every call of apiPaths.categories. */
const categoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createCategoriesService(app);

  app.get(
    apiPaths.categories.list,
    {
      // The active list feeds the public footer and home page; only the inactive list is staff-only.
      config: { permission: category('read'), permissionWhenQuery: { active: 'false' } },
      schema: {
        tags,
        summary: 'List categories with their courses, by name',
        description:
          'Public for active categories (with published courses only); staff with Courses/Category read also see drafts.',
        querystring: listCategoriesQuerySchema,
        response: { 200: listBodySchema(categorySchema), ...failures(400, 401, 403) },
      },
    },
    async (request) => {
      // On the public list a token is optional: a valid one with the permission reveals draft courses too.
      const session =
        request.session ?? (request.headers.authorization ? await app.authenticate(request).catch(() => null) : null);
      const staffView = session !== null && meets(session.permissions, category('read'));
      return service.list(request.query.active, staffView);
    },
  );

  app.post(
    apiPaths.categories.list,
    {
      config: { permission: category('create') },
      schema: {
        tags,
        summary: 'Add a category',
        body: categoryBodySchema,
        response: { 201: successBodySchema(categorySchema), ...failures(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const data = await service.create(request.body);
      return reply.code(201).send({ success: true as const, message: 'Category added successfully', data });
    },
  );

  app.put(
    apiPaths.categories.byId,
    {
      config: { permission: category('update') },
      schema: {
        tags,
        summary: 'Rename or describe a category',
        params: categoryIdParamsSchema,
        body: categoryBodySchema,
        response: { 200: successBodySchema(categorySchema), ...failures(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const data = await service.update(request.params.categoryId, request.body);
      return { success: true as const, message: `Category "${data.name}" updated successfully`, data };
    },
  );

  app.delete(
    apiPaths.categories.byId,
    {
      // The spec gates Activate/Deactivate on the update permission; nothing is ever deleted.
      config: { permission: category('update') },
      schema: {
        tags,
        summary: 'Toggle a category between active and inactive',
        params: categoryIdParamsSchema,
        response: { 200: successBodySchema(categorySchema), ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const data = await service.toggle(request.params.categoryId);
      return {
        success: true as const,
        message: data.isDeleted ? 'Successfully category deactivated' : 'Successfully category activated',
        data,
      };
    },
  );
};

export default categoriesRoutes;
