import { COMPANY } from '@skillhub/shared/constants';
import { courseEndpoints } from '@skillhub/shared/endpoints/courses';
import { PATHS, routeTo } from '@skillhub/shared/routes';
import { catalogueQuerySchema } from '@skillhub/shared/schemas/course';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../../http/http-error.ts';
import { createPublicCourseReads } from '../courses/public-course-reads.ts';
import { catalogueMarkup, coursePageMarkup } from './course-markup.ts';
import type { PageHead } from './page-head.ts';
import type { ServerPage } from './server-page.ts';
import { staticPageHead } from './static-pages.ts';

export type SendPage = (
  reply: FastifyReply,
  status: number,
  head: PageHead | null,
  route?: string,
  content?: Pick<ServerPage, 'body' | 'queries' | 'css'>,
) => Promise<unknown>;

/** Cards on the catalogue's first page, as the courses remote asks for them (CATALOGUE_PAGE_SIZE). */
const CATALOGUE_PAGE_SIZE = 12;
/** The catalogue's unfiltered first page as the remote keys it (remotes/courses/src/pages/catalogue/use-catalogue.ts). */
const CATALOGUE_DEFAULTS = { category: '', search: '', sort: 'latest', page: 1 } as const;
/** A course page's description: its subtitle, cut to what search results show. */
const DESCRIPTION_MAX = 160;

/** A body as the API sends it (its response schema's encoding: fields outside the contract dropped), unwrapped. */
function asSent(schema: z.ZodType, data: unknown): unknown {
  return (z.encode(schema, { success: true, data }) as { data: unknown }).data;
}

const clip = (text: string) =>
  text.length > DESCRIPTION_MAX ? `${text.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…` : text;

/**
 * /course/{slug} and /courses served with their content, head and data by the server: the same reads as
 * GET /api/course/slug/{slug} and GET /api/course/published (public-course-reads.ts: published courses only,
 * through the public-content cache that every change clears), so the HTML never shows a draft or a stale price.
 */
export function registerCoursePages(app: FastifyInstance, sendPage: SendPage): void {
  const origin = app.config.publicUrl;
  const reads = createPublicCourseReads(app);

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
    const canonical = `${origin}${routeTo('course', { slug: course.slug })}`;
    const image = new URL(course.thumbnail, origin).toString();
    const description = clip(course.subtitle || course.description);
    return sendPage(
      reply,
      200,
      {
        title: `${course.title} | ${COMPANY.name}`,
        description,
        canonical,
        image,
        type: 'website',
        jsonLd: {
          '@type': 'Course',
          name: course.title,
          description,
          url: canonical,
          image,
          inLanguage: course.language,
          educationalLevel: course.courseLevel,
          provider: { '@type': 'Organization', name: COMPANY.name, sameAs: origin },
          offers: {
            '@type': 'Offer',
            category: 'Paid',
            price: course.price.finalPrice,
            priceCurrency: 'INR',
            availability: 'https://schema.org/InStock',
            url: canonical,
          },
          ...(course.ratingsCount > 0
            ? {
                aggregateRating: {
                  '@type': 'AggregateRating',
                  ratingValue: course.averageRating,
                  ratingCount: course.ratingsCount,
                },
              }
            : {}),
        },
      },
      PATHS.course,
      // The remote's own query key (remotes/courses/src/pages/course-page/use-public-course.ts).
      {
        body: coursePageMarkup(course),
        queries: [{ key: ['public-course', course.slug], data: asSent(courseEndpoints.bySlug.response, course) }],
      },
    );
  });

  app.get('/courses', { schema: { hide: true } }, async (request, reply) => {
    const head = staticPageHead(origin, 'catalogue');
    // A filtered or later page is drawn by the app alone; the server renders the list most visitors land on.
    if (request.url.includes('?')) return sendPage(reply, 200, head, PATHS.catalogue);
    const query = catalogueQuerySchema.parse({ page: 1, limit: CATALOGUE_PAGE_SIZE, sort: CATALOGUE_DEFAULTS.sort });
    const list = await reads.catalogue(query);
    head.jsonLd = {
      ...head.jsonLd,
      mainEntity: {
        '@type': 'ItemList',
        itemListElement: list.data.map((course, i) => ({
          '@type': 'ListItem',
          position: i + 1,
          url: `${origin}${routeTo('course', { slug: course.slug })}`,
          name: course.title,
        })),
      },
    };
    return sendPage(reply, 200, head, PATHS.catalogue, {
      body: catalogueMarkup(list.data, list.pagination.total),
      // The remote's own key (remotes/courses/src/pages/catalogue/use-catalogue.ts): the whole answer.
      queries: [
        {
          key: ['public-catalogue', 'courses', CATALOGUE_DEFAULTS],
          data: z.encode(courseEndpoints.catalogue.response, list),
        },
      ],
    });
  });
}
