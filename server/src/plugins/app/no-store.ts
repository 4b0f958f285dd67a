import fp from 'fastify-plugin';

/**
 * API answers carry tokens and personal data: no browser or proxy may keep a copy. The static web app and
 * the API docs' assets set their own caching.
 */
export default fp(
  async (app) => {
    // A callback hook, not an async one: every request runs it, and a promise per request is not free.
    app.addHook('onRequest', (request, reply, done) => {
      if (request.url.startsWith('/api/') && !request.url.startsWith('/api/docs'))
        reply.header('cache-control', 'no-store');
      done();
    });
  },
  { name: 'no-store' },
);
