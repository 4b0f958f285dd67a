import { categoryEndpoints } from '@skillhub/shared/endpoints/categories';
import type { InlineQuery } from '@skillhub/shared/inline-data';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { createPublicCourseReads } from '../courses/public-course-reads.ts';

/** The shell's own key for the categories the home page and footer link to (shell/src/catalog/use-active-categories.ts). */
const ACTIVE_CATEGORIES_KEY = ['course-categories', { active: true, published: true }];

/**
 * The categories the shell's home page and footer show, as inline data under the shell's key: the same cached
 * read as GET /api/category?published=true (so a new or emptied category shows in the next HTML), encoded as that
 * answer is sent, and kept as the shell's query keeps it (not deleted, at least one published course). `data` is
 * the cached read itself: a new object after any change, so what is drawn from it is drawn again.
 */
export function createShellCategories(app: FastifyInstance): () => Promise<{ data: object; query: InlineQuery }> {
  const reads = createPublicCourseReads(app);
  const queries = new WeakMap<object, InlineQuery>();
  return async () => {
    const data = await reads.activeCategories(true);
    let query = queries.get(data);
    if (!query) {
      const sent = z.encode(categoryEndpoints.list.response, data);
      const kept = sent.data.filter((category) => !category.isDeleted && category.courses.length > 0);
      query = { key: ACTIVE_CATEGORIES_KEY, data: kept };
      queries.set(data, query);
    }
    return { data, query };
  };
}
