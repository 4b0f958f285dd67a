import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';

describe('rate-limit settings', () => {
  it('keep the limits in PostgreSQL unless REDIS_URL names a Redis server', () => {
    expect(loadConfig({}).redisUrl).toBeNull();
    expect(loadConfig({ REDIS_URL: 'redis://:secret@cache:6379' }).redisUrl).toBe('redis://:secret@cache:6379');
    expect(loadConfig({ REDIS_URL: 'rediss://cache:6380/2' }).redisUrl).toBe('rediss://cache:6380/2');
    expect(() => loadConfig({ REDIS_URL: 'http://cache:6379' })).toThrow(
      /REDIS_URL must start with redis:\/\/ or rediss:\/\//,
    );
    expect(() => loadConfig({ REDIS_URL: 'not a url' })).toThrow(/REDIS_URL must be a full URL/);
  });

  it('cap the public lead forms across addresses, 20 a minute and 200 an hour unless set', () => {
    expect(loadConfig({}).leadForms).toMatchObject({ perMinute: 20, perHour: 200 });
    expect(loadConfig({ LEAD_FORMS_PER_MINUTE: '5', LEAD_FORMS_PER_HOUR: '50' }).leadForms).toMatchObject({
      perMinute: 5,
      perHour: 50,
    });
    expect(() => loadConfig({ LEAD_FORMS_PER_MINUTE: '0' })).toThrow(/LEAD_FORMS_PER_MINUTE must be a whole number/);
  });

  it('limit a login per address only; per account the backoff takes over, which refuses the owner nothing', () => {
    const config = loadConfig({});
    expect(config.rateLimits.login).toEqual({ perIp: { max: 30, windowMs: 15 * 60_000 } });
    expect(config.loginProtection.perAccountAddress).toMatchObject({ max: 5, blockMs: 15 * 60_000 });
    expect(config.loginProtection.perAccount).toMatchObject({ max: 10, blockMs: 15 * 60_000 });
    // An office behind one address may sign in more; the per-account backoff stays as it is.
    const office = loadConfig({ LOGIN_RATE_LIMIT_PER_IP: '300' });
    expect(office.rateLimits.login).toEqual({ perIp: { max: 300, windowMs: 15 * 60_000 } });
    expect(office.loginProtection.perAccountAddress).toMatchObject({ max: 5 });
    expect(() => loadConfig({ LOGIN_RATE_LIMIT_PER_IP: '0' })).toThrow(
      /LOGIN_RATE_LIMIT_PER_IP must be a whole number/,
    );
  });
});
