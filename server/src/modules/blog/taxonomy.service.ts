import type { BlogCategory, BlogCategoryBody, BlogTopicBody, SlugAvailability } from '@skillhub/shared/schemas/blog';
import { BLOG_SLUG_PATTERN } from '@skillhub/shared/schemas/blog';
import type { ListBody } from '@skillhub/shared/schemas/common';
import type { Database } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/postgres-errors.ts';
import { conflict, HttpError, notFound } from '../../http/http-error.ts';
import type { ServiceContext } from '../../http/service-context.ts';
import { firstFreeSlug, slugify } from '../categories/slug.ts';
import { createTaxonomyRepository, type TermKind, type TermRow } from './taxonomy.repository.ts';

const LABEL: Record<TermKind, { title: string; lower: string }> = {
  category: { title: 'Category', lower: 'category' },
  topic: { title: 'Topic', lower: 'topic' },
};

function toTermDto(row: TermRow, postsCount: number): BlogCategory {
  return {
    _id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    isDeleted: row.isDeleted,
    postsCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Blog categories (name, slug given by staff, optional description) and topics (name, optional description,
 * slug made from the name). Nothing is ever deleted: DELETE toggles active/inactive. An inactive term stays
 * on the posts that have it (their pages and links keep working) but is no longer offered or accepted for
 * posts that do not have it yet; the answer to deactivating one in use says how many posts keep it.
 */
export function createTaxonomyService(ctx: Pick<ServiceContext, 'db'>, kind: TermKind) {
  const { db } = ctx;
  const repository = createTaxonomyRepository(kind);
  const { title, lower } = LABEL[kind];

  const nameTaken = (name: string) => {
    const message = `A ${lower} named "${name}" already exists`;
    return conflict(message, { name: message });
  };
  const slugTaken = () => conflict('This slug is already taken', { slug: 'This slug is already taken' });

  async function mustFind(id: string): Promise<TermRow> {
    const row = await repository.findById(db, id);
    if (!row) throw notFound(`${title} not found`);
    return row;
  }

  async function withCount(row: TermRow): Promise<BlogCategory> {
    const counts = await repository.postCounts(db, [row.id], false);
    return toTermDto(row, counts.get(row.id) ?? 0);
  }

  /** The slug staff gave (categories) or one made from the name (topics). */
  async function slugFor(tx: Database, body: BlogCategoryBody | BlogTopicBody, current?: TermRow): Promise<string> {
    if ('slug' in body && body.slug) {
      if (await repository.slugTaken(tx, body.slug, current?.id)) throw slugTaken();
      return body.slug;
    }
    if (current && current.name === body.name) return current.slug;
    const base = slugify(body.name, lower);
    return firstFreeSlug(base, await repository.slugsLike(tx, base, current?.id));
  }

  /** A unique index lost in a race answers the same 409 as the check before it. */
  async function guardUnique<T>(name: string, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      throw String((error as { cause?: { constraint?: string } }).cause?.constraint ?? '').includes('slug')
        ? slugTaken()
        : nameTaken(name);
    }
  }

  return {
    repository,

    /** Unpaged: terms are few and every caller (tables, filters, selects) wants all of them. */
    async list(active: boolean, staffView: boolean): Promise<ListBody<BlogCategory>> {
      const rows = await repository.list(db, !active);
      const counts = await repository.postCounts(
        db,
        rows.map((r) => r.id),
        !staffView,
      );
      const data = rows.map((row) => toTermDto(row, counts.get(row.id) ?? 0));
      return {
        success: true,
        data,
        pagination: { page: 1, limit: Math.max(data.length, 1), total: data.length, totalPages: data.length ? 1 : 0 },
      };
    },

    get: async (id: string) => withCount(await mustFind(id)),

    /** A filter value: an `_id` or a slug; undefined when no term has it. */
    async resolve(value: string): Promise<TermRow | undefined> {
      return UUID.test(value) ? repository.findById(db, value) : repository.findBySlug(db, value);
    },

    async create(body: BlogCategoryBody | BlogTopicBody): Promise<BlogCategory> {
      if (await repository.nameTaken(db, body.name)) throw nameTaken(body.name);
      const row = await guardUnique(body.name, () =>
        db.transaction(async (tx) =>
          repository.insert(tx, {
            name: body.name,
            slug: await slugFor(tx, body),
            description: body.description ?? '',
          }),
        ),
      );
      return toTermDto(row, 0);
    },

    async update(id: string, body: BlogCategoryBody | BlogTopicBody): Promise<BlogCategory> {
      const current = await mustFind(id);
      if (await repository.nameTaken(db, body.name, id)) throw nameTaken(body.name);
      const row = await guardUnique(body.name, () =>
        db.transaction(async (tx) =>
          repository.update(tx, id, {
            name: body.name,
            slug: await slugFor(tx, body, current),
            description: body.description ?? '',
          }),
        ),
      );
      if (!row) throw notFound(`${title} not found`);
      return withCount(row);
    },

    /** Deactivates or activates; the message names the posts that keep a deactivated term. */
    async toggle(id: string): Promise<{ data: BlogCategory; message: string }> {
      const current = await mustFind(id);
      const row = await repository.update(db, id, { isDeleted: !current.isDeleted });
      if (!row) throw notFound(`${title} not found`);
      const data = await withCount(row);
      if (!row.isDeleted) return { data, message: `Successfully ${lower} activated` };
      const n = data.postsCount;
      const keep =
        n === 0 ? '' : `; ${n} post${n === 1 ? '' : 's'} keep${n === 1 ? 's' : ''} it, new posts cannot use it`;
      return { data, message: `Successfully ${lower} deactivated${keep}` };
    },

    async slugAvailability(slug: string, exceptId?: string): Promise<SlugAvailability> {
      if (!BLOG_SLUG_PATTERN.test(slug)) return { slug, available: false, reason: 'invalid' };
      const taken = await repository.slugTaken(db, slug, exceptId);
      return { slug, available: !taken, reason: taken ? 'taken' : null };
    },

    /**
     * The terms a post is given: each must exist, and be active unless the post already has it (a
     * deactivated term is kept on its posts, not offered to new ones).
     */
    async checkAssignable(ids: string[], field: string, alreadyOnPost: ReadonlySet<string>): Promise<void> {
      const rows = await repository.findMany(db, ids);
      const found = new Map(rows.map((r) => [r.id, r]));
      for (const id of ids) {
        const row = found.get(id);
        if (!row) throw new HttpError(400, `Unknown ${lower}`, { [field]: `Unknown ${lower}` });
        if (row.isDeleted && !alreadyOnPost.has(id)) {
          const message = `${title} "${row.name}" is inactive`;
          throw new HttpError(400, message, { [field]: message });
        }
      }
    },
  };
}

export type TaxonomyService = ReturnType<typeof createTaxonomyService>;
