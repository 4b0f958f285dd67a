import { randomUUID } from 'node:crypto';
import { publishDateTimeOf, publishInstant } from '@skillhub/shared/blog-publish-time';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { blogAttachments, blogCategories, blogComments, blogPosts, blogTopics } from '../db/schema/blog.ts';
import { users } from '../db/schema/users-and-roles.ts';
import { BLOG_IMAGE_PURPOSE } from '../modules/blog/attachments.service.ts';
import { readingTimeMinutes, sanitisePostHtml } from '../modules/blog/blog-content.ts';
import { postsRepository } from '../modules/blog/posts.repository.ts';
import { slugify } from '../modules/categories/slug.ts';
import { storedFilesRepository } from '../modules/media/stored-files.repository.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import {
  DEMO_BLOG_CATEGORIES,
  DEMO_BLOG_COMMENTS,
  DEMO_BLOG_POSTS,
  DEMO_BLOG_TOPICS,
  type DemoPost,
} from './demo-blog.ts';
import { coverPng } from './png-image.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const COVER_WIDTH = 960;
const COVER_HEIGHT = 504;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The article as the editor would save it: headings, paragraphs, lists, code, quotes, tables, a figure. */
function articleHtml(post: DemoPost, coverUrl: string): Promise<string> {
  const parts = [`<p>${escapeHtml(post.intro)}</p>`];
  if (post.inlineImage) parts.push(`<img src="${coverUrl}" alt="${escapeHtml(post.title)}" />`);
  for (const section of post.sections) {
    parts.push(`<h2>${escapeHtml(section.heading)}</h2>`);
    for (const p of section.paragraphs) parts.push(`<p>${escapeHtml(p)}</p>`);
    if (section.list) {
      const tag = section.list.ordered ? 'ol' : 'ul';
      parts.push(`<${tag}>${section.list.items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</${tag}>`);
    }
    if (section.code) {
      parts.push(`<pre><code class="language-${section.code.language}">${escapeHtml(section.code.text)}</code></pre>`);
    }
    if (section.quote) parts.push(`<blockquote><p>${escapeHtml(section.quote)}</p></blockquote>`);
    if (section.table) {
      const [head, ...rows] = section.table;
      const cells = (row: string[], tag: 'th' | 'td') => row.map((c) => `<${tag}>${escapeHtml(c)}</${tag}>`).join('');
      parts.push(
        `<table><thead><tr>${cells(head ?? [], 'th')}</tr></thead><tbody>${rows
          .map((row) => `<tr>${cells(row, 'td')}</tr>`)
          .join('')}</tbody></table>`,
      );
    }
  }
  return sanitisePostHtml(parts.join(''));
}

/**
 * The demo blog: categories, topics, posts with covers drawn in code and stored through the storage driver
 * like uploads (public files), spread over the last weeks, one scheduled a few days ahead, and comments
 * approved and waiting. Only posts whose slug no post has are added, so a restart adds nothing twice and a
 * post staff edited or deleted is left alone.
 */
export async function seedDemoBlog(
  db: Database,
  storage: FileStorage,
  now: Date,
  learnerEmail: string,
): Promise<number> {
  await db
    .insert(blogCategories)
    .values(DEMO_BLOG_CATEGORIES.map(({ colours: _colours, ...c }) => c))
    .onConflictDoNothing();
  await db
    .insert(blogTopics)
    .values(DEMO_BLOG_TOPICS.map((t) => ({ ...t, slug: slugify(t.name, 'topic') })))
    .onConflictDoNothing();
  const categoryRows = await db.select({ id: blogCategories.id, name: blogCategories.name }).from(blogCategories);
  const topicRows = await db.select({ id: blogTopics.id, name: blogTopics.name }).from(blogTopics);
  const categoryIds = new Map(categoryRows.map((c) => [c.name, c.id]));
  const topicIds = new Map(topicRows.map((t) => [t.name, t.id]));

  const existing = await db
    .select({ slug: blogPosts.slug })
    .from(blogPosts)
    .where(
      inArray(
        blogPosts.slug,
        DEMO_BLOG_POSTS.map((p) => p.slug),
      ),
    );
  const taken = new Set(existing.map((r) => r.slug));
  const published = DEMO_BLOG_POSTS.filter((p) => p.scheduledInDays === undefined);
  const added = new Map<string, string>();

  for (const [index, post] of DEMO_BLOG_POSTS.entries()) {
    if (taken.has(post.slug)) continue;
    const cats = post.categories.map((name) => categoryIds.get(name)).filter((id): id is string => id !== undefined);
    const tops = post.topics.map((name) => topicIds.get(name)).filter((id): id is string => id !== undefined);
    if (cats.length === 0 || tops.length === 0) continue;

    const colours = DEMO_BLOG_CATEGORIES.find((c) => c.name === post.categories[0])?.colours ?? [
      [40, 40, 40],
      [200, 200, 200],
    ];
    const image = coverPng(COVER_WIDTH, COVER_HEIGHT, colours[0], colours[1], index + 1);
    const fileKey = `public/${randomUUID()}.png`;
    await storage.putObject(fileKey, image, 'image/png');
    const thumbnail = storage.publicUrl(fileKey);
    const content = await articleHtml(post, thumbnail);

    let publishing: { isScheduled: boolean; publishAt: Date; publishedAt: Date | null };
    if (post.scheduledInDays !== undefined) {
      const { publishDate } = publishDateTimeOf(new Date(now.getTime() + post.scheduledInDays * DAY_MS));
      const at = publishInstant(publishDate, '09:00') ?? new Date(now.getTime() + post.scheduledInDays * DAY_MS);
      publishing = { isScheduled: true, publishAt: at, publishedAt: null };
    } else {
      // Newest last in the list above; about two and a half days apart.
      const age = (published.length - published.indexOf(post)) * 2.5 * DAY_MS;
      const at = new Date(now.getTime() - age);
      publishing = { isScheduled: false, publishAt: at, publishedAt: at };
    }

    const postId = await db.transaction(async (tx) => {
      await storedFilesRepository.insertStoredFile(tx, {
        fileKey,
        purpose: BLOG_IMAGE_PURPOSE,
        mimeType: 'image/png',
        sizeBytes: image.length,
        originalName: `${post.slug}.png`,
        createdBy: null,
      });
      const row = await postsRepository.insert(tx, {
        title: post.title,
        slug: post.slug,
        metaDescription: post.metaDescription,
        author: post.author,
        thumbnail,
        content,
        readingTimeMinutes: readingTimeMinutes(content),
        isDraft: false,
        ...publishing,
        createdAt: publishing.publishAt < now ? publishing.publishAt : now,
        updatedAt: publishing.publishAt < now ? publishing.publishAt : now,
      });
      await postsRepository.setTerms(tx, row.id, cats, tops);
      await tx.insert(blogAttachments).values({ fileKey, postId: row.id });
      return row.id;
    });
    added.set(post.slug, postId);
  }

  const [learner] = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.email, learnerEmail));
  const comments = DEMO_BLOG_COMMENTS.flatMap((c, i) => {
    const postId = added.get(c.post);
    if (!postId || (c.byLearner && !learner)) return [];
    const createdAt = new Date(now.getTime() - (DEMO_BLOG_COMMENTS.length - i) * 3_600_000);
    return [
      {
        postId,
        userId: c.byLearner ? (learner?.id ?? null) : null,
        name: c.byLearner ? (learner?.name ?? c.name) : c.name,
        email: c.byLearner ? (learner?.email ?? null) : c.email,
        comment: c.comment,
        status: c.status,
        createdAt,
        updatedAt: createdAt,
      },
    ];
  });
  if (comments.length > 0) await db.insert(blogComments).values(comments);
  return added.size;
}
