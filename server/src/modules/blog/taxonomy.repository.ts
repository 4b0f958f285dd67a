import { and, asc, count, eq, inArray, isNotNull, isNull, like, ne, or } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { escapeLike } from '../../db/like-pattern.ts';
import {
  type BlogCategoryRow,
  blogCategories,
  blogPostCategories,
  blogPosts,
  blogPostTopics,
  blogTopics,
} from '../../db/schema/blog.ts';

/** A category or topic row: both tables have the same columns. */
export type TermRow = BlogCategoryRow;
export type TermKind = 'category' | 'topic';

/**
 * Blog categories and topics: the same columns and the same calls, each over its own table and its own
 * link to posts.
 */
export function createTaxonomyRepository(kind: TermKind) {
  // Typed as the category table: the topic table has exactly the same columns.
  const table = (kind === 'category' ? blogCategories : blogTopics) as typeof blogCategories;
  const link =
    kind === 'category'
      ? { table: blogPostCategories, postId: blogPostCategories.postId, termId: blogPostCategories.categoryId }
      : { table: blogPostTopics, postId: blogPostTopics.postId, termId: blogPostTopics.topicId };

  const except = (condition: ReturnType<typeof eq>, exceptId?: string) =>
    exceptId ? and(condition, ne(table.id, exceptId)) : condition;

  return {
    async list(db: Database, isDeleted: boolean): Promise<TermRow[]> {
      return db.select().from(table).where(eq(table.isDeleted, isDeleted)).orderBy(asc(table.name));
    },

    async findById(db: Database, id: string): Promise<TermRow | undefined> {
      const [row] = await db.select().from(table).where(eq(table.id, id));
      return row;
    },

    async findBySlug(db: Database, slug: string): Promise<TermRow | undefined> {
      const [row] = await db.select().from(table).where(eq(table.slug, slug));
      return row;
    },

    async findMany(db: Database, ids: string[]): Promise<TermRow[]> {
      if (ids.length === 0) return [];
      return db.select().from(table).where(inArray(table.id, ids));
    },

    async nameTaken(db: Database, name: string, exceptId?: string): Promise<boolean> {
      const [row] = await db
        .select({ id: table.id })
        .from(table)
        .where(except(eq(table.name, name), exceptId));
      return row !== undefined;
    },

    async slugTaken(db: Database, slug: string, exceptId?: string): Promise<boolean> {
      const [row] = await db
        .select({ id: table.id })
        .from(table)
        .where(except(eq(table.slug, slug), exceptId));
      return row !== undefined;
    },

    async slugsLike(db: Database, base: string, exceptId?: string): Promise<Set<string>> {
      const matches = or(eq(table.slug, base), like(table.slug, `${escapeLike(base)}-%`));
      const rows = await db
        .select({ slug: table.slug })
        .from(table)
        .where(exceptId ? and(matches, ne(table.id, exceptId)) : matches);
      return new Set(rows.map((r) => r.slug));
    },

    async insert(db: Database, values: { name: string; slug: string; description: string }): Promise<TermRow> {
      const [row] = await db.insert(table).values(values).returning();
      if (!row) throw new Error(`Blog ${kind} insert returned no row`);
      return row;
    },

    async update(
      db: Database,
      id: string,
      values: Partial<{ name: string; slug: string; description: string; isDeleted: boolean }>,
    ): Promise<TermRow | undefined> {
      const [row] = await db.update(table).set(values).where(eq(table.id, id)).returning();
      return row;
    },

    /** Posts (not deleted) of each term; `publicOnly` counts live posts alone. */
    async postCounts(db: Database, ids: string[], publicOnly: boolean): Promise<Map<string, number>> {
      const out = new Map<string, number>();
      if (ids.length === 0) return out;
      const rows = await db
        .select({ termId: link.termId, n: count() })
        .from(link.table)
        .innerJoin(blogPosts, eq(blogPosts.id, link.postId))
        .where(
          and(
            inArray(link.termId, ids),
            isNull(blogPosts.deletedAt),
            publicOnly ? isNotNull(blogPosts.publishedAt) : undefined,
          ),
        )
        .groupBy(link.termId);
      for (const { termId, n } of rows) out.set(termId, n);
      return out;
    },
  };
}

export type TaxonomyRepository = ReturnType<typeof createTaxonomyRepository>;
