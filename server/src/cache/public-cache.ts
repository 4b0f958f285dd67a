/**
 * What visitors read without signing in (the catalogue, course pages, categories, the blog), kept in memory
 * for `ttlMs` and dropped on every change that affects it: the public-content plugin
 * (plugins/app/public-content.ts) clears it when this process commits such a change and when PostgreSQL tells
 * it another process did. While that news cannot be heard (the listening connection is down) the cache is
 * bypassed: every read goes to the database. The TTL is a safety net only.
 *
 * Keys come from visitors' queries (a search is part of the key), so the cache holds at most `maxEntries` and
 * forgets the oldest first: a crawler sending endless searches cannot grow it without bound.
 */
export interface PublicCache {
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  clear(): void;
  /** While bypassed, every `get` loads afresh and nothing is kept. */
  bypass(on: boolean): void;
  readonly bypassed: boolean;
  readonly size: number;
}

export function createPublicCache(ttlMs: number, maxEntries = 1_000, now: () => number = Date.now): PublicCache {
  const entries = new Map<string, { value: Promise<unknown>; expires: number }>();
  let bypassed = false;
  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      if (bypassed) return load();
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
    bypass(on: boolean) {
      bypassed = on;
      entries.clear();
    },
    get bypassed() {
      return bypassed;
    },
    get size() {
      return entries.size;
    },
  };
}
