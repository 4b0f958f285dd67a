import { lt, sql } from 'drizzle-orm';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/database.ts';
import { rateLimitCounters } from '../db/schema.ts';

export interface WindowHit {
  /** Hits in the current window, this one included. */
  hits: number;
  /** Time until the window ends. */
  resetInMs: number;
}

/**
 * Fixed-window counters kept in PostgreSQL so that every API process sees the same numbers. One upsert per
 * hit: the row lock taken by ON CONFLICT makes concurrent hits on one key count correctly.
 */
export function createRateLimitCounters(db: Database, clock: Clock) {
  return {
    async hit(key: string, windowMs: number): Promise<WindowHit> {
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

    async deleteExpired(): Promise<number> {
      const deleted = await db
        .delete(rateLimitCounters)
        .where(lt(rateLimitCounters.windowEndsAt, clock.now()))
        .returning({ key: rateLimitCounters.key });
      return deleted.length;
    },
  };
}

export type RateLimitCounters = ReturnType<typeof createRateLimitCounters>;
