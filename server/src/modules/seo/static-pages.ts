import { staticPageHead } from '@skillhub/shared/page-head';
import { STATIC_PUBLIC_PAGES, type StaticPublicPage } from '@skillhub/shared/public-page-heads';
import { PATHS } from '@skillhub/shared/routes';
import type { FastifyInstance } from 'fastify';
import type { SendPage } from './server-page.ts';

/**
 * The heads of the public site's fixed pages, from their table in shared (public-page-heads.ts, page-head.ts):
 * title, description, canonical URL, the default share image and schema.org data, in English as the server sends
 * every page. The home page's (shared/src/page-head.ts homePageHead) and the sign-in page's come with their
 * server render (home-page.ts, auth-page.ts).
 */

/** The pages whose HTML the server sends without content of its own (the app draws them). */
const APP_DRAWN: readonly StaticPublicPage[] = [
  'foundationalSkill',
  'entrepreneurialSkill',
  'employabilitySkill',
  'contactUs',
  'ccfs',
  'eventForm',
  'certificate',
  'terms',
  'privacy',
];

/** The fixed pages the sitemap lists, by path. */
export const SITEMAP_STATIC_PATHS: readonly string[] = STATIC_PUBLIC_PAGES.filter((page) => page.head.inSitemap).map(
  (page) => page.path,
);

/**
 * The fixed pages the app draws, each sent with its own head (and the entry of the remote publishing it
 * preloaded) instead of the shell's generic one.
 */
export function registerStaticPages(app: FastifyInstance, sendPage: SendPage): void {
  const origin = app.config.publicUrl;
  for (const name of APP_DRAWN) {
    app.get(PATHS[name], { schema: { hide: true } }, (_request, reply) =>
      sendPage(reply, 200, staticPageHead(origin, name), PATHS[name]),
    );
  }
}
