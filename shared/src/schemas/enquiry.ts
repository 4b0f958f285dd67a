import { z } from 'zod';
import { LEAD_STATUSES } from '../constants.ts';
import { timestampsSchema, uuidSchema } from './common.ts';
import { emailField, emptyToUndefined, multiLine, phoneField, singleLine } from './fields.ts';
import { honeypotShape } from './lead-form.ts';
import { pagingShape, withPage } from './paging.ts';

/** Enquiries (leads): the public lead forms and the staff pipeline. */

/**
 * Where a lead came from, a closed list: a course page's enquiry form, the Contact Us page, an event's
 * registration form (/eventForm, with the event's name), and the career-counselling event's form (/ccfs).
 */
export const ENQUIRY_SOURCES = ['Course', 'Contact Us', 'Event', 'CCFS'] as const;
export type EnquirySource = (typeof ENQUIRY_SOURCES)[number];
export const enquirySourceSchema = z.enum(ENQUIRY_SOURCES, { error: 'Invalid source' });

/** POST /course/enquiry. `interestedCourse` is a course `_id` or free text ("any data course"). */
export const enquiryBodySchema = z.object({
  name: z
    .string({ error: 'Name is required' })
    .check(singleLine)
    .trim()
    .min(1, 'Name is required')
    .max(100, 'Name must not exceed 100 characters'),
  education: z.preprocess(
    emptyToUndefined,
    z.string().check(multiLine).trim().max(100, 'Education must not exceed 100 characters').optional(),
  ),
  phone: phoneField,
  email: emailField,
  interestedCourse: z.preprocess(
    emptyToUndefined,
    z.string().check(singleLine).trim().max(200, 'Interested course must not exceed 200 characters').optional(),
  ),
  whatsAppOptIn: z
    .boolean({ error: 'whatsAppOptIn must be true or false' })
    .default(true)
    .describe(
      'Asks for course updates on WhatsApp. The number is not opted in by this: it becomes a contact awaiting ' +
        'confirmation and is sent a message (at most one a day) asking it to reply YES; its YES, START or a ' +
        'message of its own written before the request reached it opts it in. A number that replied STOP is ' +
        'neither asked nor opted in.',
    ),
  ...honeypotShape,
});
export type EnquiryBody = z.infer<typeof enquiryBodySchema>;
export type EnquiryBodyInput = z.input<typeof enquiryBodySchema>;

export const leadStatusSchema = z.enum(LEAD_STATUSES, { error: 'Invalid enquiry status' });

export const ENQUIRY_SORTS = ['latest', 'oldest'] as const;
/** GET /course/enquiry and GET /course/enquiry/export. */
export const listEnquiriesQuerySchema = z
  .object({
    ...pagingShape(),
    status: leadStatusSchema.optional(),
    course: uuidSchema.optional(),
    source: enquirySourceSchema.optional(),
    sort: z.enum(ENQUIRY_SORTS).default('latest'),
  })
  .transform(withPage);
export type ListEnquiriesQuery = z.output<typeof listEnquiriesQuerySchema>;

/** PATCH /course/enquiry-status/{enquiryId}. */
export const enquiryStatusBodySchema = z.object({
  status: leadStatusSchema,
  note: z.preprocess(
    emptyToUndefined,
    z.string().check(multiLine).trim().max(500, 'Note must not exceed 500 characters').optional(),
  ),
});
export type EnquiryStatusBody = z.infer<typeof enquiryStatusBodySchema>;

export const enquirySchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    education: z.string().nullable(),
    phone: z.string(),
    email: z.string(),
    /** The course the enquiry is about, when it named one of ours. */
    course: z.object({ _id: z.string(), title: z.string(), slug: z.string() }).nullable(),
    /** What the visitor typed, when it was not a course `_id`. */
    interestedCourse: z.string().nullable(),
    whatsAppOptIn: z.boolean(),
    source: enquirySourceSchema,
    /** The event registered for (event forms); null for other leads and a generic event. */
    eventName: z.string().nullable(),
    /** College or organisation and city, asked by the event forms only. */
    organisation: z.string().nullable(),
    city: z.string().nullable(),
    status: leadStatusSchema,
    /** How many times the lead was submitted (duplicates within a day are merged). */
    submissions: z.number().int(),
    /** Sent while its form was flooded (past the cap across all addresses, with a proof of work). */
    heldForReview: z.boolean(),
  })
  .extend(timestampsSchema.shape);
export type Enquiry = z.infer<typeof enquirySchema>;

/** Counts per lead status for the list's filters without the status filter. */
export const enquiryPipelineSchema = z.record(z.enum(LEAD_STATUSES), z.number().int());
export type EnquiryPipeline = z.infer<typeof enquiryPipelineSchema>;

export const enquiryListBodySchema = z.object({
  success: z.literal(true),
  data: z.array(enquirySchema),
  pagination: z.object({ page: z.number(), limit: z.number(), total: z.number(), totalPages: z.number() }),
  pipeline: enquiryPipelineSchema,
});
export type EnquiryListBody = z.infer<typeof enquiryListBodySchema>;

export const enquiryHistoryEntrySchema = z.object({
  _id: z.string(),
  status: leadStatusSchema,
  note: z.string().nullable(),
  /** null for entries the system wrote (the first submission, a merged duplicate). */
  changedBy: z.object({ _id: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
});
export type EnquiryHistoryEntry = z.infer<typeof enquiryHistoryEntrySchema>;
