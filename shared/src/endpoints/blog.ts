import { apiPaths } from '../api-paths.ts';
import { endpoint } from '../endpoint.ts';
import {
  blogAdjacentSchema,
  blogAttachmentSchema,
  blogCategoryBodySchema,
  blogCategorySchema,
  blogCommentBodySchema,
  blogCommentResultSchema,
  blogCommentSchema,
  blogCommentsQuerySchema,
  blogDetailsQuerySchema,
  blogIdParamsSchema,
  blogPostBodySchema,
  blogPostDetailsSchema,
  blogPostSchema,
  blogPostSummarySchema,
  blogSlugParamsSchema,
  blogTopicBodySchema,
  blogTopicSchema,
  commentIdParamsSchema,
  commentStatusBodySchema,
  listBlogPostsQuerySchema,
  listBlogTaxonomyQuerySchema,
  moderatedCommentSchema,
  moderationListSchema,
  moderationQuerySchema,
  slugAvailabilityQuerySchema,
  slugAvailabilitySchema,
} from '../schemas/blog.ts';
import { listBodySchema, messageBodySchema, successBodySchema } from '../schemas/common.ts';
import { multipartBodySchema } from '../schemas/upload.ts';

/** The blog calls: posts, categories, topics, comments and their moderation, image attachments. */
export const blogEndpoints = {
  /** Multipart: the file field `file` (JPEG, PNG or WebP) and the optional field `blogNo` (blogAttachmentFieldsSchema). */
  uploadAttachment: endpoint({
    method: 'POST',
    path: apiPaths.blog.attachments,
    body: multipartBodySchema,
    response: successBodySchema(blogAttachmentSchema),
    status: 201,
  }),

  // posts
  list: endpoint({
    method: 'GET',
    path: apiPaths.blog.all,
    query: listBlogPostsQuerySchema,
    response: listBodySchema(blogPostSummarySchema),
  }),
  create: endpoint({
    method: 'POST',
    path: apiPaths.blog.create,
    body: blogPostBodySchema,
    response: successBodySchema(blogPostSchema),
    status: 201,
  }),
  update: endpoint({
    method: 'PUT',
    path: apiPaths.blog.byId,
    params: blogIdParamsSchema,
    body: blogPostBodySchema,
    response: successBodySchema(blogPostSchema),
  }),
  /** Soft delete: the post leaves every public view and can be restored. */
  remove: endpoint({
    method: 'DELETE',
    path: apiPaths.blog.byId,
    params: blogIdParamsSchema,
    response: successBodySchema(blogPostSummarySchema),
  }),
  restore: endpoint({
    method: 'PATCH',
    path: apiPaths.blog.restore,
    params: blogIdParamsSchema,
    response: successBodySchema(blogPostSummarySchema),
  }),
  details: endpoint({
    method: 'GET',
    path: apiPaths.blog.details,
    query: blogDetailsQuerySchema,
    response: successBodySchema(blogPostDetailsSchema),
  }),
  slugAvailable: endpoint({
    method: 'GET',
    path: apiPaths.blog.slugAvailable,
    params: blogSlugParamsSchema,
    query: slugAvailabilityQuerySchema,
    response: successBodySchema(slugAvailabilitySchema),
  }),
  related: endpoint({
    method: 'GET',
    path: apiPaths.blog.related,
    params: blogIdParamsSchema,
    response: successBodySchema(blogPostSummarySchema.array()),
  }),
  adjacent: endpoint({
    method: 'GET',
    path: apiPaths.blog.adjacent,
    params: blogIdParamsSchema,
    response: successBodySchema(blogAdjacentSchema),
  }),

  // categories
  categories: endpoint({
    method: 'GET',
    path: apiPaths.blog.categoriesAll,
    query: listBlogTaxonomyQuerySchema,
    response: listBodySchema(blogCategorySchema),
  }),
  createCategory: endpoint({
    method: 'POST',
    path: apiPaths.blog.categoryCreate,
    body: blogCategoryBodySchema,
    response: successBodySchema(blogCategorySchema),
    status: 201,
  }),
  updateCategory: endpoint({
    method: 'PUT',
    path: apiPaths.blog.categoryById,
    params: blogIdParamsSchema,
    body: blogCategoryBodySchema,
    response: successBodySchema(blogCategorySchema),
  }),
  getCategory: endpoint({
    method: 'GET',
    path: apiPaths.blog.categoryById,
    params: blogIdParamsSchema,
    response: successBodySchema(blogCategorySchema),
  }),
  /** Toggles active/inactive; nothing is deleted, posts keep the category (the answer names how many). */
  toggleCategory: endpoint({
    method: 'DELETE',
    path: apiPaths.blog.categoryById,
    params: blogIdParamsSchema,
    response: successBodySchema(blogCategorySchema),
  }),
  categorySlugAvailable: endpoint({
    method: 'GET',
    path: apiPaths.blog.categorySlugAvailable,
    params: blogSlugParamsSchema,
    query: slugAvailabilityQuerySchema,
    response: successBodySchema(slugAvailabilitySchema),
  }),

  // topics
  topics: endpoint({
    method: 'GET',
    path: apiPaths.blog.topicsAll,
    query: listBlogTaxonomyQuerySchema,
    response: listBodySchema(blogTopicSchema),
  }),
  createTopic: endpoint({
    method: 'POST',
    path: apiPaths.blog.topicCreate,
    body: blogTopicBodySchema,
    response: successBodySchema(blogTopicSchema),
    status: 201,
  }),
  updateTopic: endpoint({
    method: 'PUT',
    path: apiPaths.blog.topicById,
    params: blogIdParamsSchema,
    body: blogTopicBodySchema,
    response: successBodySchema(blogTopicSchema),
  }),
  getTopic: endpoint({
    method: 'GET',
    path: apiPaths.blog.topicById,
    params: blogIdParamsSchema,
    response: successBodySchema(blogTopicSchema),
  }),
  /** Toggles active/inactive, like categories. */
  toggleTopic: endpoint({
    method: 'DELETE',
    path: apiPaths.blog.topicById,
    params: blogIdParamsSchema,
    response: successBodySchema(blogTopicSchema),
  }),

  // comments
  /** A published post's approved comments, newest first (`id` is the post's `_id`). */
  comments: endpoint({
    method: 'GET',
    path: apiPaths.blog.comments,
    params: blogIdParamsSchema,
    query: blogCommentsQuerySchema,
    response: listBodySchema(blogCommentSchema),
  }),
  postComment: endpoint({
    method: 'POST',
    path: apiPaths.blog.comment,
    body: blogCommentBodySchema,
    response: successBodySchema(blogCommentResultSchema),
    status: 201,
  }),
  moderation: endpoint({
    method: 'GET',
    path: apiPaths.blog.moderation,
    query: moderationQuerySchema,
    response: moderationListSchema,
  }),
  setCommentStatus: endpoint({
    method: 'PATCH',
    path: apiPaths.blog.commentStatus,
    params: commentIdParamsSchema,
    body: commentStatusBodySchema,
    response: successBodySchema(moderatedCommentSchema),
  }),
  deleteComment: endpoint({
    method: 'DELETE',
    path: apiPaths.blog.commentById,
    params: commentIdParamsSchema,
    response: messageBodySchema,
  }),
};
