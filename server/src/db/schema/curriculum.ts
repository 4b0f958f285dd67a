import { bigint, boolean, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';
import { courses } from './courses.ts';
import { users } from './users-and-roles.ts';

export const courseSections = pgTable(
  'course_sections',
  {
    id: id(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    position: integer('position').notNull(),
    /** Drip schedule: the section opens this many days after each learner's enrolment (null: not by days). */
    opensAfterDays: integer('opens_after_days'),
    /** Drip schedule: the section opens at 00:00 India time (Asia/Kolkata) of this date (null: not by date). */
    opensOn: date('opens_on', { mode: 'string' }),
    /** Set when staff remove the section: it leaves every outline but keeps the learners' notes on it. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('course_sections_course_id_position_idx').on(t.courseId, t.position)],
);

/** Lectures (the spec's sub-sections). The video_* columns are written by the media module. */
export const courseLectures = pgTable(
  'course_lectures',
  {
    id: id(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    sectionId: uuid('section_id')
      .notNull()
      .references(() => courseSections.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    position: integer('position').notNull(),
    videoFileKey: text('video_file_key'),
    videoMimeType: text('video_mime_type'),
    videoSizeBytes: bigint('video_size_bytes', { mode: 'number' }),
    videoDurationSeconds: integer('video_duration_seconds'),
    /** Staff mark a lecture as a free preview: anyone may watch it from the public course page, signed in or not. */
    freePreview: boolean('free_preview').notNull().default(false),
    /**
     * Set when staff remove the lecture: it leaves every outline and percentage, but the row stays so that
     * the learners' notes and progress and its overview (which cannot be deleted by a staff edit) keep it.
     */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('course_lectures_section_id_position_idx').on(t.sectionId, t.position),
    index('course_lectures_course_id_idx').on(t.courseId),
  ],
);

/**
 * One overview per lecture (unique lecture_id); the HTML is sanitised before it is stored. Like notes and
 * progress, it hangs on its lecture with NO ACTION: staff archive lectures and sections instead of deleting
 * them, and a delete that would take this row along fails; only deleting the whole course removes it (through
 * course_id, checked at the end of that statement).
 */
export const lectureOverviews = pgTable('lecture_overviews', {
  id: id(),
  courseId: uuid('course_id')
    .notNull()
    .references(() => courses.id, { onDelete: 'cascade' }),
  sectionId: uuid('section_id')
    .notNull()
    .references(() => courseSections.id, { onDelete: 'no action' }),
  lectureId: uuid('lecture_id')
    .notNull()
    .unique()
    .references(() => courseLectures.id, { onDelete: 'no action' }),
  overview: text('overview').notNull(),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export type CourseSectionRow = typeof courseSections.$inferSelect;
export type CourseLectureRow = typeof courseLectures.$inferSelect;
export type OverviewRow = typeof lectureOverviews.$inferSelect;
