import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';
import { courses } from './courses.ts';
import { courseLectures, courseSections } from './curriculum.ts';
import { users } from './users-and-roles.ts';

/** A course's life once learners are in it: announcements, progress, notes, questions and answers, ratings. */

export const courseAnnouncements = pgTable(
  'course_announcements',
  {
    id: id(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    message: text('message').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('course_announcements_course_id_created_idx').on(t.courseId, t.createdAt.desc().nullsFirst())],
);

/** Where a learner is in a lecture, and whether it is done. Kept when staff archive the lecture. */
export const lectureProgress = pgTable(
  'lecture_progress',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    lectureId: uuid('lecture_id')
      .notNull()
      .references(() => courseLectures.id, { onDelete: 'no action' }),
    positionSeconds: numeric('position_seconds', { precision: 10, scale: 2, mode: 'number' }).notNull().default(0),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.lectureId] }),
    index('lecture_progress_user_course_idx').on(t.userId, t.courseId, t.updatedAt.desc().nullsFirst()),
  ],
);

export const notes = pgTable(
  'notes',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    sectionId: uuid('section_id')
      .notNull()
      .references(() => courseSections.id, { onDelete: 'no action' }),
    lectureId: uuid('lecture_id')
      .notNull()
      .references(() => courseLectures.id, { onDelete: 'no action' }),
    content: text('content').notNull(),
    videoTimeSeconds: numeric('video_time_seconds', { precision: 10, scale: 2, mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('notes_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
    index('notes_user_lecture_idx').on(t.userId, t.lectureId),
    index('notes_content_trgm_idx').using('gin', sql`${t.content} gin_trgm_ops`),
  ],
);

export const qnaQuestions = pgTable(
  'qna_questions',
  {
    id: id(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    sectionId: uuid('section_id').references(() => courseSections.id, { onDelete: 'set null' }),
    lectureId: uuid('lecture_id').references(() => courseLectures.id, { onDelete: 'set null' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    question: text('question').notNull(),
    /** Set when a staff member first replies, so the dashboard can list what still waits for an answer. */
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('qna_questions_course_created_idx').on(t.courseId, t.createdAt.desc().nullsFirst()),
    index('qna_questions_unanswered_idx').on(t.createdAt.desc().nullsFirst()).where(sql`${t.answeredAt} is null`),
  ],
);

export const qnaReplies = pgTable(
  'qna_replies',
  {
    id: id(),
    questionId: uuid('question_id')
      .notNull()
      .references(() => qnaQuestions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    reply: text('reply').notNull(),
    isStaff: boolean('is_staff').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('qna_replies_question_created_idx').on(t.questionId, t.createdAt)],
);

/** One rating per learner and course; courses.average_rating and ratings_count are kept in step with it. */
export const courseRatings = pgTable(
  'course_ratings',
  {
    id: id(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    review: text('review'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('course_ratings_course_user_idx').on(t.courseId, t.userId),
    index('course_ratings_course_created_idx').on(t.courseId, t.createdAt.desc().nullsFirst()),
  ],
);

export type AnnouncementRow = typeof courseAnnouncements.$inferSelect;
