import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFailureBackoff } from '../../src/rate-limit/failure-backoff.ts';
import type { RateLimitStore } from '../../src/rate-limit/rate-limit-store.ts';
import { HAS_REDIS_SERVER, NO_REDIS_REASON, type RedisServer, startRedisServer } from '../support/redis-server.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const SECOND = 1000;

/** The same contract for both drivers; the test's clock moves the windows, as the app's clock does. */
function storeContract(driver: 'postgres' | 'redis', setUp: () => Promise<TestApp>, tearDown = async () => {}) {
  let t: TestApp;
  let store: RateLimitStore;
  let keys = 0;
  const key = () => `contract:${driver}:${++keys}`;

  beforeAll(async () => {
    t = await setUp();
    store = t.app.rateLimitCounters;
  });
  afterAll(async () => {
    await t?.close();
    await tearDown();
  });

  it(`is the ${driver} driver`, () => {
    expect(store.driver).toBe(driver);
  });

  it('counts hits in a fixed window from the first, and starts a new one when it has ended', async () => {
    const k = key();
    expect(await store.hit(k, 10 * SECOND)).toEqual({ hits: 1, resetInMs: 10 * SECOND });
    t.clock.advance(4 * SECOND);
    expect(await store.hit(k, 10 * SECOND)).toEqual({ hits: 2, resetInMs: 6 * SECOND });
    t.clock.advance(6 * SECOND);
    expect(await store.hit(k, 10 * SECOND)).toEqual({ hits: 1, resetInMs: 10 * SECOND });
  });

  it('reads a window without counting, and nothing once it has ended', async () => {
    const k = key();
    expect(await store.peek(k)).toEqual({ hits: 0, resetInMs: 0 });
    await store.hit(k, 5 * SECOND);
    await store.hit(k, 5 * SECOND);
    expect(await store.peek(k)).toEqual({ hits: 2, resetInMs: 5 * SECOND });
    expect(await store.peek(k)).toEqual({ hits: 2, resetInMs: 5 * SECOND });
    t.clock.advance(5 * SECOND);
    expect(await store.peek(k)).toEqual({ hits: 0, resetInMs: 0 });
  });

  it('sets a window of a given length over an open one, and forgets a key', async () => {
    const k = key();
    await store.hit(k, 60 * SECOND);
    await store.set(k, 7, 3 * SECOND);
    expect(await store.peek(k)).toEqual({ hits: 7, resetInMs: 3 * SECOND });
    expect(await store.hit(k, 60 * SECOND)).toEqual({ hits: 8, resetInMs: 3 * SECOND });
    await store.clear(k);
    expect(await store.peek(k)).toEqual({ hits: 0, resetInMs: 0 });
    await store.clear(k);
  });

  it('keeps keys apart', async () => {
    const [a, b] = [key(), key()];
    await store.hit(a, 10 * SECOND);
    await store.hit(a, 10 * SECOND);
    expect(await store.hit(b, 10 * SECOND)).toMatchObject({ hits: 1 });
    expect(await store.peek(a)).toMatchObject({ hits: 2 });
  });

  it('counts concurrent hits on one key exactly', async () => {
    const k = key();
    const hits = await Promise.all(Array.from({ length: 50 }, () => store.hit(k, 10 * SECOND)));
    expect(hits.map((h) => h.hits).sort((x, y) => x - y)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
  });

  it('drops ended windows (Redis lets its keys expire)', async () => {
    const k = key();
    await store.hit(k, SECOND);
    t.clock.advance(2 * SECOND);
    const deleted = await store.deleteExpired();
    if (driver === 'postgres') expect(deleted).toBeGreaterThan(0);
    else expect(deleted).toBe(0);
    expect(await store.peek(k)).toEqual({ hits: 0, resetInMs: 0 });
  });

  it('holds a failing id longer each time: the backoff of the sign-in limits', async () => {
    const backoff = createFailureBackoff(store, `contract:${driver}:backoff`, {
      max: 3,
      windowMs: 60 * SECOND,
      blockMs: 10 * SECOND,
      maxBlockMs: 30 * SECOND,
    });
    const holds = [];
    for (let round = 0; round < 3; round++) {
      expect(await backoff.fail('id')).toBe(0);
      expect(await backoff.fail('id')).toBe(0);
      const hold = await backoff.fail('id');
      expect(await backoff.heldForMs('id')).toBe(hold);
      holds.push(hold);
      t.clock.advance(hold);
      expect(await backoff.heldForMs('id')).toBe(0);
    }
    // Doubling, up to the longest hold.
    expect(holds).toEqual([10 * SECOND, 20 * SECOND, 30 * SECOND]);
    // A success forgets the failures before it.
    await backoff.fail('other');
    await backoff.fail('other');
    await backoff.succeed('other');
    expect(await backoff.fail('other')).toBe(0);
  });
}

describe('the rate-limit store in PostgreSQL', () => {
  storeContract('postgres', () => createTestApp());
});

describe.skipIf(!HAS_REDIS_SERVER)(`the rate-limit store in Redis (${NO_REDIS_REASON} when absent)`, () => {
  let redis: RedisServer;
  storeContract(
    'redis',
    async () => {
      redis = await startRedisServer();
      return createTestApp((config) => {
        config.redisUrl = redis.url;
      });
    },
    () => redis?.stop(),
  );
});

describe.skipIf(!HAS_REDIS_SERVER)(`when Redis fails (${NO_REDIS_REASON} when absent)`, () => {
  it('refuses to start with a REDIS_URL nobody answers, saying so', async () => {
    const redis = await startRedisServer();
    const url = redis.url;
    await redis.stop();
    await expect(
      createTestApp((config) => {
        config.redisUrl = url;
      }),
    ).rejects.toThrow(/REDIS_URL is set but Redis does not answer/);
  });

  it('answers 503 on the sign-in limits and lets other calls through the flood limit', async () => {
    const redis = await startRedisServer();
    const t = await createTestApp((config) => {
      config.redisUrl = redis.url;
    });
    try {
      await redis.stop();
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { email: 'someone@skillhub.test', password: 'Wrong#Pass1' },
      });
      expect(login.statusCode).toBe(503);
      expect(login.json()).toEqual({
        success: false,
        message: 'Service temporarily unavailable. Please try again shortly.',
      });
      expect((await t.app.inject({ method: 'GET', url: '/api/course/category' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
