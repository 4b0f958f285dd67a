import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { tooManyRequests } from '../../http/http-error.ts';
import { createRateLimitCounters, type RateLimitCounters } from '../../rate-limit/rate-limit-counters.ts';

declare module 'fastify' {
  interface FastifyInstance {
    rateLimitCounters: RateLimitCounters;
  }
}

/** Adapts the PostgreSQL counters to @fastify/rate-limit's store interface. */
function postgresStore(counters: RateLimitCounters) {
  return class PostgresRateLimitStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      counters.hit(`global:${key}`, timeWindow).then(
        (hit) => callback(null, { current: hit.hits, ttl: hit.resetInMs }),
        (error: Error) => callback(error),
      );
    }
    child() {
      return this;
    }
  };
}

/**
 * A generous per-address limit on every API call, against floods rather than guessing; the strict
 * sign-in limits live in plugins/app/auth-rate-limit.ts. Static files are not counted: they belong on a CDN.
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
      store: postgresStore(counters),
      // A database hiccup must not turn every request into an error; the request fails on its own if it needs the database.
      skipOnError: true,
      allowList: (request) => !request.url.startsWith('/api/'),
      errorResponseBuilder: (_request, context) => tooManyRequests(context.ttl / 1000),
    });
  },
  { name: 'rate-limit', dependencies: ['database'] },
);
