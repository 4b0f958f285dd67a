import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import type { AppConfig } from '../../src/config.ts';
import { HAS_REDIS_SERVER, NO_REDIS_REASON, type RedisServer, startRedisServer } from '../support/redis-server.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const HOUR = 3_600_000;
const onPostgres = Boolean(process.env.DATABASE_URL);

/** The shipped sign-in protection and small caps, so a few calls reach them. */
function limits(config: AppConfig): void {
  config.rateLimits.global = { max: 6, windowMs: 60_000 };
  config.rateLimits.enquiry = { perIp: { max: 100, windowMs: HOUR } };
  config.leadForms = { ...config.leadForms, perMinute: 3, perHour: 100, alertWindowMs: HOUR };
  config.loginProtection = {
    perAccountAddress: { max: 5, windowMs: 15 * 60_000, blockMs: 15 * 60_000, maxBlockMs: 24 * HOUR },
    perAccount: { max: 10, windowMs: 15 * 60_000, blockMs: 15 * 60_000, maxBlockMs: 24 * HOUR },
    knownDeviceTtlMs: 365 * 24 * HOUR,
  };
}

/**
 * Two app instances stand for two API processes: B is built from A's config (and clock), so it shares A's
 * store, Redis or PostgreSQL. What one process counts, the other enforces.
 */
function sharedCounts(setUp: () => Promise<TestApp>, tearDown: () => Promise<void>, floodShared: boolean) {
  let a: TestApp;
  let b: FastifyInstance;
  beforeAll(async () => {
    a = await setUp();
    b = await buildApp({ ...a.config }, { clock: a.clock, logger: false });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await tearDown();
  });

  const login = (app: FastifyInstance, ip: string, password = 'Wrong#Pass1') =>
    app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: 'target@skillhub.test', password },
      remoteAddress: ip,
    });

  it('sign-in holds set off through one process apply in the other', async () => {
    const botnet = ['10.9.0.1', '10.9.0.2', '10.9.0.3', '10.9.0.4'];
    for (const ip of botnet) {
      for (let i = 0; i < 5; i++) expect([401, 202]).toContain((await login(a.app, ip)).statusCode);
    }
    // The address held on A is held on B, before any password is checked.
    const held = await login(b, '10.9.0.1');
    expect(held.statusCode).toBe(429);
    expect(Number(held.headers['retry-after'])).toBeGreaterThan(0);
    // The account A saw attacked needs the mailed code on B too (unknown browser, any password).
    expect((await login(b, '10.9.0.9')).statusCode).toBe(202);
  });

  it('the cap of a public form counts posts to both processes', async () => {
    const post = (app: FastifyInstance, n: number) =>
      app.inject({
        method: 'POST',
        url: '/api/course/enquiry',
        remoteAddress: `10.8.0.${n}`,
        payload: { name: `Visitor ${n}`, phone: `90000000${String(n).padStart(2, '0')}`, email: `v${n}@example.com` },
      });
    const answers = [await post(a.app, 1), await post(b, 2), await post(a.app, 3), await post(b, 4)];
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201, 201, 429]);
  });

  it(
    floodShared
      ? 'the flood limit per address counts calls to both processes'
      : 'the flood limit per address is counted per process (documented: no database write per request)',
    async () => {
      const call = (app: FastifyInstance) =>
        app.inject({ method: 'GET', url: '/api/course/category', remoteAddress: '10.7.0.1' });
      for (let i = 0; i < 3; i++) {
        expect((await call(a.app)).statusCode).toBe(200);
        expect((await call(b)).statusCode).toBe(200);
      }
      expect((await call(a.app)).statusCode).toBe(floodShared ? 429 : 200);
      expect((await call(b)).statusCode).toBe(floodShared ? 429 : 200);
    },
  );
}

describe.skipIf(!HAS_REDIS_SERVER)(`two processes on one Redis (${NO_REDIS_REASON} when absent)`, () => {
  let redis: RedisServer;
  sharedCounts(
    async () => {
      redis = await startRedisServer();
      return createTestApp((config) => {
        limits(config);
        config.redisUrl = redis.url;
      });
    },
    async () => {
      await redis?.stop();
    },
    true,
  );
});

/** PGlite lives inside one process, so two instances cannot share it: this part runs under `npm run test:pg`. */
describe.skipIf(!onPostgres)('two processes on one PostgreSQL database, no Redis (runs under test:pg)', () => {
  sharedCounts(
    () => createTestApp(limits),
    async () => {},
    false,
  );
});
