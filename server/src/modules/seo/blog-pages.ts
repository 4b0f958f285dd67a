import { blogListHead, blogPostHead } from '@skillhub/shared/blog-heads';
import { blogEndpoints } from '@skillhub/shared/endpoints/blog';
import type { PageHead } from '@skillhub/shared/page-head';
import { staticPageHead } from '@skillhub/shared/page-head';
import { PATHS, routeTo } from '@skillhub/shared/routes';
import { BLOG_SLUG_PATTERN, type BlogPostDetails, listBlogPostsQuerySchema } from '@skillhub/shared/schemas/blog';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../../http/http-error.ts';
import { createCommentsService } from '../blog/comments.service.ts';
import { createPostsService, publicListKey } from '../blog/posts.service.ts';
import { createTaxonomyService } from '../blog/taxonomy.service.ts';
import { asSent, type SendPage, type SendRemotePage } from './server-page.ts';

/** Posts on the list's first page, as the blog remote asks for them (remotes/blog/src/posts/post-queries.ts). */
const BLOG_PAGE_SIZE = 9;
/** A post's first page of comments, as its comments section asks for it (COMMENTS_PAGE_SIZE there). */
const COMMENTS_PAGE_SIZE = 10;
/** The list's unfiltered first page as the remote keys it (BLOG_LIST_DEFAULTS there). */
const BLOG_LIST_DEFAULTS = { category: '', topic: '', search: '', page: 1 } as const;

/**
 * /blog and /blog/{slug} rendered by the blog remote with the same reads as the public blog API (published
 * posts only, through the public-content cache that every blog change clears: a post, a comment, a term), so the
 * HTML never shows a draft, a scheduled or deleted post, or a stale comment. Everything the page's queries ask for
 * on arrival goes into the page under the remote's own query keys, so the app's first render asks for nothing.
 * A post's body is the HTML stored when it was saved, sanitised then with an allow-list
 * (modules/blog/blog-content.ts): the API hands out the same string and the remote draws it the same way.
 */
export function registerBlogPages(app: FastifyInstance, sendPage: SendPage, sendRemotePage: SendRemotePage): void {
  const origin = app.config.publicUrl;
  const posts = createPostsService(app, app.blogEvents);
  const comments = createCommentsService(app, posts, app.blogEvents);
  const categories = createTaxonomyService(app, 'category');
  const topics = createTaxonomyService(app, 'topic');
  const read = <T>(key: string, load: () => Promise<T>) => app.publicContent.read(key, load);
  /**
   * The head each cached read gives, made once per read object (the cache hands out the same one until a change):
   * a list's head names every post's address, too much to build again on every visit.
   */
  const heads = new WeakMap<object, PageHead>();
  const headOf = <T extends object>(of: T, make: (value: T) => PageHead): PageHead => {
    let head = heads.get(of);
    if (!head) {
      head = make(of);
      heads.set(of, head);
    }
    return head;
  };

  /** The list's first page under the API's own key: GET /blog/all?page=1&limit=9 reads the same entry. */
  const firstPageQuery = listBlogPostsQuerySchema.parse({ page: 1, limit: BLOG_PAGE_SIZE });
  const firstPageKey = publicListKey(firstPageQuery);
  const firstPage = () => read(firstPageKey, () => posts.list(firstPageQuery, false));
  /** The active categories and topics the list's filters offer, as GET /blog/category/all and /topic/all answer. */
  const terms = () =>
    read('page:blog-terms', async () => {
      const [active, activeTopics] = await Promise.all([categories.list(true, false), topics.list(true, false)]);
      return { categories: active, topics: activeTopics };
    });

  app.get('/blog', { schema: { hide: true } }, async (request, reply) => {
    // A filtered or later page is drawn by the app alone; the server renders the list most visitors land on.
    if (request.url.includes('?')) return sendPage(reply, 200, staticPageHead(origin, 'blog'), PATHS.blog);
    const [list, filters] = await Promise.all([firstPage(), terms()]);
    return sendRemotePage(reply, {
      name: 'blog',
      path: routeTo('blog'),
      // The remote's own keys (remotes/blog/src/posts/post-queries.ts): the whole list answer, and the filters'
      // terms as its query keeps them.
      queries: () => [
        { key: ['public-blog', 'list', BLOG_LIST_DEFAULTS], data: z.encode(blogEndpoints.list.response, list) },
        {
          key: ['public-blog', 'terms'],
          data: {
            categories: z.encode(blogEndpoints.categories.response, filters.categories).data,
            topics: z.encode(blogEndpoints.topics.response, filters.topics).data,
          },
        },
      ],
      data: list,
      fallbackHead: headOf(list.data, (data) => blogListHead(data, origin)),
    });
  });

  app.get<{ Params: { slug: string } }>('/blog/:slug', { schema: { hide: true } }, async (request, reply) => {
    const { slug } = request.params;
    // Not a slug any post could have (a slug is lowercase letters and digits between single dashes).
    if (!BLOG_SLUG_PATTERN.test(slug)) return sendPage(reply, 404, null, PATHS.blogPost);
    let post: BlogPostDetails;
    try {
      // A key of its own: GET /blog/details keeps its whole answer under `details:` + its query.
      post = await read(`page:blog-post:${slug}`, () => posts.details({ slug, view: 'public' }, false));
    } catch (error) {
      // Unknown, draft, scheduled or deleted: the page says not found, and so does the status.
      if (error instanceof HttpError && error.statusCode === 404) return sendPage(reply, 404, null, PATHS.blogPost);
      throw error;
    }
    // An earlier slug of a renamed post: the address people should share.
    if (post.redirect) return reply.redirect(routeTo('blogPost', { slug: post.slug }), 301);
    const id = post._id;
    // Under the keys GET /blog/related/{id} and /blog/adjacent/{id} use, so both read one entry; cleared with the
    // post, so the post object still names all of the render's data.
    const [related, adjacent, firstComments] = await Promise.all([
      read(`related:${id}`, () => posts.related(id)),
      read(`adjacent:${id}`, () => posts.adjacent(id)),
      read(`page:blog-comments:${id}`, () => comments.listApproved(id, 1, COMMENTS_PAGE_SIZE)),
    ]);
    return sendRemotePage(reply, {
      name: 'blogPost',
      path: routeTo('blogPost', { slug: post.slug }),
      // The remote's own keys (remotes/blog/src/posts/post-queries.ts), each holding what its query keeps.
      queries: () => [
        { key: ['public-blog', 'post', post.slug], data: asSent(blogEndpoints.details.response, post) },
        { key: ['public-blog', 'related', id], data: asSent(blogEndpoints.related.response, related) },
        { key: ['public-blog', 'adjacent', id], data: asSent(blogEndpoints.adjacent.response, adjacent) },
        { key: ['public-blog', 'comments', id, 1], data: z.encode(blogEndpoints.comments.response, firstComments) },
      ],
      data: post,
      fallbackHead: headOf(post, (value) => blogPostHead(value, origin)),
    });
  });
}
