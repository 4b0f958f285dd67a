import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/postgres-errors.ts';
import { whatsappContacts, whatsappMessages } from '../../db/schema/whatsapp.ts';
import { advances, INTERRUPTED_ERROR, OPTED_OUT_SINCE_QUEUED, type StatusEvent } from './message-status.ts';
import { onOptOutList } from './opt-out-list.ts';

const m = whatsappMessages;

export interface ClaimedMessage {
  id: string;
  contactId: string | null;
  number: string;
  payload: Record<string, unknown>;
  /** Sends of this message so far, this one included. */
  attempts: number;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * The messages table as the send queue. A queued row is claimed (status 'sending' with a lease) by one sender
 * only (FOR UPDATE SKIP LOCKED), and leaves 'sending' for sent, queued again (a retryable refusal: the API did
 * not take it) or failed. A row still 'sending' when its lease has run out belonged to a sender that stopped
 * mid-send: whether the API took it is unknown, so it is failed rather than sent a second time.
 */
export const sendQueue = {
  async expireLeases(db: Database, now: Date): Promise<number> {
    const rows = await db
      .update(m)
      .set({
        status: 'failed',
        failedAt: now,
        errorCode: INTERRUPTED_ERROR.code,
        errorMessage: INTERRUPTED_ERROR.message,
        leaseUntil: null,
        updatedAt: now,
      })
      .where(and(eq(m.status, 'sending'), lt(m.leaseUntil, now)))
      .returning({ id: m.id });
    return rows.length;
  },

  /**
   * Up to `limit` due queued messages, oldest due first, now 'sending' and held by this sender until the lease
   * ends. Consent is checked again here, as each message is claimed: one whose contact is not opted in (it opted
   * out, or was deleted, since it was queued) or whose number is on the opt-out list is failed as
   * OPTED_OUT_SINCE_QUEUED, never sent. A contact awaiting confirmation of a form's opt-in may be sent only the
   * request to confirm. A batch that held only refused messages is followed by the next, so an empty answer
   * means none is due.
   */
  async claim(db: Database, now: Date, leaseMs: number, limit: number): Promise<ClaimedMessage[]> {
    const at = now.toISOString();
    const leaseUntil = new Date(now.getTime() + leaseMs).toISOString();
    const awaiting = sql`(NOT c.opted_in AND c.opt_out_at IS NULL AND c.opt_in_requested_at IS NOT NULL)`;
    const consented = sql`((c.opted_in OR (q.consent_request AND ${awaiting})) AND NOT ${onOptOutList(sql`q.number`)})`;
    for (;;) {
      const [result] = rowsOf<{ claimed: ClaimedMessage[]; refused: number }>(
        await db.execute(sql`
          WITH due AS (
            SELECT q.id, coalesce(${consented}, false) AS consented
            FROM whatsapp_messages q LEFT JOIN whatsapp_contacts c ON c.id = q.contact_id
            WHERE q.status = 'queued' AND (q.next_attempt_at IS NULL OR q.next_attempt_at <= ${at}::timestamptz)
            ORDER BY coalesce(q.next_attempt_at, q.created_at), q.id
            LIMIT ${limit}
            FOR UPDATE OF q SKIP LOCKED
          ), refused AS (
            UPDATE whatsapp_messages SET status = 'failed', failed_at = ${at}::timestamptz,
              error_code = ${OPTED_OUT_SINCE_QUEUED.code}::int, error_message = ${OPTED_OUT_SINCE_QUEUED.message},
              updated_at = ${at}::timestamptz
            WHERE id IN (SELECT id FROM due WHERE NOT consented) AND status = 'queued'
            RETURNING id
          ), claimed AS (
            UPDATE whatsapp_messages SET status = 'sending', lease_until = ${leaseUntil}::timestamptz,
              attempts = attempts + 1, updated_at = ${at}::timestamptz
            WHERE id IN (SELECT id FROM due WHERE consented) AND status = 'queued'
            RETURNING id, contact_id AS "contactId", number, payload, attempts
          )
          SELECT coalesce((SELECT json_agg(claimed) FROM claimed), '[]'::json) AS claimed,
            (SELECT count(*)::int FROM refused) AS refused`),
      );
      const claimed = result?.claimed ?? [];
      if (claimed.length > 0 || !result?.refused) return claimed;
    }
  },

  /** Claimed rows this sender did not start sending (it is stopping): queued again as they were. */
  async release(db: Database, ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await db
      .update(m)
      .set({ status: 'queued', leaseUntil: null, attempts: sql`${m.attempts} - 1` })
      .where(and(inArray(m.id, ids), eq(m.status, 'sending')));
  },

  /**
   * The API took the message: its wamid is recorded and it is 'sent' unless a webhook already moved it further.
   * Statuses that arrived before this (kept in an early status row by `recordStatus`) are folded in. A row
   * failed as interrupted (its lease ran out mid-call) was in fact sent, and says so.
   */
  async markSent(db: Database, id: string, wamid: string, now: Date): Promise<void> {
    try {
      // Mostly no status came first: one statement. Otherwise the wamid is held by its early status row.
      await setSent(db, id, wamid, now.toISOString(), now);
      return;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
    for (let attempt = 1; ; attempt++) {
      try {
        await db.transaction((tx) => settleSent(tx as Database, id, wamid, now));
        return;
      } catch (error) {
        // A webhook inserted the wamid's early status row between the fold and the update: fold it in.
        if (!isUniqueViolation(error) || attempt >= 3) throw error;
      }
    }
  },

  /**
   * `markSent` for many messages in one statement. Should a wamid already be held by its early status row (a
   * webhook came before the answer was recorded), the statement fails as a whole and each is marked alone.
   */
  async markSentMany(db: Database, sent: { id: string; wamid: string; at: Date }[], now: Date): Promise<void> {
    if (sent.length === 0) return;
    const at = now.toISOString();
    const interrupted = sql`(m.status = 'failed' AND m.error_message = ${INTERRUPTED_ERROR.message})`;
    try {
      await db.execute(sql`
        UPDATE whatsapp_messages m SET wamid = v.wamid, lease_until = NULL, updated_at = ${at}::timestamptz,
          sent_at = coalesce(m.sent_at, v.at),
          status = CASE WHEN m.status = 'sending' OR ${interrupted} THEN 'sent' ELSE m.status END,
          failed_at = CASE WHEN ${interrupted} THEN NULL ELSE m.failed_at END,
          error_code = CASE WHEN ${interrupted} THEN NULL ELSE m.error_code END,
          error_message = CASE WHEN ${interrupted} THEN NULL ELSE m.error_message END
        FROM unnest(${sql.param(sent.map((s) => s.id))}::uuid[], ${sql.param(sent.map((s) => s.wamid))}::text[],
          ${sql.param(sent.map((s) => s.at.toISOString()))}::timestamptz[]) AS v(id, wamid, at)
        WHERE m.id = v.id`);
      return;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
    for (const { id, wamid, at: sentAt } of sent) await sendQueue.markSent(db, id, wamid, sentAt);
  },

  /**
   * The API refused a send as over the account's throughput, and this sender sends it again in a later slot:
   * the refusal counts as an attempt, and the row stays held until `leaseUntil`. Answers its attempts, or null
   * when the row is no longer this sender's (its lease ran out and it was failed): then it is not sent.
   */
  async holdForRetry(db: Database, id: string, leaseUntil: Date, now: Date): Promise<number | null> {
    const [row] = await db
      .update(m)
      .set({ attempts: sql`${m.attempts} + 1`, leaseUntil, updatedAt: now })
      .where(and(eq(m.id, id), eq(m.status, 'sending')))
      .returning({ attempts: m.attempts });
    return row?.attempts ?? null;
  },

  /** A retryable refusal: queued again, due at `nextAttemptAt`. */
  async retryLater(db: Database, id: string, nextAttemptAt: Date, now: Date): Promise<void> {
    await db
      .update(m)
      .set({ status: 'queued', leaseUntil: null, nextAttemptAt, updatedAt: now })
      .where(and(eq(m.id, id), eq(m.status, 'sending')));
  },

  async markFailed(db: Database, id: string, error: { code: number; message: string }, now: Date): Promise<void> {
    await db
      .update(m)
      .set({
        status: 'failed',
        failedAt: now,
        errorCode: error.code,
        errorMessage: error.message.slice(0, 1000),
        leaseUntil: null,
        updatedAt: now,
      })
      .where(and(eq(m.id, id), eq(m.status, 'sending')));
  },

  /** The API said the contact's number cannot receive messages: later sends skip it. */
  async markUndeliverable(db: Database, contactId: string, at: Date): Promise<void> {
    await db
      .update(whatsappContacts)
      .set({ undeliverableAt: sql`coalesce(${whatsappContacts.undeliverableAt}, ${at.toISOString()}::timestamptz)` })
      .where(eq(whatsappContacts.id, contactId));
  },
};

/** Timestamps as the driver gives them from a raw query (a Date, or text). */
type RawTime = Date | string | null;
const isoOf = (value: RawTime) => (value === null ? null : new Date(value).toISOString());

interface EarlyRow {
  status: StatusEvent['status'];
  sent_at: RawTime;
  delivered_at: RawTime;
  read_at: RawTime;
  failed_at: RawTime;
  error_code: number | null;
  error_message: string | null;
}

type SendingStatus = StatusEvent['status'] | 'sending' | 'queued';

/**
 * The message holds its wamid and is 'sent' unless a webhook took it further (a row failed as interrupted was in
 * fact sent); answers its status. A unique violation when the wamid is held by an early status row.
 */
async function setSent(
  db: Database,
  id: string,
  wamid: string,
  sentAt: string,
  now: Date,
): Promise<SendingStatus | undefined> {
  const interrupted = sql`(status = 'failed' AND error_message = ${INTERRUPTED_ERROR.message})`;
  const [row] = rowsOf<{ status: SendingStatus }>(
    await db.execute(sql`
      UPDATE whatsapp_messages SET wamid = ${wamid}, lease_until = NULL, updated_at = ${now.toISOString()}::timestamptz,
        sent_at = coalesce(sent_at, ${sentAt}::timestamptz),
        status = CASE WHEN status = 'sending' OR ${interrupted} THEN 'sent' ELSE status END,
        failed_at = CASE WHEN ${interrupted} THEN NULL ELSE failed_at END,
        error_code = CASE WHEN ${interrupted} THEN NULL ELSE error_code END,
        error_message = CASE WHEN ${interrupted} THEN NULL ELSE error_message END
      WHERE id = ${id}::uuid
      RETURNING status`),
  );
  return row?.status;
}

/** `setSent` after taking the wamid's early status row, whose statuses are then applied forward only. */
async function settleSent(tx: Database, id: string, wamid: string, now: Date): Promise<void> {
  const [early] = rowsOf<EarlyRow>(
    await tx.execute(sql`
      DELETE FROM whatsapp_messages WHERE wamid = ${wamid} AND direction = 'outbound' AND payload IS NULL
      RETURNING status, sent_at, delivered_at, read_at, failed_at, error_code, error_message`),
  );
  const status = await setSent(tx, id, wamid, (early && isoOf(early.sent_at)) ?? now.toISOString(), now);
  if (!early || !status) return;
  const moves = advances(status, early.status);
  await tx
    .update(m)
    .set({
      ...(moves ? { status: early.status } : {}),
      deliveredAt: sql`coalesce(${m.deliveredAt}, ${isoOf(early.delivered_at)}::timestamptz)`,
      readAt: sql`coalesce(${m.readAt}, ${isoOf(early.read_at)}::timestamptz)`,
      ...(moves && early.status === 'failed'
        ? {
            failedAt: early.failed_at ? new Date(early.failed_at) : now,
            errorCode: early.error_code,
            errorMessage: early.error_message,
          }
        : {}),
    })
    .where(eq(m.id, id));
}
