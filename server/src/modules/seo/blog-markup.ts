import { formatDate } from '@skillhub/shared/format';
import { routeTo } from '@skillhub/shared/routes';
import type { BlogPostDetails, BlogPostSummary } from '@skillhub/shared/schemas/blog';
import { escapeMarkup as e } from './markup.ts';

/**
 * The server-rendered blog pages, in the blog remote's words and layout (remotes/blog/src/pages/blog-post and
 * blog-list). Every value is escaped but a post's body, which is what the API returns (sanitised with an
 * allow-list when it was saved).
 */

/** "By Asha Rao · 2 Sept 2025 · 6 min read" (PostFacts) */
function facts(post: BlogPostSummary): string {
  return [
    `By ${post.author}`,
    ...(post.publishedAt ? [formatDate(post.publishedAt)] : []),
    `${post.readingTimeMinutes} min read`,
  ].join(' · ');
}

/** /blog/{slug}: back link, title, byline, terms, the 16:9 cover fetched first, and the body. */
export function blogPostMarkup(post: BlogPostDetails): string {
  const terms = [
    ...post.categories.map(
      (c) => `<a href="${e(routeTo('blog', { category: c.slug }))}" class="sh-ssr-tag">${e(c.name)}</a>`,
    ),
    ...post.topics.map(
      (topic) => `<a href="${e(routeTo('blog', { topic: topic.slug }))}" class="sh-ssr-tag">${e(topic.name)}</a>`,
    ),
  ].join('');
  return [
    '<div class="sh-ssr-page sh-ssr-narrow sh-ssr-stack">',
    `<a href="${e(routeTo('blog'))}">← All articles</a>`,
    // Named by its title, as the remote's article is.
    '<article aria-labelledby="sh-ssr-post-title">',
    `<h1 id="sh-ssr-post-title" class="sh-ssr-post-title">${e(post.title)}</h1>`,
    `<span class="sh-ssr-muted" style="font-size:13px">${e(facts(post))}</span>`,
    `<div class="sh-ssr-tags" style="gap:4px;margin-block:12px">${terms}</div>`,
    `<img class="sh-ssr-post-cover" src="${e(post.thumbnail)}" alt="${e(`Cover image of ${post.title}`)}" width="1280" height="720" fetchpriority="high" decoding="async">`,
    `<div class="sh-ssr-prose">${post.content}</div>`,
    '</article></div>',
  ].join('');
}

/** A post in the list (remotes/blog/src/posts/post-card.tsx): cover, linked title, summary, facts, its terms. */
function postCard(post: BlogPostSummary, first: boolean): string {
  const href = e(routeTo('blogPost', { slug: post.slug }));
  // The first post's cover is the page's largest content on a phone (one column): fetched first and alone, not
  // sharing the line with the rest of a wide screen's first row (LCP on /blog 3.2 -> 2.8 s); the rest when in view.
  const loading = first ? 'fetchpriority="high"' : 'loading="lazy"';
  const terms = [
    ...post.categories.map((c) => `<span class="sh-ssr-tag sh-ssr-tag-blue">${e(c.name)}</span>`),
    ...post.topics.map((topic) => `<span class="sh-ssr-tag">${e(topic.name)}</span>`),
  ].join('');
  return [
    `<article class="sh-ssr-card sh-ssr-post-card" aria-label="${e(post.title)}">`,
    `<a href="${href}" tabindex="-1" aria-hidden="true" class="sh-ssr-cover"><img src="${e(post.thumbnail)}" alt="" width="640" height="360" decoding="async" ${loading}></a>`,
    '<div class="sh-ssr-card-body" style="gap:8px;flex:1">',
    `<h2><a href="${href}">${e(post.title)}</a></h2>`,
    `<p class="sh-ssr-muted sh-ssr-clamp3">${e(post.metaDescription)}</p>`,
    `<span class="sh-ssr-muted" style="font-size:13px">${e(facts(post))}</span>`,
    `<div class="sh-ssr-tags" style="gap:4px;margin-top:auto">${terms}</div>`,
    '</div></article>',
  ].join('');
}

/** /blog: the heading, the count, the filters' row (a working search) and the first page of posts. */
export function blogListMarkup(posts: BlogPostSummary[], total: number): string {
  return [
    '<div class="sh-ssr-page sh-ssr-stack">',
    '<div class="sh-ssr-tight" style="gap:4px"><h1>Blogs</h1>',
    '<span class="sh-ssr-muted">Career advice, tutorials and stories from our mentors and learners.</span>',
    `<span class="sh-ssr-muted">${e(`${total} ${total === 1 ? 'article' : 'articles'}`)}</span></div>`,
    // As on /courses: a search that works without the app (GET /blog?search=…), the selects in their places.
    `<form class="sh-ssr-filters" role="search" aria-label="Filter articles" action="${e(routeTo('blog'))}" method="get">`,
    '<input type="search" name="search" aria-label="Search articles" placeholder="Search articles" maxlength="200" enterkeyhint="search">',
    '<span aria-hidden="true">All categories</span><span aria-hidden="true">All topics</span>',
    '</form>',
    posts.length
      ? `<div class="sh-ssr-posts" role="list" aria-label="Blogs">${posts
          .map((post, i) => `<div role="listitem" style="display:flex">${postCard(post, i < 1)}</div>`)
          .join('')}</div>`
      : '<p class="sh-ssr-muted" style="text-align:center;padding:32px 0">No articles match your filters.</p>',
    '</div>',
  ].join('');
}
