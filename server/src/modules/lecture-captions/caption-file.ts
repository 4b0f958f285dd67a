import { CAPTION_MAX_BYTES } from '@skillhub/shared/schemas/lecture-captions';
import { fieldError } from '../../http/http-error.ts';

export const CAPTION_TOO_LARGE = `The caption file must not exceed ${CAPTION_MAX_BYTES / 1024} KB`;
export const NOT_UTF8 = 'The caption file must be UTF-8 text';
export const NOT_WEBVTT = 'The caption file must be WebVTT: its first line starts with WEBVTT';

const invalid = (message: string) => fieldError('file', message);

/**
 * The text of an uploaded caption file, or a 400 naming the file field. A WebVTT file is UTF-8 text whose
 * first line is WEBVTT, alone or followed by a space or tab (a byte order mark may come first); anything
 * else would be dropped by the browser's track parser, so it is refused here where staff can see why.
 */
export function checkCaptionFile(content: Buffer): string {
  if (content.length === 0) throw invalid('The caption file is empty');
  if (content.length > CAPTION_MAX_BYTES) throw invalid(CAPTION_TOO_LARGE);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(content);
  } catch {
    throw invalid(NOT_UTF8);
  }
  // A NUL is not in any text file: a binary file that happens to decode.
  if (text.includes('\u0000')) throw invalid(NOT_UTF8);
  if (!/^WEBVTT(?:[ \t][^\r\n]*)?(?:\r\n|\r|\n|$)/.test(text)) throw invalid(NOT_WEBVTT);
  return text;
}
