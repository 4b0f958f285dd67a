import { blogEndpoints as endpoints } from '@skillhub/shared/endpoints/blog';
import { BLOG_DETAILS_ONE_KEY_MESSAGE } from '@skillhub/shared/schemas/blog';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendPublicRead } from '../../cache/public-reply.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { blogsPermission, writesPosts } from './blog-access.ts';
import { createPostsService, publicListKey } from './posts.service.ts';

const tags = ['Blog'];
const STAFF_VIEW = { view: 'staff' };

/** The post calls: the public list and page, the staff list, editor, delete and restore. */
const postsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createPostsService(app, app.blogEvents);

  app.route({
    ...endpointRoute(endpoints.list, {
      tags,
      summary: 'List blog posts',
      description:
        'Public (no token): published posts only, newest first, filtered by `category` and `topic` (an _id or a ' +
        'slug) and `search` (title and meta description), in pages. `view=staff` (Blogs/Blogs read): every ' +
        'status (`status` Draft, Published or Scheduled), newest written first, and with `deleted=true` the ' +
        'deleted posts instead; `pendingCommentsCount` is filled in.',
      failures: [400, 401, 403],
    }),
    config: { permission: blogsPermission('read'), permissionWhenQuery: STAFF_VIEW },
    handler: async (request, reply) =>
      request.query.view === 'staff'
        ? service.list(request.query, true)
        : sendPublicRead(request, reply, app.publicContent, publicListKey(request.query), endpoints.list.response, () =>
            service.list(request.query, false),
          ),
  });

  app.route({
    ...endpointRoute(endpoints.details, {
      tags,
      summary: 'One blog post by id, blogNumber or slug',
      description:
        `Exactly one of \`id\`, \`blogNumber\`, \`slug\`: none or more than one is 400, \`${BLOG_DETAILS_ONE_KEY_MESSAGE}\` ` +
        'on `id`. Public: published posts only (a draft, scheduled or ' +
        'deleted post is 404). An old slug of a post answers the post with its current `slug` and ' +
        '`redirect: true`, so the page redirects there. `view=staff` (Blogs/Blogs read) finds any post.',
      failures: [400, 401, 403, 404],
    }),
    config: { permission: blogsPermission('read'), permissionWhenQuery: STAFF_VIEW },
    handler: async (request, reply) =>
      request.query.view === 'staff'
        ? { success: true as const, data: await service.details(request.query, true) }
        : sendPublicRead(
            request,
            reply,
            app.publicContent,
            `details:${JSON.stringify(request.query)}`,
            endpoints.details.response,
            async () => ({
              success: true as const,
              data: await service.details(request.query, false),
            }),
          ),
  });

  app.route({
    ...endpointRoute(endpoints.create, {
      tags,
      summary: 'Write a blog post: publish now, schedule, or save as draft',
      description:
        'Without `isDraft` or `isScheduled` the post is published at once. `isScheduled` needs `publishDate` ' +
        '(YYYY-MM-DD) and `publishTime` (HH:mm) in India time (Asia/Kolkata), in the future; the post goes ' +
        'live then, by the publishing job. The body is sanitised (allow-list) before it is stored. The post ' +
        'gets the next `blogNumber`. A slug another post has is 409 on `slug`.',
      failures: [400, 401, 403, 409],
    }),
    config: { permission: blogsPermission('create') },
    handler: async (request, reply) => {
      const { data, message } = await service.create(request.body, request.session?.user.id ?? null);
      return reply.code(201).send({ success: true as const, message, data });
    },
  });

  app.route({
    ...endpointRoute(endpoints.update, {
      tags,
      summary: 'Edit a blog post',
      description:
        'Same body and rules as POST /blog. A published post stays published at its original time (its ' +
        'schedule fields are not read) unless saved with `isDraft`, which takes it off the site. A new slug ' +
        'keeps the old one answering (GET /blog/details?slug=old has `redirect: true`).',
      failures: [400, 401, 403, 404, 409],
    }),
    config: { permission: blogsPermission('update') },
    handler: async (request) => {
      const { data, message } = await service.update(request.params.id, request.body, request.session?.user.id ?? null);
      return { success: true as const, message, data };
    },
  });

  app.route({
    ...endpointRoute(endpoints.remove, {
      tags,
      summary: 'Delete a blog post (soft: restorable)',
      description: 'The post leaves the public blog at once; staff find it with `view=staff&deleted=true`.',
      failures: [400, 401, 403, 404],
    }),
    config: { permission: blogsPermission('delete') },
    handler: async (request) => ({
      success: true as const,
      message: 'Blog deleted successfully',
      data: await service.remove(request.params.id),
    }),
  });

  app.route({
    ...endpointRoute(endpoints.restore, {
      tags,
      summary: 'Restore a deleted blog post',
      description:
        'Restoring undoes a delete, so it needs the delete permission. If another post took the slug ' +
        'meanwhile, the post comes back as `slug-2` (the first free one), which the message names.',
      failures: [400, 401, 403, 404],
    }),
    config: { permission: blogsPermission('delete') },
    handler: async (request) => {
      const { data, message } = await service.restore(request.params.id);
      return { success: true as const, message, data };
    },
  });

  app.route({
    ...endpointRoute(endpoints.slugAvailable, {
      tags,
      summary: 'Whether a post slug is free',
      description:
        'Free when it is a valid slug (lowercase letters or digits separated by single dashes) and no post ' +
        'that is not deleted has it; `exceptId` is the post being edited (its own slug counts as free).',
      failures: [400, 401, 403],
    }),
    config: { permission: writesPosts },
    handler: async (request) => ({
      success: true as const,
      data: await service.slugAvailability(request.params.slug, request.query.exceptId),
    }),
  });

  app.route({
    ...endpointRoute(endpoints.related, {
      tags,
      summary: 'Posts related to a published post',
      description: 'Up to 3 published posts sharing the most categories and topics, newest first among equals.',
      failures: [400, 404],
    }),
    handler: async (request) => ({
      success: true as const,
      data: await app.blogPublicCache.get(`related:${request.params.id}`, () => service.related(request.params.id)),
    }),
  });

  app.route({
    ...endpointRoute(endpoints.adjacent, {
      tags,
      summary: 'The published posts before and after one',
      description: '`previous` is the one published just before, `next` just after; null at either end.',
      failures: [400, 404],
    }),
    handler: async (request) => ({
      success: true as const,
      data: await app.blogPublicCache.get(`adjacent:${request.params.id}`, () => service.adjacent(request.params.id)),
    }),
  });
};

export default postsRoutes;
