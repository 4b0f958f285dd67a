import type { PublicationStatus } from '@skillhub/shared/schemas/blog';
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lte,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { containsPattern, escapeLike } from '../../db/like-pattern.ts';
import {
  type BlogPostRow,
  blogCategories,
  blogComments,
  blogPostCategories,
  blogPostSlugs,
  blogPosts,
  blogPostTopics,
  blogTopics,
} from '../../db/schema/blog.ts';

export interface PostTerm {
  id: string;
  name: string;
  slug: string;
}

export interface PostListFilter {
  staff: boolean;
  deleted: boolean;
  status?: PublicationStatus;
  categoryId?: string;
  topicId?: string;
  search?: string;
}

/** What the public may read: live posts not deleted. */
export const isPublic = and(isNull(blogPosts.deletedAt), isNotNull(blogPosts.publishedAt)) as SQL;

function statusCondition(status: PublicationStatus): SQL {
  if (status === 'Draft') return eq(blogPosts.isDraft, true);
  if (status === 'Published') return isNotNull(blogPosts.publishedAt);
  return and(eq(blogPosts.isDraft, false), isNull(blogPosts.publishedAt)) as SQL;
}

function listWhere(filter: PostListFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.staff) {
    conditions.push(filter.deleted ? isNotNull(blogPosts.deletedAt) : isNull(blogPosts.deletedAt));
    if (filter.status) conditions.push(statusCondition(filter.status));
  } else {
    conditions.push(isPublic);
  }
  if (filter.categoryId) {
    conditions.push(
      sql`EXISTS (SELECT 1 FROM ${blogPostCategories} WHERE ${blogPostCategories.postId} = ${blogPosts.id} AND ${blogPostCategories.categoryId} = ${filter.categoryId})`,
    );
  }
  if (filter.topicId) {
    conditions.push(
      sql`EXISTS (SELECT 1 FROM ${blogPostTopics} WHERE ${blogPostTopics.postId} = ${blogPosts.id} AND ${blogPostTopics.topicId} = ${filter.topicId})`,
    );
  }
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    conditions.push(or(ilike(blogPosts.title, pattern), ilike(blogPosts.metaDescription, pattern)));
  }
  return and(...conditions);
}

/** List columns: everything but the body, which lists never show. */
const { content: _content, ...summaryColumns } = getTableColumns(blogPosts);
export type PostSummaryRow = Omit<BlogPostRow, 'content'>;

export const postsRepository = {
  async list(
    db: Database,
    filter: PostListFilter,
    limit: number,
    offset: number,
  ): Promise<{ rows: PostSummaryRow[]; total: number }> {
    const where = listWhere(filter);
    // Readers see the newest publications first; staff the newest posts they wrote.
    const order = filter.staff
      ? [desc(blogPosts.createdAt), desc(blogPosts.id)]
      : [desc(blogPosts.publishedAt), desc(blogPosts.id)];
    const [rows, [counted]] = await Promise.all([
      db
        .select(summaryColumns)
        .from(blogPosts)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
      db.select({ total: count() }).from(blogPosts).where(where),
    ]);
    return { rows, total: counted?.total ?? 0 };
  },

  async findById(db: Database, id: string): Promise<BlogPostRow | undefined> {
    const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, id));
    return row;
  },

  async findByNumber(db: Database, blogNumber: number): Promise<BlogPostRow | undefined> {
    const [row] = await db.select().from(blogPosts).where(eq(blogPosts.blogNumber, blogNumber));
    return row;
  },

  /** The post not deleted whose current slug this is. */
  async findBySlug(db: Database, slug: string): Promise<BlogPostRow | undefined> {
    const [row] = await db
      .select()
      .from(blogPosts)
      .where(and(eq(blogPosts.slug, slug), isNull(blogPosts.deletedAt)));
    return row;
  },

  /** The post that had this slug before its current one. */
  async findByOldSlug(db: Database, slug: string): Promise<BlogPostRow | undefined> {
    const [row] = await db
      .select({ post: blogPosts })
      .from(blogPostSlugs)
      .innerJoin(blogPosts, eq(blogPosts.id, blogPostSlugs.postId))
      .where(eq(blogPostSlugs.slug, slug));
    return row?.post;
  },

  async slugTaken(db: Database, slug: string, exceptId?: string): Promise<boolean> {
    const live = and(eq(blogPosts.slug, slug), isNull(blogPosts.deletedAt));
    const [row] = await db
      .select({ id: blogPosts.id })
      .from(blogPosts)
      .where(exceptId ? and(live, ne(blogPosts.id, exceptId)) : live);
    return row !== undefined;
  },

  /** Current slugs of posts not deleted that start like `base`, to pick a free suffix. */
  async slugsLike(db: Database, base: string): Promise<Set<string>> {
    const rows = await db
      .select({ slug: blogPosts.slug })
      .from(blogPosts)
      .where(
        and(
          isNull(blogPosts.deletedAt),
          or(eq(blogPosts.slug, base), sql`${blogPosts.slug} LIKE ${`${escapeLike(base)}-%`}`),
        ),
      );
    return new Set(rows.map((r) => r.slug));
  },

  async insert(db: Database, values: typeof blogPosts.$inferInsert): Promise<BlogPostRow> {
    const [row] = await db.insert(blogPosts).values(values).returning();
    if (!row) throw new Error('Blog post insert returned no row');
    return row;
  },

  async update(
    db: Database,
    id: string,
    values: Partial<typeof blogPosts.$inferInsert>,
  ): Promise<BlogPostRow | undefined> {
    const [row] = await db.update(blogPosts).set(values).where(eq(blogPosts.id, id)).returning();
    return row;
  },

  /** Keeps `oldSlug` answering for the post; a slug taken back as current leaves the history. */
  async renameSlug(db: Database, postId: string, oldSlug: string, newSlug: string): Promise<void> {
    await db
      .insert(blogPostSlugs)
      .values({ slug: oldSlug, postId })
      .onConflictDoUpdate({ target: blogPostSlugs.slug, set: { postId } });
    await db.delete(blogPostSlugs).where(eq(blogPostSlugs.slug, newSlug));
  },

  async forgetOldSlug(db: Database, slug: string): Promise<void> {
    await db.delete(blogPostSlugs).where(eq(blogPostSlugs.slug, slug));
  },

  async setTerms(db: Database, postId: string, categoryIds: string[], topicIds: string[]): Promise<void> {
    await db.delete(blogPostCategories).where(eq(blogPostCategories.postId, postId));
    await db.delete(blogPostTopics).where(eq(blogPostTopics.postId, postId));
    await db
      .insert(blogPostCategories)
      .values(categoryIds.map((categoryId, position) => ({ postId, categoryId, position })));
    await db.insert(blogPostTopics).values(topicIds.map((topicId, position) => ({ postId, topicId, position })));
  },

  /** The categories and topics of each post, in the order they were chosen. */
  async termsOf(db: Database, postIds: string[]): Promise<Map<string, { categories: PostTerm[]; topics: PostTerm[] }>> {
    const out = new Map<string, { categories: PostTerm[]; topics: PostTerm[] }>();
    for (const id of postIds) out.set(id, { categories: [], topics: [] });
    if (postIds.length === 0) return out;
    const [categoryRows, topicRows] = await Promise.all([
      db
        .select({
          postId: blogPostCategories.postId,
          id: blogCategories.id,
          name: blogCategories.name,
          slug: blogCategories.slug,
        })
        .from(blogPostCategories)
        .innerJoin(blogCategories, eq(blogCategories.id, blogPostCategories.categoryId))
        .where(inArray(blogPostCategories.postId, postIds))
        .orderBy(asc(blogPostCategories.position)),
      db
        .select({ postId: blogPostTopics.postId, id: blogTopics.id, name: blogTopics.name, slug: blogTopics.slug })
        .from(blogPostTopics)
        .innerJoin(blogTopics, eq(blogTopics.id, blogPostTopics.topicId))
        .where(inArray(blogPostTopics.postId, postIds))
        .orderBy(asc(blogPostTopics.position)),
    ]);
    for (const { postId, ...term } of categoryRows) out.get(postId)?.categories.push(term);
    for (const { postId, ...term } of topicRows) out.get(postId)?.topics.push(term);
    return out;
  },

  /** Approved and pending comments of each post. */
  async commentCounts(db: Database, postIds: string[]): Promise<Map<string, { approved: number; pending: number }>> {
    const out = new Map<string, { approved: number; pending: number }>();
    if (postIds.length === 0) return out;
    const rows = await db
      .select({ postId: blogComments.postId, status: blogComments.status, n: count() })
      .from(blogComments)
      .where(and(inArray(blogComments.postId, postIds), inArray(blogComments.status, ['approved', 'pending'])))
      .groupBy(blogComments.postId, blogComments.status);
    for (const { postId, status, n } of rows) {
      const entry = out.get(postId) ?? { approved: 0, pending: 0 };
      if (status === 'approved') entry.approved = n;
      if (status === 'pending') entry.pending = n;
      out.set(postId, entry);
    }
    return out;
  },

  /**
   * Public posts sharing the most categories and topics with `post`, newest first among equals; posts that
   * share nothing fill the rest, so a post always has its neighbours to suggest.
   */
  async related(db: Database, postId: string, limit: number): Promise<PostSummaryRow[]> {
    const shared = sql<number>`(
      (SELECT count(*) FROM ${blogPostCategories} pc WHERE pc.post_id = ${blogPosts.id}
        AND pc.category_id IN (SELECT category_id FROM ${blogPostCategories} WHERE post_id = ${postId}))
      + (SELECT count(*) FROM ${blogPostTopics} pt WHERE pt.post_id = ${blogPosts.id}
        AND pt.topic_id IN (SELECT topic_id FROM ${blogPostTopics} WHERE post_id = ${postId}))
    )`;
    return db
      .select(summaryColumns)
      .from(blogPosts)
      .where(and(isPublic, ne(blogPosts.id, postId)))
      .orderBy(desc(shared), desc(blogPosts.publishedAt), desc(blogPosts.id))
      .limit(limit);
  },

  /** The public posts published just before and just after `post`. */
  async adjacent(
    db: Database,
    post: { id: string; publishedAt: Date },
  ): Promise<{ previous: PostSummaryRow | undefined; next: PostSummaryRow | undefined }> {
    const at = post.publishedAt.toISOString();
    const [[previous], [next]] = await Promise.all([
      db
        .select(summaryColumns)
        .from(blogPosts)
        .where(and(isPublic, sql`(${blogPosts.publishedAt}, ${blogPosts.id}) < (${at}::timestamptz, ${post.id}::uuid)`))
        .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
        .limit(1),
      db
        .select(summaryColumns)
        .from(blogPosts)
        .where(and(isPublic, sql`(${blogPosts.publishedAt}, ${blogPosts.id}) > (${at}::timestamptz, ${post.id}::uuid)`))
        .orderBy(asc(blogPosts.publishedAt), asc(blogPosts.id))
        .limit(1),
    ]);
    return { previous, next };
  },

  /** The earliest time a scheduled post is waiting for; null when none waits. */
  async nextScheduledAt(db: Database): Promise<Date | null> {
    const [row] = await db
      .select({ at: blogPosts.publishAt })
      .from(blogPosts)
      .where(and(isNull(blogPosts.publishedAt), eq(blogPosts.isDraft, false), isNull(blogPosts.deletedAt)))
      .orderBy(asc(blogPosts.publishAt))
      .limit(1);
    return row?.at ?? null;
  },

  /**
   * Takes live every scheduled post whose time has come, at its scheduled instant. One UPDATE with the
   * condition `published_at IS NULL`: when two processes run it at once, PostgreSQL lets the second wait for
   * the first's row lock and then re-checks the condition, so each post is returned to exactly one of them.
   */
  async publishDue(db: Database, now: Date): Promise<Pick<BlogPostRow, 'id' | 'slug' | 'publishedAt'>[]> {
    return db
      .update(blogPosts)
      .set({ publishedAt: sql`${blogPosts.publishAt}` })
      .where(
        and(
          isNull(blogPosts.publishedAt),
          eq(blogPosts.isDraft, false),
          isNull(blogPosts.deletedAt),
          lte(blogPosts.publishAt, now),
        ),
      )
      .returning({ id: blogPosts.id, slug: blogPosts.slug, publishedAt: blogPosts.publishedAt });
  },
};
