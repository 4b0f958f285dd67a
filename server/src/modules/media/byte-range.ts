import type { ByteRange } from '../../storage/file-storage.ts';

export type RangeRequest = { kind: 'whole' } | { kind: 'range'; range: ByteRange } | { kind: 'unsatisfiable' };

/**
 * Parses one HTTP Range header against a file of `size` bytes. Only single byte ranges are honoured (what
 * video players send); a malformed or multi-range header is ignored and the whole file is sent, as RFC 9110
 * allows. A range that starts at or past the end cannot be satisfied (416).
 */
export function parseRange(header: string | undefined, size: number): RangeRequest {
  if (!header) return { kind: 'whole' };
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return { kind: 'whole' };
  const [, from, to] = match;
  if (from === '' && to === '') return { kind: 'whole' };
  if (from === '') {
    // "bytes=-500": the last 500 bytes.
    const suffix = Number(to);
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'range', range: { start: Math.max(0, size - suffix), end: size - 1 } };
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (start >= size) return { kind: 'unsatisfiable' };
  if (end < start) return { kind: 'whole' };
  return { kind: 'range', range: { start, end } };
}
