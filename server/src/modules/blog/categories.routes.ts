import { blogEndpoints as endpoints } from '@skillhub/shared/endpoints/blog';
import { meets } from '@skillhub/shared/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { blogCategoriesPermission as category } from './blog-access.ts';
import { createTaxonomyService } from './taxonomy.service.ts';

const tags = ['Blog categories'];

/** Blog categories: the public filter list and the staff's Category page. */
const blogCategoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createTaxonomyService(app, 'category');

  app.route({
    ...endpointRoute(endpoints.categories, {
      tags,
      summary: 'List blog categories by name',
      description:
        'Active ones publicly (postsCount counts published posts); `active=false` lists the inactive ones ' +
        '(Blogs/Categories read). With that permission postsCount counts every post that is not deleted.',
      failures: [400, 401, 403],
    }),
    config: { permission: category('read'), permissionWhenQuery: { active: 'false' } },
    handler: async (request) => {
      const session =
        request.session ?? (request.headers.authorization ? await app.authenticate(request).catch(() => null) : null);
      return service.list(request.query.active, session !== null && meets(session.permissions, category('read')));
    },
  });

  app.route({
    ...endpointRoute(endpoints.createCategory, {
      tags,
      summary: 'Add a blog category',
      description: 'A name or slug another category has is 409 on that field.',
      failures: [400, 401, 403, 409],
    }),
    config: { permission: category('create') },
    handler: async (request, reply) =>
      reply.code(201).send({
        success: true as const,
        message: 'Category added successfully',
        data: await service.create(request.body),
      }),
  });

  app.route({
    ...endpointRoute(endpoints.updateCategory, {
      tags,
      summary: 'Edit a blog category',
      failures: [400, 401, 403, 404, 409],
    }),
    config: { permission: category('update') },
    handler: async (request) => {
      const data = await service.update(request.params.id, request.body);
      return { success: true as const, message: `Category "${data.name}" updated successfully`, data };
    },
  });

  app.route({
    ...endpointRoute(endpoints.getCategory, { tags, summary: 'One blog category', failures: [400, 401, 403, 404] }),
    config: { permission: category('read') },
    handler: async (request) => ({ success: true as const, data: await service.get(request.params.id) }),
  });

  app.route({
    ...endpointRoute(endpoints.toggleCategory, {
      tags,
      summary: 'Toggle a blog category between active and inactive',
      description:
        'Nothing is deleted. A deactivated category stays on the posts that have it (their pages and filter ' +
        'links keep working) but is no longer offered or accepted for other posts; the message says how ' +
        'many posts keep it.',
      failures: [400, 401, 403, 404],
    }),
    config: { permission: category('update') },
    handler: async (request) => {
      const { data, message } = await service.toggle(request.params.id);
      return { success: true as const, message, data };
    },
  });

  app.route({
    ...endpointRoute(endpoints.categorySlugAvailable, {
      tags,
      summary: 'Whether a blog category slug is free',
      description: '`exceptId` is the category being edited (its own slug counts as free).',
      failures: [400, 401, 403],
    }),
    config: { permission: { anyOf: [category('create'), category('update')] } },
    handler: async (request) => ({
      success: true as const,
      data: await service.slugAvailability(request.params.slug, request.query.exceptId),
    }),
  });
};

export default blogCategoriesRoutes;
