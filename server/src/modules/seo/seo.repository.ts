import { routeTo } from '@skillhub/shared/routes';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { blogPosts, courses } from '../../db/schema.ts';
import { isPublic } from '../blog/posts.repository.ts';

export interface SitemapEntry {
  path: string;
  lastModified: Date;
}

/** What the sitemap lists: every post the public may read and every published course, newest change first. */
export const seoRepository = {
  async sitemapEntries(db: Database): Promise<SitemapEntry[]> {
    const [posts, published] = await Promise.all([
      db
        .select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt })
        .from(blogPosts)
        .where(isPublic)
        .orderBy(desc(blogPosts.updatedAt)),
      db
        .select({ slug: courses.slug, updatedAt: courses.updatedAt })
        .from(courses)
        .where(eq(courses.status, 'PUBLISHED'))
        .orderBy(desc(courses.updatedAt)),
    ]);
    return [
      ...posts.map((p) => ({ path: routeTo('blogPost', { slug: p.slug }), lastModified: p.updatedAt })),
      ...published.map((c) => ({ path: routeTo('course', { slug: c.slug }), lastModified: c.updatedAt })),
    ];
  },
};
