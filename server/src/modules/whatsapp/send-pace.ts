import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';

/**
 * The account's pace, shared by every process that sends for it: one row of rate_limit_counters per account
 * whose window_ends_at is when the sends booked so far end (the account's next free slot). A sender books the
 * slots of a batch in one upsert, which takes the row's lock, so bookings from any number of processes line up
 * one after another on the account's timeline, each send a slot after the one before: together they never
 * go faster than the account's rate. Times are the database's clock, so processes on other machines agree; a
 * booking answers how long from now each slot is. The row ends in the past once the account is idle, and the
 * housekeeping that deletes ended windows may then drop it: the next booking starts afresh from now.
 */
const keyOf = (phoneNumberId: string) => `whatsapp:send-pace:${phoneNumberId}`;

/**
 * The API counts the account's rate over any one second, and a send now and then leaves a few ms after its slot
 * (a busy event loop, the network) while the one a second's worth later is on time: a second's worth of slots is
 * spread over this much more than a second, so such jitter is not taken for a send too many.
 */
export const SLOT_GUARD_MS = 50;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export interface SendSlots {
  /** For each slot booked, the milliseconds from the booking's answer until it starts. */
  delaysMs: number[];
}

/**
 * Books `count` consecutive send slots on the account's timeline, `perSecond` a second (less the guard). With
 * `notBeforeMs`, the first slot starts no sooner than that from now, and so does every slot booked after it by
 * any process: a pause of the whole account (the API throttling it), with or without slots (`count` 0).
 */
export async function bookSendSlots(
  db: Database,
  phoneNumberId: string,
  count: number,
  perSecond: number,
  notBeforeMs = 0,
): Promise<SendSlots> {
  if (count <= 0 && notBeforeMs <= 0) return { delaysMs: [] };
  const intervalMs = (1000 + SLOT_GUARD_MS) / perSecond;
  const lengthMs = Math.max(0, count) * intervalMs;
  const startsAt = sql`clock_timestamp() + ${Math.max(0, notBeforeMs)}::float8 * interval '1 millisecond'`;
  const [row] = rowsOf<{ endsInMs: number | string }>(
    await db.execute(sql`
      INSERT INTO rate_limit_counters AS c (key, hits, window_ends_at)
      VALUES (${keyOf(phoneNumberId)}, ${Math.max(0, count)}::int, ${startsAt} + ${lengthMs}::float8 * interval '1 millisecond')
      ON CONFLICT (key) DO UPDATE SET
        hits = CASE WHEN c.window_ends_at <= clock_timestamp() THEN excluded.hits ELSE c.hits + excluded.hits END,
        window_ends_at = greatest(c.window_ends_at, ${startsAt}) + ${lengthMs}::float8 * interval '1 millisecond'
      RETURNING extract(epoch FROM c.window_ends_at - clock_timestamp()) * 1000 AS "endsInMs"`),
  );
  if (count <= 0) return { delaysMs: [] };
  // The statement reads the clock more than once: a slot that starts "now" can come back a fraction of a
  // millisecond in the past. The slots keep their interval from wherever the first one starts.
  const firstMs = Math.max(0, Number(row?.endsInMs ?? lengthMs) - lengthMs);
  return { delaysMs: Array.from({ length: count }, (_, index) => firstMs + index * intervalMs) };
}
