import { Transform, type TransformCallback } from 'node:stream';
import { HttpError } from '../../http/http-error.ts';
import { SNIFF_BYTES } from './content-sniffing.ts';

export type PartGuardOptions = (
  | {
      /** the part must carry exactly this many bytes */
      expectedSize: number;
    }
  | {
      /** the part may carry 1 to `maxSize` bytes (a part of an upload whose size was not declared) */
      maxSize: number;
      /** the refusal once it carries more (received so far); a plain 413 by default */
      tooLarge?: (received: number) => HttpError;
    }
) & { sniff?: (head: Buffer) => void };

/**
 * Sits between the request and the storage while a part streams through: refuses more bytes than the part
 * may have (413) as soon as they arrive, fewer at the end (400), and, when `sniff` is given, checks the leading
 * bytes before any byte reaches the storage.
 */
export function createPartGuard(options: PartGuardOptions): Transform & { readonly received: number } {
  const { sniff } = options;
  const exact = 'expectedSize' in options;
  const limit = exact ? options.expectedSize : options.maxSize;
  const tooLarge = (received: number): HttpError =>
    exact
      ? new HttpError(413, `This part must be exactly ${limit} bytes`)
      : (options.tooLarge?.(received) ?? new HttpError(413, `A part must not exceed ${limit} bytes`));
  let received = 0;
  let head: Buffer[] | null = sniff ? [] : null;
  let headLength = 0;

  const releaseHead = (stream: Transform) => {
    if (!head || !sniff) return;
    const bytes = Buffer.concat(head, headLength);
    head = null;
    sniff(bytes);
    stream.push(bytes);
  };

  const guard = new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      received += chunk.length;
      if (received > limit) {
        callback(tooLarge(received));
        return;
      }
      try {
        if (head) {
          head.push(chunk);
          headLength += chunk.length;
          if (headLength >= SNIFF_BYTES) releaseHead(this);
          callback();
          return;
        }
        callback(null, chunk);
      } catch (error) {
        callback(error as Error);
      }
    },
    flush(callback: TransformCallback) {
      try {
        releaseHead(this);
        if (exact && received !== limit) {
          throw new HttpError(400, `This part must be exactly ${limit} bytes, received ${received}`);
        }
        if (!exact && received === 0) throw new HttpError(400, 'This part is empty', { chunk: 'This part is empty' });
        callback();
      } catch (error) {
        callback(error as Error);
      }
    },
  });
  return Object.defineProperty(guard, 'received', { get: () => received }) as Transform & { readonly received: number };
}
