import { blogEndpoints as endpoints } from '@skillhub/shared/endpoints/blog';
import {
  BLOG_COMMENT_PENDING_MESSAGE,
  type BlogCommentResult,
  visitorCommentBodySchema,
} from '@skillhub/shared/schemas/blog';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { RequestValidationError } from '../../plugins/app/validation.ts';
import { blogsPermission } from './blog-access.ts';
import { createCommentsService } from './comments.service.ts';
import { createPostsService } from './posts.service.ts';

const tags = ['Blog comments'];
const PENDING: BlogCommentResult = { status: 'pending', comment: null };

/** Comments: the public list and form under a post, and the staff's moderation. */
const commentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const posts = createPostsService(app, app.blogEvents);
  const service = createCommentsService(app, posts, app.blogEvents);

  app.route({
    ...endpointRoute(endpoints.comments, {
      tags,
      summary: "A published post's approved comments, newest first",
      description: "`id` is the post's _id. Pages of `limit` (10 by default).",
      failures: [400, 404],
    }),
    handler: async (request) => service.listApproved(request.params.id, request.query.page, request.query.limit),
  });

  app.route({
    ...endpointRoute(endpoints.postComment, {
      tags,
      summary: 'Comment on a published post',
      description:
        'Comment 5-500 characters, plain text. `name` and `email` are required without a session and ignored ' +
        "with one (the account's are used). A visitor's comment waits for moderation (`status: pending`, " +
        "`comment: null`); a signed-in user's appears at once (`status: approved`) unless it has a link. " +
        'More than 2 links is refused. Limited per address (429 with Retry-After); the hidden `website` field ' +
        'must stay empty (a post that fills it is answered like a pending comment and stored nowhere).',
      failures: [400, 401, 404, 429],
    }),
    config: {
      authRateLimit: 'blogComment',
      leadForm: {
        name: 'blog comment',
        signedInPerAccount: true,
        accepted: { status: 201, message: BLOG_COMMENT_PENDING_MESSAGE, data: PENDING },
      },
    },
    // A visitor must also give a name and an e-mail: checked with the rest of the form, so every field's message
    // comes back at once. (After the honeypot, which the lead-form guard puts first.)
    preValidation: async (request) => {
      if (request.headers.authorization) return;
      const visitor = visitorCommentBodySchema.safeParse(request.body ?? {});
      if (!visitor.success) throw new RequestValidationError('body', visitor.error.issues);
    },
    handler: async (request, reply) => {
      // A token is optional here, but one that was sent must be valid: a learner who thinks they are signed in
      // should be told (401, and the client refreshes) rather than be treated as a visitor.
      const session = request.session ?? (request.headers.authorization ? await app.authenticate(request) : null);
      const { data, message } = await service.post(request.body, { session, ip: request.ip });
      return reply.code(201).send({ success: true as const, message, data });
    },
  });

  app.route({
    ...endpointRoute(endpoints.moderation, {
      tags,
      summary: 'Comments to moderate, across posts or of one post',
      description:
        'Newest first; `status` (pending, approved, hidden), `blogId` and `search` (text, name, e-mail) filter. ' +
        '`pendingCount` is how many wait, across posts or in the post asked for.',
      failures: [400, 401, 403],
    }),
    config: { permission: blogsPermission('read') },
    handler: async (request) => service.moderation(request.query),
  });

  app.route({
    ...endpointRoute(endpoints.setCommentStatus, {
      tags,
      summary: 'Approve, hide (or return to pending) a comment',
      failures: [400, 401, 403, 404],
    }),
    config: { permission: blogsPermission('update') },
    handler: async (request) => {
      const data = await service.setStatus(request.params.commentId, request.body.status);
      const message =
        data.status === 'approved'
          ? 'Comment approved'
          : data.status === 'hidden'
            ? 'Comment hidden'
            : 'Comment moved to pending';
      return { success: true as const, message, data };
    },
  });

  app.route({
    ...endpointRoute(endpoints.deleteComment, {
      tags,
      summary: 'Delete a comment for good',
      failures: [400, 401, 403, 404],
    }),
    config: { permission: blogsPermission('delete') },
    handler: async (request) => {
      await service.remove(request.params.commentId);
      return { success: true as const, message: 'Comment deleted' };
    },
  });
};

export default commentsRoutes;
