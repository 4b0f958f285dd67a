import { BLOG_WORDS_PER_MINUTE } from '@skillhub/shared/constants';
import { htmlToText } from '@skillhub/shared/html-text';
import type sanitizeHtml from 'sanitize-html';
import { RICH_TEXT_OPTIONS } from '../overviews/html-sanitiser.ts';

/**
 * The allow-list of a blog post's body: the dashboard's rich text (overviews/html-sanitiser.ts) plus images,
 * figures and tables. Everything else is removed before the HTML is stored: scripts,
 * styles, iframes, forms, event handlers (no attribute outside the list survives), and any URL that is not
 * http(s), mailto (links only) or a path on this site (javascript: and data: included). What is stored is what
 * every reader receives, so the page never needs to sanitise again.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  ...RICH_TEXT_OPTIONS,
  allowedTags: [
    ...RICH_TEXT_OPTIONS.allowedTags,
    'mark',
    'sub',
    'sup',
    'img',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'caption',
    'colgroup',
    'col',
  ],
  allowedAttributes: {
    ...RICH_TEXT_OPTIONS.allowedAttributes,
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    col: ['span'],
  },
  allowedSchemesByTag: { img: ['http', 'https'] },
  transformTags: {
    // A link to another site opens in a new tab without a handle on this one; links within the site stay.
    a: (tagName, attribs) => {
      const external = /^https?:\/\//i.test(attribs.href ?? '');
      const { target: _target, rel: _rel, ...rest } = attribs;
      return {
        tagName,
        attribs: external ? { ...rest, target: '_blank', rel: 'noopener noreferrer' } : rest,
      };
    },
  },
};

export async function sanitisePostHtml(html: string): Promise<string> {
  // Loaded when a post is first saved, as for the dashboard's rich text (overviews/html-sanitiser.ts).
  const { default: sanitizeHtml } = await import('sanitize-html');
  return sanitizeHtml(html, OPTIONS).trim();
}

/** Minutes to read the text at an adult's pace; at least one. */
export function readingTimeMinutes(html: string): number {
  const words = htmlToText(html).split(' ').filter(Boolean).length;
  return Math.max(1, Math.ceil(words / BLOG_WORDS_PER_MINUTE));
}
