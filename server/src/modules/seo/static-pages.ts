import { skillAreaEndpoints } from '@skillhub/shared/endpoints/skill-areas';
import { staticPageHead } from '@skillhub/shared/page-head';
import { STATIC_PUBLIC_PAGES, type StaticPublicPage } from '@skillhub/shared/public-page-heads';
import { PATHS, routeTo } from '@skillhub/shared/routes';
import { eventNameSchema } from '@skillhub/shared/schemas/event-registration';
import { SKILL_AREA_PAGES, SKILL_AREAS, type SkillArea } from '@skillhub/shared/skill-areas';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { keptWhileUnchanged } from '../../cache/kept-while-unchanged.ts';
import { createSkillAreasService } from '../skill-areas/skill-areas.service.ts';
import type { SendShellPage } from './server-page.ts';
import { createShellCategories } from './shell-categories.ts';

/**
 * The public site's fixed pages, each with its own head from their table in shared (public-page-heads.ts,
 * page-head.ts): title, description, canonical URL, the default share image and schema.org data, in English as
 * the server sends every page. The home page's and the sign-in page's come with their own modules (home-page.ts,
 * auth-page.ts), the certificate check's with its render by the training remote (training-pages.ts).
 */

/** The shell's fixed pages that show no data: drawn by the shell (shell/src/server-render.tsx), once per build. */
const SHELL_DRAWN: readonly StaticPublicPage[] = ['contactUs', 'ccfs', 'terms', 'privacy'];

/** The fixed pages the sitemap lists, by path. */
export const SITEMAP_STATIC_PATHS: readonly string[] = STATIC_PUBLIC_PAGES.filter((page) => page.head.inSitemap).map(
  (page) => page.path,
);

/**
 * Registers the fixed pages. The shell's are drawn by the shell as the app draws them, their content there before
 * any script (a phone shows the page at once, a crawler or link preview reads it), and the app hydrates them when
 * the visitor engages; if the shell cannot draw one, it goes out as the plain app with its head. A skill page
 * shows its area's courses and programs from the same read as GET /api/skill-area/{area}, inlined under the
 * shell's key so the app's first render asks for nothing (as are the footer's categories, on every page); the event
 * form draws the event its address names.
 */
export function registerStaticPages(app: FastifyInstance, sendShellPage: SendShellPage): void {
  const origin = app.config.publicUrl;
  const skillAreas = createSkillAreasService(app);
  // Every page's footer lists the categories (shell-categories.ts): what it drew from goes into the page too, and a
  // change of them draws the page again.
  const footer = createShellCategories(app);

  for (const name of SHELL_DRAWN) {
    const head = staticPageHead(origin, name);
    app.get(PATHS[name], { schema: { hide: true } }, async (_request, reply) => {
      const { data, query } = await footer();
      return sendShellPage(reply, { name, path: routeTo(name), queries: () => [query], data, fallbackHead: head });
    });
  }

  /**
   * Each area's listing as GET /api/skill-area/{area} sends it, the same object for as long as it is unchanged:
   * the page's render is kept while it lasts, and made again when a course or program of the area comes or goes.
   */
  const sameListing = keptWhileUnchanged<SkillArea, object>(SKILL_AREAS.length);
  /** One object per listing and footer read, which names the page's render. */
  const pageData = new WeakMap<object, WeakMap<object, object>>();
  const bothOf = (listing: object, categories: object): object => {
    let byCategories = pageData.get(listing);
    if (!byCategories) {
      byCategories = new WeakMap();
      pageData.set(listing, byCategories);
    }
    let data = byCategories.get(categories);
    if (!data) {
      data = { listing, categories };
      byCategories.set(categories, data);
    }
    return data;
  };
  async function listingOf(area: SkillArea): Promise<object> {
    const listing = await skillAreas.listing(area);
    return sameListing(area, z.encode(skillAreaEndpoints.listing.response, { success: true, data: listing }).data);
  }

  for (const area of SKILL_AREAS) {
    const name = SKILL_AREA_PAGES[area];
    const head = staticPageHead(origin, name);
    app.get(PATHS[name], { schema: { hide: true } }, async (_request, reply) => {
      const [listing, categories] = await Promise.all([listingOf(area), footer()]);
      return sendShellPage(reply, {
        name,
        path: routeTo(name),
        // The shell's own key (shell/src/pages/skill-area/use-skill-area.ts).
        queries: () => [{ key: ['skill-area', area], data: listing }, categories.query],
        data: bothOf(listing, categories.data),
        fallbackHead: head,
      });
    });
  }

  // The event's name in the address (`?event=`), tidied as the form and the server tidy it; one the server would
  // refuse is left out, as the form leaves it out. Any other parameter means nothing to the page.
  const eventFormHead = staticPageHead(origin, 'eventForm');
  app.get<{ Querystring: { event?: unknown } }>(PATHS.eventForm, { schema: { hide: true } }, async (request, reply) => {
    const event = eventNameSchema.safeParse(request.query.event);
    const path = event.success
      ? `${routeTo('eventForm')}?${new URLSearchParams({ event: event.data })}`
      : routeTo('eventForm');
    const { data, query } = await footer();
    return sendShellPage(reply, { name: 'eventForm', path, queries: () => [query], data, fallbackHead: eventFormHead });
  });
}
