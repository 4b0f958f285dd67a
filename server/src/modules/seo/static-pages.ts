import { COMPANY } from '@skillhub/shared/constants';
import { organizationJsonLd, type PageHead, staticPageHead } from '@skillhub/shared/page-head';
import { CATALOGUE_SEARCH_PARAM, STATIC_PUBLIC_PAGES, type StaticPublicPage } from '@skillhub/shared/public-page-heads';
import { PATHS, routeTo } from '@skillhub/shared/routes';
import type { FastifyInstance } from 'fastify';
import type { SendPage } from './server-page.ts';

/**
 * The heads of the public site's fixed pages, from their table in shared (public-page-heads.ts, page-head.ts):
 * title, description, canonical URL, the default share image and schema.org data, in English as the server sends
 * every page. The home page also describes the organisation (with its phone, e-mails and address) and the website
 * (with the catalogue's search), which is what a search engine shows as the site's own card.
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

/** The site itself, with the catalogue's search as its search box. */
function webSiteJsonLd(origin: string): Record<string, unknown> {
  return {
    '@type': 'WebSite',
    '@id': `${origin}/#website`,
    name: COMPANY.name,
    url: `${origin}/`,
    inLanguage: ['en-IN', 'hi-IN'],
    publisher: { '@id': `${origin}/#organization` },
    potentialAction: {
      '@type': 'SearchAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: `${origin}${routeTo('catalogue')}?${CATALOGUE_SEARCH_PARAM}={search_term_string}`,
      },
      'query-input': 'required name=search_term_string',
    },
  };
}

/** The home page's head: the page, the organisation and the website. */
export function homePageHead(origin: string): PageHead {
  const head = staticPageHead(origin, 'home');
  return { ...head, jsonLd: [organizationJsonLd(origin), webSiteJsonLd(origin), head.jsonLd] };
}

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
