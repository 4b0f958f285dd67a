import type { MessageStatus } from '@skillhub/shared/schemas/whatsapp';
import { and, eq, isNull, not, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { whatsappMessages } from '../../db/schema/whatsapp.ts';

/**
 * An outbound message's status only moves forward: queued < sending < sent < delivered < read. Failed is final,
 * and never overrides delivered or read (a late failure of a message already delivered changes nothing).
 * Webhook statuses arrive in any order and more than once, and may arrive before the send call has returned;
 * applying them through `advances` makes every order end in the same place.
 */
export const STATUS_RANK: Partial<Record<MessageStatus, number>> = {
  queued: 0,
  sending: 1,
  sent: 2,
  delivered: 3,
  read: 4,
};

/** Whether a message in status `from` moves to `to`. */
export function advances(from: MessageStatus, to: MessageStatus): boolean {
  const current = STATUS_RANK[from];
  if (current === undefined) return false;
  if (to === 'failed') return current <= 2;
  const next = STATUS_RANK[to];
  return next !== undefined && next > current;
}

/** `advances` in SQL: `from` is the stored status's column or expression, `to` a status. */
export function advancesSql(from: SQL, to: SQL): SQL {
  const rank = (status: SQL) =>
    sql`(CASE ${status} WHEN 'queued' THEN 0 WHEN 'sending' THEN 1 WHEN 'sent' THEN 2 WHEN 'delivered' THEN 3 WHEN 'read' THEN 4 END)`;
  return sql`(${rank(from)} IS NOT NULL AND CASE WHEN ${to} = 'failed' THEN ${rank(from)} <= 2 ELSE ${rank(to)} > ${rank(from)} END)`;
}

/** What a failed row says when the sender that held it stopped before knowing whether the API took it. */
export const INTERRUPTED_ERROR = { code: 0, message: 'Sending was interrupted; not retried so it cannot arrive twice' };

/**
 * What a queued message says when the sender found, on claiming it, that its number may no longer be messaged:
 * the contact opted out (a STOP reply, or staff), or was deleted, after the message was queued. Never sent.
 */
export const OPTED_OUT_SINCE_QUEUED = {
  code: 0,
  message: 'Not sent: the contact opted out or was deleted after the message was queued',
};

/**
 * What a failed row says when the send call left but no answer came back (timeout, connection lost): the
 * message may have reached the recipient, so it is not sent again.
 */
export const OUTCOME_UNKNOWN_ERROR = {
  code: 0,
  message: "Outcome unknown: the WhatsApp API did not answer; check the recipient's chat before sending again",
};

/**
 * A status that arrived by webhook before the send call that made its wamid returned is kept in a row of its
 * own (outbound, without payload, nothing else), which the sender folds into the message once it knows the
 * wamid. Such rows are never listed; housekeeping removes those whose message never turned up.
 */
export const earlyStatusRow = and(eq(whatsappMessages.direction, 'outbound'), isNull(whatsappMessages.payload));
export const notEarlyStatusRow = not(earlyStatusRow ?? sql`false`);

/** A status the API reported for an outbound message (a webhook's `statuses[]`), with the event's time. */
export interface StatusEvent {
  wamid: string;
  /** The recipient's number, kept on an early status's row. */
  number: string;
  status: 'sent' | 'delivered' | 'read' | 'failed';
  at: Date;
  error?: { code: number; message: string } | null;
}

const AT_COLUMN = { sent: 'sent_at', delivered: 'delivered_at', read: 'read_at', failed: 'failed_at' } as const;

type StatusRow = { contact_id: string | null; status: string };
const rowsOf = (result: unknown) => (result as { rows: StatusRow[] }).rows;

/** The update of the message with the event's wamid, setting only what this status touches. */
async function updateByWamid(db: Database, event: StatusEvent, now: Date): Promise<StatusRow | undefined> {
  const at = event.at.toISOString();
  const moves = advancesSql(sql`status`, sql`${event.status}::text`);
  const column = sql.raw(AT_COLUMN[event.status]);
  const error = event.error ?? { code: 0, message: 'Failed' };
  const times =
    event.status === 'failed'
      ? sql`failed_at = CASE WHEN ${moves} THEN ${at}::timestamptz ELSE failed_at END,
          error_code = CASE WHEN ${moves} THEN ${error.code}::int ELSE error_code END,
          error_message = CASE WHEN ${moves} THEN ${error.message}::text ELSE error_message END`
      : sql`${column} = CASE WHEN status = 'failed' THEN ${column} ELSE coalesce(${column}, ${at}::timestamptz) END`;
  const [row] = rowsOf(
    await db.execute(sql`
      UPDATE whatsapp_messages SET ${times}, status = CASE WHEN ${moves} THEN ${event.status}::text ELSE status END,
        updated_at = ${now.toISOString()}::timestamptz
      WHERE wamid = ${event.wamid} AND direction = 'outbound'
      RETURNING contact_id, status`),
  );
  return row;
}

/**
 * Applies a status to the outbound message with its wamid, forward only: the status moves when `advances`
 * says so, each status's time is kept from its first event (a delivery reported after the read still records
 * when it was delivered), and a failure records the API's error. A wamid no message has yet gets an early
 * status row (see `earlyStatusRow`). Answers the message's contact and whether this event failed it; null for
 * a wamid that is not an outbound message's.
 */
export async function recordStatus(
  db: Database,
  event: StatusEvent,
  now: Date,
): Promise<{ contactId: string | null; failed: boolean } | null> {
  const outcome = (row: StatusRow) => ({
    contactId: row.contact_id,
    failed: event.status === 'failed' && row.status === 'failed',
  });
  const row = await updateByWamid(db, event, now);
  if (row) return outcome(row);
  const at = event.at.toISOString();
  const error = event.status === 'failed' ? (event.error ?? { code: 0, message: 'Failed' }) : null;
  const [early] = rowsOf(
    await db.execute(sql`
      INSERT INTO whatsapp_messages (number, direction, type, text, status, wamid, ${sql.raw(AT_COLUMN[event.status])},
        error_code, error_message, created_at, updated_at)
      VALUES (${event.number}, 'outbound', 'text', '', ${event.status}, ${event.wamid}, ${at}::timestamptz,
        ${error?.code ?? null}::int, ${error?.message ?? null}::text, ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz)
      ON CONFLICT (wamid) DO NOTHING
      RETURNING contact_id, status`),
  );
  if (early) return outcome(early);
  // The wamid was taken meanwhile (the sender recorded it, or another delivery kept it early): apply to that row.
  const taken = await updateByWamid(db, event, now);
  return taken ? outcome(taken) : null;
}
