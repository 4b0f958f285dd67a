import type { BlogPostSummary } from '@skillhub/shared/schemas/blog';
import { escapeMarkup } from './markup.ts';
import type { SitemapEntry } from './seo.repository.ts';

/**
 * The sitemaps.org protocol: one <url> per page with its absolute location, the site's fixed pages first (no
 * last change: it is the build's, not the database's), then each post and course with its last change.
 */
export function sitemapXml(origin: string, staticPaths: readonly string[], entries: readonly SitemapEntry[]): string {
  const urls = [
    ...staticPaths.map((path) => `<url><loc>${escapeMarkup(origin + path)}</loc></url>`),
    ...entries.map(
      (e) => `<url><loc>${escapeMarkup(origin + e.path)}</loc><lastmod>${e.lastModified.toISOString()}</lastmod></url>`,
    ),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>\n`;
}

export interface FeedChannel {
  title: string;
  description: string;
  /** Absolute URL of the blog. */
  link: string;
  /** Absolute URL of this feed. */
  self: string;
  language: string;
}

/** RSS 2.0: the channel and one <item> per post, newest first; dates in RFC 822 form as the format requires. */
export function rssXml(channel: FeedChannel, origin: string, posts: readonly BlogPostSummary[]): string {
  const items = posts.map((post) => {
    const link = `${origin}/blog/${encodeURIComponent(post.slug)}`;
    const categories = [...post.categories, ...post.topics].map((t) => `<category>${escapeMarkup(t.name)}</category>`);
    return [
      '<item>',
      `<title>${escapeMarkup(post.title)}</title>`,
      `<link>${escapeMarkup(link)}</link>`,
      `<guid isPermaLink="false">skillhub-blog-${post._id}</guid>`,
      ...(post.publishedAt ? [`<pubDate>${new Date(post.publishedAt).toUTCString()}</pubDate>`] : []),
      `<description>${escapeMarkup(post.metaDescription)}</description>`,
      `<dc:creator>${escapeMarkup(post.author)}</dc:creator>`,
      ...categories,
      '</item>',
    ].join('');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/"><channel>',
    `<title>${escapeMarkup(channel.title)}</title>`,
    `<link>${escapeMarkup(channel.link)}</link>`,
    `<description>${escapeMarkup(channel.description)}</description>`,
    `<language>${channel.language}</language>`,
    `<atom:link href="${escapeMarkup(channel.self)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    '</channel></rss>',
    '',
  ].join('\n');
}
