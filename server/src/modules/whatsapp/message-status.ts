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

/**
 * Applies a status to the outbound message with its wamid, forward only: the status moves when `advances`
 * says so, each status's time is kept from its first event (a delivery reported after the read still records
 * when it was delivered), and a failure records the API's error. A wamid no message has yet gets an early
 * status row (see `earlyStatusRow`). Answers the message's contact and whether this event failed it.
 */
export async function recordStatus(
  db: Database,
  event: StatusEvent,
  now: Date,
): Promise<{ contactId: string | null; failed: boolean } | null> {
  const at = event.at.toISOString();
  const times = Object.fromEntries(
    Object.entries(AT_COLUMN).map(([status, column]) => [column, status === event.status ? at : null]),
  ) as Record<(typeof AT_COLUMN)[keyof typeof AT_COLUMN], string | null>;
  const error = event.status === 'failed' ? (event.error ?? { code: 0, message: 'Failed' }) : null;
  const moves = advancesSql(sql`m.status`, sql`EXCLUDED.status`);
  const keep = (column: string) =>
    sql.raw(
      `${column} = CASE WHEN m.status = 'failed' THEN m.${column} ELSE coalesce(m.${column}, EXCLUDED.${column}) END`,
    );
  const onFailure = (column: string) =>
    sql`${sql.raw(column)} = CASE WHEN EXCLUDED.status = 'failed' AND ${moves} THEN ${sql.raw(`EXCLUDED.${column}`)} ELSE ${sql.raw(`m.${column}`)} END`;
  const result = await db.execute(sql`
    INSERT INTO whatsapp_messages AS m
      (number, direction, type, text, status, wamid, sent_at, delivered_at, read_at, failed_at, error_code, error_message, created_at, updated_at)
    VALUES (${event.number}, 'outbound', 'text', '', ${event.status}, ${event.wamid},
      ${times.sent_at}::timestamptz, ${times.delivered_at}::timestamptz, ${times.read_at}::timestamptz, ${times.failed_at}::timestamptz,
      ${error?.code ?? null}::int, ${error?.message ?? null}::text, ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz)
    ON CONFLICT (wamid) DO UPDATE SET
      ${onFailure('failed_at')}, ${onFailure('error_code')}, ${onFailure('error_message')},
      ${keep('sent_at')}, ${keep('delivered_at')}, ${keep('read_at')},
      status = CASE WHEN ${moves} THEN EXCLUDED.status ELSE m.status END,
      updated_at = EXCLUDED.updated_at
    WHERE m.direction = 'outbound'
    RETURNING m.contact_id, m.status, m.error_code`);
  const [row] = (
    result as unknown as { rows: { contact_id: string | null; status: string; error_code: number | null }[] }
  ).rows;
  if (!row) return null;
  return { contactId: row.contact_id, failed: event.status === 'failed' && row.status === 'failed' };
}
