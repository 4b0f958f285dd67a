import { BLOG_COMMENT_MAX_LINKS } from '@skillhub/shared/constants';
import {
  BLOG_COMMENT_PENDING_MESSAGE,
  BLOG_COMMENT_PUBLISHED_MESSAGE,
  type BlogComment,
  type BlogCommentBody,
  type BlogCommentResult,
  type BlogCommentStatus,
  type ModeratedComment,
  type ModerationList,
  type ModerationQuery,
  visitorCommentBodySchema,
} from '@skillhub/shared/schemas/blog';
import type { ListBody } from '@skillhub/shared/schemas/common';
import type { BlogCommentRow } from '../../db/schema/blog.ts';
import { fieldError, notFound } from '../../http/http-error.ts';
import { offsetOf, pagination } from '../../http/responses.ts';
import type { ServiceContext } from '../../http/service-context.ts';
import { RequestValidationError } from '../../plugins/app/validation.ts';
import type { Session } from '../auth/session.ts';
import type { BlogEvents } from './blog-events.ts';
import { countLinks } from './comment-links.ts';
import { commentsRepository, type ModeratedCommentRow } from './comments.repository.ts';
import { postsRepository } from './posts.repository.ts';
import type { PostsService } from './posts.service.ts';

const COMMENT_NOT_FOUND = 'Comment not found';
const TOO_MANY_LINKS = `Comments may contain at most ${BLOG_COMMENT_MAX_LINKS} links`;

function toCommentDto(row: BlogCommentRow): BlogComment {
  return {
    _id: row.id,
    blogId: row.postId,
    comment: row.comment,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toModeratedDto(row: ModeratedCommentRow): ModeratedComment {
  return {
    ...toCommentDto(row),
    email: row.email,
    status: row.status,
    userId: row.userId,
    ipAddress: row.ipAddress,
    linkCount: row.linkCount,
    blog: { _id: row.post.id, title: row.post.title, slug: row.post.slug, blogNumber: row.post.blogNumber },
  };
}

/** A comment from this post's author. */
export interface CommentAuthor {
  session: Session | null;
  ip: string;
}

/**
 * Comments under published posts. Spam is kept off in layers: the route's per-address limit and honeypot
 * (a bot filling the hidden `website` field is answered like a visitor and nothing is stored), then here:
 * more than BLOG_COMMENT_MAX_LINKS links is refused, and any link holds the comment for moderation. A
 * visitor's comment always waits for staff; a signed-in user's appears at once unless it has a link.
 * Comments are plain text: the page shows them as text, never as HTML.
 */
export function createCommentsService(
  ctx: Pick<ServiceContext, 'db' | 'clock'>,
  posts: PostsService,
  events: BlogEvents,
) {
  const { db, clock } = ctx;

  async function announce(postId: string): Promise<void> {
    const post = await postsRepository.findById(db, postId);
    if (!post) return;
    await events.emit({
      kind: 'comments',
      postId,
      slug: post.slug,
      previousSlug: null,
      publishedAt: post.publishedAt,
      at: clock.now(),
    });
  }

  return {
    async listApproved(postId: string, page: number, limit: number): Promise<ListBody<BlogComment>> {
      await posts.findPublic(postId);
      const { rows, total } = await commentsRepository.approved(db, postId, limit, offsetOf(page, limit));
      return { success: true, data: rows.map(toCommentDto), pagination: pagination(total, page, limit) };
    },

    async post(body: BlogCommentBody, author: CommentAuthor): Promise<{ data: BlogCommentResult; message: string }> {
      const { session } = author;
      let name: string;
      let email: string | null;
      if (session) {
        name = session.user.name;
        email = session.user.email;
      } else {
        const visitor = visitorCommentBodySchema.safeParse(body);
        if (!visitor.success) throw new RequestValidationError('body', visitor.error.issues);
        name = visitor.data.name;
        email = visitor.data.email;
      }
      await posts.findPublic(body.blogId);
      const linkCount = countLinks(body.comment);
      if (linkCount > BLOG_COMMENT_MAX_LINKS) throw fieldError('comment', TOO_MANY_LINKS);
      const status = session && linkCount === 0 ? 'approved' : 'pending';
      const row = await commentsRepository.insert(db, {
        postId: body.blogId,
        userId: session?.user.id ?? null,
        name,
        email,
        comment: body.comment,
        status,
        ipAddress: author.ip,
        linkCount,
      });
      if (status === 'approved') {
        await announce(row.postId);
        return { data: { status, comment: toCommentDto(row) }, message: BLOG_COMMENT_PUBLISHED_MESSAGE };
      }
      return { data: { status, comment: null }, message: BLOG_COMMENT_PENDING_MESSAGE };
    },

    async moderation(query: ModerationQuery): Promise<ModerationList> {
      const { rows, total, pending } = await commentsRepository.moderation(
        db,
        { postId: query.blogId, status: query.status, search: query.search },
        query.limit,
        offsetOf(query.page, query.limit),
      );
      return {
        success: true,
        data: rows.map(toModeratedDto),
        pagination: pagination(total, query.page, query.limit),
        pendingCount: pending,
      };
    },

    async setStatus(id: string, status: BlogCommentStatus): Promise<ModeratedComment> {
      const before = await commentsRepository.findModerated(db, id);
      if (!before) throw notFound(COMMENT_NOT_FOUND);
      await commentsRepository.setStatus(db, id, status);
      const after = await commentsRepository.findModerated(db, id);
      if (!after) throw notFound(COMMENT_NOT_FOUND);
      if ((before.status === 'approved') !== (status === 'approved')) await announce(after.postId);
      return toModeratedDto(after);
    },

    async remove(id: string): Promise<void> {
      const row = await commentsRepository.delete(db, id);
      if (!row) throw notFound(COMMENT_NOT_FOUND);
      if (row.status === 'approved') await announce(row.postId);
    },
  };
}
