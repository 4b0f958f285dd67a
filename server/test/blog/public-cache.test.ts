import { describe, expect, it } from 'vitest';
import { createPublicCache } from '../../src/modules/blog/public-cache.ts';

describe('the public blog cache', () => {
  it('answers from memory until the TTL, then loads again', async () => {
    let clock = 0;
    let loads = 0;
    const cache = createPublicCache(1_000, 10, () => clock);
    const load = async () => ++loads;
    expect(await cache.get('list', load)).toBe(1);
    clock = 999;
    expect(await cache.get('list', load)).toBe(1);
    clock = 1_000;
    expect(await cache.get('list', load)).toBe(2);
  });

  it('holds at most its limit, forgetting the oldest key first', async () => {
    const cache = createPublicCache(60_000, 3);
    for (const search of ['a', 'b', 'c', 'd', 'e']) await cache.get(`list:${search}`, async () => search);
    expect(cache.size).toBe(3);
    let reloaded = false;
    await cache.get('list:a', async () => {
      reloaded = true;
      return 'a';
    });
    expect(reloaded).toBe(true);
  });

  it('keeps no failed load', async () => {
    const cache = createPublicCache(60_000);
    await expect(cache.get('post:x', async () => Promise.reject(new Error('404')))).rejects.toThrow('404');
    expect(cache.size).toBe(0);
    expect(await cache.get('post:x', async () => 'found')).toBe('found');
  });
});
