import compress, { type FastifyCompressOptions } from '@fastify/compress';
import fp from 'fastify-plugin';
import { COMPRESS_THRESHOLD_BYTES } from '../../cache/public-reply.ts';

/** Only JSON answers are compressed here; the web app's files ship .br/.gz copies made at build time. */
const COMPRESSIBLE = /^application\/(?:[a-z.+-]+\+)?json\b/;

/**
 * For a large answer made afresh on every request (the player's outline): gzip, whose CPU for ~30 kB is about a
 * third of brotli's at quality 4 (most of it brotli setting up its window), for some 7% more bytes. A route
 * takes it with `compress: PER_REQUEST_COMPRESSION`.
 */
export const PER_REQUEST_COMPRESSION = {
  encodings: ['gzip'],
  threshold: COMPRESS_THRESHOLD_BYTES,
  customTypes: COMPRESSIBLE,
} satisfies FastifyCompressOptions;

/**
 * Compresses JSON answers of COMPRESS_THRESHOLD_BYTES or more with br or gzip, as the client's Accept-Encoding
 * allows (none without it). An answer that already has a Content-Encoding (a precompressed static file, a
 * cached public read: cache/public-reply.ts) is left alone. Request bodies are never inflated: a compressed
 * upload would slip past the body limit.
 */
export default fp(
  async (app) => {
    await app.register(compress, {
      global: true,
      globalDecompression: false,
      threshold: COMPRESS_THRESHOLD_BYTES,
      encodings: ['br', 'gzip'],
      customTypes: COMPRESSIBLE,
    });
  },
  { name: 'compression' },
);
