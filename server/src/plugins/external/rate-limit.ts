import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { tooManyRequests } from '../../http/http-error.ts';
import { createRateLimitCounters, type RateLimitCounters } from '../../rate-limit/rate-limit-counters.ts';

declare module 'fastify' {
  interface FastifyInstance {
    rateLimitCounters: RateLimitCounters;
  }
}

/**
 * A generous per-address limit on every API call, against floods rather than guessing. Its counters are kept
 * in process memory: a database write on every request halved the throughput of the embedded database, and a
 * flood guard may be approximate (each of N processes allows the limit; past one machine it moves to Redis,
 * see architecture.md). The strict sign-in limits, where exact counts matter, stay in PostgreSQL
 * (plugins/app/auth-rate-limit.ts). Static files are not counted: they belong on a CDN.
 */
export default fp(
  async (app) => {
    const counters = createRateLimitCounters(app.db, app.clock);
    app.decorate('rateLimitCounters', counters);
    const { max, windowMs } = app.config.rateLimits.global;
    await app.register(rateLimit, {
      global: true,
      max,
      timeWindow: windowMs,
      allowList: (request) => !request.url.startsWith('/api/'),
      errorResponseBuilder: (_request, context) => tooManyRequests(context.ttl / 1000),
    });
  },
  { name: 'rate-limit', dependencies: ['database'] },
);
