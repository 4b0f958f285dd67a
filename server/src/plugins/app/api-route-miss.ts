import { API_PREFIX } from '@skillhub/shared/api-paths';
import type { ErrorBody } from '@skillhub/shared/schemas/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The answer to an /api/ request no route took: 405 with `Allow` when the path is an API path under other
     * methods, 414 when a route of its method would match but a path segment is over the router's limit, else 404.
     */
    answerApiMiss(request: FastifyRequest, reply: FastifyReply): FastifyReply;
  }
}

/** The order `Allow` lists methods in. */
const METHOD_ORDER = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];

export const METHOD_NOT_ALLOWED_MESSAGE = 'Method not allowed';

/** A Fastify route pattern as a regular expression over a raw path: `:name` is one segment, `*` the rest. */
function patternRegex(url: string): RegExp {
  const source = url
    .split(/(:\w+|\*)/)
    .map((piece) => {
      if (piece === '*') return '.*';
      if (piece.startsWith(':')) return '[^/]+';
      return piece.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return new RegExp(`^${source}$`);
}

/**
 * Which methods the API answers at a path, learnt from the routes as they are registered. A request whose path
 * is an API path under other methods is told so (405 and `Allow`, RFC 9110 15.5.6) rather than that the path does
 * not exist; HEAD comes with every GET, as Fastify serves it.
 */
export default fp(
  async (app) => {
    const patterns = new Map<string, { regex: RegExp; methods: Set<string> }>();
    const maxParamLength = app.initialConfig.maxParamLength ?? 100;

    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith(`${API_PREFIX}/`)) return;
      const entry = patterns.get(route.url) ?? { regex: patternRegex(route.url), methods: new Set<string>() };
      for (const method of [route.method].flat()) {
        entry.methods.add(method);
        if (method === 'GET') entry.methods.add('HEAD');
      }
      patterns.set(route.url, entry);
    });

    app.decorate('answerApiMiss', (request: FastifyRequest, reply: FastifyReply) => {
      const path = request.url.split('?')[0] ?? '/';
      const allowed = new Set<string>();
      for (const { regex, methods } of patterns.values()) {
        if (regex.test(path)) for (const method of methods) allowed.add(method);
      }
      const send = (status: number, message: string) =>
        reply.code(status).send({ success: false, message } satisfies ErrorBody);
      if (allowed.has(request.method)) {
        // The router refused a segment over its length limit, as it does (414) for the other methods.
        if (path.split('/').some((segment) => segment.length > maxParamLength)) {
          return send(414, 'A path segment of the URL is too long');
        }
      } else if (allowed.size > 0) {
        reply.header('allow', METHOD_ORDER.filter((method) => allowed.has(method)).join(', '));
        return send(405, METHOD_NOT_ALLOWED_MESSAGE);
      }
      return send(404, `Route ${request.method} ${path} not found`);
    });
  },
  { name: 'api-route-miss' },
);
