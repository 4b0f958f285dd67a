import cookie from '@fastify/cookie';
import fp from 'fastify-plugin';

/** Cookie parsing for the refresh-token cookie; nothing is signed, the token itself is the secret. */
export default fp(
  async (app) => {
    await app.register(cookie);
  },
  { name: 'cookies' },
);
