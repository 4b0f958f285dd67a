import { categoryEndpoints } from '@skillhub/shared/endpoints/categories';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { createPublicCourseReads } from '../courses/public-course-reads.ts';
import { HOME_CSS } from './home-css.ts';
import { homeCategories, homePageMarkup } from './home-markup.ts';
import { MARKUP_CSS } from './markup-css.ts';
import type { SendPage } from './server-page.ts';
import { homePageHead } from './static-pages.ts';

/** The shell's own key for the categories the home page and footer link to (shell/src/catalog/use-active-categories.ts). */
const ACTIVE_CATEGORIES_KEY = ['course-categories', { active: true, published: true }];

/**
 * `/` served with its content by the server: the home page's sections in the shell's words, its categories from
 * the same cached read as GET /api/category?published=true (so a new or emptied category shows in the next
 * HTML), and that answer inlined under the shell's key so the app's first render asks for nothing.
 */
export function registerHomePage(app: FastifyInstance, sendPage: SendPage): void {
  const reads = createPublicCourseReads(app);
  app.get('/', { schema: { hide: true } }, async (_request, reply) => {
    const sent = z.encode(categoryEndpoints.list.response, await reads.activeCategories(true));
    const categories = homeCategories(sent.data);
    return sendPage(reply, 200, homePageHead(app.config.publicUrl), undefined, {
      body: homePageMarkup(categories),
      css: MARKUP_CSS + HOME_CSS,
      queries: [{ key: ACTIVE_CATEGORIES_KEY, data: categories }],
    });
  });
}
