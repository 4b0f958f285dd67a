import { blogEndpoints as endpoints } from '@skillhub/shared/endpoints/blog';
import { meets } from '@skillhub/shared/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { blogTopicsPermission as topic } from './blog-access.ts';
import { createTaxonomyService } from './taxonomy.service.ts';

const tags = ['Blog topics'];

/** Blog topics: the public filter list and the staff's Topics page. Slugs are made from the names. */
const blogTopicsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createTaxonomyService(app, 'topic');

  app.route({
    ...endpointRoute(endpoints.topics, {
      tags,
      summary: 'List blog topics by name',
      description:
        'Active ones publicly (postsCount counts published posts); `active=false` lists the inactive ones ' +
        '(Blogs/Topics read). With that permission postsCount counts every post that is not deleted.',
      failures: [400, 401, 403],
    }),
    config: { permission: topic('read'), permissionWhenQuery: { active: 'false' } },
    handler: async (request) => {
      const session =
        request.session ?? (request.headers.authorization ? await app.authenticate(request).catch(() => null) : null);
      return service.list(request.query.active, session !== null && meets(session.permissions, topic('read')));
    },
  });

  app.route({
    ...endpointRoute(endpoints.createTopic, {
      tags,
      summary: 'Add a blog topic',
      description: 'A name another topic has is 409 on `name`. The slug is made from the name.',
      failures: [400, 401, 403, 409],
    }),
    config: { permission: topic('create') },
    handler: async (request, reply) =>
      reply.code(201).send({
        success: true as const,
        message: 'Topic added successfully',
        data: await service.create(request.body),
      }),
  });

  app.route({
    ...endpointRoute(endpoints.updateTopic, {
      tags,
      summary: 'Edit a blog topic',
      failures: [400, 401, 403, 404, 409],
    }),
    config: { permission: topic('update') },
    handler: async (request) => {
      const data = await service.update(request.params.id, request.body);
      return { success: true as const, message: `Topic "${data.name}" updated successfully`, data };
    },
  });

  app.route({
    ...endpointRoute(endpoints.getTopic, { tags, summary: 'One blog topic', failures: [400, 401, 403, 404] }),
    config: { permission: topic('read') },
    handler: async (request) => ({ success: true as const, data: await service.get(request.params.id) }),
  });

  app.route({
    ...endpointRoute(endpoints.toggleTopic, {
      tags,
      summary: 'Toggle a blog topic between active and inactive',
      description:
        'Nothing is deleted. A deactivated topic stays on the posts that have it but is no longer offered or ' +
        'accepted for other posts; the message says how many posts keep it.',
      failures: [400, 401, 403, 404],
    }),
    config: { permission: topic('update') },
    handler: async (request) => {
      const { data, message } = await service.toggle(request.params.id);
      return { success: true as const, message, data };
    },
  });
};

export default blogTopicsRoutes;
