import { COMPANY } from '@skillhub/shared/constants';
import { jsonForInlineScript } from '@skillhub/shared/inline-data';
import type { PageHead } from '@skillhub/shared/page-head';
import { escapeMarkup } from './markup.ts';

function headTags(head: PageHead): string {
  const meta = (attr: 'name' | 'property', key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escapeMarkup(value)}">`;
  return [
    ...(head.noindex ? [meta('name', 'robots', 'noindex')] : []),
    `<link rel="canonical" href="${escapeMarkup(head.canonical)}">`,
    meta('property', 'og:site_name', COMPANY.name),
    meta('property', 'og:locale', 'en_IN'),
    meta('property', 'og:type', head.type),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    ...(head.image ? [meta('property', 'og:image', head.image)] : []),
    ...(head.image && head.imageSize
      ? [
          meta('property', 'og:image:width', String(head.imageSize.width)),
          meta('property', 'og:image:height', String(head.imageSize.height)),
        ]
      : []),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    ...(head.image ? [meta('name', 'twitter:image', head.image)] : []),
    ...(Array.isArray(head.jsonLd) ? head.jsonLd : [head.jsonLd]).map(
      (item) =>
        `<script type="application/ld+json">${jsonForInlineScript({ '@context': 'https://schema.org', ...item })}</script>`,
    ),
  ].join('');
}

/**
 * The shell's index.html with the page's own title, description and sharing tags: the shell's generic title and
 * description are replaced, the rest goes before </head>. The single-page app still boots as on any page.
 */
export function withPageHead(indexHtml: string, head: PageHead): string {
  const title = `<title>${escapeMarkup(head.title)}</title>`;
  const description = `<meta name="description" content="${escapeMarkup(head.description)}">`;
  let html = /<title>[\s\S]*?<\/title>/i.test(indexHtml)
    ? indexHtml.replace(/<title>[\s\S]*?<\/title>/i, () => title)
    : indexHtml.replace(/<\/head>/i, () => `${title}</head>`);
  html = /<meta\s+name="description"[^>]*>/i.test(html)
    ? html.replace(/<meta\s+name="description"[^>]*>/i, () => description)
    : html.replace(/<\/head>/i, () => `${description}</head>`);
  return html.replace(/<\/head>/i, () => `${headTags(head)}</head>`);
}
