/**
 * Links in a comment's text: web addresses (`http://`, `https://`, `www.`), HTML anchors and BBCode
 * `[url]`, which is how link spam arrives. Comments are stored and shown as plain text, so a link never
 * becomes clickable markup; counting them is what lets the server hold or refuse the spam.
 */
const LINK = /\b(?:https?:\/\/|www\.)[^\s<>"']+|<a[\s>]|\[url[=\]]/gi;

export function countLinks(text: string): number {
  return text.match(LINK)?.length ?? 0;
}
