import { setMaxListeners } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Database } from '../../db/database.ts';
import { HttpError } from '../../http/http-error.ts';
import { connectedClient, type WhatsAppContext } from './account.service.ts';
import { mediaIdFor } from './attachment-media.ts';
import { CLOUD_API_ERRORS, type CloudApiClient, CloudApiError, type OutgoingMessage } from './cloud-api/cloud-api.ts';
import { OUTCOME_UNKNOWN_ERROR } from './message-status.ts';
import { createOptInPrompter } from './opt-in-confirmation.ts';
import { createSendBackOff, PAIR_WAIT_MS, type SendBackOff, type Throttle, throttleOf } from './send-back-off.ts';
import { bookSendSlots } from './send-pace.ts';
import { type ClaimedMessage, sendQueue } from './send-queue.ts';

/**
 * How long before a batch's last send the next batch is claimed: a batch's length (a quarter second), so that a
 * claim and booking held up that long on a loaded machine (both processes at once) still leave no slot of the
 * account's timeline unused (with 100 ms, two senders at a load of 20 on 2 cores made 81 requests a second of
 * the 95 slots and fell behind the 90 due; with a batch, they kept up). Not much sooner: a message claimed is
 * sent even if its lead replies meanwhile.
 */
const PREFETCH_MS = 250;
/**
 * Requests in flight at once, at most: a second's worth at the account's rate (at least 16, at most 200), so the
 * pace holds while each call takes up to a second; a sender held back by this would send late, in a burst.
 */
export const sendConcurrency = (perSecond: number) => Math.min(200, Math.max(16, Math.ceil(perSecond)));
/**
 * Throughput refusals in a row (no send taken between them) after which the account pauses: a quarter second's
 * sends (a batch), at least 3. Sends held up by a stalled process (or a stalled receiver) reach the API bunched
 * and some are refused together, not a rate the API does not allow. An API refusing everything reaches a
 * batch's worth within a quarter second.
 */
const refusalsInARow = (perSecond: number) => Math.max(3, Math.ceil(perSecond / 4));
/** The longest wait before a retry when the API gives no Retry-After. */
const MAX_RETRY_DELAY_MS = 5 * 60_000;

/** Before attempt n+1 after n failed ones: the API's Retry-After when given, else 1 s, 2 s, 4 s ... */
export function retryDelayMs(attempts: number, retryAfterMs: number | null): number {
  if (retryAfterMs !== null && retryAfterMs > 0) return Math.min(retryAfterMs, MAX_RETRY_DELAY_MS);
  return Math.min(1000 * 2 ** Math.max(0, attempts - 1), MAX_RETRY_DELAY_MS);
}

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
 * messages in small batches (a quarter second's worth) and sends each in a slot booked on the account's timeline
 * (send-pace.ts, shared by every process), a few at a time, until none is due or the job stops (claimed messages
 * not yet started are put back); the API's answers are recorded in batches. A send the API refuses as over the
 * account's throughput is sent again by the same run in the next free slot (the refusal counts as an attempt),
 * and the account pauses only when refusals come in a row (send-back-off.ts). Each message is sent at
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

  /** What a run's sends share: its client, uploads, back-off and buffer of sends taken. */
  interface RunContext {
    client: CloudApiClient;
    mediaIds: Map<string, Promise<string>>;
    backOff: SendBackOff;
    /** Books `count` slots on the account's timeline, none sooner than `notBeforeMs` from now (a pause). */
    book: (count: number, notBeforeMs: number) => Promise<number[]>;
    sent: SentBuffer;
    signal: AbortSignal;
  }

  /** A throttling refusal told to the run's back-off; answers the account's pause from now (0 for none). */
  function refused(run: RunContext, kind: Throttle, refusal: Parameters<SendBackOff['refused']>[1]): number {
    const pauseMs = run.backOff.refused(kind, refusal);
    if (pauseMs > 0) log.warn({ pauseMs, throttle: kind }, 'WhatsApp refused sends in a row: the account pauses');
    return pauseMs;
  }

  /** Where a message's sends stand in its run: when the last left, and how many were refused before it. */
  interface SendTries {
    leftAt: number;
    refusedBefore: number;
  }

  /**
   * A send refused as over the account's throughput takes the next free slot of the timeline and waits for it.
   * True to send again; false when the message is settled otherwise (another process holds it, or the job is
   * stopping: queued again as it is). Throws `error` when the send cannot be moved (attempts used up, stopping,
   * no slot), to be answered as any other refusal.
   */
  async function waitForNextSlot(run: RunContext, row: ClaimedMessage, error: CloudApiError, tries: SendTries) {
    const { maxAttempts, leaseMs } = ctx.config.whatsapp;
    if (row.attempts >= maxAttempts || run.signal.aborted) throw error;
    const pauseMs = refused(run, 'throughput', { ...tries, retryAfterMs: error.retryAfterMs });
    tries.refusedBefore++;
    let slot: { delayMs: number; booked: number; attempts: number | null };
    try {
      const [delayMs = 0] = await run.book(1, pauseMs);
      const booked = performance.now();
      const now = clock.now();
      const leaseUntil = new Date(now.getTime() + delayMs + leaseMs);
      slot = { delayMs, booked, attempts: await sendQueue.holdForRetry(db, row.id, leaseUntil, now) };
    } catch (failure) {
      // No slot: the refusal is answered as any other, the message queued again for a later run.
      log.warn({ err: failure, messageId: row.id }, 'WhatsApp send over the rate not moved to a later slot');
      throw error;
    }
    if (slot.attempts === null) return false;
    row.attempts = slot.attempts;
    log.debug({ messageId: row.id, attempt: row.attempts, delayMs: slot.delayMs }, 'WhatsApp send over the rate');
    const wait = slot.booked + slot.delayMs - performance.now();
    if (wait > 0) await sleep(wait, undefined, { signal: run.signal }).catch(() => {});
    if (run.signal.aborted) {
      // Stopping: queued again as it is, for the next run of any process.
      await sendQueue.retryLater(db, row.id, clock.now(), clock.now());
      return false;
    }
    return true;
  }

  async function sendOne(run: RunContext, row: ClaimedMessage) {
    const { maxAttempts } = ctx.config.whatsapp;
    let wamid: string | undefined;
    let sending = false;
    const tries: SendTries = { leftAt: 0, refusedBefore: 0 };
    try {
      const message = await outgoingMessage(ctx, run.client, row, run.mediaIds);
      sending = true;
      while (wamid === undefined) {
        tries.leftAt = performance.now();
        try {
          wamid = (await run.client.sendMessage(message)).wamid;
        } catch (error) {
          // Over the account's throughput: this send alone takes the next free slot and goes again from there.
          if (!(error instanceof CloudApiError) || throttleOf(error) !== 'throughput') throw error;
          if (!(await waitForNextSlot(run, row, error, tries))) return;
        }
      }
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
        const throttle = throttleOf(error);
        const pauseMs = throttle ? refused(run, throttle, { ...tries, retryAfterMs: error.retryAfterMs }) : 0;
        if (pauseMs > 0) {
          run
            .book(0, pauseMs)
            .catch((failure: unknown) => log.warn({ err: failure }, 'WhatsApp pause after throttling not recorded'));
        }
        let delay = Math.max(pauseMs, retryDelayMs(row.attempts, error.retryAfterMs));
        if (throttle === 'pair') delay = Math.max(delay, PAIR_WAIT_MS);
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
    run.backOff.taken();
    run.sent.add({ id: row.id, wamid, at: clock.now() });
  }

  return async function sendDue(signal: AbortSignal): Promise<void> {
    const { leaseMs, messagesPerSecond } = ctx.config.whatsapp;
    const expired = await sendQueue.expireLeases(db, clock.now());
    if (expired > 0) log.warn({ expired }, 'WhatsApp messages interrupted mid-send were failed, not resent');
    if (signal.aborted) return;
    const connected = await connectedClient(ctx);
    if (!connected) return;
    const { client, account } = connected;
    try {
      await promptAwaiting(client);
    } catch (error) {
      log.warn({ err: error }, 'WhatsApp confirmation requests could not be queued; trying again on the next run');
    }
    const batchSize = Math.max(1, Math.ceil(messagesPerSecond / 4));
    const concurrency = sendConcurrency(messagesPerSecond);
    // Each send waiting for its slot again listens for the stop, besides the run's own wait.
    setMaxListeners(concurrency + 10, signal);
    const inFlight = new Set<Promise<void>>();
    const run: RunContext = {
      client,
      mediaIds: new Map(),
      backOff: createSendBackOff({ inARow: refusalsInARow(messagesPerSecond) }),
      book: async (count, notBeforeMs) =>
        (await bookSendSlots(db, account.phoneNumberId, count, messagesPerSecond, notBeforeMs)).delaysMs,
      sent: createSentBuffer(db, () => clock.now(), log),
      signal,
    };
    const send = (row: ClaimedMessage) => {
      const running: Promise<void> = sendOne(run, row)
        .catch((error: unknown) => log.error({ err: error, messageId: row.id }, 'WhatsApp message not settled'))
        .finally(() => inFlight.delete(running));
      inFlight.add(running);
    };
    /** A batch claimed, with its slots on the account's timeline booked (as times on this process's clock). */
    const take = async () => {
      const rows = await sendQueue.claim(db, clock.now(), leaseMs, batchSize);
      if (rows.length === 0) return null;
      const delaysMs = await run.book(rows.length, 0).catch(async (error: unknown) => {
        await sendQueue.release(
          db,
          rows.map((r) => r.id),
        );
        throw error;
      });
      const booked = performance.now();
      return { rows, startsAt: delaysMs.map((delay) => booked + delay) };
    };

    try {
      let batch = await take();
      while (batch) {
        const { rows, startsAt } = batch;
        // The next batch is claimed and booked while this one's last PREFETCH_MS go out, so the round trips leave
        // no slot unused.
        const prefetchAt = Math.max(0, rows.length - Math.ceil((PREFETCH_MS * messagesPerSecond) / 1000));
        let next: Promise<Awaited<ReturnType<typeof take>>> = Promise.resolve(null);
        for (const [index, row] of rows.entries()) {
          if (index === prefetchAt && rows.length === batchSize && !signal.aborted) {
            next = take();
            next.catch(() => {});
          }
          const wait = (startsAt[index] ?? 0) - performance.now();
          if (wait > 0) await sleep(wait, undefined, { signal }).catch(() => {});
          while (inFlight.size >= concurrency) await Promise.race(inFlight);
          if (signal.aborted) {
            await sendQueue.release(
              db,
              rows.slice(index).map((r) => r.id),
            );
            break;
          }
          send(row);
        }
        const following = await next;
        if (signal.aborted) {
          if (following)
            await sendQueue.release(
              db,
              following.rows.map((r) => r.id),
            );
          break;
        }
        batch = following ?? (batch.rows.length < batchSize ? null : await take());
      }
    } finally {
      await Promise.all(inFlight);
      await run.sent.flush();
    }
  };
}

type SentBuffer = ReturnType<typeof createSentBuffer>;

/** How long an accepted send waits, at most, to be recorded with others in one statement. */
const SENT_FLUSH_MS = 100;
const SENT_FLUSH_SIZE = 200;

/**
 * Sends the API took, recorded as sent in batches (one statement for up to SENT_FLUSH_SIZE, at most
 * SENT_FLUSH_MS later), each with the time its answer came. A row waiting here is still 'sending' under its
 * lease; the run flushes before it ends.
 */
function createSentBuffer(db: Database, now: () => Date, log: WhatsAppContext['log']) {
  let pending: { id: string; wamid: string; at: Date }[] = [];
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> = Promise.resolve();
  const flush = (): Promise<void> => {
    clearTimeout(timer);
    timer = undefined;
    const rows = pending;
    pending = [];
    if (rows.length > 0) {
      writing = writing
        .then(() => sendQueue.markSentMany(db, rows, now()))
        .catch((error: unknown) =>
          log.error({ err: error, messageIds: rows.map((r) => r.id) }, 'WhatsApp sends not recorded'),
        );
    }
    return writing;
  };
  return {
    add(row: { id: string; wamid: string; at: Date }) {
      pending.push(row);
      if (pending.length >= SENT_FLUSH_SIZE) void flush();
      else timer ??= setTimeout(() => void flush(), SENT_FLUSH_MS);
    },
    flush,
  };
}
