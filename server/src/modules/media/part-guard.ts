import { Transform, type TransformCallback } from 'node:stream';
import { HttpError } from '../../http/http-error.ts';
import { SNIFF_BYTES } from './content-sniffing.ts';

/**
 * Sits between the request and the storage while a part streams through: refuses more bytes than the part
 * must have (413), fewer at the end (400), and, when `sniff` is given, checks the leading bytes before any
 * byte reaches the storage.
 */
export function createPartGuard(options: {
  expectedSize: number;
  sniff?: (head: Buffer) => void;
}): Transform & { readonly received: number } {
  const { expectedSize, sniff } = options;
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
      if (received > expectedSize) {
        callback(new HttpError(413, `This part must be exactly ${expectedSize} bytes`));
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
        if (received !== expectedSize) {
          throw new HttpError(400, `This part must be exactly ${expectedSize} bytes, received ${received}`);
        }
        callback();
      } catch (error) {
        callback(error as Error);
      }
    },
  });
  return Object.defineProperty(guard, 'received', { get: () => received }) as Transform & { readonly received: number };
}
