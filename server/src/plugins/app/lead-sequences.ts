import fp from 'fastify-plugin';
import { handleDueSteps } from '../../modules/lead-sequences/sequence-scheduler.ts';
import { createPeriodicJob, type PeriodicJob } from '../../worker/periodic-job.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Queues the follow-up sequences' due steps; runNow() in tests. */
    leadSequenceJob: PeriodicJob;
  }
}

/**
 * The follow-up sequences' scheduler (modules/lead-sequences/sequence-scheduler.ts): every process runs it, each
 * batch claiming its runs with FOR UPDATE SKIP LOCKED, so processes share the due steps and none is handled
 * twice. Messages it queues go out through the WhatsApp sender, kicked after each run that queued any, which
 * keeps the account's pace across processes.
 */
export default fp(
  async (app) => {
    const job = createPeriodicJob({
      name: 'lead sequences',
      intervalMs: app.config.whatsapp.pollIntervalMs,
      work: async (signal) => {
        const queued = await handleDueSteps(app.db, () => app.clock.now(), signal);
        if (queued > 0) app.whatsappSender.kick();
      },
      log: app.log,
      observe: app.observeJob,
    });
    app.decorate('leadSequenceJob', job);
    app.addHook('onReady', async () => job.start());
    app.addHook('onClose', async () => job.stop());
  },
  { name: 'lead-sequences', dependencies: ['database', 'metrics', 'whatsapp-sender'] },
);
