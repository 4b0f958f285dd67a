import { createHash } from 'node:crypto';
import { brotliCompress, brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { PublicContent } from '../plugins/app/public-content.ts';
import { boundedMemo } from './bounded-memo.ts';

/**
 * How browsers and shared caches may keep a public read. Browsers revalidate every time (cheap with the ETag: a
 * 304 without a body) and never show a stale copy: `stale-while-revalidate` is not in Cache-Control, because a
 * browser honours it too and would show a course or post as it was before a change. A shared cache (a proxy)
 * may keep it for a minute (`s-maxage`); a CDN reads `CDN-Cache-Control` (RFC 9213) instead, which lets it also
 * serve a stale copy for five minutes while it revalidates. A change reaches the API processes at once; a CDN
 * in front sees it within a minute unless it is purged. Personal and staff answers never get this: they keep
 * `no-store`.
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=60';
export const CDN_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300';
/** JSON shorter than this goes out as it is: compressing it saves less than it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * A JSON answer ready to send: its bytes (a Buffer goes out as it is, where a string is encoded again on every
 * send), ETag and compressed forms (made on first demand, kept with it).
 */
export interface Rendition {
  body: Buffer;
  etag: string;
  br?: Buffer;
  gzip?: Buffer;
}

/** The rendition of a text (JSON, a page's HTML), made once and sent many times. */
export function renditionOf(json: string): Rendition {
  return { body: Buffer.from(json), etag: `"${createHash('sha1').update(json).digest('base64url')}"` };
}

function render(schema: z.ZodType, body: unknown): Rendition {
  // The same encoding the route's serializer applies (fields outside the contract dropped), done once per entry.
  return renditionOf(JSON.stringify(z.encode(schema, body)));
}

/** Whether If-None-Match names this ETag (weak or strong, in a list, or `*`). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}

/**
 * The best encoding the client accepts among br and gzip (q=0 refuses one), or null. Kept per header value:
 * browsers send a handful, parsed on every public read otherwise.
 */
export const acceptedEncoding = (acceptEncoding: string | undefined): 'br' | 'gzip' | null =>
  acceptEncoding ? encodingOf(acceptEncoding) : null;

/** Distinct Accept-Encoding values kept at most. */
const ENCODINGS_KEPT = 64;
const encodingOf = boundedMemo(ENCODINGS_KEPT, (acceptEncoding: string) => bestEncoding(acceptEncoding));

function bestEncoding(acceptEncoding: string): 'br' | 'gzip' | null {
  const accepted = new Set<string>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) continue;
    accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

function compressed(rendition: Rendition, encoding: 'br' | 'gzip'): Buffer {
  if (encoding === 'br') {
    rendition.br ??= brotliCompressSync(rendition.body, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT },
    });
    return rendition.br;
  }
  rendition.gzip ??= gzipSync(rendition.body, { level: 6 });
  return rendition.gzip;
}

/**
 * Makes the rendition's br form again at brotli's best (quality 11, some 12% smaller than the quality 5 made at the
 * first request, but 50-90 ms for a 100 kB page), in libuv's thread pool rather than on the event loop, and keeps it
 * once done: for a rendition sent many times over (a page), whose first requests get the quicker form meanwhile.
 */
export function refineBrotli(rendition: Rendition): void {
  const params = {
    [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
    [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
    [zlib.BROTLI_PARAM_SIZE_HINT]: rendition.body.length,
  };
  brotliCompress(rendition.body, { params }, (error, best) => {
    if (!error) rendition.br = best;
  });
}

export interface PublicReplyOptions {
  /** Request headers the answer depends on besides Accept-Encoding (e.g. authorization). */
  vary?: string;
}

/**
 * Sends a public read from the public-content cache: `load()` gives the body (the same cached value the
 * server-rendered pages read under `key`), encoded by `schema` once and kept with its ETag and compressed
 * forms. Answers 304 when If-None-Match names the ETag. Only for answers that are the same for everyone.
 */
export async function sendPublicRead(
  request: FastifyRequest,
  reply: FastifyReply,
  content: PublicContent,
  key: string,
  schema: z.ZodType,
  load: () => Promise<unknown>,
  options: PublicReplyOptions = {},
): Promise<FastifyReply> {
  const rendition = await content.read(`http:${key}`, async () => render(schema, await content.read(key, load)));
  reply.header('cache-control', PUBLIC_CACHE_CONTROL);
  reply.header('cdn-cache-control', CDN_CACHE_CONTROL);
  addVary(reply, options.vary ? `accept-encoding, ${options.vary}` : 'accept-encoding');
  return sendRendition(request, reply, rendition);
}

/**
 * Adds `names` to the answer's Vary, keeping what is there: CORS has set `Vary: Origin` before the handler runs,
 * and a cache that lost it could hand one site's Access-Control-Allow-Origin to another.
 */
export function addVary(reply: FastifyReply, names: string): void {
  const current = reply.getHeader('vary');
  reply.header('vary', current ? `${current}, ${names}` : names);
}

/**
 * Sends a rendition with its ETag (304 when If-None-Match names it) in the encoding the client accepts, made once
 * and kept. The caller sets Cache-Control and Vary (which must name accept-encoding).
 */
export function sendRendition(
  request: FastifyRequest,
  reply: FastifyReply,
  rendition: Rendition,
  type = 'application/json; charset=utf-8',
): FastifyReply {
  reply.header('etag', rendition.etag);
  if (etagMatches(request.headers['if-none-match'], rendition.etag)) return reply.code(304).send();
  reply.type(type);
  const encoding =
    rendition.body.length >= COMPRESS_THRESHOLD_BYTES ? acceptedEncoding(request.headers['accept-encoding']) : null;
  if (!encoding) return reply.send(rendition.body);
  reply.header('content-encoding', encoding);
  return reply.send(compressed(rendition, encoding));
}
