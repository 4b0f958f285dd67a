import { z } from 'zod';
import { enquiryBodySchema } from './enquiry.ts';
import { emptyToUndefined, singleLine } from './fields.ts';

/** Registrations for events (workshops, webinars, career counselling): POST /event/ccfs. */

export const EVENT_NAME_MAX = 150;

/** The sources an event form may claim: the career-counselling event's own form, or any named event's. */
export const EVENT_SOURCES = ['CCFS', 'Event'] as const;
export type EventSource = (typeof EVENT_SOURCES)[number];

/**
 * An event's name as it arrives in /eventForm?event=... and in the registration: one line as sent, then
 * trimmed and runs of spaces made one, at most EVENT_NAME_MAX characters. The page treats a name this refuses
 * as no name.
 */
export const eventNameSchema = z
  .string({ error: 'Event name must be text' })
  .check(singleLine)
  .transform((value) => value.trim().replace(/\s+/g, ' '))
  .pipe(
    z
      .string()
      .min(1, 'Event name is required')
      .max(EVENT_NAME_MAX, `Event name must not exceed ${EVENT_NAME_MAX} characters`),
  );

const optionalText = (label: string, max: number) =>
  z.preprocess(
    emptyToUndefined,
    z.string().check(singleLine).trim().max(max, `${label} must not exceed ${max} characters`).optional(),
  );

/**
 * The enquiry form's fields and messages, with the college or organisation and the city, which event forms
 * ask; `source` says which form sent it (CCFS unless said: the call is named after it) and `eventName` which
 * event an /eventForm registration is for (none for a generic one).
 */
export const eventRegistrationBodySchema = enquiryBodySchema.extend({
  organisation: optionalText('College or organisation', 150),
  city: optionalText('City', 100),
  source: z.enum(EVENT_SOURCES, { error: 'Invalid event form' }).default('CCFS'),
  eventName: z.preprocess(emptyToUndefined, eventNameSchema.optional()),
});
export type EventRegistrationBody = z.infer<typeof eventRegistrationBodySchema>;
export type EventRegistrationBodyInput = z.input<typeof eventRegistrationBodySchema>;
