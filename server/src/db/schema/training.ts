import { APPROVAL_STATUSES } from '@skillhub/shared/constants';
import { SKILL_AREAS } from '@skillhub/shared/skill-areas';
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { citext, createdAt, id, updatedAt } from './columns.ts';
import { users } from './users-and-roles.ts';

/**
 * Training programs: institutions run programs, people apply to them, staff move each application through
 * Pending, In Progress, Approved, Rejected (every move recorded), and approved applicants get a certificate
 * whose number anyone can verify. Institutions and programs are never deleted, only made inactive.
 */

export const trainingInstitutions = pgTable('training_institutions', {
  id: id(),
  name: citext('name').notNull().unique(),
  email: citext('email').notNull(),
  contactNumber: text('contact_number'),
  address: text('address').notNull(),
  website: text('website'),
  /** true means inactive: its programs stay; no new program can be added to it. */
  isDeleted: boolean('is_deleted').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const trainingPrograms = pgTable(
  'training_programs',
  {
    id: id(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    duration: text('duration').notNull(),
    institutionId: uuid('institution_id')
      .notNull()
      .references(() => trainingInstitutions.id, { onDelete: 'restrict' }),
    topic: text('topic').notNull(),
    board: text('board').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    prerequisites: text('prerequisites').notNull(),
    syllabus: text('syllabus').notNull(),
    /** The skill areas it belongs to (its skill pages list it while open); none by default. */
    skillAreas: text('skill_areas', { enum: SKILL_AREAS }).array().notNull().default(sql`'{}'::text[]`),
    isDeleted: boolean('is_deleted').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('training_programs_institution_idx').on(t.institutionId),
    index('training_programs_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
    index('training_programs_skill_areas_idx').using('gin', t.skillAreas),
  ],
);

export const trainingApplicants = pgTable(
  'training_applicants',
  {
    id: id(),
    firstName: text('first_name').notNull(),
    middleName: text('middle_name'),
    lastName: text('last_name').notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
    email: citext('email').notNull(),
    phoneNumber: text('phone_number'),
    address: text('address'),
    institutionId: uuid('institution_id')
      .notNull()
      .references(() => trainingInstitutions.id, { onDelete: 'restrict' }),
    programId: uuid('program_id')
      .notNull()
      .references(() => trainingPrograms.id, { onDelete: 'restrict' }),
    status: text('status', { enum: APPROVAL_STATUSES }).notNull().default('Pending'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One application per person per program: imports and the public form report a second one, never add it.
    uniqueIndex('training_applicants_program_email_idx').on(t.programId, t.email),
    index('training_applicants_status_created_idx').on(t.status, t.createdAt.desc().nullsFirst()),
    index('training_applicants_institution_idx').on(t.institutionId),
    index('training_applicants_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

/** Every status an applicant had: from what, to what, by whom (null: the public form) and when. */
export const trainingApplicantStatusHistory = pgTable(
  'training_applicant_status_history',
  {
    id: id(),
    /** Order of recording: several changes can share a timestamp (a bulk change, a test clock). */
    seq: integer('seq').generatedAlwaysAsIdentity().notNull(),
    applicantId: uuid('applicant_id')
      .notNull()
      .references(() => trainingApplicants.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status', { enum: APPROVAL_STATUSES }),
    toStatus: text('to_status', { enum: APPROVAL_STATUSES }).notNull(),
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('training_applicant_status_history_applicant_idx').on(t.applicantId, t.seq)],
);

/**
 * Certificates. At most one in force per applicant (revoked ones are kept, so their numbers still answer
 * "revoked"); one issued before its program ended carries the reason staff gave; `sent_at` is claimed by the one run that queues its mail, so a repeated or concurrent send
 * never mails it twice.
 */
export const trainingCertificates = pgTable(
  'training_certificates',
  {
    id: id(),
    applicantId: uuid('applicant_id')
      .notNull()
      .references(() => trainingApplicants.id, { onDelete: 'cascade' }),
    number: text('number').notNull().unique(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    issuedBy: uuid('issued_by').references(() => users.id, { onDelete: 'set null' }),
    /** Why it was issued before its program ended (who and when: issued_by, issued_at); null when after. */
    earlyIssueReason: text('early_issue_reason'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('training_certificates_in_force_idx').on(t.applicantId).where(sql`${t.revokedAt} IS NULL`),
    // The dashboard's certificates issued in a period.
    index('training_certificates_issued_at_idx').on(t.issuedAt),
  ],
);
