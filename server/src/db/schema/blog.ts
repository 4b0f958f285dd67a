import { BLOG_COMMENT_STATUSES } from '@skillhub/shared/constants';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { citext, createdAt, id, updatedAt } from './columns.ts';
import { storedFiles } from './media.ts';
import { users } from './users-and-roles.ts';

/**
 * The blog: posts, their categories and topics, old slugs (redirects), comments and image attachments.
 *
 * A post's status is derived, never stored: a draft (`is_draft`); published once `published_at` is set (by
 * "publish now", or by the publishing job when a scheduled `publish_at` passes); scheduled otherwise. Public
 * readers see exactly the posts with `published_at` set and `deleted_at` null.
 */

export const blogCategories = pgTable('blog_categories', {
  id: id(),
  name: citext('name').notNull().unique(),
  slug: text('slug').notNull().unique(),
  description: text('description').notNull().default(''),
  /** true means inactive: kept on the posts that have it, no longer offered for new ones. */
  isDeleted: boolean('is_deleted').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const blogTopics = pgTable('blog_topics', {
  id: id(),
  name: citext('name').notNull().unique(),
  /** Made from the name, for shareable filter URLs. */
  slug: text('slug').notNull().unique(),
  description: text('description').notNull().default(''),
  isDeleted: boolean('is_deleted').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: id(),
    /** 1, 2, 3 ... in creation order (an identity column: concurrent creates never share a number). */
    blogNumber: integer('blog_number').generatedAlwaysAsIdentity().notNull().unique(),
    title: text('title').notNull(),
    /** The current slug, unique among posts not deleted; earlier ones are in blog_post_slugs. */
    slug: text('slug').notNull(),
    metaDescription: text('meta_description').notNull(),
    author: text('author').notNull(),
    thumbnail: text('thumbnail').notNull(),
    /** Sanitised HTML. */
    content: text('content').notNull().default(''),
    readingTimeMinutes: integer('reading_time_minutes').notNull().default(1),
    isDraft: boolean('is_draft').notNull().default(false),
    isScheduled: boolean('is_scheduled').notNull().default(false),
    /** When it goes (scheduled) or went live; kept on a draft so the editor shows the planned time. */
    publishAt: timestamp('publish_at', { withTimezone: true }),
    /** Set when the post went live; null for drafts and posts still waiting for their time. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** Soft delete: restorable. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('blog_posts_live_slug_idx').on(t.slug).where(sql`${t.deletedAt} IS NULL`),
    // The public list: live posts, newest first.
    index('blog_posts_public_idx')
      .on(t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.deletedAt} IS NULL AND ${t.publishedAt} IS NOT NULL`),
    // The publishing job: scheduled posts waiting for their time.
    index('blog_posts_due_idx')
      .on(t.publishAt)
      .where(sql`${t.publishedAt} IS NULL AND ${t.isDraft} = false AND ${t.deletedAt} IS NULL`),
    index('blog_posts_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('blog_posts_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
  ],
);

/** Slugs a post had before its current one: an old link answers with the current slug, to redirect. */
export const blogPostSlugs = pgTable(
  'blog_post_slugs',
  {
    slug: text('slug').primaryKey(),
    postId: uuid('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('blog_post_slugs_post_id_idx').on(t.postId)],
);

export const blogPostCategories = pgTable(
  'blog_post_categories',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => blogCategories.id, { onDelete: 'restrict' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.categoryId] }),
    index('blog_post_categories_category_idx').on(t.categoryId),
  ],
);

export const blogPostTopics = pgTable(
  'blog_post_topics',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    topicId: uuid('topic_id')
      .notNull()
      .references(() => blogTopics.id, { onDelete: 'restrict' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.postId, t.topicId] }), index('blog_post_topics_topic_idx').on(t.topicId)],
);

export const blogComments = pgTable(
  'blog_comments',
  {
    id: id(),
    postId: uuid('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    /** The learner who posted it; null for a visitor. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    /** A visitor's e-mail (staff see it, the public never). */
    email: text('email'),
    comment: text('comment').notNull(),
    status: text('status', { enum: BLOG_COMMENT_STATUSES }).notNull().default('pending'),
    /** The address it was posted from. */
    ipAddress: text('ip_address'),
    linkCount: integer('link_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('blog_comments_post_status_created_idx').on(t.postId, t.status, t.createdAt.desc().nullsFirst()),
    index('blog_comments_status_created_idx').on(t.status, t.createdAt.desc().nullsFirst()),
  ],
);

/** Images uploaded for posts (body images and thumbnails); the file itself is a stored_files row. */
export const blogAttachments = pgTable(
  'blog_attachments',
  {
    id: id(),
    fileKey: text('file_key')
      .notNull()
      .unique()
      .references(() => storedFiles.fileKey, { onDelete: 'cascade' }),
    /** The post it was uploaded for (the optional blogNo), when known. */
    postId: uuid('post_id').references(() => blogPosts.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('blog_attachments_post_id_idx').on(t.postId)],
);

export type BlogCategoryRow = typeof blogCategories.$inferSelect;
export type BlogTopicRow = typeof blogTopics.$inferSelect;
export type BlogPostRow = typeof blogPosts.$inferSelect;
export type BlogCommentRow = typeof blogComments.$inferSelect;
