import { inflateSync } from 'node:zlib';

/** The text a PDF shows: pdf-lib writes each line as a hex string inside Flate-compressed content streams. */
export function pdfText(pdf: Uint8Array): string {
  const raw = Buffer.from(pdf).toString('latin1');
  const texts: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1] ?? '', 'latin1')).toString('latin1');
    } catch {
      content = match[1] ?? '';
    }
    for (const hex of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
      texts.push(Buffer.from(hex[1] ?? '', 'hex').toString('latin1'));
    }
  }
  return texts.join('\n');
}
