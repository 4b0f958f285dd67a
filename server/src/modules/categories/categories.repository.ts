import { and, asc, eq, inArray, like, ne, or } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { escapeLike } from '../../db/like-pattern.ts';
import { type CategoryRow, categories } from '../../db/schema/categories.ts';
import { courses } from '../../db/schema/courses.ts';

export interface CategoryCourse {
  id: string;
  title: string;
  slug: string;
}

export const categoriesRepository = {
  async list(db: Database, isDeleted: boolean): Promise<CategoryRow[]> {
    return db.select().from(categories).where(eq(categories.isDeleted, isDeleted)).orderBy(asc(categories.name));
  },

  async findById(db: Database, id: string): Promise<CategoryRow | undefined> {
    const [row] = await db.select().from(categories).where(eq(categories.id, id));
    return row;
  },

  async nameTaken(db: Database, name: string, exceptId?: string): Promise<boolean> {
    const [row] = await db
      .select({ id: categories.id })
      .from(categories)
      .where(exceptId ? and(eq(categories.name, name), ne(categories.id, exceptId)) : eq(categories.name, name));
    return row !== undefined;
  },

  /** Slugs already used by other categories that start like `base`, to pick a free suffix. */
  async slugsLike(db: Database, base: string, exceptId?: string): Promise<Set<string>> {
    const pattern = `${escapeLike(base)}-%`;
    const matches = or(eq(categories.slug, base), like(categories.slug, pattern));
    const rows = await db
      .select({ slug: categories.slug })
      .from(categories)
      .where(exceptId ? and(matches, ne(categories.id, exceptId)) : matches);
    return new Set(rows.map((r) => r.slug));
  },

  async insert(db: Database, values: { name: string; slug: string; description: string }): Promise<CategoryRow> {
    const [row] = await db.insert(categories).values(values).returning();
    if (!row) throw new Error('Category insert returned no row');
    return row;
  },

  async update(
    db: Database,
    id: string,
    values: { name?: string; slug?: string; description?: string; isDeleted?: boolean },
  ): Promise<CategoryRow | undefined> {
    const [row] = await db.update(categories).set(values).where(eq(categories.id, id)).returning();
    return row;
  },

  /** The courses of each category, by title; `publishedOnly` for the public view. */
  async coursesOf(db: Database, categoryIds: string[], publishedOnly: boolean): Promise<Map<string, CategoryCourse[]>> {
    const byCategory = new Map<string, CategoryCourse[]>();
    if (categoryIds.length === 0) return byCategory;
    const inCategories = inArray(courses.categoryId, categoryIds);
    const rows = await db
      .select({ id: courses.id, title: courses.title, slug: courses.slug, categoryId: courses.categoryId })
      .from(courses)
      .where(publishedOnly ? and(inCategories, eq(courses.status, 'PUBLISHED')) : inCategories)
      .orderBy(asc(courses.title));
    for (const { categoryId, ...course } of rows) {
      const list = byCategory.get(categoryId) ?? [];
      list.push(course);
      byCategory.set(categoryId, list);
    }
    return byCategory;
  },
};
