import { ENROLLMENT_SOURCES } from '@skillhub/shared/schemas/payment';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';
import { courses } from './courses.ts';
import { paymentOrders } from './payments.ts';
import { users } from './users-and-roles.ts';

/**
 * A learner's access to a course: one row per learner and course. Buying again after expiry renews the
 * same row. `expires_at` is null for LifeTime validity.
 */
export const enrollments = pgTable(
  'enrollments',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'restrict' }),
    source: text('source', { enum: ENROLLMENT_SOURCES }).notNull(),
    orderId: uuid('order_id').references(() => paymentOrders.id, { onDelete: 'set null' }),
    assignedBy: uuid('assigned_by').references(() => users.id, { onDelete: 'set null' }),
    enrolledAt: timestamp('enrolled_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** When the learner last opened the course in the player (kept to the hour): staff's inactivity view. */
    lastOpenedAt: timestamp('last_opened_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('enrollments_user_course_idx').on(t.userId, t.courseId),
    index('enrollments_course_id_idx').on(t.courseId),
    // The dashboard's enrolments in a period.
    index('enrollments_enrolled_at_idx').on(t.enrolledAt),
  ],
);

export type EnrollmentRow = typeof enrollments.$inferSelect;
