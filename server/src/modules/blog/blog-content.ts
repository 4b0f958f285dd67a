import { BLOG_WORDS_PER_MINUTE } from '@skillhub/shared/constants';
import { htmlToText } from '@skillhub/shared/html-text';
import sanitizeHtml from 'sanitize-html';

/**
 * The allow-list of a blog post's body (the tiptap editor's output): paragraphs, headings, emphasis, lists,
 * quotes, code, links, images and tables. Everything else is removed before the HTML is stored: scripts,
 * styles, iframes, forms, event handlers (no attribute outside the list survives), and any URL that is not
 * http(s), mailto (links only) or a path on this site (javascript: and data: included). What is stored is what
 * every reader receives, so the page never needs to sanitise again.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'mark',
    'sub',
    'sup',
    'code',
    'pre',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
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
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    code: ['class'],
    ol: ['start'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    col: ['span'],
  },
  allowedClasses: { code: [/^language-[a-z0-9+#-]+$/] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Removed along with their content: what is inside these is never text meant for the reader.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'object',
    'embed',
    'template',
    'svg',
    'math',
  ],
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

export function sanitisePostHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** Minutes to read the text at an adult's pace; at least one. */
export function readingTimeMinutes(html: string): number {
  const words = htmlToText(html).split(' ').filter(Boolean).length;
  return Math.max(1, Math.ceil(words / BLOG_WORDS_PER_MINUTE));
}
