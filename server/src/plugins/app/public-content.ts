import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { createPublicCache, type PublicCache } from '../../cache/public-cache.ts';
import type { Database } from '../../db/database.ts';
import { keepListening } from '../../db/keep-listening.ts';

/** What a change touched; every area drops the whole cache (pages mix them: a course card names its category). */
export type PublicArea = 'courses' | 'categories' | 'ratings' | 'lectures' | 'blog' | 'settings' | 'offers';

/** The PostgreSQL channel every API process LISTENs on; the payload is the area. */
export const PUBLIC_CONTENT_CHANNEL = 'public_content';
/** A safety net only: changes are heard at once; this bounds a notification lost without the connection dropping. */
const PUBLIC_CACHE_TTL_MS = 60_000;
const PUBLIC_CACHE_MAX_ENTRIES = 1_000;

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
    cache.bypass(true);
    const listening = await keepListening({
      database: app.database,
      channel: PUBLIC_CONTENT_CHANNEL,
      log: app.log,
      onNotify: () => cache.clear(),
      // Whatever was changed while not listening is unknown: start empty.
      onUp: () => cache.bypass(false),
      // Reading without the cache until back: news missed meanwhile never leaves a stale page or a draft behind.
      onDown: () => cache.bypass(true),
    });

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
        return listening.listening;
      },
    };
    app.decorate('publicContent', publicContent);

    // Registered after the database, so this runs before the database closes.
    app.addHook('onClose', () => listening.stop());
  },
  { name: 'public-content', dependencies: ['database'] },
);
