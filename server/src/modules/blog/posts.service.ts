import { BLOG_RELATED_LIMIT } from '@skillhub/shared/constants';
import { htmlToText } from '@skillhub/shared/html-text';
import type {
  BlogAdjacent,
  BlogDetailsQuery,
  BlogPost,
  BlogPostBody,
  BlogPostDetails,
  BlogPostSummary,
  ListBlogPostsQuery,
  SlugAvailability,
} from '@skillhub/shared/schemas/blog';
import { BLOG_SLUG_PATTERN } from '@skillhub/shared/schemas/blog';
import type { ListBody } from '@skillhub/shared/schemas/common';
import type { FastifyInstance } from 'fastify';
import { isUniqueViolation } from '../../db/postgres-errors.ts';
import type { BlogPostRow } from '../../db/schema/blog.ts';
import { conflict, fieldError, notFound } from '../../http/http-error.ts';
import { offsetOf, pagination } from '../../http/responses.ts';
import type { ServiceContext } from '../../http/service-context.ts';
import { firstFreeSlug } from '../categories/slug.ts';
import { releaseImage } from '../media/image-renditions-release.ts';
import { responsiveImages } from '../media/responsive-images.ts';
import { readingTimeMinutes, sanitisePostHtml } from './blog-content.ts';
import type { BlogEventKind, BlogEvents } from './blog-events.ts';
import { toPostSummaryDto } from './post-dto.ts';
import { planPublishing } from './post-status.ts';
import { type PostSummaryRow, postsRepository } from './posts.repository.ts';
import { createTaxonomyService } from './taxonomy.service.ts';

const NOT_FOUND = 'Blog not found';
const SLUG_TAKEN = 'This slug is already taken';

const isPublicRow = (row: Pick<BlogPostRow, 'deletedAt' | 'publishedAt'>) =>
  row.deletedAt === null && row.publishedAt !== null;

/** Posts: the public blog (live posts only) and the staff's editor and list (every status, deleted ones too). */
/** The public-content cache's key of a public list answer: GET /blog/all and the server-rendered /blog share it. */
export const publicListKey = (query: ListBlogPostsQuery) => `list:${JSON.stringify(query)}`;

export function createPostsService(
  ctx: Pick<ServiceContext, 'db' | 'clock'> & Pick<FastifyInstance, 'fileStorage' | 'log'>,
  events: BlogEvents,
) {
  const { db, clock, fileStorage } = ctx;
  const categories = createTaxonomyService(ctx, 'category');
  const topics = createTaxonomyService(ctx, 'topic');

  async function decorate(rows: PostSummaryRow[], staff: boolean): Promise<BlogPostSummary[]> {
    const ids = rows.map((r) => r.id);
    const [terms, counts, images] = await Promise.all([
      postsRepository.termsOf(db, ids),
      postsRepository.commentCounts(db, ids),
      responsiveImages(
        db,
        fileStorage,
        rows.map((r) => r.thumbnail),
      ),
    ]);
    return rows.map((row) => {
      const count = counts.get(row.id);
      const summary = toPostSummaryDto(row, {
        categories: terms.get(row.id)?.categories ?? [],
        topics: terms.get(row.id)?.topics ?? [],
        approvedComments: count?.approved ?? 0,
        pendingComments: staff ? (count?.pending ?? 0) : 0,
      });
      return { ...summary, thumbnailImage: images.get(row.thumbnail) ?? null };
    });
  }

  async function full(row: BlogPostRow, staff: boolean): Promise<BlogPost> {
    const [summary] = await decorate([row], staff);
    return { ...(summary as BlogPostSummary), content: row.content };
  }

  async function findPublic(id: string): Promise<BlogPostRow> {
    const row = await postsRepository.findById(db, id);
    if (!row || !isPublicRow(row)) throw notFound(NOT_FOUND);
    return row;
  }

  async function emit(kind: BlogEventKind, row: BlogPostRow, previousSlug: string | null = null): Promise<void> {
    await events.emit({
      kind,
      postId: row.id,
      slug: row.slug,
      previousSlug,
      publishedAt: row.publishedAt ?? (row.isDraft ? null : row.publishAt),
      at: clock.now(),
    });
  }

  /** The body as stored: sanitised HTML (checked again for emptiness: a body of only scripts is empty). */
  async function contentOf(body: BlogPostBody): Promise<{ content: string; readingTimeMinutes: number }> {
    const content = await sanitisePostHtml(body.content);
    if (!body.isDraft && htmlToText(content) === '' && !/<img\b/i.test(content)) {
      throw fieldError('content', 'Content cannot be empty');
    }
    return { content, readingTimeMinutes: readingTimeMinutes(content) };
  }

  async function checkTerms(body: BlogPostBody, current: BlogPostRow | null): Promise<void> {
    const had = current ? await postsRepository.termsOf(db, [current.id]) : null;
    const entry = current ? had?.get(current.id) : undefined;
    await categories.checkAssignable(body.categories, 'categories', new Set(entry?.categories.map((c) => c.id)));
    await topics.checkAssignable(body.topics, 'topics', new Set(entry?.topics.map((t) => t.id)));
  }

  async function guardSlug<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(SLUG_TAKEN, { slug: SLUG_TAKEN });
      throw error;
    }
  }

  function kindOfSave(before: BlogPostRow | null, after: BlogPostRow): BlogEventKind {
    if (after.publishedAt && !before?.publishedAt) return 'published';
    if (!after.publishedAt && before?.publishedAt) return 'unpublished';
    if (!after.isDraft && !after.publishedAt && before?.publishAt?.getTime() !== after.publishAt?.getTime()) {
      return 'scheduled';
    }
    if (!after.isDraft && !after.publishedAt && (!before || before.isDraft)) return 'scheduled';
    return 'updated';
  }

  return {
    categories,
    topics,

    async list(query: ListBlogPostsQuery, staff: boolean): Promise<ListBody<BlogPostSummary>> {
      const empty = { success: true as const, data: [], pagination: pagination(0, query.page, query.limit) };
      const category = query.category ? await categories.resolve(query.category) : undefined;
      if (query.category && !category) return empty;
      const topic = query.topic ? await topics.resolve(query.topic) : undefined;
      if (query.topic && !topic) return empty;
      const { rows, total } = await postsRepository.list(
        db,
        {
          staff,
          deleted: query.deleted,
          status: query.status,
          categoryId: category?.id,
          topicId: topic?.id,
          search: query.search,
        },
        query.limit,
        offsetOf(query.page, query.limit),
      );
      return {
        success: true,
        data: await decorate(rows, staff),
        pagination: pagination(total, query.page, query.limit),
      };
    },

    /**
     * One post by `_id`, number or slug. A slug that is no longer current finds its post with `redirect`
     * set. The public finds live posts only; staff find any post, deleted ones too (by id or number).
     */
    async details(query: BlogDetailsQuery, staff: boolean): Promise<BlogPostDetails> {
      let row: BlogPostRow | undefined;
      let redirect = false;
      if (query.id) row = await postsRepository.findById(db, query.id);
      else if (query.blogNumber) row = await postsRepository.findByNumber(db, query.blogNumber);
      else if (query.slug) {
        row = await postsRepository.findBySlug(db, query.slug);
        if (!row) {
          row = await postsRepository.findByOldSlug(db, query.slug);
          redirect = row !== undefined;
        }
      }
      if (!row || (!staff && !isPublicRow(row))) throw notFound(NOT_FOUND);
      return { ...(await full(row, staff)), redirect };
    },

    /** The post, when the public may read it (live and not deleted); 404 otherwise. */
    findPublic,

    async create(body: BlogPostBody, userId: string | null): Promise<{ data: BlogPost; message: string }> {
      await checkTerms(body, null);
      const content = await contentOf(body);
      const publishing = planPublishing(body, null, clock.now());
      if (await postsRepository.slugTaken(db, body.slug)) throw conflict(SLUG_TAKEN, { slug: SLUG_TAKEN });
      const row = await guardSlug(() =>
        db.transaction(async (tx) => {
          const inserted = await postsRepository.insert(tx, {
            title: body.title,
            slug: body.slug,
            metaDescription: body.metaDescription,
            author: body.author,
            thumbnail: body.thumbnail,
            ...content,
            ...publishing,
            createdBy: userId,
            updatedBy: userId,
          });
          await postsRepository.setTerms(tx, inserted.id, body.categories, body.topics);
          // A slug taken over from another post's history leads to this post now.
          await postsRepository.forgetOldSlug(tx, body.slug);
          return inserted;
        }),
      );
      const kind = kindOfSave(null, row);
      if (!row.isDraft) await emit(kind, row);
      return { data: await full(row, true), message: messageFor(row.isDraft ? 'draft' : kind) };
    },

    async update(id: string, body: BlogPostBody, userId: string | null): Promise<{ data: BlogPost; message: string }> {
      const current = await postsRepository.findById(db, id);
      if (!current || current.deletedAt) throw notFound(NOT_FOUND);
      await checkTerms(body, current);
      const content = await contentOf(body);
      const publishing = planPublishing(body, current, clock.now());
      if (await postsRepository.slugTaken(db, body.slug, id)) throw conflict(SLUG_TAKEN, { slug: SLUG_TAKEN });
      const renamed = current.slug !== body.slug;
      const row = await guardSlug(() =>
        db.transaction(async (tx) => {
          const updated = await postsRepository.update(tx, id, {
            title: body.title,
            slug: body.slug,
            metaDescription: body.metaDescription,
            author: body.author,
            thumbnail: body.thumbnail,
            ...content,
            ...publishing,
            updatedBy: userId,
          });
          if (!updated) throw notFound(NOT_FOUND);
          await postsRepository.setTerms(tx, id, body.categories, body.topics);
          if (renamed) await postsRepository.renameSlug(tx, id, current.slug, body.slug);
          return updated;
        }),
      );
      // A replaced cover no post shows any more is freed with its renditions.
      if (current.thumbnail !== row.thumbnail)
        await releaseImage({ db, storage: fileStorage, log: ctx.log }, current.thumbnail);
      const kind = kindOfSave(current, row);
      if (!(row.isDraft && current.isDraft)) await emit(kind, row, renamed ? current.slug : null);
      return {
        data: await full(row, true),
        message: messageFor(row.isDraft && kind !== 'unpublished' ? 'draft' : kind),
      };
    },

    /** Soft delete: off every public view, restorable from the deleted view. */
    async remove(id: string): Promise<BlogPostSummary> {
      const current = await postsRepository.findById(db, id);
      if (!current || current.deletedAt) throw notFound(NOT_FOUND);
      const row = await postsRepository.update(db, id, { deletedAt: clock.now() });
      if (!row) throw notFound(NOT_FOUND);
      await emit('deleted', row);
      return (await decorate([row], true))[0] as BlogPostSummary;
    },

    /**
     * Brings a deleted post back as it was. If another post took its slug meanwhile, it comes back under the
     * first free `slug-2`, `slug-3` ..., which the answer names.
     */
    async restore(id: string): Promise<{ data: BlogPostSummary; message: string }> {
      const current = await postsRepository.findById(db, id);
      if (!current?.deletedAt) throw notFound(NOT_FOUND);
      const slug = (await postsRepository.slugTaken(db, current.slug, id))
        ? firstFreeSlug(current.slug, await postsRepository.slugsLike(db, current.slug))
        : current.slug;
      const row = await guardSlug(() => postsRepository.update(db, id, { deletedAt: null, slug }));
      if (!row) throw notFound(NOT_FOUND);
      await emit('restored', row, slug === current.slug ? null : current.slug);
      const message =
        slug === current.slug
          ? 'Blog restored successfully'
          : `Blog restored successfully as "${slug}": its slug is used by another post`;
      return { data: (await decorate([row], true))[0] as BlogPostSummary, message };
    },

    async slugAvailability(slug: string, exceptId?: string): Promise<SlugAvailability> {
      if (!BLOG_SLUG_PATTERN.test(slug)) return { slug, available: false, reason: 'invalid' };
      const taken = await postsRepository.slugTaken(db, slug, exceptId);
      return { slug, available: !taken, reason: taken ? 'taken' : null };
    },

    async related(id: string): Promise<BlogPostSummary[]> {
      const post = await findPublic(id);
      return decorate(await postsRepository.related(db, post.id, BLOG_RELATED_LIMIT), false);
    },

    async adjacent(id: string): Promise<BlogAdjacent> {
      const post = await findPublic(id);
      const { previous, next } = await postsRepository.adjacent(db, {
        id: post.id,
        publishedAt: post.publishedAt as Date,
      });
      const one = async (row: PostSummaryRow | undefined) => (row ? ((await decorate([row], false))[0] ?? null) : null);
      const [prev, nxt] = await Promise.all([one(previous), one(next)]);
      return { previous: prev ?? null, next: nxt ?? null };
    },

    /**
     * When the public blog next changes by itself (a scheduled post's time); null when nothing is scheduled.
     * A cache of public pages can keep them until then, or until an event tells of a change.
     */
    nextScheduledAt: () => postsRepository.nextScheduledAt(db),

    /**
     * Takes live every scheduled post whose time has come and tells `published` for each. Safe to run in
     * several processes at once: each post is published, and announced, by exactly one run.
     */
    async publishDue(): Promise<number> {
      const published = await postsRepository.publishDue(db, clock.now());
      for (const row of published) {
        const post = await postsRepository.findById(db, row.id);
        if (post) await emit('published', post);
      }
      return published.length;
    },
  };
}

export type PostsService = ReturnType<typeof createPostsService>;

function messageFor(kind: BlogEventKind | 'draft'): string {
  switch (kind) {
    case 'draft':
      return 'Draft saved';
    case 'published':
      return 'Blog published successfully';
    case 'scheduled':
      return 'Blog scheduled successfully';
    case 'unpublished':
      return 'Blog moved back to drafts';
    default:
      return 'Blog updated successfully';
  }
}
