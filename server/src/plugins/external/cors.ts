import cors from '@fastify/cors';
import fp from 'fastify-plugin';

/**
 * Cross-origin calls only from the origins listed in CORS_ORIGINS (for a shell served from another host);
 * the embedded default serves everything from one origin and needs none.
 */
export default fp(
  async (app) => {
    const allowed = new Set(app.config.corsOrigins);
    await app.register(cors, {
      origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
      credentials: true,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      // content-disposition: a shell on another origin reads a download's file name from it.
      exposedHeaders: ['x-request-id', 'retry-after', 'content-disposition'],
      maxAge: 600,
    });
  },
  { name: 'cors' },
);
