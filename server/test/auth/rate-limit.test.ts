import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitCounters } from '../../src/db/schema/rate-limits.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestApp, type TestApp } from '../support/test-app.ts';

const WINDOW = 15 * 60_000;

describe('strict limits on sign-in calls', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp((config) => {
      config.rateLimits.login = { perIp: { max: 6, windowMs: WINDOW } };
      config.rateLimits.verifySignupOtp = {
        perIp: { max: 100, windowMs: WINDOW },
        perAccount: { max: 3, windowMs: WINDOW },
      };
      config.rateLimits.sendPasswordResetLink = {
        perIp: { max: 2, windowMs: WINDOW },
        perAccount: { max: 10, windowMs: WINDOW },
      };
    });
  });
  afterAll(() => t.close());

  const attempt = (email: string, password = 'Wrong#Pass1', ip = '203.0.113.7') =>
    t.app.inject({ method: 'POST', url: '/api/user/login', payload: { email, password }, remoteAddress: ip });

  const verify = (email: string, ip: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/user/verify-signup-otp',
      payload: { email, otp: '123456' },
      remoteAddress: ip,
    });
  const codeOwner = 'new.learner@skillhub.test';

  it('limits code attempts per account, whatever the address, with 429 and Retry-After', async () => {
    for (let i = 0; i < 3; i++) expect((await verify(codeOwner, `198.51.100.${i}`)).statusCode).toBe(400);
    const blocked = await verify(codeOwner, '198.51.100.99');
    expect(blocked.statusCode).toBe(429);
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(WINDOW / 1000);
    expect(blocked.json()).toEqual({
      success: false,
      message: `Too many requests. Please try again in ${retryAfter} seconds.`,
    });
    // The e-mail is normalised, so case tricks do not open a new counter.
    expect((await verify(codeOwner.toUpperCase(), '198.51.100.98')).statusCode).toBe(429);
  });

  it('limits attempts per address across accounts', async () => {
    const ip = '192.0.2.44';
    for (let i = 0; i < 6; i++)
      expect((await attempt(`user${i}@skillhub.test`, 'Wrong#Pass1', ip)).statusCode).toBe(401);
    const blocked = await attempt('user99@skillhub.test', 'Wrong#Pass1', ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    // Another address is unaffected.
    expect((await attempt('user99@skillhub.test', 'Wrong#Pass1', '192.0.2.45')).statusCode).toBe(401);
  });

  it('opens again when the window has passed', async () => {
    t.clock.advance(WINDOW + 1000);
    expect((await verify(codeOwner, '198.51.100.99')).statusCode).toBe(400);
    expect((await attempt(ADMIN_EMAIL, ADMIN_PASSWORD, '192.0.2.44')).statusCode).toBe(200);
  });

  it('limits reset-link requests per address too', async () => {
    const ask = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/send-password-reset-link',
        payload: { email },
        remoteAddress: '203.0.113.50',
      });
    expect((await ask('a1@skillhub.test')).statusCode).toBe(200);
    expect((await ask('a2@skillhub.test')).statusCode).toBe(200);
    const blocked = await ask('a3@skillhub.test');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
  });

  it('keeps the counters in the database, where every process sees them', async () => {
    const rows = await t.app.db.select().from(rateLimitCounters);
    expect(rows.some((r) => r.key === `auth:verifySignupOtp:account:${codeOwner}`)).toBe(true);
    expect(rows.some((r) => r.key === 'auth:login:ip:192.0.2.44')).toBe(true);
  });
});

describe('the global limit on API calls', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp((config) => {
      config.rateLimits.global = { max: 5, windowMs: 60_000 };
    });
  });
  afterAll(() => t.close());

  it('answers 429 with Retry-After past the limit, but never limits the health check', async () => {
    const call = () => t.app.inject({ method: 'GET', url: '/api/course/category', remoteAddress: '198.18.0.1' });
    for (let i = 0; i < 5; i++) expect((await call()).statusCode).toBe(200);
    const blocked = await call();
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json().success).toBe(false);
    const health = await t.app.inject({ method: 'GET', url: '/api/health', remoteAddress: '198.18.0.1' });
    expect(health.statusCode).toBe(200);
    // Counted per address: another client is not held back by this one.
    const other = await t.app.inject({ method: 'GET', url: '/api/course/category', remoteAddress: '198.18.0.2' });
    expect(other.statusCode).toBe(200);
  });
});
