import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import fp from 'fastify-plugin';

/**
 * Request ids: taken from an incoming x-request-id (so a proxy's id follows the request through the logs)
 * when it looks like an id, generated otherwise, and always echoed back.
 */
export function requestIdOf(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id'];
  if (typeof incoming === 'string' && /^[A-Za-z0-9._:-]{1,128}$/.test(incoming)) return incoming;
  return randomUUID();
}

export default fp(
  async (app) => {
    // A callback hook, not an async one: every request runs it, and a promise per request is not free.
    app.addHook('onRequest', (request, reply, done) => {
      reply.header('x-request-id', request.id);
      done();
    });
  },
  { name: 'request-id' },
);
