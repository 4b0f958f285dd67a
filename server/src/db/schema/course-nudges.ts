import { NUDGE_CHANNELS } from '@skillhub/shared/schemas/course-learners';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { id } from './columns.ts';
import { courses } from './courses.ts';
import { users } from './users-and-roles.ts';
import { whatsappBroadcasts } from './whatsapp.ts';

/**
 * Each nudge staff sent a learner about a course (a mail or a WhatsApp template): the learners page shows the
 * latest, and a second within a day is refused.
 */
export const courseNudges = pgTable(
  'course_nudges',
  {
    id: id(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: NUDGE_CHANNELS }).notNull(),
    /** The WhatsApp send that carries it, whose message status the WhatsApp pages follow. */
    broadcastId: uuid('broadcast_id').references(() => whatsappBroadcasts.id, { onDelete: 'set null' }),
    sentBy: uuid('sent_by').references(() => users.id, { onDelete: 'set null' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('course_nudges_course_user_sent_idx').on(t.courseId, t.userId, t.sentAt.desc())],
);

export type CourseNudgeRow = typeof courseNudges.$inferSelect;
