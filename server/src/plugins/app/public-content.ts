import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { createPublicCache, type PublicCache } from '../../cache/public-cache.ts';
import type { Database, Listening } from '../../db/database.ts';

/** What a change touched; every area drops the whole cache (pages mix them: a course card names its category). */
export type PublicArea = 'courses' | 'categories' | 'ratings' | 'lectures' | 'blog' | 'settings';

/** The PostgreSQL channel every API process LISTENs on; the payload is the area. */
export const PUBLIC_CONTENT_CHANNEL = 'public_content';
/** A safety net only: changes are heard at once; this bounds a notification lost without the connection dropping. */
const PUBLIC_CACHE_TTL_MS = 60_000;
const PUBLIC_CACHE_MAX_ENTRIES = 1_000;
/** Waits between attempts to listen again after the connection was lost: doubling from the first to the last. */
const RELISTEN_FIRST_MS = 500;
const RELISTEN_MAX_MS = 30_000;

export interface PublicContent {
  /** The cache itself; reads go through `read` (modules/courses/public-course-reads.ts, the blog's routes). */
  readonly cache: PublicCache;
  /** `load()` from the cache, or straight from the database while changes cannot be heard. */
  read<T>(key: string, load: () => Promise<T>): Promise<T>;
  /**
   * Runs `work` in a transaction that, on commit, tells every API process (this one included) to drop what
   * it cached; this process drops it before the call returns.
   */
  change<T>(area: PublicArea, work: (tx: Database) => Promise<T>): Promise<T>;
  /** For a change already committed (the blog's events): tells every process and drops this one's cache. */
  changed(area: PublicArea): Promise<void>;
  /** Whether this process hears other processes' changes (false: the cache is bypassed). */
  readonly listening: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The public reads' cache and how changes invalidate it in every process; see PublicContent. */
    publicContent: PublicContent;
  }
}

const notify = (db: Database, area: PublicArea) =>
  db.execute(sql`SELECT pg_notify(${PUBLIC_CONTENT_CHANNEL}, ${area})`);

/**
 * The public-content cache and its invalidation across API processes: each change sends a NOTIFY in its own
 * transaction (PostgreSQL delivers it on commit, to every process LISTENing), and each process LISTENs on a
 * connection of its own and clears its cache on every notification. When that connection is lost, the cache is
 * cleared and bypassed until listening again: news missed meanwhile can never leave a stale page or a draft
 * behind. On PGlite (one process) the same path runs in process.
 */
export default fp(
  async (app) => {
    const cache = createPublicCache(PUBLIC_CACHE_TTL_MS, PUBLIC_CACHE_MAX_ENTRIES);
    let listening: Listening | null = null;
    let closed = false;
    let retryTimer: NodeJS.Timeout | null = null;

    const onNotify = () => cache.clear();

    async function listen(waitMs: number): Promise<void> {
      retryTimer = null;
      if (closed) return;
      try {
        const current = await app.database.listen(PUBLIC_CONTENT_CHANNEL, onNotify);
        if (closed) {
          await current.stop();
          return;
        }
        listening = current;
        // Whatever was changed while not listening is unknown: start empty.
        cache.bypass(false);
        current.lost.then(() => {
          if (closed || listening !== current) return;
          listening = null;
          cache.bypass(true);
          app.log.warn('public content: the LISTEN connection was lost; reading without the cache until back');
          scheduleListen(RELISTEN_FIRST_MS);
        });
      } catch (error) {
        app.log.warn({ err: error }, 'public content: cannot LISTEN; reading without the cache');
        cache.bypass(true);
        scheduleListen(Math.min(waitMs * 2, RELISTEN_MAX_MS));
      }
    }

    function scheduleListen(waitMs: number): void {
      if (closed) return;
      retryTimer = setTimeout(() => void listen(waitMs), waitMs);
      retryTimer.unref();
    }

    cache.bypass(true);
    await listen(RELISTEN_FIRST_MS);

    const publicContent: PublicContent = {
      cache,
      read: (key, load) => cache.get(key, load),
      async change(area, work) {
        const result = await app.db.transaction(async (tx) => {
          const value = await work(tx);
          await notify(tx, area);
          return value;
        });
        cache.clear();
        return result;
      },
      async changed(area) {
        cache.clear();
        await notify(app.db, area);
      },
      get listening() {
        return listening !== null;
      },
    };
    app.decorate('publicContent', publicContent);

    // Registered after the database, so this runs before the database closes.
    app.addHook('onClose', async () => {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      const current = listening;
      listening = null;
      await current?.stop();
    });
  },
  { name: 'public-content', dependencies: ['database'] },
);
