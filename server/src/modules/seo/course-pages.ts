import { categoryEndpoints } from '@skillhub/shared/endpoints/categories';
import { courseEndpoints } from '@skillhub/shared/endpoints/courses';
import { ratingEndpoints } from '@skillhub/shared/endpoints/ratings';
import { staticPageHead } from '@skillhub/shared/page-head';
import { PATHS, routeTo } from '@skillhub/shared/routes';
import { CATALOGUE_SORTS, type CatalogueQuery, catalogueQuerySchema } from '@skillhub/shared/schemas/course';
import { readUrlParams, urlParamsQuery } from '@skillhub/shared/url-params';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { boundedMemo } from '../../cache/bounded-memo.ts';
import { toPriceQuote } from '../coupons/coupon-checkout.ts';
import { createPublicOffers } from '../coupons/public-offers.ts';
import { createPublicCourseReads } from '../courses/public-course-reads.ts';
import { createRatingsService } from '../ratings/ratings.service.ts';
import { asSent, foundOrNull, type SendPage, type SendRemotePage } from './server-page.ts';

/** Cards on a page of the catalogue, as the courses remote asks for them (CATALOGUE_PAGE_SIZE). */
const CATALOGUE_PAGE_SIZE = 12;
/**
 * The catalogue's filters in its address and their defaults, as the remote reads and keys them
 * (remotes/courses/src/pages/catalogue/use-catalogue.ts: CATALOGUE_DEFAULTS, CATALOGUE_ALLOWED).
 */
interface CatalogueParams {
  category: string;
  search: string;
  sort: (typeof CATALOGUE_SORTS)[number];
  page: number;
}
const CATALOGUE_DEFAULTS: CatalogueParams = { category: '', search: '', sort: 'latest', page: 1 };
const CATALOGUE_ALLOWED = { sort: CATALOGUE_SORTS };

/** Catalogue addresses kept at most: searches come from visitors, so the map cannot grow without bound. */
const ADDRESSES_KEPT = 500;

interface CatalogueAddress {
  params: CatalogueParams;
  query: CatalogueQuery;
  /** One address per list, in the remote's own form: a link's other parameters (utm_…) make no page of their own. */
  path: string;
}

function readCatalogueAddress(url: string, origin: string): CatalogueAddress | null {
  const params = readUrlParams(new URL(url, origin).searchParams, CATALOGUE_DEFAULTS, CATALOGUE_ALLOWED);
  const query = catalogueQuerySchema.safeParse({
    page: params.page,
    limit: CATALOGUE_PAGE_SIZE,
    category: params.category || undefined,
    search: params.search || undefined,
    sort: params.sort,
  });
  if (!query.success) return null;
  return { params, query: query.data, path: `${routeTo('catalogue')}${urlParamsQuery(params, CATALOGUE_DEFAULTS)}` };
}

/**
 * /course/{slug} and /courses (any category, search, sort or page of it) rendered by the courses remote with the
 * same reads as GET /api/course/slug/{slug}, GET /api/course/published and GET /api/course/category?published=true
 * (public-course-reads.ts: published courses only, through the public-content cache that every change clears), so
 * the HTML never shows a draft or a stale price. The answers go into the page under the remote's own query keys
 * too, so the app's first render asks for nothing.
 */
export function registerCoursePages(app: FastifyInstance, sendPage: SendPage, sendRemotePage: SendRemotePage): void {
  const origin = app.config.publicUrl;
  const reads = createPublicCourseReads(app);
  const ratingsService = createRatingsService(app);
  const offers = createPublicOffers(app);
  /**
   * What a course page is made from: the cached course read and the automatic offer running on it now. One object
   * per course read and offer, so the render is kept while both stay and made again when an offer starts, ends
   * or changes (coupons do not clear the public-content cache the course read lives in).
   */
  const pageData = new WeakMap<object, { offerKey: string; data: object }>();
  const dataOf = (course: object, offer: unknown): object => {
    const offerKey = JSON.stringify(offer);
    const known = pageData.get(course);
    if (known?.offerKey === offerKey) return known.data;
    const data = { course, offer };
    pageData.set(course, { offerKey, data });
    return data;
  };

  app.get<{ Params: { slug: string } }>('/course/:slug', { schema: { hide: true } }, async (request, reply) => {
    const { slug } = request.params;
    const course = await foundOrNull(reads.courseBySlug(slug));
    // Unknown, draft or terminated: the shell's not-found page, with the status saying so and nothing else.
    if (!course) return sendPage(reply, 404, null, PATHS.course);
    // An earlier slug of a renamed course: the address people should share.
    if (course.slug !== slug) return reply.redirect(routeTo('course', { slug: course.slug }), 301);
    // Cached beside the course and cleared with it (any public change clears both), so the course object still
    // names the render's data.
    const ratings = await ratingsService.firstPublicPage(course._id);
    // The offer as GET /api/course/offer/{courseId} answers it, under the remote's key (course-offer.tsx).
    const pricing = await offers.offerOn(
      { id: course._id, categoryId: course.category._id },
      Math.round(course.price.finalPrice * 100),
    );
    const offer = pricing.coupon ? toPriceQuote(pricing) : null;
    return sendRemotePage(reply, {
      name: 'course',
      path: routeTo('course', { slug: course.slug }),
      // The remote's own key (remotes/courses/src/pages/course-page/use-public-course.ts).
      queries: () => [
        { key: ['public-course', course.slug], data: asSent(courseEndpoints.bySlug.response, course) },
        // The reviews as the ratings section first asks for them (its own key, use-course-ratings.ts).
        { key: ['course-ratings', course._id, 1, 'latest'], data: z.encode(ratingEndpoints.list.response, ratings) },
        { key: ['course-offer', course._id], data: offer },
      ],
      data: dataOf(course, offer),
      fallbackHead: null,
    });
  });

  const head = staticPageHead(origin, 'catalogue');
  /**
   * What a catalogue address asks for: the list read by the remote's own rules (a sort it does not know, a page
   * that is no page: the defaults), so the page drawn here and the app's first render ask for the same list; null
   * for filters the API refuses. Kept per address, as visitors and crawlers ask for the same few again and again.
   */
  const catalogueAddress = boundedMemo(ADDRESSES_KEPT, (url: string) => readCatalogueAddress(url, origin));

  app.get('/courses', { schema: { hide: true } }, async (request, reply) => {
    const address = catalogueAddress(request.url);
    // Filters the API refuses (a category that is no id, an overlong search): the app asks, is told 400, and
    // offers to clear them, as it does for such a link followed within it.
    if (!address) return sendPage(reply, 200, head, PATHS.catalogue);
    const { params, query, path } = address;
    const [list, categories] = await Promise.all([reads.catalogue(query), reads.activeCategories(true)]);
    return sendRemotePage(reply, {
      name: 'catalogue',
      path,
      // The remote's own keys (remotes/courses/src/pages/catalogue/use-catalogue.ts), each holding the whole answer.
      queries: () => [
        { key: ['public-catalogue', 'courses', params], data: z.encode(courseEndpoints.catalogue.response, list) },
        { key: ['public-catalogue', 'categories'], data: z.encode(categoryEndpoints.list.response, categories) },
      ],
      // Any public change clears every cached read, so the list is a new object whenever the categories are too.
      data: list,
      fallbackHead: head,
    });
  });
}
