import { z } from 'zod';
import { COMPANY } from './constants.ts';
import {
  CATALOGUE_SEARCH_PARAM,
  DEFAULT_SHARE_IMAGE,
  PUBLIC_PAGE_HEADS,
  type StaticPublicPage,
} from './public-page-heads.ts';
import { PATHS, routeTo } from './routes.ts';

/**
 * What a crawler or a link preview reads about a page without running its JavaScript. A page's owning remote
 * makes it from the page's data (its server render); the server writes it into the HTML, escaped.
 */
export const pageHeadSchema = z.object({
  title: z.string(),
  description: z.string(),
  /** Absolute URL of the page. */
  canonical: z.string(),
  /** Absolute URL of the preview image. */
  image: z.string().optional(),
  /** Its size in pixels, when known (the default share image): a preview can lay it out before fetching it. */
  imageSize: z.object({ width: z.number(), height: z.number() }).optional(),
  type: z.enum(['website', 'article']),
  /** schema.org data (Course, BlogPosting, Blog), each item its own script (the home page: organisation and website). */
  jsonLd: z.union([z.record(z.string(), z.unknown()), z.array(z.record(z.string(), z.unknown()))]),
  /** Kept out of search results (a page made for one person: a payment link). */
  noindex: z.boolean().optional(),
});
export type PageHead = z.infer<typeof pageHeadSchema>;

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

/** The picture a page without one of its own is shared with (its size known, for a preview to lay it out). */
export function defaultShareImage(origin: string): Pick<PageHead, 'image' | 'imageSize'> {
  return {
    image: `${origin}${DEFAULT_SHARE_IMAGE.path}`,
    imageSize: { width: DEFAULT_SHARE_IMAGE.width, height: DEFAULT_SHARE_IMAGE.height },
  };
}

/**
 * A fixed page's head, from its entry in public-page-heads.ts (English, as the server sends every page): title,
 * description, canonical URL, the default share image and the page's own schema.org item, which a caller may
 * extend (the catalogue adds its list of courses).
 */
export function staticPageHead(origin: string, name: StaticPublicPage): PageHead & { jsonLd: Record<string, unknown> } {
  const entry = PUBLIC_PAGE_HEADS[name];
  const { title, description } = entry.text.en;
  const canonical = `${origin}${PATHS[name]}`;
  return {
    title,
    description,
    canonical,
    ...defaultShareImage(origin),
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

/**
 * The home page's head (the shell's server render makes it; the server sends it with the plain app when that
 * fails): the page, and what a search engine shows as the site's own card, the organisation (with its phone,
 * e-mails and address) and the website (with the catalogue's search).
 */
export function homePageHead(origin: string): PageHead {
  const head = staticPageHead(origin, 'home');
  return { ...head, jsonLd: [organizationJsonLd(origin), webSiteJsonLd(origin), head.jsonLd] };
}
