/**
 * What the public blog reads (the list, posts, related and adjacent posts, the crawler pages, sitemap and
 * feed), kept in memory for `ttlMs` and dropped at once on any blog change this process hears
 * (`app.blogEvents`). Another API process's changes are not heard here, so the TTL bounds how long one may be
 * missed; a scheduled post going live is heard by the process whose job published it and seen by the others
 * within the TTL.
 *
 * Keys come from visitors' queries (a search is part of the key), so the cache holds at most `maxEntries` and
 * forgets the oldest first: a crawler sending endless searches cannot grow it without bound.
 */
export interface PublicCache {
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  clear(): void;
  readonly size: number;
}

export function createPublicCache(ttlMs: number, maxEntries = 1_000, now: () => number = Date.now): PublicCache {
  const entries = new Map<string, { value: Promise<unknown>; expires: number }>();
  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit && hit.expires > now()) return hit.value as Promise<T>;
      entries.delete(key);
      if (entries.size >= maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      const value = load();
      const entry = { value, expires: now() + ttlMs };
      entries.set(key, entry);
      // A failed load is not kept, so the next request tries again; a newer entry for the key stays.
      value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return value;
    },
    clear() {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
