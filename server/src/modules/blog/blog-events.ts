import type { FastifyBaseLogger } from 'fastify';

/**
 * What happened to a post, told to whoever subscribed (`app.blogEvents.subscribe`), after the change is
 * committed. The public blog's caches, sitemap and feed listen here to drop what changed:
 * - `published`: the post went live, by "publish now" or by the publishing job when its scheduled time came
 *   (the job tells each post exactly once across all processes: the database row decides who publishes it);
 * - `scheduled`: it now waits for `publishAt`; `unpublished`: a live post went back to draft;
 * - `updated`: anything else saved (title, body, slug, terms); `deleted` and `restored`: soft delete and back;
 * - `comments`: its approved comments changed (one approved, hidden, deleted or posted straight away).
 * Events are in-process: each API process hears the changes it made itself and the publications its own job
 * made. A cache shared by several processes must be invalidated through shared state, not by one of them.
 */
export type BlogEventKind = 'published' | 'scheduled' | 'unpublished' | 'updated' | 'deleted' | 'restored' | 'comments';

export interface BlogEvent {
  kind: BlogEventKind;
  postId: string;
  /** The post's current slug. */
  slug: string;
  /** The slug it had before this change, when the change renamed it. */
  previousSlug: string | null;
  /** When it went live (or is due to); null for a draft. */
  publishedAt: Date | null;
  at: Date;
}

export type BlogEventListener = (event: BlogEvent) => void | Promise<void>;

export interface BlogEvents {
  /** Adds a listener; the returned function removes it. */
  subscribe(listener: BlogEventListener): () => void;
  /** Tells every listener; a listener that throws is logged and does not stop the others or the caller. */
  emit(event: BlogEvent): Promise<void>;
}

export function createBlogEvents(log: FastifyBaseLogger): BlogEvents {
  const listeners = new Set<BlogEventListener>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async emit(event) {
      for (const listener of [...listeners]) {
        try {
          await listener(event);
        } catch (error) {
          log.error({ err: error, blogEvent: event.kind, postId: event.postId }, 'blog event listener failed');
        }
      }
    },
  };
}
