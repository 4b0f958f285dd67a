import type { Category, CategoryBody } from '@skillhub/shared/schemas/category';
import type { ListBody } from '@skillhub/shared/schemas/common';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/postgres-errors.ts';
import type { CategoryRow } from '../../db/schema/categories.ts';
import { conflict, notFound } from '../../http/http-error.ts';
import type { ServiceContext } from '../../http/service-context.ts';
import { type CategoryCourse, categoriesRepository } from './categories.repository.ts';
import { firstFreeSlug, slugify } from './slug.ts';

function toCategoryDto(row: CategoryRow, courses: CategoryCourse[]): Category {
  return {
    _id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    isDeleted: row.isDeleted,
    courses: courses.map((c) => ({ _id: c.id, title: c.title, slug: c.slug })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const nameTaken = (name: string) => {
  const message = `A category named "${name}" already exists`;
  return conflict(message, { name: message });
};

/** Course categories (the Category page, the public footer and course filters). */
export function createCategoriesService(ctx: Pick<ServiceContext, 'db'> & Pick<FastifyInstance, 'publicContent'>) {
  const { db } = ctx;
  /** Every write runs here: its commit drops the public reads' cache in every process. */
  const change = <T>(work: (tx: Database) => Promise<T>) => ctx.publicContent.change('categories', work);

  async function mustFind(id: string): Promise<CategoryRow> {
    const row = await categoriesRepository.findById(db, id);
    if (!row) throw notFound('Category not found');
    return row;
  }

  async function withCourses(row: CategoryRow, publishedOnly = false): Promise<Category> {
    const courses = await categoriesRepository.coursesOf(db, [row.id], publishedOnly);
    return toCategoryDto(row, courses.get(row.id) ?? []);
  }

  async function freeSlug(tx: Database, name: string, exceptId?: string): Promise<string> {
    const base = slugify(name);
    return firstFreeSlug(base, await categoriesRepository.slugsLike(tx, base, exceptId));
  }

  async function guardUnique<T>(name: string, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw nameTaken(name);
      throw error;
    }
  }

  return {
    /**
     * All active (or all inactive) categories by name. Visitors see only published courses under each
     * category; staff who may read categories see every course, drafts included. `publishedOnly` keeps only
     * the categories with a published course, each with its published courses, for anyone (the public site's
     * category filters and links).
     */
    async list(active: boolean, staffView: boolean, publishedOnly = false): Promise<ListBody<Category>> {
      const rows = await categoriesRepository.list(db, !active);
      const courses = await categoriesRepository.coursesOf(
        db,
        rows.map((r) => r.id),
        publishedOnly || !staffView,
      );
      const data = rows
        .filter((row) => !publishedOnly || courses.has(row.id))
        .map((row) => toCategoryDto(row, courses.get(row.id) ?? []));
      // Unpaged: categories are few and every caller (table, footer, selects) wants all of them.
      return {
        success: true,
        data,
        pagination: { page: 1, limit: Math.max(data.length, 1), total: data.length, totalPages: data.length ? 1 : 0 },
      };
    },

    async create(body: CategoryBody): Promise<Category> {
      if (await categoriesRepository.nameTaken(db, body.name)) throw nameTaken(body.name);
      const row = await guardUnique(body.name, () =>
        change(async (tx) =>
          categoriesRepository.insert(tx, {
            name: body.name,
            description: body.description,
            slug: await freeSlug(tx, body.name),
          }),
        ),
      );
      return withCourses(row);
    },

    async update(id: string, body: CategoryBody): Promise<Category> {
      const current = await mustFind(id);
      if (await categoriesRepository.nameTaken(db, body.name, id)) throw nameTaken(body.name);
      const row = await guardUnique(body.name, () =>
        change(async (tx) => {
          const slug = current.name === body.name ? current.slug : await freeSlug(tx, body.name, id);
          return categoriesRepository.update(tx, id, { name: body.name, description: body.description, slug });
        }),
      );
      if (!row) throw notFound('Category not found');
      return withCourses(row);
    },

    /** Deactivates an active category or activates an inactive one. */
    async toggle(id: string): Promise<Category> {
      const current = await mustFind(id);
      const row = await change((tx) => categoriesRepository.update(tx, id, { isDeleted: !current.isDeleted }));
      if (!row) throw notFound('Category not found');
      return withCourses(row);
    },
  };
}
