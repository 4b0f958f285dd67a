import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';
import { courses } from './courses.ts';
import { courseSections } from './curriculum.ts';
import { users } from './users-and-roles.ts';

/**
 * One row per learner and scheduled section whose opening they were told of (mail, and WhatsApp when they
 * opted in). The unique (section, user) pair is what makes the notice go out once, however many runs of the
 * job, in however many processes, reach that learner at the same moment.
 */
export const sectionOpenNotices = pgTable(
  'section_open_notices',
  {
    id: id(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    sectionId: uuid('section_id')
      .notNull()
      .references(() => courseSections.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    opensAt: timestamp('opens_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('section_open_notices_section_user_idx').on(t.sectionId, t.userId),
    index('section_open_notices_user_idx').on(t.userId),
  ],
);

/**
 * How far a periodic job has done its work, by the job's name: the next run takes up from `doneUntil`, so a
 * run finds what became due since the last one without rescanning history.
 */
export const jobMarks = pgTable('job_marks', {
  name: text('name').primaryKey(),
  doneUntil: timestamp('done_until', { withTimezone: true }).notNull(),
  updatedAt: updatedAt(),
});

export type SectionOpenNoticeRow = typeof sectionOpenNotices.$inferSelect;
