import type { Category } from '@skillhub/shared/schemas/category';
import type { ListBody } from '@skillhub/shared/schemas/common';
import type { CatalogueCard, CatalogueQuery, PublicCourse } from '@skillhub/shared/schemas/course';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/http-error.ts';
import { pagination } from '../../http/responses.ts';
import { createCategoriesService } from '../categories/categories.service.ts';
import { responsiveImages } from '../media/responsive-images.ts';
import { toCatalogueCard, toPublicCourse } from './course-dto.ts';
import { coursesRepository as repo } from './courses.repository.ts';

/** The public-content cache keys of these reads (the HTTP layer keeps its rendition under `http:` + key). */
export const publicReadKeys = {
  catalogue: (query: CatalogueQuery) => `courses:catalogue:${JSON.stringify(query)}`,
  bySlug: (slug: string) => `courses:slug:${slug.toLowerCase()}`,
  categories: (publishedOnly: boolean) => `categories:active:${publishedOnly}`,
};

/**
 * What a visitor reads of the courses, the same for everyone, through the public-content cache (dropped in
 * every process on any change that shows on these pages; see plugins/app/public-content.ts). The API routes
 * and the server-rendered pages call these, so both serve the same, never a draft.
 */
/** Course cards as the catalogue and the skill pages list them, each thumbnail with its renditions. */
export async function toCatalogueCards(
  { db, fileStorage }: Pick<FastifyInstance, 'db' | 'fileStorage'>,
  rows: Parameters<typeof toCatalogueCard>[0][],
): Promise<CatalogueCard[]> {
  const images = await responsiveImages(
    db,
    fileStorage,
    rows.map((row) => row.thumbnail),
  );
  return rows.map((row) => ({ ...toCatalogueCard(row), thumbnailImage: images.get(row.thumbnail) ?? null }));
}

export function createPublicCourseReads(app: Pick<FastifyInstance, 'db' | 'publicContent' | 'fileStorage'>) {
  const { db, publicContent } = app;
  const categoriesService = createCategoriesService(app);

  return {
    /** A page of the catalogue: published courses of active categories. */
    catalogue(query: CatalogueQuery): Promise<ListBody<CatalogueCard>> {
      return publicContent.read(publicReadKeys.catalogue(query), async () => {
        const { rows, total } = await repo.listPublished(db, query);
        return {
          success: true,
          data: await toCatalogueCards(app, rows),
          pagination: pagination(total, query.page, query.limit),
        };
      });
    },

    /** The public page of a published course, by its current or any earlier slug; 404 for anything else. */
    courseBySlug(slug: string): Promise<PublicCourse> {
      return publicContent.read(publicReadKeys.bySlug(slug), async () => {
        const row = await repo.findPublishedBySlug(db, slug.toLowerCase());
        if (!row) throw notFound('Course not found');
        const [sections, lectures] = await Promise.all([repo.sections(db, row.id), repo.lectures(db, row.id)]);
        return toPublicCourse(row, sections, lectures);
      });
    },

    /** The active categories with their published courses (the footer, home page and filters). */
    activeCategories(publishedOnly: boolean): Promise<ListBody<Category>> {
      return publicContent.read(publicReadKeys.categories(publishedOnly), () =>
        categoriesService.list(true, false, publishedOnly),
      );
    },
  };
}

export type PublicCourseReads = ReturnType<typeof createPublicCourseReads>;
