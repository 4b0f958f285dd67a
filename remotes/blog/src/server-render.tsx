import { blogListHead, blogPostHead } from '@skillhub/shared/blog-heads';
import type { BlogPostDetails, BlogPostSummary } from '@skillhub/shared/schemas/blog';
import type { ListBody } from '@skillhub/shared/schemas/common';
import { serverRender } from '@skillhub/shared/ssr/render-remote-page';
// The remote's texts, as in the browser.
import './i18n/index.ts';
import BlogListPage from './pages/blog-list/index.tsx';
import BlogPostPage from './pages/blog-post/index.tsx';
import { pages } from './pages.ts';
import { BLOG_LIST_DEFAULTS, blogKeys } from './posts/post-queries.ts';

/**
 * The server target (`server/render.mjs` of each build): the public blog the API renders with these very
 * components, from the data the server sends under this remote's query keys. The list is rendered as most
 * visitors land on it, its first page unfiltered; the server leaves a filtered or later page to the app.
 */
export const render = serverRender(pages, {
  blog: {
    Component: BlogListPage,
    head: ({ data, origin }) =>
      blogListHead(data<ListBody<BlogPostSummary>>(blogKeys.list(BLOG_LIST_DEFAULTS)).data, origin),
  },
  blogPost: {
    Component: BlogPostPage,
    head: ({ data, params, origin }) => blogPostHead(data<BlogPostDetails>(blogKeys.post(params.slug ?? '')), origin),
  },
});
