import { formatDate } from '@skillhub/shared/format';
import { routeTo } from '@skillhub/shared/routes';
import type { BlogPostDetails } from '@skillhub/shared/schemas/blog';
import { escapeMarkup as e } from './markup.ts';

/**
 * The server-rendered content of a blog post, in the blog remote's words and layout
 * (remotes/blog/src/pages/blog-post): back link, title, byline, terms, the 16:9 cover fetched first, and the body
 * as the API returns it (sanitised with an allow-list when it was saved). Every other value is escaped.
 */
export function blogPostMarkup(post: BlogPostDetails): string {
  const facts = [
    `By ${post.author}`,
    ...(post.publishedAt ? [formatDate(post.publishedAt)] : []),
    `${post.readingTimeMinutes} min read`,
  ].join(' · ');
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
    '<article>',
    `<h1 class="sh-ssr-post-title">${e(post.title)}</h1>`,
    `<span class="sh-ssr-muted" style="font-size:13px">${e(facts)}</span>`,
    `<div class="sh-ssr-tags" style="gap:4px;margin-block:12px">${terms}</div>`,
    `<img class="sh-ssr-post-cover" src="${e(post.thumbnail)}" alt="${e(`Cover image of ${post.title}`)}" width="1280" height="720" fetchpriority="high" decoding="async">`,
    `<div class="sh-ssr-prose">${post.content}</div>`,
    '</article></div>',
  ].join('');
}
