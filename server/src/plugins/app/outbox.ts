import fp from 'fastify-plugin';
import type { Database } from '../../db/database.ts';
import { createMailTransport, type MailTransport } from '../../mail/mail-transport.ts';
import type { OutgoingMail } from '../../mail/outgoing-mail.ts';
import { outboxRepository } from '../../outbox/outbox.repository.ts';
import { createHousekeeping } from '../../worker/housekeeping.ts';
import { createOutboxDelivery } from '../../worker/outbox-delivery.ts';
import { createPeriodicJob, type PeriodicJob } from '../../worker/periodic-job.ts';

declare module 'fastify' {
  interface FastifyInstance {
    outbox: Outbox;
    mailTransport: MailTransport;
    /** Deletes expired rows; one process at a time runs it (tests run it with runNow()). */
    housekeeping: PeriodicJob;
  }
}

export interface Outbox {
  /** Writes a mail into the outbox inside the caller's transaction. */
  enqueueMail(tx: Database, mail: OutgoingMail): Promise<void>;
  /** Call after the transaction commits, so the mail goes out now rather than at the next poll. */
  kick(): void;
  /** Delivers everything due now and resolves when done (used by tests and shutdown). */
  flush(): Promise<void>;
  delivery: PeriodicJob;
}

/**
 * The outbox and the background worker: mail delivery (polling, kicked after commits) and housekeeping.
 * Both start when the app is ready and stop, waiting for work in progress, when it closes. Delivery runs in
 * every process at once; housekeeping in one process at a time (a PostgreSQL advisory lock per job).
 */
export default fp(
  async (app) => {
    const transport = createMailTransport({ smtpUrl: app.config.smtpUrl, from: app.config.mailFrom, log: app.log });
    const fromDomain = /@([^>\s]+)/.exec(app.config.mailFrom)?.[1] ?? 'skillhub.local';
    const delivery = createPeriodicJob({
      name: 'outbox delivery',
      intervalMs: app.config.outbox.pollIntervalMs,
      work: createOutboxDelivery({
        db: app.db,
        clock: app.clock,
        transport,
        config: app.config.outbox,
        messageIdDomain: fromDomain,
        log: app.log,
      }),
      log: app.log,
      // Every process delivers side by side: rows are claimed with SKIP LOCKED.
      observe: app.observeJob,
    });
    const housekeeping = createPeriodicJob({
      name: 'housekeeping',
      intervalMs: app.config.housekeepingIntervalMs,
      work: createHousekeeping({ db: app.db, clock: app.clock, counters: app.rateLimitCounters }),
      log: app.log,
      exclusive: app.database.tryExclusive,
      observe: app.observeJob,
    });
    app.decorate('housekeeping', housekeeping);

    app.decorate('mailTransport', transport);
    app.decorate('outbox', {
      enqueueMail: (tx, mail) => outboxRepository.enqueueMail(tx, mail, app.clock.now()),
      kick: () => delivery.kick(),
      flush: () => delivery.runNow(),
      delivery,
    } satisfies Outbox);

    app.addHook('onReady', async () => {
      delivery.start();
      housekeeping.start();
    });
    app.addHook('onClose', async () => {
      await Promise.all([delivery.stop(), housekeeping.stop()]);
      transport.close();
    });
  },
  { name: 'outbox', dependencies: ['database', 'rate-limit', 'metrics'] },
);
