import fp from 'fastify-plugin';
import { type BlogEvents, createBlogEvents } from '../../modules/blog/blog-events.ts';
import { createPostsService } from '../../modules/blog/posts.service.ts';
import type { PublicCache } from '../../modules/blog/public-cache.ts';
import { DEMO_LEARNER } from '../../seed/demo-data.ts';
import { seedDemoBlog } from '../../seed/seed-blog.ts';
import { createPeriodicJob, type PeriodicJob } from '../../worker/periodic-job.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * What happens to blog posts (published, scheduled, updated, deleted, comments ...): subscribe to drop
     * cached pages, the sitemap and the feed. See modules/blog/blog-events.ts.
     */
    blogEvents: BlogEvents;
    /** Takes scheduled posts live when their time comes; tests run it with runNow(). */
    blogPublishing: PeriodicJob;
    /**
     * What the public blog reads (list, posts, sitemap, feed): the public-content cache (app.publicContent),
     * dropped in every process on every blog event.
     */
    blogPublicCache: PublicCache;
  }
}

/**
 * The blog's events, the public blog's cache, and the job that publishes scheduled posts. Every process schedules the job; one at a
 * time runs it (a PostgreSQL advisory lock per job, like housekeeping), and the publishing UPDATE itself
 * hands each due post to exactly one run, so a post goes live, and `published` is told, exactly once.
 */
export default fp(
  async (app) => {
    // The demo blog's covers are stored through the storage driver, so it is seeded here rather than with the
    // rest of the demo data (which runs before the storage exists).
    if (app.config.demoData) {
      await app.database.exclusive((db) => seedDemoBlog(db, app.fileStorage, app.clock.now(), DEMO_LEARNER.email));
    }
    const events = createBlogEvents(app.log);
    app.decorate('blogEvents', events);
    // Events are told in the process that made the change (after its commit); the NOTIFY carries it to the others.
    events.subscribe(() => app.publicContent.changed('blog'));
    app.decorate('blogPublicCache', app.publicContent.cache);
    const posts = createPostsService(app, events);
    const job = createPeriodicJob({
      name: 'blog publishing',
      intervalMs: app.config.blogPublishIntervalMs,
      work: async () => {
        const published = await posts.publishDue();
        if (published > 0) app.log.info({ published }, 'scheduled blog posts went live');
      },
      log: app.log,
      exclusive: app.database.tryExclusive,
      observe: app.observeJob,
    });
    app.decorate('blogPublishing', job);
    app.addHook('onReady', async () => job.start());
    app.addHook('onClose', async () => job.stop());
  },
  { name: 'blog-publishing', dependencies: ['database', 'metrics', 'seed', 'file-storage', 'public-content'] },
);
