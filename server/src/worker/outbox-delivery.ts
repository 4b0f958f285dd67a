import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock.ts';
import type { AppConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { MailTransport } from '../mail/mail-transport.ts';
import type { OutgoingMail } from '../mail/outgoing-mail.ts';
import { MAIL_KIND, outboxRepository } from '../outbox/outbox.repository.ts';

/** Retry delays grow 15 s, 30 s, 1 min, 2 min ... up to an hour. */
export function retryDelayMs(attempt: number): number {
  return Math.min(15_000 * 2 ** Math.max(0, attempt - 1), 3_600_000);
}

/**
 * One delivery pass: claims due outbox rows and hands each to the mail transport until none is left, or
 * until the worker stops (then the batch in hand is finished and nothing more is claimed; other processes,
 * or this one after a restart, deliver the rest).
 * A row is marked sent right after the transport accepts it. The message id is derived from the row id,
 * so if a crash falls between the two and the row is delivered again, mail systems see the same message.
 */
export function createOutboxDelivery(deps: {
  db: Database;
  clock: Clock;
  transport: MailTransport;
  config: AppConfig['outbox'];
  messageIdDomain: string;
  log: FastifyBaseLogger;
}) {
  const { db, clock, transport, config, log } = deps;
  return async function deliverDue(signal?: AbortSignal): Promise<void> {
    for (;;) {
      if (signal?.aborted) return;
      const rows = await outboxRepository.claim(db, clock.now(), config.leaseMs, config.batchSize);
      if (rows.length === 0) return;
      for (const row of rows) {
        try {
          if (row.kind !== MAIL_KIND) throw new Error(`Unknown outbox kind "${row.kind}"`);
          const result = await transport.send(
            row.payload as unknown as OutgoingMail,
            `<${row.id}@${deps.messageIdDomain}>`,
          );
          await outboxRepository.markSent(db, row.id, result, clock.now());
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          const retryAt =
            row.attempts < config.maxAttempts ? new Date(clock.now().getTime() + retryDelayMs(row.attempts)) : null;
          await outboxRepository.markFailed(db, row.id, message.slice(0, 1000), retryAt);
          log.warn(
            { outboxId: row.id, attempt: row.attempts, err: error },
            retryAt ? 'outbox delivery failed, will retry' : 'outbox delivery failed for good',
          );
        }
      }
    }
  };
}
