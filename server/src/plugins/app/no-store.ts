import fp from 'fastify-plugin';

/**
 * API answers carry tokens and personal data: no browser or proxy may keep a copy. The static web app and
 * the API docs' assets set their own caching.
 */
export default fp(
  async (app) => {
    app.addHook('onRequest', async (request, reply) => {
      if (request.url.startsWith('/api/') && !request.url.startsWith('/api/docs'))
        reply.header('cache-control', 'no-store');
    });
  },
  { name: 'no-store' },
);
