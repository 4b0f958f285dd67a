import { LEAD_STATUSES } from '@skillhub/shared/constants';
import { ENQUIRY_SOURCES } from '@skillhub/shared/schemas/enquiry';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { citext, createdAt, id, updatedAt } from './columns.ts';
import { courses } from './courses.ts';
import { users } from './users-and-roles.ts';

export const leadStatus = pgEnum('lead_status', LEAD_STATUSES);
export const leadSource = pgEnum('lead_source', ENQUIRY_SOURCES);

export const enquiries = pgTable(
  'enquiries',
  {
    id: id(),
    name: text('name').notNull(),
    education: text('education'),
    phone: text('phone').notNull(),
    email: citext('email').notNull(),
    /** Set when the enquiry named one of our courses by `_id`. */
    courseId: uuid('course_id').references(() => courses.id, { onDelete: 'set null' }),
    /** Free text of the form's interestedCourse when it was not a course `_id`. */
    interestedCourse: text('interested_course'),
    whatsAppOptIn: boolean('whatsapp_opt_in').notNull().default(true),
    /** The form that sent the lead; leads from before sources were recorded came from the course form. */
    source: leadSource('source').notNull().default('Course'),
    /** The event an event form's registration is for (null for other leads and a generic event). */
    eventName: text('event_name'),
    /** College or organisation, and city: asked by the event forms only. */
    organisation: text('organisation'),
    city: text('city'),
    status: leadStatus('status').notNull().default('Pending'),
    /** Sent while its form was over the cap across all addresses (with a proof of work): maybe a bot's. */
    heldForReview: boolean('held_for_review').notNull().default(false),
    /** Submissions merged into this lead (1 for a lead sent once). */
    submissions: integer('submissions').notNull().default(1),
    /** Last time the visitor sent the form: the 24-hour duplicate window runs from here. */
    lastSubmittedAt: timestamp('last_submitted_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * Insertion order, set by the database: the list's tie-breaker after createdAt, so leads received in the
     * same instant list in the order they arrived.
     */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
  },
  (t) => [
    // The list's order (createdAt, seq), read forwards or backwards, alone or under one filter. Unfiltered, the
    // page's ids come from the index alone (the id is in it), however deep the page.
    index('enquiries_created_at_idx').on(t.createdAt, t.seq, t.id),
    index('enquiries_status_created_idx').on(t.status, t.createdAt, t.seq),
    index('enquiries_source_created_idx').on(t.source, t.createdAt, t.seq),
    index('enquiries_course_created_idx').on(t.courseId, t.createdAt, t.seq),
    index('enquiries_phone_idx').on(t.phone),
    index('enquiries_email_idx').on(t.email),
    index('enquiries_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('enquiries_email_trgm_idx').using('gin', sql`(${t.email}::text) gin_trgm_ops`),
    index('enquiries_phone_trgm_idx').using('gin', sql`${t.phone} gin_trgm_ops`),
    // A search's name matches (see enquirySearchNames), counted and paged by name from the index alone: each
    // name's leads in the list's order, with what the counts and filters read, so no lead row is visited.
    index('enquiries_name_search_idx').on(t.name, t.createdAt, t.seq, t.status, t.source, t.courseId, t.id),
  ],
);

/**
 * Every name a lead has carried, once: a search matches the few distinct names (a common name is shared by
 * thousands of leads) instead of rechecking every lead whose name has the search's trigrams, then reads those
 * names' leads from enquiries_name_search_idx. Kept by triggers on enquiries (migration 0019); a name whose
 * leads are gone stays, which costs only an empty index probe.
 */
export const enquirySearchNames = pgTable(
  'enquiry_search_names',
  {
    name: text('name').primaryKey(),
  },
  (t) => [index('enquiry_search_names_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`)],
);

/**
 * The pipeline counts (leads per status) under each filter of the staff list that is not a search: `all`,
 * `source:<source>`, `course:<course id>` and `course:<course id>|source:<source>` (see pipelineScope).
 * Kept by triggers on enquiries in the same transaction as every insert, update and delete (migration
 * 0017), so the list reads seven rows instead of counting every lead.
 */
export const enquiryPipelineCounts = pgTable(
  'enquiry_pipeline_counts',
  {
    scope: text('scope').notNull(),
    status: leadStatus('status').notNull(),
    leads: integer('leads').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.scope, t.status] })],
);

/** Who moved a lead to which status, when and why; the first submission and merged duplicates too. */
export const enquiryHistory = pgTable(
  'enquiry_history',
  {
    id: id(),
    enquiryId: uuid('enquiry_id')
      .notNull()
      .references(() => enquiries.id, { onDelete: 'cascade' }),
    /** Insertion order: entries written in the same instant still read back in the order they happened. */
    seq: integer('seq').generatedAlwaysAsIdentity(),
    status: leadStatus('status').notNull(),
    note: text('note'),
    /** null for entries the system wrote. */
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('enquiry_history_enquiry_id_seq_idx').on(t.enquiryId, t.seq)],
);

export type EnquiryRow = typeof enquiries.$inferSelect;
export type EnquiryHistoryRow = typeof enquiryHistory.$inferSelect;
