/**
 * What the public blog reads (the list, posts, related and adjacent posts, the crawler pages, sitemap and
 * feed), kept in memory for `ttlMs` and dropped at once on
 * any blog change this process hears (`app.blogEvents`). Another API process's changes are not heard here, so the
 * TTL bounds how long one may be missed; a scheduled post going live is heard by the process whose job published
 * it and seen by the others within the TTL.
 */
export interface PublicCache {
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  clear(): void;
}

export function createPublicCache(ttlMs: number, now: () => number = Date.now): PublicCache {
  const entries = new Map<string, { value: Promise<unknown>; expires: number }>();
  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit && hit.expires > now()) return hit.value as Promise<T>;
      const value = load();
      entries.set(key, { value, expires: now() + ttlMs });
      // A failed load is not kept: the next request tries again.
      value.catch(() => entries.delete(key));
      return value;
    },
    clear() {
      entries.clear();
    },
  };
}
