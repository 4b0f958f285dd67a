import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError, notFound } from '../../http/http-error.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { parseRange } from './byte-range.ts';

/** Streams a stored object, whole (200) or one byte range (206); 416 for a range past the end. */
export async function sendStoredObject(
  storage: FileStorage,
  request: FastifyRequest,
  reply: FastifyReply,
  options: { key: string; contentType: string; cacheControl: string },
) {
  const head = await storage.headObject(options.key);
  if (!head) throw notFound('File not found');
  const wanted = parseRange(request.headers.range, head.size);
  if (wanted.kind === 'unsatisfiable') {
    reply.header('content-range', `bytes */${head.size}`);
    throw new HttpError(416, 'The requested range is outside the file');
  }
  const range = wanted.kind === 'range' ? wanted.range : undefined;
  const object = await storage.getObject(options.key, range);
  if (!object) throw notFound('File not found');
  reply
    .header('content-type', options.contentType)
    .header('accept-ranges', 'bytes')
    .header('cache-control', options.cacheControl)
    .header('x-content-type-options', 'nosniff')
    // Like an S3 URL, a signed or public media URL may be embedded by the site under any of its host names
    // (helmet's default same-origin policy would block a page opened as 127.0.0.1 reading localhost).
    .header('cross-origin-resource-policy', 'cross-origin');
  if (range) {
    reply
      .code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${head.size}`)
      .header('content-length', range.end - range.start + 1);
  } else {
    reply.header('content-length', head.size);
  }
  return reply.send(object.body);
}
