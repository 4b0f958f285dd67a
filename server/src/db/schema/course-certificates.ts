import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { courses } from './courses.ts';
import { users } from './users-and-roles.ts';

/**
 * Whether a course gives a completion certificate (a course without a row gives none). A table of its own so
 * that turning it on records who did it and when, apart from the course's catalogue details.
 */
export const courseCertificateSettings = pgTable('course_certificate_settings', {
  courseId: uuid('course_id')
    .primaryKey()
    .references(() => courses.id, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull().default(false),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A learner's certificate of completing a course: at most one per learner and course, ever. The unique
 * (user, course) index is what makes issuing exactly once (insert … on conflict do nothing) when two tabs
 * complete the last lectures at once; a revoked certificate stays, so its number still answers "revoked" and
 * completing again does not issue another.
 */
export const courseCertificates = pgTable(
  'course_certificates',
  {
    id: id(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    number: text('number').notNull().unique(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: uuid('revoked_by').references(() => users.id, { onDelete: 'set null' }),
    revokeReason: text('revoke_reason'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('course_certificates_user_course_idx').on(t.userId, t.courseId),
    // The staff list of a course's certificates, newest first.
    index('course_certificates_course_issued_idx').on(t.courseId, t.issuedAt.desc()),
  ],
);

export type CourseCertificateRow = typeof courseCertificates.$inferSelect;
