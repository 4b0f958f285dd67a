import { categoryEndpoints as endpoints } from '@skillhub/shared/endpoints/categories';
import { meets, type PermissionRequirement } from '@skillhub/shared/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendPublicRead } from '../../cache/public-reply.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { createPublicCourseReads, publicReadKeys } from '../courses/public-course-reads.ts';
import { createCategoriesService } from './categories.service.ts';

const tags = ['Categories'];
const category = (operation: PermissionRequirement['operation']): PermissionRequirement => ({
  module: 'Courses',
  subModule: 'Category',
  operation,
});

/** Every call of categoryEndpoints. */
const categoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createCategoriesService(app);
  const reads = createPublicCourseReads(app);

  app.route({
    ...endpointRoute(endpoints.list, {
      tags,
      summary: 'List categories with their courses, by name',
      description:
        'Public for active categories (with published courses only); staff with Courses/Category read also see ' +
        'drafts. published=true answers only the categories with a published course, for anyone.',
      failures: [400, 401, 403],
    }),
    // The active list feeds the public footer and home page; only the inactive list is staff-only.
    config: { permission: category('read'), permissionWhenQuery: { active: 'false' } },
    handler: async (request, reply) => {
      // On the public list a token is optional: a valid one with the permission reveals draft courses too.
      const session =
        request.session ?? (request.headers.authorization ? await app.authenticate(request).catch(() => null) : null);
      const staffView = session !== null && meets(session.permissions, category('read'));
      // Only the public answer (active, no drafts) is the same for everyone and cacheable.
      if (staffView || !request.query.active)
        return service.list(request.query.active, staffView, request.query.published);
      const publishedOnly = request.query.published ?? false;
      return sendPublicRead(
        request,
        reply,
        app.publicContent,
        publicReadKeys.categories(publishedOnly),
        endpoints.list.response,
        () => reads.activeCategories(publishedOnly),
        { vary: 'authorization' },
      );
    },
  });

  app.route({
    ...endpointRoute(endpoints.create, { tags, summary: 'Add a category', failures: [400, 401, 403, 409] }),
    config: { permission: category('create') },
    handler: async (request, reply) => {
      const data = await service.create(request.body);
      return reply.code(201).send({ success: true as const, message: 'Category added successfully', data });
    },
  });

  app.route({
    ...endpointRoute(endpoints.update, {
      tags,
      summary: 'Rename or describe a category',
      failures: [400, 401, 403, 404, 409],
    }),
    config: { permission: category('update') },
    handler: async (request) => {
      const data = await service.update(request.params.categoryId, request.body);
      return { success: true as const, message: `Category "${data.name}" updated successfully`, data };
    },
  });

  app.route({
    ...endpointRoute(endpoints.toggle, {
      tags,
      summary: 'Toggle a category between active and inactive',
      failures: [400, 401, 403, 404],
    }),
    // Activate/Deactivate is gated on the update permission; nothing is ever deleted.
    config: { permission: category('update') },
    handler: async (request) => {
      const data = await service.toggle(request.params.categoryId);
      return {
        success: true as const,
        message: data.isDeleted ? 'Successfully category deactivated' : 'Successfully category activated',
        data,
      };
    },
  });
};

export default categoriesRoutes;
