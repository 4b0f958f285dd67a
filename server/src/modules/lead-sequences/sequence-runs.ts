import type { SequenceStopReason } from '@skillhub/shared/schemas/lead-sequence';
import { INDIA_COUNTRY_CODE } from '@skillhub/shared/schemas/whatsapp';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import type { EnquiryRow } from '../../db/schema/enquiries.ts';
import { STOPPED_MESSAGE_PREFIX, stoppedMessageError } from './stop-reasons.ts';

/**
 * A lead's runs of the follow-up sequences: started when a new lead matches a sequence's trigger, moved on by the
 * scheduler (sequence-scheduler.ts), stopped by a reply, a payment, a Closed or Not Engage status or an opt-out.
 * Every change of a run takes its row lock, and the scheduler claims runs with FOR UPDATE SKIP LOCKED, so a stop
 * and a step of the same run are never interleaved: a stop either comes first (the step is never queued, or its
 * queued message is cancelled) or waits until the step's batch is committed and then cancels its message while
 * still queued. Only a message the WhatsApp sender had already claimed before the stop committed goes out.
 */

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * SQL: the run's next step (as `s`), a subquery over lead_sequence_steps for the run `r`: the first step, in
 * time order, not handled yet and not before the last handled one (a step added to a running sequence with an
 * earlier time than what the lead already got is not sent late).
 */
export const nextStepSql = (r: SQL) => sql`
  SELECT s.id, s.delay_minutes FROM lead_sequence_steps s
  WHERE s.sequence_id = ${r}.sequence_id AND s.removed_at IS NULL
    AND NOT EXISTS (SELECT 1 FROM lead_sequence_sends x WHERE x.run_id = ${r}.id AND x.step_id = s.id)
    AND s.delay_minutes >= coalesce((
      SELECT max(h.delay_minutes) FROM lead_sequence_sends x JOIN lead_sequence_steps h ON h.id = x.step_id
      WHERE x.run_id = ${r}.id), 0)
  ORDER BY s.delay_minutes, s.position LIMIT 1`;

/**
 * Sets when each given active run's next step is due (null while its sequence is paused); a run with no step
 * left is completed. `where` picks the runs (SQL over `r`).
 */
export async function scheduleNext(tx: Database, where: SQL, now: Date): Promise<void> {
  const at = now.toISOString();
  await tx.execute(sql`
    UPDATE lead_sequence_runs r SET
      next_due_at = CASE WHEN q.active THEN r.started_at + n.delay_minutes * interval '1 minute' END,
      status = CASE WHEN n.id IS NULL THEN 'completed' ELSE 'active' END,
      ended_at = CASE WHEN n.id IS NULL THEN ${at}::timestamptz END,
      updated_at = ${at}::timestamptz
    FROM lead_sequences q, lead_sequence_runs r0 LEFT JOIN LATERAL (${nextStepSql(sql`r0`)}) n ON true
    WHERE r.id = r0.id AND q.id = r.sequence_id AND r.status = 'active' AND (${where})`);
}

/**
 * A new lead, inside the transaction that stores it: it starts every active sequence whose trigger it matches
 * (source and course, where set). A lead held for review (maybe a bot's) starts none.
 */
export async function startLeadSequences(tx: Database, lead: EnquiryRow, now: Date): Promise<number> {
  if (lead.heldForReview) return 0;
  const at = now.toISOString();
  const started = rowsOf<{ id: string }>(
    await tx.execute(sql`
      INSERT INTO lead_sequence_runs (sequence_id, enquiry_id, number, started_at, updated_at)
      SELECT q.id, ${lead.id}::uuid, ${`${INDIA_COUNTRY_CODE}${lead.phone}`}, ${at}::timestamptz, ${at}::timestamptz
      FROM lead_sequences q
      WHERE q.active AND (q.trigger_source IS NULL OR q.trigger_source = ${lead.source})
        AND (q.trigger_course_id IS NULL OR q.trigger_course_id = ${lead.courseId}::uuid)
      ON CONFLICT DO NOTHING
      RETURNING id`),
  );
  if (started.length === 0) return 0;
  await scheduleNext(tx, sql`r.enquiry_id = ${lead.id}::uuid`, now);
  return started.length;
}

export interface StopOutcome {
  /** Runs stopped now. */
  stopped: string[];
  /** Queued messages of the lead's sequences, cancelled before any sender took them. */
  cancelled: string[];
  /** Messages of the lead's sequences a sender had already taken (or sent) when the stop came. */
  alreadyOut: string[];
}

/**
 * Stops every running sequence of the lead, inside the caller's transaction (a reply's webhook, a status change,
 * a payment), and cancels its messages still queued. Locks the runs first, so a scheduler batch holding one is
 * waited for and its message is then seen (and cancelled) here. Answers what it did.
 */
export async function stopLeadSequences(
  tx: Database,
  leadId: string,
  reason: SequenceStopReason,
  now: Date = new Date(),
): Promise<StopOutcome> {
  const at = now.toISOString();
  const stopped = rowsOf<{ id: string }>(
    await tx.execute(sql`
      UPDATE lead_sequence_runs SET status = 'stopped', stop_reason = ${reason}, next_due_at = NULL,
        ended_at = ${at}::timestamptz, updated_at = ${at}::timestamptz
      WHERE enquiry_id = ${leadId}::uuid AND status = 'active'
      RETURNING id`),
  ).map((row) => row.id);
  // A run ended by its last step keeps its status, and records what ended the lead's follow-up after it.
  await tx.execute(sql`
    UPDATE lead_sequence_runs SET stop_reason = ${reason}, updated_at = ${at}::timestamptz
    WHERE enquiry_id = ${leadId}::uuid AND status = 'completed' AND stop_reason IS NULL`);
  const error = stoppedMessageError(reason);
  // Every run of the lead, not only those stopped now: a run whose last step was queued is already completed.
  const cancelled = rowsOf<{ id: string }>(
    await tx.execute(sql`
      UPDATE whatsapp_messages m SET status = 'failed', failed_at = ${at}::timestamptz, error_code = ${error.code}::int,
        error_message = ${error.message}, updated_at = ${at}::timestamptz
      FROM lead_sequence_sends s JOIN lead_sequence_runs r ON r.id = s.run_id
      WHERE r.enquiry_id = ${leadId}::uuid AND m.id = s.message_id AND m.status = 'queued'
      RETURNING m.id`),
  ).map((row) => row.id);
  const alreadyOut = rowsOf<{ id: string }>(
    await tx.execute(sql`
      SELECT m.id FROM lead_sequence_sends s JOIN lead_sequence_runs r ON r.id = s.run_id
        JOIN whatsapp_messages m ON m.id = s.message_id
      WHERE r.enquiry_id = ${leadId}::uuid AND m.status <> 'queued'
        AND NOT (m.status = 'failed' AND m.error_message LIKE ${`${STOPPED_MESSAGE_PREFIX}%`})`),
  ).map((row) => row.id);
  return { stopped, cancelled, alreadyOut };
}

export interface RepliedRun {
  runId: string;
  leadId: string;
  replyStatus: string;
  sequenceName: string;
}

/**
 * A message from a number, inside the webhook's transaction: the runs it is in (running, or ended by their last
 * step without a reply yet) stop, a STOP reply as opted out and any other as replied; the last step sent before
 * a reply is marked replied, and the runs are answered so the caller moves each lead to its reply status.
 */
export async function stopOnInbound(
  tx: Database,
  { number, optedOut, at }: { number: string; optedOut: boolean; at: Date },
): Promise<RepliedRun[]> {
  const runs = rowsOf<RepliedRun>(
    await tx.execute(sql`
      SELECT r.id AS "runId", r.enquiry_id AS "leadId", q.reply_status AS "replyStatus", q.name AS "sequenceName"
      FROM lead_sequence_runs r JOIN lead_sequences q ON q.id = r.sequence_id
      WHERE r.number = ${number} AND (r.status = 'active' OR (r.status = 'completed' AND r.stop_reason IS NULL))`),
  );
  if (runs.length === 0) return [];
  const reason: SequenceStopReason = optedOut ? 'opted_out' : 'replied';
  const leads = [...new Set(runs.map((run) => run.leadId))];
  for (const leadId of leads) await stopLeadSequences(tx, leadId, reason, at);
  // A run whose last step had gone out (completed) still counts the reply, or the opt-out, as its end.
  await tx.execute(sql`
    UPDATE lead_sequence_runs SET stop_reason = ${reason}
    WHERE id = ANY(${sql.param(runs.map((run) => run.runId))}::uuid[]) AND stop_reason IS NULL`);
  if (optedOut) return [];
  await tx.execute(sql`
    UPDATE lead_sequence_sends s SET replied_at = ${at.toISOString()}::timestamptz
    WHERE s.id IN (
      SELECT DISTINCT ON (x.run_id) x.id FROM lead_sequence_sends x JOIN whatsapp_messages m ON m.id = x.message_id
      WHERE x.run_id = ANY(${sql.param(runs.map((run) => run.runId))}::uuid[]) AND m.sent_at IS NOT NULL
      ORDER BY x.run_id, m.sent_at DESC)`);
  return runs;
}
