import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Clock } from '../clock.ts';
import { HttpError } from '../http/http-error.ts';
import { NO_WINDOW, type RateLimitStore, type WindowHit } from './rate-limit-store.ts';

/**
 * A window is a hash {h: hits, e: end in ms}. The end comes from the app's clock (passed in), like the
 * PostgreSQL driver's, so both drivers behave alike; the key's TTL only lets Redis drop it afterwards.
 */
const HIT = `
local now = tonumber(ARGV[1])
local win = tonumber(ARGV[2])
local e = tonumber(redis.call('HGET', KEYS[1], 'e'))
if (not e) or e <= now then
  redis.call('HSET', KEYS[1], 'h', 1, 'e', now + win)
  redis.call('PEXPIRE', KEYS[1], win)
  return {1, win}
end
return {redis.call('HINCRBY', KEYS[1], 'h', 1), e - now}
`;

const PEEK = `
local v = redis.call('HMGET', KEYS[1], 'h', 'e')
local now = tonumber(ARGV[1])
local e = tonumber(v[2])
if (not v[1]) or (not e) or e <= now then return {0, 0} end
return {tonumber(v[1]), e - now}
`;

const SET = `
local now = tonumber(ARGV[1])
local win = tonumber(ARGV[3])
redis.call('HSET', KEYS[1], 'h', ARGV[2], 'e', now + win)
redis.call('PEXPIRE', KEYS[1], win)
return 1
`;

interface WindowCommands {
  skillhubWindowHit(key: string, now: number, windowMs: number): Promise<[number, number]>;
  skillhubWindowPeek(key: string, now: number): Promise<[number, number]>;
  skillhubWindowSet(key: string, now: number, hits: number, windowMs: number): Promise<number>;
}

const UNAVAILABLE = 'Service temporarily unavailable. Please try again shortly.';

/**
 * The store in Redis (REDIS_URL): one Lua script per operation, so each is atomic however many processes
 * share the server. When Redis cannot answer, the call fails with 503: the sign-in limits fail closed.
 */
export function createRedisRateLimitStore(
  redis: Redis,
  clock: Clock,
  log: FastifyBaseLogger,
  keyPrefix = 'skillhub:rl:',
): RateLimitStore {
  redis.defineCommand('skillhubWindowHit', { numberOfKeys: 1, lua: HIT });
  redis.defineCommand('skillhubWindowPeek', { numberOfKeys: 1, lua: PEEK });
  redis.defineCommand('skillhubWindowSet', { numberOfKeys: 1, lua: SET });
  const commands = redis as unknown as WindowCommands;

  async function call<T>(operation: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      log.error({ err: error, operation }, 'redis rate-limit store unavailable');
      throw new HttpError(503, UNAVAILABLE);
    }
  }
  const toHit = ([hits, resetInMs]: [number, number]): WindowHit => ({
    hits: Number(hits),
    resetInMs: Number(resetInMs),
  });

  return {
    driver: 'redis',
    hit: (key, windowMs) =>
      call('hit', async () =>
        toHit(await commands.skillhubWindowHit(keyPrefix + key, clock.now().getTime(), windowMs)),
      ),
    peek: (key) =>
      call('peek', async () => {
        const window = toHit(await commands.skillhubWindowPeek(keyPrefix + key, clock.now().getTime()));
        return window.hits > 0 ? window : NO_WINDOW;
      }),
    set: (key, hits, windowMs) =>
      call('set', async () => {
        await commands.skillhubWindowSet(keyPrefix + key, clock.now().getTime(), hits, windowMs);
      }),
    clear: (key) =>
      call('clear', async () => {
        await redis.del(keyPrefix + key);
      }),
    deleteExpired: async () => 0,
  };
}
