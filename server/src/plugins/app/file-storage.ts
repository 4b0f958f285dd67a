import { createHmac } from 'node:crypto';
import fp from 'fastify-plugin';
import { createUploadCleanup, LEFTOVER_AGE_MS, removeStorageLeftovers } from '../../modules/media/upload-cleanup.ts';
import { storeDemoThumbnails } from '../../seed/seed-demo-thumbnails.ts';
import { seedDemoVideos } from '../../seed/seed-demo-videos.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { createLocalDiskStorage } from '../../storage/local-disk-storage.ts';
import { createPeriodicJob, type PeriodicJob } from '../../worker/periodic-job.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Uploaded files (lecture videos, thumbnails, brochures): local disk or S3, chosen by the config. */
    fileStorage: FileStorage;
    /** Key of the local driver's stream tokens, derived so that it reveals nothing of the JWT key. */
    streamTokenKey: Uint8Array;
    /** Aborts abandoned uploads; tests run it with runNow(). */
    uploadCleanup: PeriodicJob;
  }
}

/** Base of the media routes as the outside world reaches them. */
export const MEDIA_PREFIX = '/api/media';

/**
 * The file storage and the job that aborts abandoned uploads and removes what interrupted writes left. Every
 * process schedules the job, one at a time runs it (a PostgreSQL advisory lock per job; its rows are also
 * claimed with SKIP LOCKED).
 */
export default fp(
  async (app) => {
    const mediaBaseUrl = `${app.config.publicUrl}${MEDIA_PREFIX}`;
    const streamTokenKey = new Uint8Array(createHmac('sha256', app.secrets.jwtKey).update('media-stream').digest());
    const storageConfig = app.config.storage;
    const storage =
      storageConfig.kind === 'local'
        ? createLocalDiskStorage({
            root: storageConfig.root,
            mediaBaseUrl,
            tokenSecret: streamTokenKey,
            now: () => app.clock.now(),
          })
        : // The AWS SDK is loaded only for S3: a process on local disk never holds it in memory.
          (await import('../../storage/s3-storage.ts')).createS3Storage({ ...storageConfig, mediaBaseUrl });
    app.decorate('fileStorage', storage);
    app.decorate('streamTokenKey', streamTokenKey);
    // After the demo catalogue (seed plugin): its first lectures get a playable video, and its thumbnails are
    // stored like uploads (the image renditions job, kicked at start, makes their renditions).
    if (app.config.demoData) {
      await app.database.exclusive(async (db) => {
        await seedDemoVideos(db, storage);
        await storeDemoThumbnails(db, storage);
      });
    }

    const cleanup = createPeriodicJob({
      name: 'upload cleanup',
      intervalMs: app.config.media.cleanupIntervalMs,
      work: createUploadCleanup({ db: app.db, clock: app.clock, storage, config: app.config.media, log: app.log }),
      log: app.log,
      exclusive: app.database.tryExclusive,
      observe: app.observeJob,
    });
    app.readiness.addCheck('storage', 'File storage unreachable', () => storage.ping());
    app.decorate('uploadCleanup', cleanup);
    app.addHook('onReady', async () => {
      // What a crash left goes before the first request. With the embedded database this process owns the
      // data folder, files included, so everything left there is from a process that is gone; processes
      // sharing PostgreSQL may share the storage, and there only what no live write can still own goes.
      const ownsStorage = app.database.kind === 'pglite' && storage.kind === 'local';
      const olderThan = new Date(Date.now() - (ownsStorage ? 0 : LEFTOVER_AGE_MS));
      await removeStorageLeftovers({ db: app.db, storage, log: app.log }, olderThan).catch((error: unknown) => {
        app.log.warn({ err: error }, 'could not remove the files left by interrupted writes');
      });
      cleanup.start();
    });
    app.addHook('onClose', async () => cleanup.stop());
  },
  { name: 'file-storage', dependencies: ['database', 'secrets', 'seed', 'readiness', 'metrics'] },
);
