import { courseEndpoints } from '@skillhub/shared/endpoints/courses';
import { ratingEndpoints } from '@skillhub/shared/endpoints/ratings';
import { staticPageHead } from '@skillhub/shared/page-head';
import { PATHS, routeTo } from '@skillhub/shared/routes';
import { catalogueQuerySchema } from '@skillhub/shared/schemas/course';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../../http/http-error.ts';
import { createPublicCourseReads } from '../courses/public-course-reads.ts';
import { createRatingsService } from '../ratings/ratings.service.ts';
import type { SendPage, SendRemotePage } from './server-page.ts';

/** Cards on the catalogue's first page, as the courses remote asks for them (CATALOGUE_PAGE_SIZE). */
const CATALOGUE_PAGE_SIZE = 12;
/** The catalogue's unfiltered first page as the remote keys it (remotes/courses/src/pages/catalogue/use-catalogue.ts). */
const CATALOGUE_DEFAULTS = { category: '', search: '', sort: 'latest', page: 1 } as const;

/** A body as the API sends it (its response schema's encoding: fields outside the contract dropped), unwrapped. */
function asSent(schema: z.ZodType, data: unknown): unknown {
  return (z.encode(schema, { success: true, data }) as { data: unknown }).data;
}

/**
 * /course/{slug} and /courses rendered by the courses remote with the same reads as GET /api/course/slug/{slug}
 * and GET /api/course/published (public-course-reads.ts: published courses only, through the public-content cache
 * that every change clears), so the HTML never shows a draft or a stale price. The answers go into the page under
 * the remote's own query keys too, so the app's first render asks for nothing.
 */
export function registerCoursePages(app: FastifyInstance, sendPage: SendPage, sendRemotePage: SendRemotePage): void {
  const origin = app.config.publicUrl;
  const reads = createPublicCourseReads(app);
  const ratingsService = createRatingsService(app);

  app.get<{ Params: { slug: string } }>('/course/:slug', { schema: { hide: true } }, async (request, reply) => {
    const { slug } = request.params;
    let course: Awaited<ReturnType<typeof reads.courseBySlug>>;
    try {
      course = await reads.courseBySlug(slug);
    } catch (error) {
      // Unknown, draft or terminated: the shell's not-found page, with the status saying so and nothing else.
      if (error instanceof HttpError && error.statusCode < 500) return sendPage(reply, 404, null, PATHS.course);
      throw error;
    }
    // An earlier slug of a renamed course: the address people should share.
    if (course.slug !== slug) return reply.redirect(routeTo('course', { slug: course.slug }), 301);
    // Cached beside the course and cleared with it (any public change clears both), so the course object still
    // names the render's data.
    const ratings = await ratingsService.firstPublicPage(course._id);
    return sendRemotePage(reply, {
      name: 'course',
      path: routeTo('course', { slug: course.slug }),
      // The remote's own key (remotes/courses/src/pages/course-page/use-public-course.ts).
      queries: () => [
        { key: ['public-course', course.slug], data: asSent(courseEndpoints.bySlug.response, course) },
        // The reviews as the ratings section first asks for them (its own key, use-course-ratings.ts).
        { key: ['course-ratings', course._id, 1, 'latest'], data: z.encode(ratingEndpoints.list.response, ratings) },
      ],
      data: course,
      fallbackHead: null,
    });
  });

  app.get('/courses', { schema: { hide: true } }, async (request, reply) => {
    const head = staticPageHead(origin, 'catalogue');
    // A filtered or later page is drawn by the app alone; the server renders the list most visitors land on.
    if (request.url.includes('?')) return sendPage(reply, 200, head, PATHS.catalogue);
    const query = catalogueQuerySchema.parse({ page: 1, limit: CATALOGUE_PAGE_SIZE, sort: CATALOGUE_DEFAULTS.sort });
    const list = await reads.catalogue(query);
    return sendRemotePage(reply, {
      name: 'catalogue',
      path: routeTo('catalogue'),
      // The remote's own key (remotes/courses/src/pages/catalogue/use-catalogue.ts): the whole answer.
      queries: () => [
        {
          key: ['public-catalogue', 'courses', CATALOGUE_DEFAULTS],
          data: z.encode(courseEndpoints.catalogue.response, list),
        },
      ],
      data: list,
      fallbackHead: head,
    });
  });
}
