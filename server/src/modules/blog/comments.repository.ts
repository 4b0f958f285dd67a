import type { BlogCommentStatus } from '@skillhub/shared/schemas/blog';
import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { containsPattern } from '../../db/like-pattern.ts';
import { type BlogCommentRow, blogComments, blogPosts } from '../../db/schema/blog.ts';

export interface ModerationFilter {
  postId?: string;
  status?: BlogCommentStatus;
  search?: string;
}

export interface ModeratedCommentRow extends BlogCommentRow {
  post: { id: string; title: string; slug: string; blogNumber: number };
}

const postColumns = {
  id: blogPosts.id,
  title: blogPosts.title,
  slug: blogPosts.slug,
  blogNumber: blogPosts.blogNumber,
};

function moderationWhere(filter: ModerationFilter): SQL | undefined {
  const pattern = filter.search ? containsPattern(filter.search) : undefined;
  return and(
    filter.postId ? eq(blogComments.postId, filter.postId) : undefined,
    filter.status ? eq(blogComments.status, filter.status) : undefined,
    pattern
      ? or(ilike(blogComments.comment, pattern), ilike(blogComments.name, pattern), ilike(blogComments.email, pattern))
      : undefined,
  );
}

export const commentsRepository = {
  async insert(db: Database, values: typeof blogComments.$inferInsert): Promise<BlogCommentRow> {
    const [row] = await db.insert(blogComments).values(values).returning();
    if (!row) throw new Error('Blog comment insert returned no row');
    return row;
  },

  /** A post's approved comments, newest first. */
  async approved(
    db: Database,
    postId: string,
    limit: number,
    offset: number,
  ): Promise<{ rows: BlogCommentRow[]; total: number }> {
    const where = and(eq(blogComments.postId, postId), eq(blogComments.status, 'approved'));
    const [rows, [counted]] = await Promise.all([
      db
        .select()
        .from(blogComments)
        .where(where)
        .orderBy(desc(blogComments.createdAt), desc(blogComments.id))
        .limit(limit)
        .offset(offset),
      db.select({ total: count() }).from(blogComments).where(where),
    ]);
    return { rows, total: counted?.total ?? 0 };
  },

  /** Comments across posts (or of one), newest first, with their post; and how many wait in that scope. */
  async moderation(
    db: Database,
    filter: ModerationFilter,
    limit: number,
    offset: number,
  ): Promise<{ rows: ModeratedCommentRow[]; total: number; pending: number }> {
    const where = moderationWhere(filter);
    const pendingWhere = and(
      filter.postId ? eq(blogComments.postId, filter.postId) : undefined,
      eq(blogComments.status, 'pending'),
    );
    const [rows, [counted], [pending]] = await Promise.all([
      db
        .select({ comment: blogComments, post: postColumns })
        .from(blogComments)
        .innerJoin(blogPosts, eq(blogPosts.id, blogComments.postId))
        .where(where)
        .orderBy(desc(blogComments.createdAt), desc(blogComments.id))
        .limit(limit)
        .offset(offset),
      db.select({ total: count() }).from(blogComments).where(where),
      db.select({ total: count() }).from(blogComments).where(pendingWhere),
    ]);
    return {
      rows: rows.map(({ comment, post }) => ({ ...comment, post })),
      total: counted?.total ?? 0,
      pending: pending?.total ?? 0,
    };
  },

  async findModerated(db: Database, id: string): Promise<ModeratedCommentRow | undefined> {
    const [row] = await db
      .select({ comment: blogComments, post: postColumns })
      .from(blogComments)
      .innerJoin(blogPosts, eq(blogPosts.id, blogComments.postId))
      .where(eq(blogComments.id, id));
    return row ? { ...row.comment, post: row.post } : undefined;
  },

  async setStatus(db: Database, id: string, status: BlogCommentStatus): Promise<BlogCommentRow | undefined> {
    const [row] = await db.update(blogComments).set({ status }).where(eq(blogComments.id, id)).returning();
    return row;
  },

  async delete(db: Database, id: string): Promise<BlogCommentRow | undefined> {
    const [row] = await db.delete(blogComments).where(eq(blogComments.id, id)).returning();
    return row;
  },
};
