import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/database.ts';
import { rateLimitCounters } from '../db/schema/rate-limits.ts';
import { NO_WINDOW, type RateLimitStore } from './rate-limit-store.ts';

/**
 * The store in PostgreSQL: one row per key. One upsert per hit: the row lock taken by ON CONFLICT makes
 * concurrent hits on one key, from any process, count correctly.
 */
export function createPostgresRateLimitStore(db: Database, clock: Clock): RateLimitStore {
  return {
    driver: 'postgres',

    async hit(key, windowMs) {
      const now = clock.now();
      const nowParam = sql`${now.toISOString()}::timestamptz`;
      const windowEnd = new Date(now.getTime() + windowMs);
      const [row] = await db
        .insert(rateLimitCounters)
        .values({ key, hits: 1, windowEndsAt: windowEnd })
        .onConflictDoUpdate({
          target: rateLimitCounters.key,
          set: {
            hits: sql`CASE WHEN ${rateLimitCounters.windowEndsAt} <= ${nowParam} THEN 1 ELSE ${rateLimitCounters.hits} + 1 END`,
            windowEndsAt: sql`CASE WHEN ${rateLimitCounters.windowEndsAt} <= ${nowParam} THEN excluded.window_ends_at ELSE ${rateLimitCounters.windowEndsAt} END`,
          },
        })
        .returning({ hits: rateLimitCounters.hits, windowEndsAt: rateLimitCounters.windowEndsAt });
      if (!row) throw new Error('Rate-limit upsert returned no row');
      return { hits: row.hits, resetInMs: Math.max(0, row.windowEndsAt.getTime() - now.getTime()) };
    },

    async peek(key) {
      const now = clock.now();
      const [row] = await db
        .select({ hits: rateLimitCounters.hits, windowEndsAt: rateLimitCounters.windowEndsAt })
        .from(rateLimitCounters)
        .where(and(eq(rateLimitCounters.key, key), gt(rateLimitCounters.windowEndsAt, now)));
      return row ? { hits: row.hits, resetInMs: row.windowEndsAt.getTime() - now.getTime() } : NO_WINDOW;
    },

    async set(key, hits, windowMs) {
      const windowEndsAt = new Date(clock.now().getTime() + windowMs);
      await db
        .insert(rateLimitCounters)
        .values({ key, hits, windowEndsAt })
        .onConflictDoUpdate({ target: rateLimitCounters.key, set: { hits, windowEndsAt } });
    },

    async clear(key) {
      await db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, key));
    },

    async deleteExpired() {
      const deleted = await db
        .delete(rateLimitCounters)
        .where(lt(rateLimitCounters.windowEndsAt, clock.now()))
        .returning({ key: rateLimitCounters.key });
      return deleted.length;
    },
  };
}
