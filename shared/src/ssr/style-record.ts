/**
 * antd's record of the styles a server render drew: the last rule of its extracted CSS,
 * `.data-ant-cssinjs-cache-path{content:"<path>:<hash>;…";}`. The browser's antd reads it (as the computed
 * `content` of an element of that class) when it starts, and takes every style it names to be in the page's
 * loaded sheets, drawing none of them again. Only one such rule can be read: the last in the page's sheets wins.
 */
const RECORD = /\.data-ant-cssinjs-cache-path\{content:"([^"]*)";\}/g;

/** `css` without its record, and the record's entries. */
export function takeStyleRecord(css: string): { css: string; entries: string[] } {
  const entries: string[] = [];
  const rest = css.replace(RECORD, (_rule, content: string) => {
    entries.push(...content.split(';').filter(Boolean));
    return '';
  });
  return { css: rest, entries };
}

/** The record of `entries`, as extractStyle writes it. */
export function styleRecord(entries: readonly string[]): string {
  return entries.length ? `.data-ant-cssinjs-cache-path{content:"${[...new Set(entries)].join(';')}";}` : '';
}
