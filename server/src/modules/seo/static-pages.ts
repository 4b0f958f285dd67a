import { COMPANY } from '@skillhub/shared/constants';
import {
  CATALOGUE_SEARCH_PARAM,
  DEFAULT_SHARE_IMAGE,
  PUBLIC_PAGE_HEADS,
  STATIC_PUBLIC_PAGES,
  type StaticPublicPage,
} from '@skillhub/shared/public-page-heads';
import { PATHS, routeTo } from '@skillhub/shared/routes';
import type { FastifyInstance } from 'fastify';
import type { SendPage } from './course-pages.ts';
import type { PageHead } from './page-head.ts';

/**
 * The heads of the public site's fixed pages, from their table in shared (public-page-heads.ts): title,
 * description, canonical URL, the default share image and schema.org data, in English as the server sends every
 * page. The home page also describes the organisation (with its phone, e-mails and address) and the website
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

const telephone = COMPANY.phoneHref.replace(/^tel:/, '');

/** schema.org's view of the company: what the footer and the Contact Us page show. */
export function organizationJsonLd(origin: string): Record<string, unknown> {
  const [support, admissions] = COMPANY.emails;
  return {
    '@type': 'EducationalOrganization',
    '@id': `${origin}/#organization`,
    name: COMPANY.name,
    url: `${origin}/`,
    logo: `${origin}/icons/icon-512.png`,
    image: `${origin}${DEFAULT_SHARE_IMAGE.path}`,
    telephone,
    email: support,
    address: COMPANY.address,
    contactPoint: [
      { contactType: 'customer support', email: support },
      { contactType: 'admissions', email: admissions },
    ].map((point) => ({
      '@type': 'ContactPoint',
      ...point,
      telephone,
      areaServed: 'IN',
      availableLanguage: ['English', 'Hindi'],
    })),
    sameAs: COMPANY.social.map((link) => link.href),
  };
}

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

/** A fixed page's head; `jsonLd` is the page's own schema.org item, which a caller may extend. */
export function staticPageHead(origin: string, name: StaticPublicPage): PageHead & { jsonLd: Record<string, unknown> } {
  const entry = PUBLIC_PAGE_HEADS[name];
  const { title, description } = entry.text.en;
  const canonical = `${origin}${PATHS[name]}`;
  return {
    title,
    description,
    canonical,
    image: `${origin}${DEFAULT_SHARE_IMAGE.path}`,
    imageSize: { width: DEFAULT_SHARE_IMAGE.width, height: DEFAULT_SHARE_IMAGE.height },
    type: 'website',
    jsonLd: {
      '@type': entry.schemaType,
      name: title,
      description,
      url: canonical,
      inLanguage: 'en-IN',
      isPartOf: { '@type': 'WebSite', '@id': `${origin}/#website`, name: COMPANY.name, url: `${origin}/` },
      ...(name === 'contactUs' ? { mainEntity: organizationJsonLd(origin) } : {}),
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
