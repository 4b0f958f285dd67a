import { z } from 'zod';
import { LEAD_STATUSES } from '../constants.ts';
import { timestampsSchema, uuidSchema } from './common.ts';
import { enquirySourceSchema } from './enquiry.ts';
import { multiLine, singleLine } from './fields.ts';

/**
 * Follow-up sequences: approved WhatsApp templates (or free text, inside the 24-hour window) sent to a new lead one
 * after another, each a set time after the lead arrived, within the hours staff chose (India time), until the
 * lead replies, pays, is closed or opts out.
 */

/** What a template variable is filled with, per lead. */
export const SEQUENCE_LEAD_FIELDS = ['name', 'course', 'counsellor', 'coupon'] as const;
export type SequenceLeadField = (typeof SEQUENCE_LEAD_FIELDS)[number];

export const sequenceVariableSchema = z.discriminatedUnion(
  'source',
  [
    z.object({ source: z.literal('lead'), field: z.enum(SEQUENCE_LEAD_FIELDS, { error: 'Choose a lead field' }) }),
    z.object({
      source: z.literal('text'),
      value: z
        .string({ error: 'Value is required' })
        .check(singleLine)
        .trim()
        .min(1, 'Value is required')
        .max(1024, 'A value must not exceed 1024 characters'),
    }),
  ],
  { error: 'A variable comes from the lead or a typed text' },
);
export type SequenceVariable = z.infer<typeof sequenceVariableSchema>;

/**
 * A step sends an approved template, or free text: free text goes only to a number inside the 24-hour
 * customer-service window (it wrote in the last 24 hours); outside it the step's fallback template goes instead,
 * or, with none, the step is skipped.
 */
export const SEQUENCE_STEP_KINDS = ['template', 'text'] as const;
export type SequenceStepKind = (typeof SEQUENCE_STEP_KINDS)[number];
export const SEQUENCE_TEXT_MAX = 1024;

/** A lead field in a free-text step: {name}, {course}, {counsellor}, {coupon}. */
const TEXT_VARIABLE = /\{([A-Za-z_]+)\}/g;

/** The lead fields a free-text step names, and any name that is not one. */
export function textVariables(text: string): { fields: SequenceLeadField[]; unknown: string[] } {
  const fields: SequenceLeadField[] = [];
  const unknown: string[] = [];
  for (const [, name = ''] of text.matchAll(TEXT_VARIABLE)) {
    if ((SEQUENCE_LEAD_FIELDS as readonly string[]).includes(name)) fields.push(name as SequenceLeadField);
    else unknown.push(name);
  }
  return { fields, unknown };
}

/** The free text with each {field} replaced by the lead's value (`fieldValue` answers the filled value). */
export const fillTextVariables = (text: string, fieldValue: (field: SequenceLeadField) => string) =>
  text.replace(TEXT_VARIABLE, (whole, name: string) =>
    (SEQUENCE_LEAD_FIELDS as readonly string[]).includes(name) ? fieldValue(name as SequenceLeadField) : whole,
  );

export const SEQUENCE_TEXT_VARIABLES_MESSAGE = 'Use only {name}, {course}, {counsellor} or {coupon} in braces';

export const SEQUENCE_MAX_STEPS = 10;
export const SEQUENCE_MAX_DELAY_DAYS = 90;

const int = (field: string, min: number, max: number) =>
  z
    .number({ error: `${field} must be a whole number` })
    .int(`${field} must be a whole number`)
    .min(min, `${field} must be at least ${min}`)
    .max(max, `${field} must be at most ${max}`);

export const sequenceStepBodySchema = z.object({
  /** An existing step kept (edited in place: what it sent stays sent). */
  _id: uuidSchema.optional(),
  kind: z.enum(SEQUENCE_STEP_KINDS, { error: 'A step sends a template or free text' }).default('template'),
  /** The template a template step sends; a free-text step's fallback outside the 24-hour window (or null). */
  templateId: uuidSchema.nullable().default(null),
  /** A free-text step's message, with {name}, {course}, {counsellor} and {coupon} filled per lead. */
  text: z
    .string({ error: 'Text must be a text' })
    .check(multiLine)
    .trim()
    .max(SEQUENCE_TEXT_MAX, `Text must not exceed ${SEQUENCE_TEXT_MAX} characters`)
    .nullable()
    .default(null),
  delayDays: int('Days', 0, SEQUENCE_MAX_DELAY_DAYS),
  delayHours: int('Hours', 0, 23),
  bodyVariables: z.array(sequenceVariableSchema).max(20, 'A template has at most 20 variables'),
  couponId: uuidSchema.nullable().default(null),
});
export type SequenceStepBody = z.input<typeof sequenceStepBodySchema>;

export const sequenceBodySchema = z
  .object({
    name: z
      .string({ error: 'Name is required' })
      .check(singleLine)
      .trim()
      .min(1, 'Name is required')
      .max(100, 'Name must not exceed 100 characters'),
    active: z.boolean({ error: 'active must be true or false' }).default(true),
    triggerSource: enquirySourceSchema.nullable().default(null),
    triggerCourseId: uuidSchema.nullable().default(null),
    sendFromHour: int('From hour', 0, 23),
    sendUntilHour: int('Until hour', 1, 24),
    replyStatus: z.enum(LEAD_STATUSES, { error: 'Invalid enquiry status' }),
    counsellorName: z.string().check(singleLine).trim().max(60, 'Counsellor must not exceed 60 characters').default(''),
    steps: z
      .array(sequenceStepBodySchema)
      .min(1, 'Add at least one step')
      .max(SEQUENCE_MAX_STEPS, `A sequence has at most ${SEQUENCE_MAX_STEPS} steps`),
  })
  .superRefine((body, ctx) => {
    if (body.sendUntilHour <= body.sendFromHour) {
      ctx.addIssue({ code: 'custom', path: ['sendUntilHour'], message: 'Until hour must be after the from hour' });
    }
    if (body.replyStatus === 'Closed' || body.replyStatus === 'Not Engage' || body.replyStatus === 'Pending') {
      ctx.addIssue({
        code: 'custom',
        path: ['replyStatus'],
        message: 'A reply moves the lead forward: choose a status other than Pending, Closed or Not Engage',
      });
    }
    body.steps.forEach((step, index) => {
      const issue = (field: string, message: string) =>
        ctx.addIssue({ code: 'custom', path: ['steps', index, field], message });
      const words = step.kind === 'text' && step.text ? textVariables(step.text) : { fields: [], unknown: [] };
      if (step.kind === 'template' && !step.templateId) issue('templateId', 'Choose an approved template');
      if (step.kind === 'text' && !step.text) issue('text', 'Text is required');
      if (words.unknown.length > 0) {
        issue('text', SEQUENCE_TEXT_VARIABLES_MESSAGE);
      }
      const usesCoupon =
        words.fields.includes('coupon') || step.bodyVariables.some((v) => v.source === 'lead' && v.field === 'coupon');
      if (usesCoupon && !step.couponId) {
        ctx.addIssue({ code: 'custom', path: ['steps', index, 'couponId'], message: 'Choose the coupon to send' });
      }
    });
  });
export type SequenceBody = z.input<typeof sequenceBodySchema>;
export type SequenceValues = z.output<typeof sequenceBodySchema>;

export const sequenceActiveBodySchema = z.object({ active: z.boolean({ error: 'active must be true or false' }) });

export const sequenceStepSchema = z.object({
  _id: z.string(),
  kind: z.enum(SEQUENCE_STEP_KINDS),
  /** A free-text step's message; null for a template step. */
  text: z.string().nullable(),
  templateId: z.string().nullable(),
  templateName: z.string().nullable(),
  templateStatus: z.string().nullable(),
  delayDays: z.number().int(),
  delayHours: z.number().int(),
  bodyVariables: z.array(sequenceVariableSchema),
  couponId: z.string().nullable(),
  couponCode: z.string().nullable(),
});
export type SequenceStep = z.infer<typeof sequenceStepSchema>;

/** Per sequence: leads it started for, and what its messages did. */
export const sequenceFiguresSchema = z.object({
  leads: z.number().int(),
  running: z.number().int(),
  sent: z.number().int(),
  delivered: z.number().int(),
  read: z.number().int(),
  replied: z.number().int(),
  skipped: z.number().int(),
  /** Leads who paid after the sequence started for them (their payment credited to the lead), and how much. */
  paid: z.number().int(),
  revenuePaise: z.number().int(),
});
export type SequenceFigures = z.infer<typeof sequenceFiguresSchema>;

export const sequenceSchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    active: z.boolean(),
    triggerSource: enquirySourceSchema.nullable(),
    triggerCourse: z.object({ _id: z.string(), title: z.string() }).nullable(),
    sendFromHour: z.number().int(),
    sendUntilHour: z.number().int(),
    replyStatus: z.enum(LEAD_STATUSES),
    counsellorName: z.string(),
    steps: z.array(sequenceStepSchema),
    figures: sequenceFiguresSchema,
  })
  .extend(timestampsSchema.shape);
export type Sequence = z.infer<typeof sequenceSchema>;

export const SEQUENCE_STOP_REASONS = ['replied', 'paid', 'closed', 'not_engaged', 'opted_out'] as const;
export type SequenceStopReason = (typeof SEQUENCE_STOP_REASONS)[number];

/** Where one step of a lead's run stands. */
export const SEQUENCE_STEP_STATES = [
  'waiting',
  'queued',
  'sent',
  'delivered',
  'read',
  'replied',
  'failed',
  'skipped',
  'stopped',
] as const;
export type SequenceStepState = (typeof SEQUENCE_STEP_STATES)[number];

export const leadSequenceRunSchema = z.object({
  _id: z.string(),
  sequence: z.object({ _id: z.string(), name: z.string() }),
  status: z.enum(['active', 'completed', 'stopped']),
  stopReason: z.enum(SEQUENCE_STOP_REASONS).nullable(),
  startedAt: z.string(),
  endedAt: z.string().nullable(),
  steps: z.array(
    z.object({
      stepId: z.string(),
      kind: z.enum(SEQUENCE_STEP_KINDS),
      /** The template the step sends (a free-text step's fallback once it went as one); null for free text. */
      templateName: z.string().nullable(),
      dueAt: z.string(),
      state: z.enum(SEQUENCE_STEP_STATES),
      /** Why a step was skipped or failed, or why a free-text step went as its fallback template. */
      reason: z.string().nullable(),
      at: z.string().nullable(),
    }),
  ),
});
export type LeadSequenceRun = z.infer<typeof leadSequenceRunSchema>;
