/**
 * Links in a comment's text: web addresses (`http://`, `https://`, `www.`, a bare `name.com`), HTML anchors and
 * BBCode `[url]`, which is how link spam arrives, and the same addresses disguised to slip past a filter
 * (`hxxp://`, `spam[.]example`, `example(dot)com`, `www .example .com`). Comments are stored and shown as plain
 * text, so a link never becomes clickable markup; counting them is what lets the server hold or refuse the spam.
 * Prose with dots ("e.g.", "3.5", "Node.js", "ASP.NET", an e-mail address) is not a link.
 */

/** A dot hidden behind brackets; the text's own characters never contain it. */
const HIDDEN_DOT = '\uE000';

/**
 * Top-level domains that make a bare `name.tld` a link: the ones spam uses most, and India's. Lower case only,
 * so that "ASP.NET" stays prose.
 */
const TLDS = [
  'com net org info biz in io co uk us me ru cn tk ly',
  'xyz top online site shop store club app dev link click live pro',
]
  .join(' ')
  .replaceAll(' ', '|');

/** `hxxp://`, `h**ps://`, `hXXp : / /`: a scheme disguised or spaced out. */
const DISGUISED_SCHEME = /\bh(?:tt|xx|\*\*)p(s?)\s*:\s*\/\s*\//gi;
/** `[.]`, `(.)`, `{.}` with or without spaces: always a hidden dot. */
const BRACKETED_DOT = /\s*[[({]\s*\.\s*[\])}]\s*/g;
/** `[dot]`, `(dot)`, `{dot}`: a hidden dot when a top-level domain follows ("the (dot) key" is prose). */
const BRACKETED_WORD_DOT = new RegExp(`\\s*[[({]\\s*dot\\s*[\\])}]\\s*(?=(?:${TLDS})\\b)`, 'gi');
/** `www .example .com`: a space before a dot, between name characters (prose puts spaces after dots). */
const SPACED_DOT = /\b(www|[a-z0-9-]+)\s+\.\s*(?=[a-z0-9])/gi;
const SPACED_WWW_DOT = /\bwww\s*\.\s+(?=[a-z0-9])/gi;

/** Addresses with a scheme or `www.`, anchors, BBCode, and words joined by a hidden dot; any case. */
const LINK = new RegExp(
  [
    `\\b(?:https?:\\/\\/|www[.${HIDDEN_DOT}])[^\\s<>"']+`,
    '<a[\\s>]',
    '\\[url[=\\]]',
    `[\\w-]+(?:${HIDDEN_DOT}[\\w-]+)+`,
  ].join('|'),
  'gi',
);

/** A bare domain, looked for once the links above are taken out: not part of an e-mail address or a longer word. */
const BARE_DOMAIN = new RegExp(
  `(?<![@\\w.-])(?:[a-zA-Z0-9](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?\\.)+(?:${TLDS})\\b(?![\\w-]|\\.[a-zA-Z0-9])`,
  'g',
);

function undisguised(text: string): string {
  return text
    .replace(DISGUISED_SCHEME, (_match, s: string) => `http${s.toLowerCase()}://`)
    .replace(BRACKETED_DOT, HIDDEN_DOT)
    .replace(BRACKETED_WORD_DOT, HIDDEN_DOT)
    .replace(SPACED_WWW_DOT, 'www.')
    .replace(SPACED_DOT, '$1.');
}

export function countLinks(text: string): number {
  let links = 0;
  const rest = undisguised(text).replace(LINK, () => {
    links += 1;
    return ' ';
  });
  return links + (rest.match(BARE_DOMAIN)?.length ?? 0);
}
