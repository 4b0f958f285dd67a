import type sanitizeHtml from 'sanitize-html';

/**
 * The allow-list for rich text written in the dashboard's editor (the blog's post body extends it) (tiptap's starter kit: paragraphs,
 * headings, lists, quotes, code, links). Everything else (scripts, event handlers, styles, iframes,
 * javascript: and data: URLs) is removed before the HTML is stored, so that learners' browsers only ever
 * receive markup this list allows.
 */
export const RICH_TEXT_OPTIONS = {
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
    'code',
    'pre',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'], code: ['class'], ol: ['start'] },
  allowedClasses: { code: [/^language-[a-z0-9+#-]+$/] },
  allowedSchemes: ['http', 'https', 'mailto'],
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
} satisfies sanitizeHtml.IOptions;

const OPTIONS: sanitizeHtml.IOptions = {
  ...RICH_TEXT_OPTIONS,
  transformTags: {
    // A link opened from a lesson must not get a handle on the learner's tab.
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer nofollow' },
    }),
  },
};

export async function sanitiseRichText(html: string): Promise<string> {
  // Loaded when HTML is first saved (Node keeps it loaded after): only writes sanitise, what is stored is safe.
  const { default: sanitizeHtml } = await import('sanitize-html');
  return sanitizeHtml(html, OPTIONS).trim();
}
