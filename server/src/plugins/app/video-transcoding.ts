import fp from 'fastify-plugin';
import { resolveFfmpeg } from '../../modules/video-transcoding/ffmpeg.ts';
import { createTranscodeWorker } from '../../modules/video-transcoding/transcode-worker.ts';
import { createPeriodicJob, type PeriodicJob } from '../../worker/periodic-job.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Transcodes lecture videos to HLS; kicked when an upload completes, tests run it with runNow(). */
    videoTranscoder: PeriodicJob;
  }
}

/**
 * The HLS transcoding worker. Every process with TRANSCODE_CONCURRENCY above 0 runs it, side by side: jobs are
 * claimed with SKIP LOCKED and a lease. Its first run queues the videos that have none yet (the demo videos
 * among them) after start-up, so start-up never waits for ffmpeg.
 */
export default fp(
  async (app) => {
    const { transcode } = app.config;
    const job = createPeriodicJob({
      name: 'video transcoding',
      intervalMs: transcode.pollIntervalMs,
      work: (signal) =>
        createTranscodeWorker({
          db: app.db,
          clock: app.clock,
          storage: app.fileStorage,
          config: transcode,
          ffmpeg: resolveFfmpeg(transcode.ffmpegPath),
          log: app.log,
          notice: {
            enqueueMail: (tx, mail) => app.outbox.enqueueMail(tx, mail),
            kick: () => app.outbox.kick(),
            publicUrl: app.config.publicUrl,
            adminEmail: app.config.admin.email,
          },
        })(signal),
      log: app.log,
      observe: app.observeJob,
    });
    app.decorate('videoTranscoder', job);
    app.addHook('onReady', async () => {
      if (transcode.concurrency > 0) job.start();
    });
    app.addHook('onClose', async () => job.stop());
  },
  { name: 'video-transcoding', dependencies: ['database', 'file-storage', 'metrics', 'outbox'] },
);
