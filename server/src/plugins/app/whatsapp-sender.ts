import fp from 'fastify-plugin';
import { createMessageSender } from '../../modules/whatsapp/send-worker.ts';
import { createPeriodicJob, type PeriodicJob } from '../../worker/periodic-job.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends the queued WhatsApp messages; kick() after queueing, runNow() in tests. */
    whatsappSender: PeriodicJob;
  }
}

/**
 * The WhatsApp send queue's worker (modules/whatsapp/send-worker.ts): polls every `pollIntervalMs` and runs when
 * kicked after messages are queued. Every process runs it at once: the claim hands each message to one run only,
 * and the account's pace is booked in the database (send-pace.ts), so together they never exceed it.
 */
export default fp(
  async (app) => {
    const job = createPeriodicJob({
      name: 'whatsapp sender',
      intervalMs: app.config.whatsapp.pollIntervalMs,
      work: createMessageSender(app),
      log: app.log,
      observe: app.observeJob,
    });
    app.decorate('whatsappSender', job);
    app.addHook('onReady', async () => job.start());
    app.addHook('onClose', async () => job.stop());
  },
  { name: 'whatsapp-sender', dependencies: ['database', 'metrics', 'secrets', 'file-storage', 'whatsapp'] },
);
