import { COMPANY } from './constants.ts';
import { type PageHead, staticPageHead } from './page-head.ts';
import { routeTo } from './routes.ts';
import type { BlogPost, BlogPostSummary } from './schemas/blog.ts';

/**
 * /blog and /blog/{slug} as search engines and link previews read them. The blog remote's server render gives
 * these heads, and the API sends the same ones when that render cannot be had (the plain app goes out instead),
 * so a crawler reads one head for a page whichever way it was served.
 */

/** /blog: the fixed page's head, its schema.org Blog listing the posts the page shows, newest first. */
export function blogListHead(posts: readonly BlogPostSummary[], origin: string): PageHead {
  const head = staticPageHead(origin, 'blog');
  return {
    ...head,
    jsonLd: {
      ...head.jsonLd,
      blogPost: posts.map((post) => ({
        '@type': 'BlogPosting',
        headline: post.title,
        url: `${origin}${routeTo('blogPost', { slug: post.slug })}`,
        datePublished: post.publishedAt,
      })),
    },
  };
}

/** /blog/{slug}: the post's title and meta description, its cover as the picture, and a schema.org BlogPosting. */
export function blogPostHead(post: BlogPost, origin: string): PageHead {
  const canonical = `${origin}${routeTo('blogPost', { slug: post.slug })}`;
  const image = new URL(post.thumbnail, origin).toString();
  return {
    title: `${post.title} | ${COMPANY.name}`,
    description: post.metaDescription,
    canonical,
    image,
    type: 'article',
    jsonLd: {
      '@type': 'BlogPosting',
      headline: post.title,
      description: post.metaDescription,
      image,
      author: { '@type': 'Person', name: post.author },
      datePublished: post.publishedAt,
      dateModified: post.updatedAt,
      mainEntityOfPage: canonical,
      publisher: { '@type': 'Organization', name: COMPANY.name },
    },
  };
}
