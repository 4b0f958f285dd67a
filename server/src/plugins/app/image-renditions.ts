import fp from 'fastify-plugin';
import { createImageRenditionsWork } from '../../modules/media/image-renditions-job.ts';
import { createPeriodicJob, type PeriodicJob } from '../../worker/periodic-job.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Makes the renditions of cover images (course thumbnails, blog images): kicked by each upload, run at
     * start-up for the images stored before; tests run it with runNow().
     */
    imageRenditions: PeriodicJob;
  }
}

/** A safety net: uploads kick the job at once; this catches a kick lost with a process that stopped. */
const SWEEP_INTERVAL_MS = 15 * 60_000;

/**
 * The image renditions job. Every process schedules it, one at a time runs it (a PostgreSQL advisory lock),
 * off the request path: an upload answers as soon as the original is stored, and its renditions follow within
 * seconds.
 */
export default fp(
  async (app) => {
    const job = createPeriodicJob({
      name: 'image renditions',
      intervalMs: SWEEP_INTERVAL_MS,
      work: createImageRenditionsWork({
        db: app.db,
        storage: app.fileStorage,
        log: app.log,
        // The public pages list the renditions each image has: cached pages made before them must go.
        onRendered: () => app.publicContent.changed('courses'),
      }),
      log: app.log,
      exclusive: app.database.tryExclusive,
      observe: app.observeJob,
    });
    app.decorate('imageRenditions', job);
    // Started when the app is ready, and at once run in the background for images stored before (the demo's covers
    // and thumbnails among them): encoding them takes seconds a start must not wait for. Until their renditions
    // exist the pages show the stored originals.
    app.addHook('onReady', async () => job.start());
    app.addHook('onClose', async () => job.stop());
  },
  {
    name: 'image-renditions',
    dependencies: ['database', 'file-storage', 'metrics', 'public-content', 'blog-publishing'],
  },
);
