import rateLimit from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { tooManyRequests } from '../../http/http-error.ts';
import { createPostgresRateLimitStore } from '../../rate-limit/postgres-rate-limit-store.ts';
import type { RateLimitStore } from '../../rate-limit/rate-limit-store.ts';
import { createRedisRateLimitStore } from '../../rate-limit/redis-rate-limit-store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared rate-limit store: sign-in limits and backoff, resend cooldowns, public-form caps. */
    rateLimitCounters: RateLimitStore;
  }
}

/** Connects at start, so a wrong REDIS_URL stops the process instead of failing every sign-in later. */
async function connectRedis(url: string, log: FastifyBaseLogger): Promise<Redis> {
  // Loaded only when REDIS_URL is set: a process without Redis never holds the client in memory.
  const { Redis: RedisClient } = await import('ioredis');
  const redis = new RedisClient(url, {
    lazyConnect: true,
    connectionName: 'skillhub-api',
    // A request waits for at most one reconnection; then the limits answer 503 rather than hang.
    maxRetriesPerRequest: 1,
  });
  // While Redis is away the client reconnects on its own; the readiness check reports the outage.
  redis.on('error', (error: Error) => log.warn({ err: error }, 'redis connection error'));
  try {
    await redis.connect();
    return redis;
  } catch (error) {
    redis.disconnect();
    throw new Error(`REDIS_URL is set but Redis does not answer: ${(error as Error).message}`);
  }
}

/**
 * The shared rate-limit store (Redis when REDIS_URL is set, else PostgreSQL) and a generous per-address
 * limit on every API call, against floods rather than guessing. With Redis that flood limit is shared by
 * every process and, if Redis fails, lets requests through (skipOnError) while the strict sign-in limits
 * fail closed. Without Redis it is counted in process memory: a database write on every request halved the
 * throughput of the embedded database, and a flood guard may be approximate (each of N processes allows
 * the limit). Static files are not counted: they belong on a CDN.
 */
export default fp(
  async (app) => {
    const redis = app.config.redisUrl ? await connectRedis(app.config.redisUrl, app.log) : null;
    if (redis) {
      app.readiness.addCheck('redis', 'Redis unreachable', async () => {
        await redis.ping();
      });
      app.addHook('onClose', async () => {
        await redis.quit().catch(() => redis.disconnect());
      });
    }
    app.decorate(
      'rateLimitCounters',
      redis ? createRedisRateLimitStore(redis, app.clock, app.log) : createPostgresRateLimitStore(app.db, app.clock),
    );
    const { max, windowMs } = app.config.rateLimits.global;
    // Fixed routes outside /api (the static host's files, /runtime-config.json, the crawler pages) get no limiter
    // hook at all instead of one that looks at the URL on every request; catch-all routes keep it, and the
    // allow-list below decides per request there (an unknown /api path they answer is counted).
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api/') && !route.url.includes('*')) {
        route.config = { ...(route.config as object), rateLimit: false } as typeof route.config;
      }
    });
    await app.register(rateLimit, {
      global: true,
      max,
      timeWindow: windowMs,
      allowList: (request) => !request.url.startsWith('/api/'),
      // A request whose socket is already gone has no address; the default key generator throws on it.
      keyGenerator: (request) => request.ip ?? 'unknown',
      errorResponseBuilder: (_request, context) => tooManyRequests(context.ttl / 1000),
      ...(redis ? { redis, nameSpace: 'skillhub:flood:', skipOnError: true } : {}),
    });
  },
  { name: 'rate-limit', dependencies: ['database', 'readiness'] },
);
