import type { SequenceStepKind, SequenceStopReason, SequenceVariable } from '@skillhub/shared/schemas/lead-sequence';
import type { HeaderFormat, TemplateStatus } from '@skillhub/shared/schemas/whatsapp';
import { variableCount } from '@skillhub/shared/schemas/whatsapp';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { leadSequenceSends } from '../../db/schema/lead-sequences.ts';
import { whatsappMessages } from '../../db/schema/whatsapp.ts';
import { insideWindow } from '../whatsapp/customer-service-window.ts';
import { onOptOutList } from '../whatsapp/opt-out-list.ts';
import { renderTemplateText } from '../whatsapp/template-text.ts';
import { fillFreeText, variableValues } from './lead-variables.ts';
import { nextWindowOpening } from './send-window.ts';
import { nextStepSql, scheduleNext, stopLeadSequences } from './sequence-runs.ts';

/** Why a step was not sent to a lead (shown on the lead's page). */
export const SKIP_REASONS = {
  notOptedIn: 'Not sent: the number has not opted in to WhatsApp messages',
  undeliverable: 'Not sent: the number is not on WhatsApp',
  notApproved:
    'Not sent: the template is not approved (outside the 24-hour window after the last message only approved templates may be sent)',
  variables: "Not sent: the template's variables changed since the step was saved",
  coupon: 'Not sent: the coupon is no longer active',
  outsideWindow:
    'Not sent: free text may go only within 24 hours of the last message from the number, and this step has no fallback template',
} as const;

/** A free-text step that went as its fallback template (shown on the lead's page). */
export const SENT_AS_FALLBACK =
  'Sent as its fallback template: the number had not written in the last 24 hours, so free text could not go';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

interface DueRow {
  runId: string;
  leadId: string;
  number: string;
  startedAt: Date | string;
  sequenceActive: boolean;
  sendFromHour: number;
  sendUntilHour: number;
  counsellorName: string;
  leadName: string;
  leadStatus: string;
  course: string | null;
  counsellor: string | null;
  contactId: string | null;
  optedIn: boolean | null;
  undeliverable: boolean | null;
  listed: boolean;
  stepId: string | null;
  stepKind: SequenceStepKind | null;
  stepText: string | null;
  stepTemplateId: string | null;
  lastInboundAt: Date | string | null;
  delayMinutes: number | null;
  bodyVariables: SequenceVariable[] | null;
  couponId: string | null;
  couponCode: string | null;
  couponUsable: boolean | null;
  templateName: string | null;
  language: string | null;
  templateStatus: TemplateStatus | null;
  providerId: string | null;
  headerFormat: HeaderFormat | null;
  headerText: string | null;
  body: string | null;
  footer: string | null;
}

/**
 * Claims up to `limit` runs whose next step is due (FOR UPDATE SKIP LOCKED: a run held by another scheduler, or
 * by a stop in progress, is left to it) with everything deciding the step: the sequence, the lead, the contact's
 * consent, the step's template and coupon.
 */
function claimDue(tx: Database, now: Date, limit: number) {
  const at = now.toISOString();
  return tx.execute(sql`
    WITH due AS (
      SELECT id FROM lead_sequence_runs
      WHERE status = 'active' AND next_due_at <= ${at}::timestamptz
      ORDER BY next_due_at LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    )
    SELECT r.id AS "runId", r.enquiry_id AS "leadId", r.number, r.started_at AS "startedAt",
      q.active AS "sequenceActive", q.send_from_hour AS "sendFromHour", q.send_until_hour AS "sendUntilHour",
      q.counsellor_name AS "counsellorName", e.name AS "leadName", e.status AS "leadStatus",
      coalesce(co.title, e.interested_course) AS course,
      (SELECT u.name FROM enquiry_history h JOIN users u ON u.id = h.changed_by
        WHERE h.enquiry_id = e.id ORDER BY h.seq DESC LIMIT 1) AS counsellor,
      c.id AS "contactId", c.opted_in AS "optedIn", c.undeliverable_at IS NOT NULL AS undeliverable,
      ${onOptOutList(sql`r.number`)} AS listed,
      st.id AS "stepId", st.kind AS "stepKind", st.text AS "stepText", st.template_id AS "stepTemplateId",
      c.last_inbound_at AS "lastInboundAt", st.delay_minutes AS "delayMinutes", st.body_variables AS "bodyVariables",
      st.coupon_id AS "couponId", cp.code AS "couponCode",
      (cp.is_active AND cp.starts_at <= ${at}::timestamptz AND (cp.ends_at IS NULL OR cp.ends_at > ${at}::timestamptz)) AS "couponUsable",
      t.name AS "templateName", t.language, t.status AS "templateStatus", t.provider_id AS "providerId",
      t.header_format AS "headerFormat", t.header_text AS "headerText", t.body, t.footer
    FROM due JOIN lead_sequence_runs r ON r.id = due.id
      JOIN lead_sequences q ON q.id = r.sequence_id
      JOIN enquiries e ON e.id = r.enquiry_id
      LEFT JOIN courses co ON co.id = e.course_id
      LEFT JOIN whatsapp_contacts c ON c.number = r.number
      LEFT JOIN LATERAL (${nextStepSql(sql`r`)}) n ON true
      LEFT JOIN lead_sequence_steps st ON st.id = n.id
      LEFT JOIN whatsapp_templates t ON t.id = st.template_id
      LEFT JOIN coupons cp ON cp.id = st.coupon_id`);
}

type Decision =
  | { kind: 'reschedule' }
  | { kind: 'wait'; until: Date }
  | { kind: 'stop'; reason: SequenceStopReason }
  | { kind: 'skip'; reason: string }
  | { kind: 'send'; type: 'template' | 'text'; text: string; payload: Record<string, unknown> };

function decide(row: DueRow, now: Date): Decision {
  // A paused sequence, or no step left: scheduleNext parks or completes the run.
  if (!row.sequenceActive || !row.stepId) return { kind: 'reschedule' };
  if (row.leadStatus === 'Closed') return { kind: 'stop', reason: 'closed' };
  if (row.leadStatus === 'Not Engage') return { kind: 'stop', reason: 'not_engaged' };
  if (row.listed) return { kind: 'stop', reason: 'opted_out' };
  const opening = nextWindowOpening(now, { fromHour: row.sendFromHour, untilHour: row.sendUntilHour });
  if (opening > now) return { kind: 'wait', until: opening };
  if (!row.contactId || !row.optedIn) return { kind: 'skip', reason: SKIP_REASONS.notOptedIn };
  if (row.undeliverable) return { kind: 'skip', reason: SKIP_REASONS.undeliverable };
  const lead = {
    name: row.leadName,
    course: row.course,
    counsellor: row.counsellor || row.counsellorName || null,
    coupon: row.couponCode,
  };
  if (row.stepKind === 'text') {
    // Free text inside the customer-service window; outside it the fallback template (below), or nothing.
    if (row.stepText && insideWindow(row.lastInboundAt, now)) {
      if (row.couponId && !row.couponUsable) return { kind: 'skip', reason: SKIP_REASONS.coupon };
      const text = fillFreeText(row.stepText, lead);
      return { kind: 'send', type: 'text', text, payload: { type: 'text', text: { body: text } } };
    }
    if (!row.stepTemplateId) return { kind: 'skip', reason: SKIP_REASONS.outsideWindow };
  }
  if (row.templateStatus !== 'Approved' || !row.providerId || !row.body || !row.templateName || !row.language) {
    return { kind: 'skip', reason: SKIP_REASONS.notApproved };
  }
  const variables = row.bodyVariables ?? [];
  const mediaHeader = row.headerFormat === 'IMAGE' || row.headerFormat === 'DOCUMENT';
  const headerVariables = row.headerFormat === 'TEXT' ? variableCount(row.headerText ?? '') : 0;
  if (variableCount(row.body) !== variables.length || mediaHeader || headerVariables > 0) {
    return { kind: 'skip', reason: SKIP_REASONS.variables };
  }
  if (row.couponId && !row.couponUsable) return { kind: 'skip', reason: SKIP_REASONS.coupon };
  const values = variableValues(variables, lead);
  const template = {
    headerFormat: row.headerFormat ?? 'NONE',
    headerText: row.headerText,
    body: row.body,
    footer: row.footer,
  };
  return {
    kind: 'send',
    type: 'template',
    text: renderTemplateText(template, values),
    payload: {
      type: 'template',
      template: {
        name: row.templateName,
        language: { code: row.language },
        ...(values.length > 0
          ? { components: [{ type: 'body', parameters: values.map((text) => ({ type: 'text', text })) }] }
          : {}),
      },
    },
  };
}

export interface BatchOutcome {
  /** Runs claimed. */
  claimed: number;
  /** Messages queued for the WhatsApp sender. */
  queued: number;
}

/**
 * One batch, in one transaction: claims due runs and handles each one's next step: queued as a WhatsApp message
 * (the send queue then checks consent again and keeps the account's pace), skipped with the reason, or held
 * until the send window opens; a lead closed, not engaging or opted out stops its run. Each handled step gets its
 * send row (unique per run and step), and the run's next step is scheduled.
 */
export async function handleDueBatch(db: Database, now: Date, limit: number): Promise<BatchOutcome> {
  return db.transaction(async (tx: Database) => {
    const rows = rowsOf<DueRow>(await claimDue(tx, now, limit));
    if (rows.length === 0) return { claimed: 0, queued: 0 };
    const handled: string[] = [];
    const waits = new Map<number, string[]>();
    const sends: { row: DueRow; type: 'template' | 'text'; text: string; payload: Record<string, unknown> }[] = [];
    const skips: { row: DueRow; reason: string }[] = [];
    for (const row of rows) {
      const decision = decide(row, now);
      if (decision.kind === 'stop') {
        await stopLeadSequences(tx, row.leadId, decision.reason, now);
      } else if (decision.kind === 'wait') {
        const key = decision.until.getTime();
        waits.set(key, [...(waits.get(key) ?? []), row.runId]);
      } else {
        handled.push(row.runId);
        if (decision.kind === 'send') sends.push({ row, ...decision });
        if (decision.kind === 'skip') skips.push({ row, reason: decision.reason });
      }
    }
    const dueOf = (row: DueRow) => new Date(new Date(row.startedAt).getTime() + (row.delayMinutes ?? 0) * 60_000);
    if (sends.length > 0) {
      const messages = await tx
        .insert(whatsappMessages)
        .values(
          sends.map(({ row, type, text, payload }) => ({
            contactId: row.contactId,
            number: row.number,
            direction: 'outbound' as const,
            type,
            text,
            templateName: type === 'template' ? row.templateName : null,
            payload,
            status: 'queued' as const,
            createdAt: now,
            updatedAt: now,
          })),
        )
        .returning({ id: whatsappMessages.id });
      await tx.insert(leadSequenceSends).values(
        sends.map(({ row }, index) => ({
          runId: row.runId,
          stepId: row.stepId as string,
          messageId: messages[index]?.id ?? null,
          dueAt: dueOf(row),
          handledAt: now,
        })),
      );
    }
    if (skips.length > 0) {
      await tx.insert(leadSequenceSends).values(
        skips.map(({ row, reason }) => ({
          runId: row.runId,
          stepId: row.stepId as string,
          dueAt: dueOf(row),
          handledAt: now,
          skipReason: reason,
        })),
      );
    }
    for (const [until, runIds] of waits) {
      await tx.execute(sql`
        UPDATE lead_sequence_runs SET next_due_at = ${new Date(until).toISOString()}::timestamptz
        WHERE id = ANY(${sql.param(runIds)}::uuid[])`);
    }
    if (handled.length > 0) await scheduleNext(tx, sql`r.id = ANY(${sql.param(handled)}::uuid[])`, now);
    return { claimed: rows.length, queued: sends.length };
  });
}

/** Batches until no run is due or the job stops; answers the messages queued. */
export async function handleDueSteps(
  db: Database,
  now: () => Date,
  signal: AbortSignal,
  batchSize = 200,
): Promise<number> {
  let queued = 0;
  while (!signal.aborted) {
    const batch = await handleDueBatch(db, now(), batchSize);
    queued += batch.queued;
    if (batch.claimed < batchSize) break;
  }
  return queued;
}
