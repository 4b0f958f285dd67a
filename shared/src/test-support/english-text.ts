/**
 * The English left on a page shown in Hindi: every text node under `root` (the whole document by default, so
 * toasts and dialogs in portals count) is read for Latin words that are not allowed there. Allowed, because Hindi
 * pages rightly show them in Latin letters: the brand and product names below, numbers, e-mail addresses, web
 * addresses and domains, codes in capitals (OTP, INR, a certificate number like SKH-7F3K-92QD-X4MA), single
 * letters, the day periods Intl writes in Latin letters in Hindi (am, pm), what the test itself typed or seeded
 * (`allow`: names, titles, slugs) and anything inside an element that says it is in another language
 * (`lang="en"`, such as the switch back to English).
 *
 * Flagged is any other word of two or more Latin letters with a small letter in it ("Title", "is", "required"),
 * or a capitals word joined by underscores (an untranslated enum or provider code like INVALID_FORMAT).
 */

/** Names written in Latin letters in every language. */
export const LATIN_NAMES = [
  'Skillhub',
  'WhatsApp',
  'Razorpay',
  'Google',
  'Facebook',
  'Instagram',
  'LinkedIn',
  'YouTube',
  'Twitter',
] as const;

/** What Intl itself writes in Latin letters in Hindi (hi-IN's day periods: "am", "pm"). */
const INTL_LATIN = ['T00:00', 'T12:00'].flatMap((time) =>
  new Intl.DateTimeFormat('hi-IN', { hour: 'numeric', hour12: true, timeZone: 'UTC' })
    .formatToParts(new Date(`2026-01-01${time}Z`))
    .filter((part) => part.type === 'dayPeriod' && /^[A-Za-z.]+$/.test(part.value))
    .map((part) => part.value),
);

const EMAIL = /[^\s@]+@[^\s@]+\.[A-Za-z]{2,}/g;
const WEB_ADDRESS = /\b(?:https?:\/\/|www\.)\S+/g;
/** A bare domain in small letters: example.com, skillhub.in. */
const DOMAIN = /\b(?:[a-z0-9-]+\.)+[a-z]{2,}\b/g;
const WORD = /[A-Za-z0-9_'’]+/g;

export interface EnglishTextOptions {
  /** Strings the test typed or seeded (user data), allowed wherever they appear. */
  allow?: readonly string[];
}

/** One text with the English words found in it. */
export interface EnglishText {
  text: string;
  words: string[];
}

const isFlagged = (word: string) => {
  const letters = word.replace(/[^A-Za-z]/g, '');
  if (letters.length < 2) return false;
  return /[a-z]/.test(word) || word.includes('_');
};

/** The element's language when it or an ancestor below `root` says one. */
function declaredLanguage(element: Element | null, root: Node): string | null {
  for (let node = element; node && node !== root; node = node.parentElement) {
    const lang = node.getAttribute('lang');
    if (lang) return lang;
  }
  return null;
}

/**
 * The texts under `root` with English words in them (empty when the page is all Hindi). Meant for
 * `expect(englishTextIn()).toEqual([])`, whose failure lists each text and its words.
 */
export function englishTextIn(root: Node = document.body, options: EnglishTextOptions = {}): EnglishText[] {
  const allowed = [...(options.allow ?? [])].filter(Boolean).sort((a, b) => b.length - a.length);
  const names = new Set<string>([...LATIN_NAMES, ...INTL_LATIN]);
  const found: EnglishText[] = [];
  const walker = (root.ownerDocument ?? (root as Document)).createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (parent?.closest('script, style, noscript, template')) continue;
    const lang = declaredLanguage(parent, root);
    if (lang && !lang.startsWith('hi')) continue;
    const text = node.textContent ?? '';
    let rest = text.replace(EMAIL, ' ').replace(WEB_ADDRESS, ' ').replace(DOMAIN, ' ');
    for (const value of allowed) rest = rest.split(value).join(' ');
    const words = (rest.match(WORD) ?? []).filter((word) => isFlagged(word) && !names.has(word));
    if (words.length > 0) found.push({ text: text.trim(), words });
  }
  return found;
}
