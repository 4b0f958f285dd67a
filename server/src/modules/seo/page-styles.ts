import { createHash } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type Rendition, renditionOf, sendRendition } from '../../cache/public-reply.ts';
import { pageStyles } from '../../db/schema.ts';
import { IMMUTABLE } from '../web-app/cache-policy.ts';

/**
 * The styles of a server-rendered page, out of its HTML: antd's rules for what the page drew (some 200–450 kB
 * before compression, mostly the same on every page) go in a sheet named by the hash of its text, which the page
 * links. A browser fetches each sheet once and keeps it (immutable) for every later page and visit, and a page's
 * HTML is a fifth of what it was. The sheets are kept in the database, so that any API process answers for one
 * another process rendered; each process keeps those it made or served in memory.
 */

export const PAGE_STYLES_PATH = '/page-styles';
/** A sheet no render used for this long is dropped: long past any page a browser or CDN may still hold. */
export const PAGE_STYLES_KEPT_DAYS = 30;
/** A sheet in use is marked as used again in the database at most this often, by each process. */
const TOUCH_EVERY_MS = 24 * 60 * 60 * 1000;
/** The sheets a process keeps in memory at most (each a few hundred kB and their compressed forms). */
const KEPT_IN_MEMORY = 64;
const FILE = /^([0-9a-f]{32})\.css$/;

interface KeptSheet {
  rendition: Rendition;
  touchedAt: number;
}

export interface PageStyles {
  /** The address of `css` as a sheet, stored first: a page that links it can be sent at once. */
  hrefOf(css: string): Promise<string>;
}

export function createPageStyles(app: FastifyInstance): PageStyles {
  const kept = new Map<string, KeptSheet>();
  /** When this process last dropped unused sheets (by the app's clock). */
  let prunedAt = Number.NEGATIVE_INFINITY;

  const keep = (hash: string, sheet: KeptSheet) => {
    kept.delete(hash);
    kept.set(hash, sheet);
    // Oldest first in a Map: the one least recently made or served goes.
    if (kept.size > KEPT_IN_MEMORY) kept.delete(kept.keys().next().value as string);
  };

  /** Stores the sheet (or marks it used now) and, once a day, drops those no render used for long. */
  async function store(hash: string, css: string, now: Date): Promise<void> {
    await app.db
      .insert(pageStyles)
      .values({ hash, css, renderedAt: now })
      .onConflictDoUpdate({ target: pageStyles.hash, set: { renderedAt: now } });
    if (now.getTime() - prunedAt < TOUCH_EVERY_MS) return;
    prunedAt = now.getTime();
    const keptSince = new Date(now.getTime() - PAGE_STYLES_KEPT_DAYS * 24 * 60 * 60 * 1000);
    await app.db.delete(pageStyles).where(lt(pageStyles.renderedAt, keptSince));
  }

  app.get<{ Params: { file: string } }>(
    `${PAGE_STYLES_PATH}/:file`,
    { schema: { hide: true } },
    async (request, reply) => {
      const hash = FILE.exec(request.params.file)?.[1];
      let sheet = hash ? kept.get(hash) : undefined;
      if (hash && !sheet) {
        const [row] = await app.db.select({ css: pageStyles.css }).from(pageStyles).where(eq(pageStyles.hash, hash));
        if (row) sheet = { rendition: renditionOf(row.css), touchedAt: 0 };
      }
      if (!hash || !sheet) return reply.code(404).send({ success: false, message: 'Style sheet not found' });
      keep(hash, sheet);
      reply.header('cache-control', IMMUTABLE);
      reply.header('vary', 'accept-encoding');
      return sendRendition(request, reply, sheet.rendition, 'text/css; charset=utf-8');
    },
  );

  return {
    async hrefOf(css) {
      const hash = createHash('sha256').update(css).digest('hex').slice(0, 32);
      const sheet = kept.get(hash);
      const now = app.clock.now();
      if (!sheet || now.getTime() - sheet.touchedAt > TOUCH_EVERY_MS) {
        let stored = true;
        try {
          await store(hash, css, now);
        } catch (error) {
          // The page still goes out: this process answers for the sheet from memory; another may not, until the
          // next render stores it.
          app.log.warn({ err: error, hash }, 'a page style sheet could not be stored');
          stored = false;
        }
        keep(hash, { rendition: sheet?.rendition ?? renditionOf(css), touchedAt: stored ? now.getTime() : 0 });
      }
      return `${PAGE_STYLES_PATH}/${hash}.css`;
    },
  };
}
