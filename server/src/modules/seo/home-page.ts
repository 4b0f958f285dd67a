import { homePageHead } from '@skillhub/shared/page-head';
import { routeTo } from '@skillhub/shared/routes';
import type { FastifyInstance } from 'fastify';
import type { SendShellPage } from './server-page.ts';
import { createShellCategories } from './shell-categories.ts';

/**
 * `/` rendered by the shell's own home page (shell/src/server-render.tsx), its categories from the same cached read
 * as GET /api/category?published=true (so a new or emptied category shows in the next HTML), and that answer
 * inlined under the shell's key so the app's first render asks for nothing.
 */
export function registerHomePage(app: FastifyInstance, sendShellPage: SendShellPage): void {
  const categories = createShellCategories(app);
  // The origin is fixed for the process: the head is made once.
  const head = homePageHead(app.config.publicUrl);
  app.get('/', { schema: { hide: true } }, async (_request, reply) => {
    const { data, query } = await categories();
    return sendShellPage(reply, {
      name: 'home',
      path: routeTo('home'),
      queries: () => [query],
      data,
      fallbackHead: head,
    });
  });
}
