import { z } from 'zod';
import { PUBLISH_DATE_PATTERN, PUBLISH_TIME_PATTERN, publishInstant } from '../blog-publish-time.ts';
import {
  BLOG_AUTHOR_MAX,
  BLOG_COMMENT_STATUSES,
  BLOG_CONTENT_MAX,
  BLOG_META_DESCRIPTION_MAX,
  BLOG_SLUG_MAX,
  BLOG_TITLE_MAX,
  COMMENT_MAX,
  COMMENT_MIN,
  PUBLICATION_STATUSES,
} from '../constants.ts';
import { booleanQuery, paginationSchema, timestampsSchema, uuidSchema } from './common.ts';
import { emailField, emptyToUndefined, multiLine, singleLine } from './fields.ts';
import { honeypotShape } from './lead-form.ts';
import { pagingShape, withPage } from './paging.ts';
import { responsiveImageSchema } from './responsive-image.ts';
import { storedFileSchema } from './upload.ts';

/**
 * The blog's calls: posts, their categories and topics, comments and image attachments. Statuses are the
 * spec's publication statuses; a post's status is derived on the server from whether it is a draft, whether it
 * is scheduled and its publish instant, never sent as such.
 */

export type PublicationStatus = (typeof PUBLICATION_STATUSES)[number];
export type BlogCommentStatus = (typeof BLOG_COMMENT_STATUSES)[number];

/** Lowercase letters or digits in groups separated by single dashes: `learn-react-19`. */
export const BLOG_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const BLOG_SLUG_MESSAGE = 'Slug must be lowercase letters or digits separated by single dashes';

export const blogSlugField = z
  .string({ error: 'Slug is required' })
  .check(singleLine)
  .trim()
  .min(1, 'Slug is required')
  .max(BLOG_SLUG_MAX, `Slug must not exceed ${BLOG_SLUG_MAX} characters`)
  .regex(BLOG_SLUG_PATTERN, BLOG_SLUG_MESSAGE);

/** An absolute http(s) URL or a root-relative path (a file this platform serves); never javascript: or data:. */
function isLinkable(value: string): boolean {
  if (/^\/(?!\/)\S*$/.test(value)) return true;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

const optionalDescription = z.preprocess(
  emptyToUndefined,
  z.string().check(multiLine).trim().max(1000, 'Description must not exceed 1000 characters').optional(),
);

// ---------------------------------------------------------------------------------------------- categories

export const blogCategoryBodySchema = z.object({
  name: z
    .string({ error: 'Category name is required' })
    .check(singleLine)
    .trim()
    .min(1, 'Category name is required')
    .max(100, 'Category name must not exceed 100 characters'),
  slug: blogSlugField,
  description: optionalDescription,
});
export type BlogCategoryBody = z.infer<typeof blogCategoryBodySchema>;
export type BlogCategoryBodyInput = z.input<typeof blogCategoryBodySchema>;

/** `active` defaults to true (what the public filters and the editor offer); false lists the inactive ones. */
export const listBlogTaxonomyQuerySchema = z.object({ active: booleanQuery.default(true) });
export type ListBlogTaxonomyQuery = z.output<typeof listBlogTaxonomyQuerySchema>;

export const blogCategorySchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    slug: z.string(),
    /** '' when none was given. */
    description: z.string(),
    /** true means inactive: kept on the posts that have it, no longer offered for new ones. */
    isDeleted: z.boolean(),
    /** Posts (drafts and scheduled ones included, deleted ones not) that have the category. */
    postsCount: z.number().int(),
  })
  .extend(timestampsSchema.shape);
export type BlogCategory = z.infer<typeof blogCategorySchema>;

// -------------------------------------------------------------------------------------------------- topics

export const blogTopicBodySchema = z.object({
  name: z
    .string({ error: 'Topic name is required' })
    .check(singleLine)
    .trim()
    .min(1, 'Topic name is required')
    .max(100, 'Topic name must not exceed 100 characters'),
  description: optionalDescription,
});
export type BlogTopicBody = z.infer<typeof blogTopicBodySchema>;
export type BlogTopicBodyInput = z.input<typeof blogTopicBodySchema>;

/** A topic's slug is made from its name by the server (for shareable filter URLs). */
export const blogTopicSchema = blogCategorySchema;
export type BlogTopic = z.infer<typeof blogTopicSchema>;

/** What a post shows of each of its categories and topics. */
export const blogTermSchema = z.object({ _id: z.string(), name: z.string(), slug: z.string() });
export type BlogTerm = z.infer<typeof blogTermSchema>;

// --------------------------------------------------------------------------------------------------- posts

const idList = (message: string) =>
  z
    .array(uuidSchema, { error: message })
    .min(1, message)
    .max(20, 'Must not have more than 20 items')
    .transform((ids) => [...new Set(ids)]);

const blogPostBodyShape = {
  title: z
    .string({ error: 'Title is required' })
    .check(singleLine)
    .trim()
    .min(1, 'Title is required')
    .max(BLOG_TITLE_MAX, `Title must not exceed ${BLOG_TITLE_MAX} characters`),
  slug: blogSlugField,
  metaDescription: z
    .string({ error: 'Meta description is required' })
    .check(singleLine)
    .trim()
    .min(1, 'Meta description is required')
    .max(BLOG_META_DESCRIPTION_MAX, `Meta description must not exceed ${BLOG_META_DESCRIPTION_MAX} characters`),
  categories: idList('At least one category is required'),
  topics: idList('At least one topic is required'),
  author: z
    .string({ error: 'Author is required' })
    .check(singleLine)
    .trim()
    .min(1, 'Author is required')
    .max(BLOG_AUTHOR_MAX, `Author must not exceed ${BLOG_AUTHOR_MAX} characters`),
  thumbnail: z
    .string({ error: 'Thumbnail is required' })
    .check(singleLine)
    .trim()
    .min(1, 'Thumbnail is required')
    .max(2048, 'URL must not exceed 2048 characters')
    .refine(isLinkable, 'Invalid URL'),
  /** Rich text from the editor; the server sanitises it with an allow-list before storing it. */
  content: z
    .string({ error: 'Content must be text' })
    .check(multiLine)
    .max(BLOG_CONTENT_MAX, `Content must not exceed ${BLOG_CONTENT_MAX} characters`)
    .default(''),
  /** Saved but not published (the editor's "Save as draft"); a draft is never public. */
  isDraft: z.boolean({ error: 'isDraft must be true or false' }).default(false),
  isScheduled: z.boolean({ error: 'isScheduled must be true or false' }).default(false),
  /** India's date (`YYYY-MM-DD`); required only when scheduled. */
  publishDate: z.preprocess(
    emptyToUndefined,
    z.string().trim().regex(PUBLISH_DATE_PATTERN, 'Publish date must be a date (YYYY-MM-DD)').optional(),
  ),
  /** India's time (`HH:mm`, 24-hour); required only when scheduled. */
  publishTime: z.preprocess(
    emptyToUndefined,
    z.string().trim().regex(PUBLISH_TIME_PATTERN, 'Publish time must be a time (HH:mm)').optional(),
  ),
};

/**
 * POST /blog and PUT /blog/{id}. Without `isDraft` or `isScheduled` the post is published at once; scheduled,
 * it needs a publish date and time (India's), which the server also requires to be in the future when it
 * schedules. Content must not be empty unless the post is a draft.
 */
export const blogPostBodySchema = z.object(blogPostBodyShape).superRefine(
  (body, ctx) => {
    // Also runs when other fields failed (so every field's message shows at once): read the values defensively.
    const scheduled = body.isScheduled === true && body.isDraft !== true;
    const { publishDate, publishTime } = body;
    if (scheduled) {
      if (publishDate === undefined) {
        ctx.addIssue({ code: 'custom', path: ['publishDate'], message: 'Publish date is required' });
      }
      if (publishTime === undefined) {
        ctx.addIssue({ code: 'custom', path: ['publishTime'], message: 'Publish time is required' });
      }
      const wellFormed =
        typeof publishDate === 'string' &&
        PUBLISH_DATE_PATTERN.test(publishDate) &&
        typeof publishTime === 'string' &&
        PUBLISH_TIME_PATTERN.test(publishTime);
      if (wellFormed && !publishInstant(publishDate, publishTime)) {
        ctx.addIssue({ code: 'custom', path: ['publishDate'], message: 'Publish date is not a valid date' });
      }
    }
    if (body.isDraft !== true && typeof body.content === 'string' && stripTags(body.content) === '') {
      ctx.addIssue({ code: 'custom', path: ['content'], message: 'Content cannot be empty' });
    }
  },
  { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
);
export type BlogPostBody = z.output<typeof blogPostBodySchema>;
export type BlogPostBodyInput = z.input<typeof blogPostBodySchema>;

/** Visible text without a DOM; images count as content too. */
function stripTags(html: string): string {
  if (/<img\b/i.test(html)) return 'image';
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;/gi, ' ')
    .trim();
}

export const blogListViewSchema = z.enum(['public', 'staff'], { error: 'view must be public or staff' });

/**
 * GET /blog/all. The public view (the default, no token needed) lists published posts, newest first; the
 * staff view (Blogs/Blogs read) lists every status and, with `deleted=true`, the deleted posts. `category` and
 * `topic` take an `_id` or a slug.
 */
export const listBlogPostsQuerySchema = z
  .object({
    ...pagingShape(),
    view: blogListViewSchema.default('public'),
    status: z.enum(PUBLICATION_STATUSES, { error: 'Invalid status' }).optional(),
    category: z.string().check(singleLine).trim().max(BLOG_SLUG_MAX, 'Invalid category').optional(),
    topic: z.string().check(singleLine).trim().max(BLOG_SLUG_MAX, 'Invalid topic').optional(),
    deleted: booleanQuery.default(false),
  })
  .transform(withPage);
export type ListBlogPostsQuery = z.output<typeof listBlogPostsQuerySchema>;

/** A post in lists: everything but its body. */
export const blogPostSummarySchema = z
  .object({
    _id: z.string(),
    blogNumber: z.number().int(),
    title: z.string(),
    slug: z.string(),
    metaDescription: z.string(),
    author: z.string(),
    thumbnail: z.string(),
    /** The cover's renditions for srcset; null or absent while it has none (see ResponsiveImage). */
    thumbnailImage: responsiveImageSchema.nullable().optional(),
    readingTimeMinutes: z.number().int(),
    categories: z.array(blogTermSchema),
    topics: z.array(blogTermSchema),
    status: z.enum(PUBLICATION_STATUSES),
    isDraft: z.boolean(),
    isScheduled: z.boolean(),
    /** India's date and time it goes or went live (null for a draft never scheduled). */
    publishDate: z.string().nullable(),
    publishTime: z.string().nullable(),
    /** The same instant in ISO 8601: when it went live, or when it is scheduled to. */
    publishedAt: z.string().nullable(),
    isDeleted: z.boolean(),
    deletedAt: z.string().nullable(),
    /** Approved comments. */
    commentsCount: z.number().int(),
    /** Comments waiting for moderation; 0 in the public view. */
    pendingCommentsCount: z.number().int(),
  })
  .extend(timestampsSchema.shape);
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;

export const blogPostSchema = blogPostSummarySchema.extend({
  /** Sanitised HTML: what the editor saved is what the page shows. */
  content: z.string(),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

export const BLOG_DETAILS_ONE_KEY_MESSAGE = 'Give exactly one of id, blogNumber or slug';

/**
 * GET /blog/details: exactly one of `id`, `blogNumber` or `slug`. The public view finds published posts only
 * (a draft, scheduled or deleted post is 404); the staff view (Blogs/Blogs read) finds any, for the editor and
 * the preview.
 */
export const blogDetailsQuerySchema = z
  .object({
    id: uuidSchema.optional(),
    blogNumber: z.coerce
      .number({ error: 'Invalid blogNumber' })
      .int('Invalid blogNumber')
      .min(1, 'Invalid blogNumber')
      .optional(),
    slug: z.string().check(singleLine).trim().min(1).max(BLOG_SLUG_MAX, 'Invalid slug').optional(),
    view: blogListViewSchema.default('public'),
  })
  .superRefine((q, ctx) => {
    const given = [q.id, q.blogNumber, q.slug].filter((v) => v !== undefined).length;
    if (given !== 1) {
      ctx.addIssue({ code: 'custom', path: ['id'], message: BLOG_DETAILS_ONE_KEY_MESSAGE });
    }
  });
export type BlogDetailsQuery = z.output<typeof blogDetailsQuerySchema>;

export const blogPostDetailsSchema = blogPostSchema.extend({
  /**
   * true when the post was asked for by one of its old slugs: `slug` is the current one, and the page
   * redirects there (permanently) so old links keep working.
   */
  redirect: z.boolean(),
});
export type BlogPostDetails = z.infer<typeof blogPostDetailsSchema>;

export const blogIdParamsSchema = z.object({ id: uuidSchema });
export const blogSlugParamsSchema = z.object({ slug: z.string().check(singleLine).trim().min(1).max(200) });

/** Availability checks: the slug being edited belongs to `exceptId`, so it counts as free for it. */
export const slugAvailabilityQuerySchema = z.object({ exceptId: uuidSchema.optional() });
export const slugAvailabilitySchema = z.object({
  slug: z.string(),
  available: z.boolean(),
  /** Why it is not available: not a valid slug, or taken. */
  reason: z.enum(['invalid', 'taken']).nullable(),
});
export type SlugAvailability = z.infer<typeof slugAvailabilitySchema>;

/** Previous (older) and next (newer) published posts around one. */
export const blogAdjacentSchema = z.object({
  previous: blogPostSummarySchema.nullable(),
  next: blogPostSummarySchema.nullable(),
});
export type BlogAdjacent = z.infer<typeof blogAdjacentSchema>;

// ------------------------------------------------------------------------------------------------ comments

export const BLOG_COMMENT_PENDING_MESSAGE = 'Thanks! Your comment will appear once it is approved.';
export const BLOG_COMMENT_PUBLISHED_MESSAGE = 'Your comment is posted.';

const commentShape = {
  blogId: uuidSchema,
  comment: z
    .string({ error: 'Comment is required' })
    .check(multiLine)
    .trim()
    .min(1, 'Comment is required')
    .min(COMMENT_MIN, `Comment must be at least ${COMMENT_MIN} characters`)
    .max(COMMENT_MAX, `Comment must not exceed ${COMMENT_MAX} characters`),
  ...honeypotShape,
};
const visitorName = z
  .string({ error: 'Name is required' })
  .check(singleLine)
  .trim()
  .min(1, 'Name is required')
  .max(100, 'Name must not exceed 100 characters');

/**
 * POST /blog/comment as the endpoint takes it: name and email optional, because a signed-in learner posts
 * under their account. The server applies `visitorCommentBodySchema` to a post without a session.
 */
export const blogCommentBodySchema = z.object({
  ...commentShape,
  name: z.preprocess(emptyToUndefined, visitorName.optional()),
  email: z.preprocess(emptyToUndefined, emailField.optional()),
});
export type BlogCommentBody = z.output<typeof blogCommentBodySchema>;
export type BlogCommentBodyInput = z.input<typeof blogCommentBodySchema>;

/** A visitor (not signed in) must give a name and an e-mail. */
export const visitorCommentBodySchema = z.object({ ...commentShape, name: visitorName, email: emailField });

/** The comment form's schema for the page's session. */
export function commentFormSchema(signedIn: boolean) {
  return signedIn ? blogCommentBodySchema : visitorCommentBodySchema;
}

/** A comment as the public sees it: never the e-mail or address. */
export const blogCommentSchema = z
  .object({
    _id: z.string(),
    blogId: z.string(),
    comment: z.string(),
    name: z.string(),
  })
  .extend(timestampsSchema.shape);
export type BlogComment = z.infer<typeof blogCommentSchema>;

/**
 * The answer to POST /blog/comment: `approved` (a signed-in learner's comment without links: shown at once,
 * `comment` is it) or `pending` (waits for moderation; `comment` is null).
 */
export const blogCommentResultSchema = z.object({
  status: z.enum(['pending', 'approved']),
  comment: blogCommentSchema.nullable(),
});
export type BlogCommentResult = z.infer<typeof blogCommentResultSchema>;

export const blogCommentsQuerySchema = z.object({ ...pagingShape() }).transform(withPage);

/** A comment in the staff's moderation list. */
export const moderatedCommentSchema = blogCommentSchema.extend({
  email: z.string().nullable(),
  status: z.enum(BLOG_COMMENT_STATUSES),
  /** The account that posted it; null for a visitor. */
  userId: z.string().nullable(),
  /** The address it came from. */
  ipAddress: z.string().nullable(),
  /** Links found in the text (any link holds a comment for moderation). */
  linkCount: z.number().int(),
  blog: z.object({ _id: z.string(), title: z.string(), slug: z.string(), blogNumber: z.number().int() }),
});
export type ModeratedComment = z.infer<typeof moderatedCommentSchema>;

/** GET /blog/comments/moderation: across posts, or one post's (`blogId`); `status` filters. */
export const moderationQuerySchema = z
  .object({
    ...pagingShape(),
    blogId: uuidSchema.optional(),
    status: z.enum(BLOG_COMMENT_STATUSES, { error: 'Invalid status' }).optional(),
  })
  .transform(withPage);
export type ModerationQuery = z.output<typeof moderationQuerySchema>;

export const moderationListSchema = z.object({
  success: z.literal(true),
  data: z.array(moderatedCommentSchema),
  pagination: paginationSchema,
  /** Comments waiting, across posts or in the post asked for. */
  pendingCount: z.number().int(),
});
export type ModerationList = z.infer<typeof moderationListSchema>;

export const commentIdParamsSchema = z.object({ commentId: uuidSchema });
export const commentStatusBodySchema = z.object({
  status: z.enum(BLOG_COMMENT_STATUSES, { error: 'Status must be pending, approved or hidden' }),
});
export type CommentStatusBody = z.infer<typeof commentStatusBodySchema>;

// --------------------------------------------------------------------------------------------- attachments

/**
 * POST /blog/attachments: multipart/form-data with the image in `file` and, optionally, the post's number in
 * `blogNo`. JPEG, PNG or WebP by content, at most IMAGE_MAX_BYTES.
 */
export const blogAttachmentFieldsSchema = z.object({
  blogNo: z.preprocess(
    emptyToUndefined,
    z.coerce.number({ error: 'Invalid blogNo' }).int('Invalid blogNo').min(1, 'Invalid blogNo').optional(),
  ),
});
export const blogAttachmentSchema = storedFileSchema;
export type BlogAttachment = z.infer<typeof blogAttachmentSchema>;
