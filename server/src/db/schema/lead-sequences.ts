import {
  SEQUENCE_STEP_KINDS,
  type SequenceStopReason,
  type SequenceVariable,
} from '@skillhub/shared/schemas/lead-sequence';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';
import { coupons } from './coupons.ts';
import { courses } from './courses.ts';
import { enquiries, leadSource, leadStatus } from './enquiries.ts';
import { users } from './users-and-roles.ts';
import { whatsappMessages, whatsappTemplates } from './whatsapp.ts';

/**
 * Follow-up sequences: WhatsApp templates (or free text) sent to a new lead one after another, each a set time
 * after the lead arrived, within the hours staff chose (India time), until the lead replies, pays, is closed or
 * opts out.
 * A run is one lead in one sequence; a send is one step handled for one run (queued as a WhatsApp message, or
 * skipped with the reason), unique per run and step, so no step goes to a lead twice.
 */

const at = (name: string) => timestamp(name, { withTimezone: true });

export const leadSequences = pgTable('lead_sequences', {
  id: id(),
  name: text('name').notNull(),
  active: boolean('active').notNull().default(true),
  /** A new lead starts the sequence when it matches both (null: any source, any course). */
  triggerSource: leadSource('trigger_source'),
  triggerCourseId: uuid('trigger_course_id').references(() => courses.id, { onDelete: 'set null' }),
  /** Sends go out from this hour up to (not including) the until hour, India time; 0 to 24 is all day. */
  sendFromHour: integer('send_from_hour').notNull(),
  sendUntilHour: integer('send_until_hour').notNull(),
  /** The status a lead's reply moves it to. */
  replyStatus: leadStatus('reply_status').notNull(),
  /** The {counsellor} of a lead nobody on the staff has moved yet. */
  counsellorName: text('counsellor_name').notNull().default(''),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const leadSequenceSteps = pgTable(
  'lead_sequence_steps',
  {
    id: id(),
    sequenceId: uuid('sequence_id')
      .notNull()
      .references(() => leadSequences.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** After the lead arrived. */
    delayMinutes: integer('delay_minutes').notNull(),
    /** 'text' sends `text` inside the lead's 24-hour window, else `templateId` (its fallback) if set, else skips. */
    kind: text('kind', { enum: SEQUENCE_STEP_KINDS }).notNull().default('template'),
    text: text('text'),
    templateId: uuid('template_id').references(() => whatsappTemplates.id, { onDelete: 'set null' }),
    bodyVariables: jsonb('body_variables').$type<SequenceVariable[]>().notNull().default([]),
    couponId: uuid('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    /** A step taken out of the sequence: kept, so the leads' pages still show what it sent. */
    removedAt: at('removed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('lead_sequence_steps_sequence_idx').on(t.sequenceId, t.delayMinutes, t.position)],
);

export const leadSequenceRuns = pgTable(
  'lead_sequence_runs',
  {
    id: id(),
    sequenceId: uuid('sequence_id')
      .notNull()
      .references(() => leadSequences.id, { onDelete: 'cascade' }),
    enquiryId: uuid('enquiry_id')
      .notNull()
      .references(() => enquiries.id, { onDelete: 'cascade' }),
    /** The lead's WhatsApp number (country code and digits): a reply from it stops the run. */
    number: text('number').notNull(),
    status: text('status').$type<'active' | 'completed' | 'stopped'>().notNull().default('active'),
    stopReason: text('stop_reason').$type<SequenceStopReason>(),
    startedAt: at('started_at').notNull(),
    /** When the next step is due (moved to the send window's opening); null when none is (paused, ended). */
    nextDueAt: at('next_due_at'),
    endedAt: at('ended_at'),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('lead_sequence_runs_lead_idx').on(t.sequenceId, t.enquiryId),
    index('lead_sequence_runs_due_idx').on(t.nextDueAt).where(sql`${t.status} = 'active'`),
    index('lead_sequence_runs_enquiry_idx').on(t.enquiryId),
    // A reply finds the runs of its number that it may still end (running, or ended by their last step).
    index('lead_sequence_runs_number_idx').on(t.number).where(sql`${t.stopReason} IS NULL`),
  ],
);

export const leadSequenceSends = pgTable(
  'lead_sequence_sends',
  {
    id: id(),
    runId: uuid('run_id')
      .notNull()
      .references(() => leadSequenceRuns.id, { onDelete: 'cascade' }),
    stepId: uuid('step_id')
      .notNull()
      .references(() => leadSequenceSteps.id, { onDelete: 'cascade' }),
    /** The queued WhatsApp message; null when the step was skipped. */
    messageId: uuid('message_id').references(() => whatsappMessages.id, { onDelete: 'set null' }),
    dueAt: at('due_at').notNull(),
    handledAt: at('handled_at').notNull(),
    skipReason: text('skip_reason'),
    /** The lead replied after this step (the last one sent before the reply). */
    repliedAt: at('replied_at'),
  },
  (t) => [
    uniqueIndex('lead_sequence_sends_step_idx').on(t.runId, t.stepId),
    index('lead_sequence_sends_message_idx').on(t.messageId),
  ],
);
