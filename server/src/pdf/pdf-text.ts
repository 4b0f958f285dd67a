import type { PDFFont } from 'pdf-lib';

/**
 * The standard PDF fonts only cover WinAnsi: the rupee sign becomes "INR", anything else outside the font
 * (a title in Devanagari, an emoji) becomes "?" rather than failing the download.
 */
export function printable(font: PDFFont, text: string): string {
  const supported = new Set(font.getCharacterSet());
  return [...text.replaceAll('₹', 'INR ')]
    .map((char) => (supported.has(char.codePointAt(0) ?? 0) ? char : '?'))
    .join('');
}

/** Breaks `text` into lines no wider than `width`; a single word longer than that is cut. */
export function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width) {
      current = candidate;
      continue;
    }
    if (current) lines.push(current);
    current = word;
    while (font.widthOfTextAtSize(current, size) > width && current.length > 1) {
      let cut = current.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(current.slice(0, cut), size) > width) cut--;
      lines.push(current.slice(0, cut));
      current = current.slice(cut);
    }
  }
  if (current) lines.push(current);
  return lines.length > 0 ? lines : [''];
}

/** Keeps the first `maxLines` lines; when some were dropped the last kept one ends in an ellipsis. */
export function clip(font: PDFFont, lines: string[], maxLines: number, size: number, width: number): string[] {
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, Math.max(0, maxLines));
  // An ellipsis on an empty line (a paragraph break) would read as a stray mark: end on the text before it.
  while (kept.length > 1 && kept.at(-1)?.trim() === '') kept.pop();
  const last = kept.pop();
  if (last === undefined) return [];
  let cut = last.trimEnd();
  while (cut.length > 0 && font.widthOfTextAtSize(`${cut}…`, size) > width) cut = cut.slice(0, -1).trimEnd();
  return [...kept, `${cut}…`];
}

export interface FittedText {
  size: number;
  lines: string[];
}

/**
 * The largest size from `maxSize` down to `minSize` at which `text` wraps into at most `maxLines` lines
 * of `width`; text too long even at `minSize` is cut there with an ellipsis. `text` must already be printable.
 */
export function fit(
  font: PDFFont,
  text: string,
  options: { maxSize: number; minSize: number; width: number; maxLines: number },
): FittedText {
  const { maxSize, minSize, width, maxLines } = options;
  for (let size = maxSize; size > minSize; size--) {
    const lines = wrap(font, text, size, width);
    if (lines.length <= maxLines) return { size, lines };
  }
  return { size: minSize, lines: clip(font, wrap(font, text, minSize, width), maxLines, minSize, width) };
}

/** `printable` for a one-line field: line breaks and runs of spaces (outside the font too) become one space. */
export function printableLine(font: PDFFont, text: string): string {
  return printable(font, text.replace(/\s+/g, ' ').trim());
}
