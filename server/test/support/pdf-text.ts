import { constants, inflateSync } from 'node:zlib';

/** The text a PDF shows: pdf-lib writes each line as a hex string inside Flate-compressed content streams. */
export function pdfText(pdf: Uint8Array): string {
  const raw = Buffer.from(pdf).toString('latin1');
  const texts: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      // Sync flush: a stream whose last byte is \r loses it to the `\r?\n` before endstream (about one stream in
      // 256); that byte is the checksum's, so everything is decoded by then and a full flush would throw.
      content = inflateSync(Buffer.from(match[1] ?? '', 'latin1'), { finishFlush: constants.Z_SYNC_FLUSH }).toString(
        'latin1',
      );
    } catch {
      content = match[1] ?? '';
    }
    for (const hex of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
      texts.push(Buffer.from(hex[1] ?? '', 'hex').toString('latin1'));
    }
  }
  return texts.join('\n');
}
