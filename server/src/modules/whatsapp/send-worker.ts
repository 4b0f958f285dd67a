import { setTimeout as sleep } from 'node:timers/promises';
import { HttpError } from '../../http/http-error.ts';
import { connectedClient, type WhatsAppContext } from './account.service.ts';
import { mediaIdFor } from './attachment-media.ts';
import { CLOUD_API_ERRORS, type CloudApiClient, CloudApiError, type OutgoingMessage } from './cloud-api/cloud-api.ts';
import { OUTCOME_UNKNOWN_ERROR } from './message-status.ts';
import { createOptInPrompter } from './opt-in-confirmation.ts';
import { type ClaimedMessage, sendQueue } from './send-queue.ts';

/** Requests in flight at once, at most: enough to keep the pace when each call takes a few hundred ms. */
export const SEND_CONCURRENCY = 16;
/** The longest wait before a retry when the API gives no Retry-After. */
const MAX_RETRY_DELAY_MS = 5 * 60_000;

/** Before attempt n+1 after n failed ones: the API's Retry-After when given, else 1 s, 2 s, 4 s ... */
export function retryDelayMs(attempts: number, retryAfterMs: number | null): number {
  if (retryAfterMs !== null && retryAfterMs > 0) return Math.min(retryAfterMs, MAX_RETRY_DELAY_MS);
  return Math.min(1000 * 2 ** Math.max(0, attempts - 1), MAX_RETRY_DELAY_MS);
}

/**
 * Spaces sends evenly, `perSecond` a second, on real time (the account's throughput is the API's, whatever
 * the app's clock says). A throttled answer pauses it.
 */
function createPacer(perSecond: number) {
  const interval = 1000 / perSecond;
  let next = 0;
  return {
    async wait(signal: AbortSignal): Promise<void> {
      const now = performance.now();
      const at = Math.max(now, next);
      next = at + interval;
      if (at > now) await sleep(at - now, undefined, { signal }).catch(() => {});
    },
    pause(ms: number): void {
      next = Math.max(next, performance.now() + ms);
    },
  };
}

const THROTTLE_CODES = new Set<number>([4, 80007, CLOUD_API_ERRORS.throughput, 131048, 131056]);

/** The request body of a queued message: its payload with `to`, media attachments swapped for their media ids. */
async function outgoingMessage(
  ctx: WhatsAppContext,
  client: CloudApiClient,
  row: ClaimedMessage,
  mediaIds: Map<string, Promise<string>>,
): Promise<OutgoingMessage> {
  const payload = structuredClone(row.payload) as { template?: { components?: { parameters: unknown[] }[] } };
  for (const component of payload.template?.components ?? []) {
    for (const parameter of component.parameters as Record<string, Record<string, string>>[]) {
      for (const kind of ['image', 'document'] as const) {
        const media = parameter[kind];
        const attachmentId = media?.attachmentId;
        if (!media || !attachmentId) continue;
        // One upload per file and run, however many messages carry it at once; a failed one is tried again.
        let mediaId = mediaIds.get(attachmentId);
        if (!mediaId) {
          mediaId = mediaIdFor(ctx, client, attachmentId).then((found) => found.id);
          mediaId.catch(() => mediaIds.delete(attachmentId));
          mediaIds.set(attachmentId, mediaId);
        }
        const id = await mediaId;
        parameter[kind] = kind === 'document' && media.filename ? { id, filename: media.filename } : { id };
      }
    }
  }
  return { ...payload, to: row.number } as OutgoingMessage;
}

/**
 * One run of the sender: fails messages whose sender stopped mid-send (lease run out), then claims due queued
 * messages in small batches (a quarter second's worth) and sends them at the account's pace, a few at a time,
 * until none is due or the job stops (claimed messages not yet started are put back). Each message is sent at
 * most once: it leaves 'sending' for sent; for queued again only when the API refused it retryably (throttling,
 * its transient errors) or the connection failed before sending, with backoff, until `maxAttempts`; failed as
 * OUTCOME_UNKNOWN_ERROR when the request left without a readable answer; otherwise failed with the API's error.
 * A number the API calls undeliverable (131026) is marked so on its contact, and later sends skip it.
 * Before claiming, a run queues the requests to confirm a public form's opt-in that are due
 * (opt-in-confirmation.ts); a failure there is logged and leaves the queue to be sent.
 */
export function createMessageSender(ctx: WhatsAppContext) {
  const { db, clock, log } = ctx;
  const promptAwaiting = createOptInPrompter(ctx);

  async function sendOne(
    client: CloudApiClient,
    row: ClaimedMessage,
    mediaIds: Map<string, Promise<string>>,
    onThrottle: (ms: number) => void,
  ) {
    const { maxAttempts } = ctx.config.whatsapp;
    let wamid: string;
    let sending = false;
    try {
      const message = await outgoingMessage(ctx, client, row, mediaIds);
      sending = true;
      wamid = (await client.sendMessage(message)).wamid;
    } catch (error) {
      const now = clock.now();
      if (sending && error instanceof CloudApiError && error.outcomeUnknown) {
        log.warn({ messageId: row.id, err: error }, 'WhatsApp send left without an answer; failed, not resent');
        await sendQueue.markFailed(db, row.id, OUTCOME_UNKNOWN_ERROR, now);
        return;
      }
      // A media upload whose answer was lost is simply made again: a second upload sends nobody anything.
      const lostUpload = !sending && error instanceof CloudApiError && error.status === 0;
      if (error instanceof CloudApiError && (error.retryable || lostUpload) && row.attempts < maxAttempts) {
        if (error.status === 429 || THROTTLE_CODES.has(error.code)) onThrottle(error.retryAfterMs ?? 1000);
        const delay = retryDelayMs(row.attempts, error.retryAfterMs);
        await sendQueue.retryLater(db, row.id, new Date(now.getTime() + delay), now);
        log.debug({ messageId: row.id, attempt: row.attempts, code: error.code }, 'WhatsApp send refused; retrying');
        return;
      }
      const failure =
        error instanceof CloudApiError || error instanceof HttpError
          ? { code: error instanceof CloudApiError ? error.code : 0, message: error.message }
          : { code: 0, message: 'The message could not be prepared' };
      if (!(error instanceof CloudApiError || error instanceof HttpError)) {
        log.error({ err: error, messageId: row.id }, 'WhatsApp message failed before sending');
      }
      await sendQueue.markFailed(db, row.id, failure, now);
      if (failure.code === CLOUD_API_ERRORS.undeliverable && row.contactId) {
        await sendQueue.markUndeliverable(db, row.contactId, now);
      }
      return;
    }
    await sendQueue.markSent(db, row.id, wamid, clock.now());
  }

  return async function sendDue(signal: AbortSignal): Promise<void> {
    const { leaseMs, messagesPerSecond } = ctx.config.whatsapp;
    const expired = await sendQueue.expireLeases(db, clock.now());
    if (expired > 0) log.warn({ expired }, 'WhatsApp messages interrupted mid-send were failed, not resent');
    if (signal.aborted) return;
    const connected = await connectedClient(ctx);
    if (!connected) return;
    const { client } = connected;
    try {
      await promptAwaiting(client);
    } catch (error) {
      log.warn({ err: error }, 'WhatsApp confirmation requests could not be queued; trying again on the next run');
    }
    const pacer = createPacer(messagesPerSecond);
    const batchSize = Math.max(1, Math.ceil(messagesPerSecond / 4));
    const inFlight = new Set<Promise<void>>();
    const mediaIds = new Map<string, Promise<string>>();
    const send = (row: ClaimedMessage) => {
      const running: Promise<void> = sendOne(client, row, mediaIds, (ms) => pacer.pause(ms))
        .catch((error: unknown) => log.error({ err: error, messageId: row.id }, 'WhatsApp message not settled'))
        .finally(() => inFlight.delete(running));
      inFlight.add(running);
    };

    try {
      while (!signal.aborted) {
        const rows = await sendQueue.claim(db, clock.now(), leaseMs, batchSize);
        if (rows.length === 0) break;
        for (const [index, row] of rows.entries()) {
          await pacer.wait(signal);
          while (inFlight.size >= SEND_CONCURRENCY) await Promise.race(inFlight);
          if (signal.aborted) {
            await sendQueue.release(
              db,
              rows.slice(index).map((r) => r.id),
            );
            break;
          }
          send(row);
        }
      }
    } finally {
      await Promise.all(inFlight);
    }
  };
}
