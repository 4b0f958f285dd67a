import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';
import { courses } from './courses.ts';
import { courseSections } from './curriculum.ts';
import { users } from './users-and-roles.ts';

/** A quiz of a section, placed after `after_lectures` of its lectures. */
export const courseQuizzes = pgTable(
  'course_quizzes',
  {
    id: id(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    sectionId: uuid('section_id')
      .notNull()
      .references(() => courseSections.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    afterLectures: integer('after_lectures').notNull().default(0),
    passPercent: integer('pass_percent').notNull(),
    timeLimitMinutes: integer('time_limit_minutes'),
    attemptsAllowed: integer('attempts_allowed'),
    shuffle: boolean('shuffle').notNull().default(false),
    bankDraw: integer('bank_draw').notNull().default(0),
    /** Set when staff remove a quiz learners have attempted: the attempts keep it; it leaves the outline. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('course_quizzes_course_id_idx').on(t.courseId)],
);

/** A question of one quiz (quiz_id set) or of the course's question bank (quiz_id null). */
export const quizQuestions = pgTable(
  'quiz_questions',
  {
    id: id(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    quizId: uuid('quiz_id').references(() => courseQuizzes.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['single', 'multiple', 'true_false'] }).notNull(),
    prompt: text('prompt').notNull(),
    options: jsonb('options').$type<string[]>().notNull(),
    /** Indices into options. */
    correct: jsonb('correct').$type<number[]>().notNull(),
    explanation: text('explanation').notNull().default(''),
    position: integer('position').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('quiz_questions_course_quiz_idx').on(t.courseId, t.quizId, t.position)],
);

/** A question as an attempt froze it at its start: later edits by staff change neither its grading nor review. */
export interface AttemptQuestion {
  id: string;
  kind: 'single' | 'multiple' | 'true_false';
  prompt: string;
  options: string[];
  /** The option indices in the order this attempt shows them. */
  order: number[];
  correct: number[];
  explanation: string;
}

/**
 * One learner's attempt at a quiz. The quiz hangs on it with NO ACTION: a quiz somebody attempted cannot be
 * deleted, only archived. (quiz, user, number) is unique and a learner has at most one open attempt per quiz,
 * so two tabs starting at once get one attempt and the attempts allowed cannot be overrun.
 */
export const quizAttempts = pgTable(
  'quiz_attempts',
  {
    id: id(),
    quizId: uuid('quiz_id')
      .notNull()
      .references(() => courseQuizzes.id, { onDelete: 'no action' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    deadlineAt: timestamp('deadline_at', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    questions: jsonb('questions').$type<AttemptQuestion[]>().notNull(),
    /** Question id to the chosen option indices, written as each answer is given. */
    answers: jsonb('answers').$type<Record<string, number[]>>().notNull().default({}),
    correctCount: integer('correct_count'),
    scorePercent: integer('score_percent'),
    passed: boolean('passed'),
  },
  (t) => [
    uniqueIndex('quiz_attempts_quiz_user_number_idx').on(t.quizId, t.userId, t.number),
    uniqueIndex('quiz_attempts_one_open_idx').on(t.quizId, t.userId).where(sql`${t.submittedAt} is null`),
    index('quiz_attempts_user_course_idx').on(t.userId, t.courseId),
  ],
);

export type CourseQuizRow = typeof courseQuizzes.$inferSelect;
export type QuizQuestionRow = typeof quizQuestions.$inferSelect;
export type QuizAttemptRow = typeof quizAttempts.$inferSelect;
