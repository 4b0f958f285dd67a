import type {
  LeadSequenceRun,
  Sequence,
  SequenceFigures,
  SequenceStepKind,
  SequenceStepState,
  SequenceStopReason,
  SequenceValues,
  SequenceVariable,
} from '@skillhub/shared/schemas/lead-sequence';
import { variableCount, variablesOf } from '@skillhub/shared/schemas/whatsapp';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { coupons } from '../../db/schema/coupons.ts';
import { courses } from '../../db/schema/courses.ts';
import { enquiries } from '../../db/schema/enquiries.ts';
import { leadSequences as sequences, leadSequenceSteps as steps } from '../../db/schema/lead-sequences.ts';
import { whatsappTemplates as templates } from '../../db/schema/whatsapp.ts';
import { fieldError, notFound } from '../../http/http-error.ts';
import type { ServiceContext } from '../../http/service-context.ts';
import { netOfRefunds } from '../refunds/net-paid.ts';
import { scheduleNext } from './sequence-runs.ts';
import { SENT_AS_FALLBACK } from './sequence-scheduler.ts';
import { STOPPED_MESSAGE_PREFIX } from './stop-reasons.ts';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const sequenceNotFound = () => notFound('Sequence not found');
const MINUTES_PER_DAY = 24 * 60;

const NO_FIGURES: SequenceFigures = {
  leads: 0,
  running: 0,
  sent: 0,
  delivered: 0,
  read: 0,
  replied: 0,
  skipped: 0,
  paid: 0,
  revenuePaise: 0,
};

/** Per sequence: its runs, and what the messages of its steps did. */
async function figuresOf(db: Database, ids: string[]): Promise<Map<string, SequenceFigures>> {
  if (ids.length === 0) return new Map();
  const runs = rowsOf<{ id: string; leads: number; running: number; replied: number }>(
    await db.execute(sql`
      SELECT sequence_id AS id, count(*)::int AS leads, count(*) FILTER (WHERE status = 'active')::int AS running,
        count(*) FILTER (WHERE stop_reason = 'replied')::int AS replied
      FROM lead_sequence_runs WHERE sequence_id = ANY(${sql.param(ids)}::uuid[]) GROUP BY sequence_id`),
  );
  const messages = rowsOf<{ id: string; sent: number; delivered: number; read: number; skipped: number }>(
    await db.execute(sql`
      SELECT st.sequence_id AS id, count(m.sent_at)::int AS sent,
        count(*) FILTER (WHERE m.delivered_at IS NOT NULL OR m.read_at IS NOT NULL)::int AS delivered,
        count(m.read_at)::int AS read, count(s.skip_reason)::int AS skipped
      FROM lead_sequence_steps st JOIN lead_sequence_sends s ON s.step_id = st.id
        LEFT JOIN whatsapp_messages m ON m.id = s.message_id
      WHERE st.sequence_id = ANY(${sql.param(ids)}::uuid[]) GROUP BY st.sequence_id`),
  );
  // A payment counts for a sequence when it came after the sequence started for its lead (lead attribution).
  const paid = rowsOf<{ id: string; paid: number; revenue: number }>(
    await db.execute(sql`
      SELECT r.sequence_id AS id, count(DISTINCT c.lead_id)::int AS paid, coalesce(sum(${netOfRefunds(sql.raw('c.amount_paise'), sql.raw('c.order_id'))}), 0)::int AS revenue
      FROM lead_sequence_runs r JOIN lead_conversions c ON c.lead_id = r.enquiry_id AND c.paid_at >= r.started_at
      WHERE r.sequence_id = ANY(${sql.param(ids)}::uuid[]) GROUP BY r.sequence_id`),
  );
  const figures = new Map<string, SequenceFigures>(ids.map((id) => [id, { ...NO_FIGURES }]));
  for (const row of paid) Object.assign(figures.get(row.id) ?? {}, { paid: row.paid, revenuePaise: row.revenue });
  for (const row of runs)
    Object.assign(figures.get(row.id) ?? {}, { leads: row.leads, running: row.running, replied: row.replied });
  for (const row of messages) {
    Object.assign(figures.get(row.id) ?? {}, {
      sent: row.sent,
      delivered: row.delivered,
      read: row.read,
      skipped: row.skipped,
    });
  }
  return figures;
}

async function toDtos(db: Database, rows: (typeof sequences.$inferSelect)[]): Promise<Sequence[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const stepRows = await db
    .select({
      id: steps.id,
      sequenceId: steps.sequenceId,
      delayMinutes: steps.delayMinutes,
      kind: steps.kind,
      text: steps.text,
      templateId: steps.templateId,
      templateName: templates.name,
      templateStatus: templates.status,
      bodyVariables: steps.bodyVariables,
      couponId: steps.couponId,
      couponCode: coupons.code,
    })
    .from(steps)
    .leftJoin(templates, eq(templates.id, steps.templateId))
    .leftJoin(coupons, eq(coupons.id, steps.couponId))
    .where(and(inArray(steps.sequenceId, ids), isNull(steps.removedAt)))
    .orderBy(asc(steps.delayMinutes), asc(steps.position));
  const courseIds = rows.map((row) => row.triggerCourseId).filter((id): id is string => id !== null);
  const courseRows =
    courseIds.length > 0
      ? await db.select({ id: courses.id, title: courses.title }).from(courses).where(inArray(courses.id, courseIds))
      : [];
  const figures = await figuresOf(db, ids);
  return rows.map((row) => {
    const course = courseRows.find((c) => c.id === row.triggerCourseId);
    return {
      _id: row.id,
      name: row.name,
      active: row.active,
      triggerSource: row.triggerSource,
      triggerCourse: course ? { _id: course.id, title: course.title } : null,
      sendFromHour: row.sendFromHour,
      sendUntilHour: row.sendUntilHour,
      replyStatus: row.replyStatus,
      counsellorName: row.counsellorName,
      steps: stepRows
        .filter((step) => step.sequenceId === row.id)
        .map((step) => ({
          _id: step.id,
          kind: step.kind,
          text: step.text,
          templateId: step.templateId,
          templateName: step.templateName,
          templateStatus: step.templateStatus,
          delayDays: Math.floor(step.delayMinutes / MINUTES_PER_DAY),
          delayHours: Math.floor((step.delayMinutes % MINUTES_PER_DAY) / 60),
          bodyVariables: step.bodyVariables,
          couponId: step.couponId,
          couponCode: step.couponCode,
        })),
      figures: figures.get(row.id) ?? { ...NO_FIGURES },
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}

/**
 * Checks what a sequence refers to, field by field: the trigger's course, each step's template (a template step's,
 * or a free-text step's fallback: approved, with no media header, header variable or link button variable, one
 * value per body variable) and coupon.
 */
async function checkReferences(db: Database, body: SequenceValues): Promise<void> {
  if (body.triggerCourseId) {
    const [course] = await db.select({ id: courses.id }).from(courses).where(eq(courses.id, body.triggerCourseId));
    if (!course) throw fieldError('triggerCourseId', 'Course not found');
  }
  for (const [index, step] of body.steps.entries()) {
    const field = (name: string) => `steps.${index}.${name}`;
    if (step.couponId) {
      const [coupon] = await db.select({ code: coupons.code }).from(coupons).where(eq(coupons.id, step.couponId));
      if (!coupon) throw fieldError(field('couponId'), 'Coupon not found');
      if (!coupon.code)
        throw fieldError(field('couponId'), 'Choose a coupon with a code (an automatic offer has none)');
    }
    // The schema refuses a template step without one; a free-text step may have no fallback.
    if (!step.templateId) continue;
    const [template] = await db.select().from(templates).where(eq(templates.id, step.templateId));
    if (!template) throw fieldError(field('templateId'), 'Template not found');
    if (template.status !== 'Approved') throw fieldError(field('templateId'), 'Only an approved template can be used');
    if (template.headerFormat === 'IMAGE' || template.headerFormat === 'DOCUMENT') {
      throw fieldError(field('templateId'), 'A template with an image or document header cannot be used in a sequence');
    }
    const headerVariables = template.headerFormat === 'TEXT' ? variableCount(template.headerText ?? '') : 0;
    const buttonVariables = template.buttons.some((b) => b.type === 'URL' && variablesOf(b.url).length > 0);
    if (headerVariables > 0 || buttonVariables) {
      throw fieldError(
        field('templateId'),
        'A template with a variable in its header or link cannot be used in a sequence',
      );
    }
    const count = variableCount(template.body);
    if (step.bodyVariables.length !== count) {
      throw fieldError(
        field('bodyVariables'),
        `The template's body has ${count} variable${count === 1 ? '' : 's'}: give exactly one value for each`,
      );
    }
  }
}

const delayOf = (step: { delayDays: number; delayHours: number }) =>
  step.delayDays * MINUTES_PER_DAY + step.delayHours * 60;

const stepValues = (step: SequenceValues['steps'][number], position: number, now: Date) => ({
  position,
  delayMinutes: delayOf(step),
  kind: step.kind,
  text: step.kind === 'text' ? step.text : null,
  templateId: step.templateId,
  // A free-text step without a fallback template has no template variables to keep.
  bodyVariables: (step.templateId ? step.bodyVariables : []) as SequenceVariable[],
  couponId: step.couponId,
  updatedAt: now,
});

const sequenceValues = (body: SequenceValues, now: Date) => ({
  name: body.name,
  active: body.active,
  triggerSource: body.triggerSource,
  triggerCourseId: body.triggerCourseId,
  sendFromHour: body.sendFromHour,
  sendUntilHour: body.sendUntilHour,
  replyStatus: body.replyStatus,
  counsellorName: body.counsellorName,
  updatedAt: now,
});

/** Where one handled or waiting step of a lead's run stands. */
function stepState(row: LeadStepRow, runStatus: string): { state: SequenceStepState; reason: string | null } {
  if (!row.handled) return { state: runStatus === 'active' ? 'waiting' : 'stopped', reason: null };
  if (row.skipReason) return { state: 'skipped', reason: row.skipReason };
  const fallback = row.kind === 'text' && row.messageType === 'template' ? SENT_AS_FALLBACK : null;
  if (row.repliedAt) return { state: 'replied', reason: fallback };
  switch (row.messageStatus) {
    case null:
    case 'queued':
    case 'sending':
      return { state: 'queued', reason: fallback };
    case 'failed':
      return row.errorMessage?.startsWith(STOPPED_MESSAGE_PREFIX)
        ? { state: 'stopped', reason: row.errorMessage }
        : { state: 'failed', reason: row.errorMessage };
    case 'sent':
    case 'delivered':
    case 'read':
      return { state: row.messageStatus, reason: fallback };
    default:
      return { state: 'queued', reason: fallback };
  }
}

interface LeadStepRow {
  runId: string;
  stepId: string;
  kind: SequenceStepKind;
  /** The queued message's type: 'template' for a free-text step sent as its fallback. */
  messageType: string | null;
  templateName: string | null;
  dueAt: Date | string;
  handled: boolean;
  skipReason: string | null;
  repliedAt: Date | string | null;
  messageStatus: string | null;
  errorMessage: string | null;
  at: Date | string | null;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** Dashboard › WhatsApp › Sequences, and the sequences of one lead. */
export function createSequencesService(ctx: Pick<ServiceContext, 'db' | 'clock'>) {
  const { db, clock } = ctx;

  async function get(id: string): Promise<Sequence> {
    const [row] = await db.select().from(sequences).where(eq(sequences.id, id));
    if (!row) throw sequenceNotFound();
    const [dto] = await toDtos(db, [row]);
    if (!dto) throw sequenceNotFound();
    return dto;
  }

  return {
    get,

    async list(): Promise<Sequence[]> {
      return toDtos(db, await db.select().from(sequences).orderBy(asc(sequences.createdAt), asc(sequences.id)));
    },

    async create(body: SequenceValues, userId: string | null): Promise<Sequence> {
      await checkReferences(db, body);
      const now = clock.now();
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(sequences)
          .values({ ...sequenceValues(body, now), createdBy: userId, createdAt: now })
          .returning({ id: sequences.id });
        if (!row) throw new Error('Sequence insert returned no row');
        await tx
          .insert(steps)
          .values(
            body.steps.map((step, index) => ({ ...stepValues(step, index, now), sequenceId: row.id, createdAt: now })),
          );
        return row.id;
      });
      return get(id);
    },

    /**
     * Saves the sequence as given: a step sent with its `_id` is changed in place (what it already sent to a lead
     * stays sent and is not sent again), one without is new, one left out is taken out (kept for the leads'
     * pages). The running leads' next steps are scheduled again from the new steps.
     */
    async update(id: string, body: SequenceValues): Promise<Sequence> {
      await checkReferences(db, body);
      const now = clock.now();
      await db.transaction(async (tx) => {
        const [row] = await tx
          .update(sequences)
          .set(sequenceValues(body, now))
          .where(eq(sequences.id, id))
          .returning({ id: sequences.id });
        if (!row) throw sequenceNotFound();
        const existing = await tx
          .select({ id: steps.id })
          .from(steps)
          .where(and(eq(steps.sequenceId, id), isNull(steps.removedAt)));
        const kept = new Set(existing.map((step) => step.id));
        for (const [index, step] of body.steps.entries()) {
          if (step._id && !kept.has(step._id))
            throw fieldError(`steps.${index}._id`, 'Step not found in this sequence');
        }
        const given = new Set(body.steps.map((step) => step._id).filter(Boolean));
        const removed = existing.filter((step) => !given.has(step.id)).map((step) => step.id);
        if (removed.length > 0) {
          await tx.update(steps).set({ removedAt: now, updatedAt: now }).where(inArray(steps.id, removed));
        }
        for (const [index, step] of body.steps.entries()) {
          if (step._id)
            await tx
              .update(steps)
              .set(stepValues(step, index, now))
              .where(eq(steps.id, step._id));
          else await tx.insert(steps).values({ ...stepValues(step, index, now), sequenceId: id, createdAt: now });
        }
        await scheduleNext(tx, sql`r.sequence_id = ${id}::uuid`, now);
      });
      return get(id);
    },

    /** Pauses (no step goes out; the leads wait) or resumes (steps due meanwhile go out now) a sequence. */
    async setActive(id: string, active: boolean): Promise<Sequence> {
      const now = clock.now();
      await db.transaction(async (tx) => {
        const [row] = await tx
          .update(sequences)
          .set({ active, updatedAt: now })
          .where(eq(sequences.id, id))
          .returning({ id: sequences.id });
        if (!row) throw sequenceNotFound();
        await scheduleNext(tx, sql`r.sequence_id = ${id}::uuid`, now);
      });
      return get(id);
    },

    /** A lead's runs, newest first, each with every step: sent, delivered, read, replied, or why not. */
    async ofLead(leadId: string): Promise<LeadSequenceRun[]> {
      const [lead] = await db.select({ id: enquiries.id }).from(enquiries).where(eq(enquiries.id, leadId));
      if (!lead) throw notFound('Enquiry not found');
      const runs = rowsOf<{
        id: string;
        sequenceId: string;
        name: string;
        status: 'active' | 'completed' | 'stopped';
        stopReason: SequenceStopReason | null;
        startedAt: Date | string;
        endedAt: Date | string | null;
      }>(
        await db.execute(sql`
          SELECT r.id, r.sequence_id AS "sequenceId", q.name, r.status, r.stop_reason AS "stopReason",
            r.started_at AS "startedAt", r.ended_at AS "endedAt"
          FROM lead_sequence_runs r JOIN lead_sequences q ON q.id = r.sequence_id
          WHERE r.enquiry_id = ${leadId}::uuid ORDER BY r.started_at DESC, r.id`),
      );
      if (runs.length === 0) return [];
      const stepRows = rowsOf<LeadStepRow>(
        await db.execute(sql`
          SELECT r.id AS "runId", st.id AS "stepId", st.kind, m.type AS "messageType",
            CASE WHEN st.kind = 'text' AND m.type IS DISTINCT FROM 'template' THEN NULL ELSE t.name END
              AS "templateName",
            coalesce(s.due_at, r.started_at + st.delay_minutes * interval '1 minute') AS "dueAt",
            s.id IS NOT NULL AS handled, s.skip_reason AS "skipReason", s.replied_at AS "repliedAt",
            m.status AS "messageStatus", m.error_message AS "errorMessage",
            coalesce(s.replied_at, m.read_at, m.delivered_at, m.sent_at, m.failed_at, s.handled_at) AS at
          FROM lead_sequence_runs r JOIN lead_sequence_steps st ON st.sequence_id = r.sequence_id
            LEFT JOIN lead_sequence_sends s ON s.run_id = r.id AND s.step_id = st.id
            LEFT JOIN whatsapp_messages m ON m.id = s.message_id
            LEFT JOIN whatsapp_templates t ON t.id = st.template_id
          WHERE r.enquiry_id = ${leadId}::uuid AND (st.removed_at IS NULL OR s.id IS NOT NULL)
          ORDER BY st.delay_minutes, st.position`),
      );
      return runs.map((run) => ({
        _id: run.id,
        sequence: { _id: run.sequenceId, name: run.name },
        status: run.status,
        stopReason: run.stopReason,
        startedAt: new Date(run.startedAt).toISOString(),
        endedAt: iso(run.endedAt),
        steps: stepRows
          .filter((row) => row.runId === run.id)
          .map((row) => ({
            stepId: row.stepId,
            kind: row.kind,
            templateName: row.templateName,
            dueAt: new Date(row.dueAt).toISOString(),
            ...stepState(row, run.status),
            at: row.handled ? iso(row.at) : null,
          })),
      }));
    },
  };
}
