import { and, asc, count, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { preparedPer } from '../../db/prepared-per.ts';
import { courses } from '../../db/schema/courses.ts';
import { courseLectures, courseSections } from '../../db/schema/curriculum.ts';
import { enrollments } from '../../db/schema/enrollments.ts';
import {
  type AttemptQuestion,
  type CourseQuizRow,
  courseQuizzes,
  type QuizAttemptRow,
  type QuizQuestionRow,
  quizAttempts,
  quizQuestions,
} from '../../db/schema/quizzes.ts';

/** What grading and answer checks need of an attempt's questions, by question id, computed in the database. */
export type AttemptKey = Record<string, { kind: AttemptQuestion['kind']; options: number; correct: number[] }>;
export type GradingRow = Pick<QuizAttemptRow, 'id' | 'quizId' | 'submittedAt' | 'deadlineAt' | 'answers'> & {
  key: AttemptKey;
};

/**
 * The key's four lists, in the attempt's question order, keyed by question id. A gate that joined no attempt
 * reads four nulls: no key.
 */
function attemptKey(lists: unknown): AttemptKey {
  const [ids, kinds, options, correct] = lists as [string[] | null, AttemptQuestion['kind'][], number[], number[][]];
  const key: AttemptKey = {};
  for (const [i, id] of (ids ?? []).entries()) {
    key[id] = { kind: kinds[i] as AttemptQuestion['kind'], options: options[i] as number, correct: correct[i] ?? [] };
  }
  return key;
}

/**
 * The attempt's key without its question texts: the database reads the frozen questions, so a grading call
 * neither transfers nor parses the prompts, options and explanations. Four JSON path lists in question order
 * cost the database about half the CPU of an object built per question (every answer and submission reads
 * this); strict paths fail the read if a question lacked a field, rather than shift the lists.
 */
const gradingColumns = {
  id: quizAttempts.id,
  quizId: quizAttempts.quizId,
  submittedAt: quizAttempts.submittedAt,
  deadlineAt: quizAttempts.deadlineAt,
  answers: quizAttempts.answers,
  key: sql`jsonb_build_array(jsonb_path_query_array(${quizAttempts.questions}, 'strict $[*].id'),
    jsonb_path_query_array(${quizAttempts.questions}, 'strict $[*].kind'),
    jsonb_path_query_array(${quizAttempts.questions}, 'strict $[*].options.size()'),
    jsonb_path_query_array(${quizAttempts.questions}, 'strict $[*].correct'))`.mapWith(attemptKey),
};

export interface QuizGrade {
  submittedAt: Date;
  correctCount: number;
  scorePercent: number;
  passed: boolean;
}

export type QuizValues = Omit<typeof courseQuizzes.$inferInsert, 'id' | 'createdAt' | 'updatedAt' | 'archivedAt'>;
export type QuestionValues = Pick<QuizQuestionRow, 'kind' | 'prompt' | 'options' | 'correct' | 'explanation'>;

/** A quiz is live while neither it nor its section is archived. */
const liveQuiz = and(isNull(courseQuizzes.archivedAt), isNull(courseSections.archivedAt));

/**
 * The gate of every answer and submission, built once per database and run as a prepared statement: these
 * calls come in bursts (a class submitting together), and building the query each time cost more than
 * running it.
 */
function buildGate(db: Database) {
  return db
    .select({
      courseId: courses.id,
      enrolmentExpiresAt: enrollments.expiresAt,
      enrolled: enrollments.id,
      enrolledAt: enrollments.enrolledAt,
      // Only what the calls use: every column read is parsed on every answer and submission.
      quiz: { id: courseQuizzes.id, passPercent: courseQuizzes.passPercent },
      sectionLive: courseSections.id,
      opensAfterDays: courseSections.opensAfterDays,
      opensOn: courseSections.opensOn,
      attempt: gradingColumns,
    })
    .from(courses)
    .leftJoin(enrollments, and(eq(enrollments.courseId, courses.id), eq(enrollments.userId, sql.placeholder('userId'))))
    .leftJoin(
      courseQuizzes,
      and(
        eq(courseQuizzes.id, sql.placeholder('quizId')),
        eq(courseQuizzes.courseId, courses.id),
        isNull(courseQuizzes.archivedAt),
      ),
    )
    .leftJoin(courseSections, and(eq(courseSections.id, courseQuizzes.sectionId), isNull(courseSections.archivedAt)))
    .leftJoin(
      quizAttempts,
      and(
        eq(quizAttempts.id, sql.placeholder('attemptId')),
        eq(quizAttempts.userId, sql.placeholder('userId')),
        eq(quizAttempts.courseId, courses.id),
        eq(quizAttempts.quizId, sql.placeholder('quizId')),
      ),
    )
    .where(eq(courses.id, sql.placeholder('courseId')))
    .prepare('quiz_attempt_gate');
}

const preparedGate = preparedPer(buildGate);

/** One answer written into an open attempt whose time has not run out (saveAnswer). */
const preparedSaveAnswer = preparedPer((db) =>
  db
    .update(quizAttempts)
    .set({
      answers: sql`${quizAttempts.answers} || jsonb_build_object(${sql.placeholder('questionId')}::text, ${sql.placeholder('optionIds')}::jsonb)`,
    })
    .where(
      and(
        eq(quizAttempts.id, sql.placeholder('attemptId')),
        isNull(quizAttempts.submittedAt),
        sql`(${quizAttempts.deadlineAt} is null or ${quizAttempts.deadlineAt} > ${sql.placeholder('now')}::timestamptz)`,
      ),
    )
    .returning({ id: quizAttempts.id })
    .prepare('quiz_save_answer'),
);

/** The grade of an open attempt, written only if its answers are those graded (markGraded). */
const preparedMarkGraded = preparedPer((db) =>
  db
    .update(quizAttempts)
    .set({
      submittedAt: sql`${sql.placeholder('submittedAt')}::timestamptz`,
      correctCount: sql`${sql.placeholder('correctCount')}::integer`,
      scorePercent: sql`${sql.placeholder('scorePercent')}::integer`,
      passed: sql`${sql.placeholder('passed')}::boolean`,
    })
    .where(
      and(
        eq(quizAttempts.id, sql.placeholder('attemptId')),
        isNull(quizAttempts.submittedAt),
        sql`${quizAttempts.answers} = ${sql.placeholder('answers')}::jsonb`,
      ),
    )
    .returning({ id: quizAttempts.id })
    .prepare('quiz_mark_graded'),
);

export type AttemptSummary = Pick<QuizAttemptRow, 'id' | 'quizId' | 'submittedAt' | 'scorePercent' | 'passed'>;

export const quizzesRepository = {
  /** The course's live quizzes in curriculum order: section position, then place among the lectures. */
  async liveQuizzes(db: Database, courseId: string): Promise<CourseQuizRow[]> {
    const rows = await db
      .select({ quiz: courseQuizzes })
      .from(courseQuizzes)
      .innerJoin(courseSections, eq(courseSections.id, courseQuizzes.sectionId))
      .where(and(eq(courseQuizzes.courseId, courseId), liveQuiz))
      .orderBy(asc(courseSections.position), asc(courseQuizzes.afterLectures), asc(courseQuizzes.createdAt));
    return rows.map((r) => r.quiz);
  },

  async liveQuiz(db: Database, courseId: string, quizId: string): Promise<CourseQuizRow | undefined> {
    const [row] = await db
      .select({ quiz: courseQuizzes })
      .from(courseQuizzes)
      .innerJoin(courseSections, eq(courseSections.id, courseQuizzes.sectionId))
      .where(and(eq(courseQuizzes.id, quizId), eq(courseQuizzes.courseId, courseId), liveQuiz));
    return row?.quiz;
  },

  /** Live or archived: an attempt of an archived quiz stays readable. */
  async anyQuiz(db: Database, courseId: string, quizId: string): Promise<CourseQuizRow | undefined> {
    const [row] = await db
      .select()
      .from(courseQuizzes)
      .where(and(eq(courseQuizzes.id, quizId), eq(courseQuizzes.courseId, courseId)));
    return row;
  },

  async lockQuiz(db: Database, courseId: string, quizId: string): Promise<CourseQuizRow | undefined> {
    const [row] = await db
      .select()
      .from(courseQuizzes)
      .where(and(eq(courseQuizzes.id, quizId), eq(courseQuizzes.courseId, courseId), isNull(courseQuizzes.archivedAt)))
      .for('update');
    return row;
  },

  async liveSection(db: Database, courseId: string, sectionId: string): Promise<boolean> {
    const [row] = await db
      .select({ id: courseSections.id })
      .from(courseSections)
      .where(
        and(eq(courseSections.id, sectionId), eq(courseSections.courseId, courseId), isNull(courseSections.archivedAt)),
      );
    return row !== undefined;
  },

  async liveLecturesIn(db: Database, sectionId: string): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(courseLectures)
      .where(and(eq(courseLectures.sectionId, sectionId), isNull(courseLectures.archivedAt)));
    return row?.n ?? 0;
  },

  async insertQuiz(db: Database, values: QuizValues): Promise<string> {
    const [row] = await db.insert(courseQuizzes).values(values).returning({ id: courseQuizzes.id });
    if (!row) throw new Error('quiz insert returned nothing');
    return row.id;
  },

  async updateQuiz(db: Database, quizId: string, values: Partial<QuizValues>): Promise<void> {
    await db.update(courseQuizzes).set(values).where(eq(courseQuizzes.id, quizId));
  },

  async deleteQuiz(db: Database, quizId: string): Promise<void> {
    await db.delete(courseQuizzes).where(eq(courseQuizzes.id, quizId));
  },

  async archiveQuiz(db: Database, quizId: string, now: Date): Promise<void> {
    await db.update(courseQuizzes).set({ archivedAt: now }).where(eq(courseQuizzes.id, quizId));
  },

  /** The questions of the given quizzes (or, for null, of the bank), in their order. */
  async questions(db: Database, courseId: string): Promise<QuizQuestionRow[]> {
    return db
      .select()
      .from(quizQuestions)
      .where(eq(quizQuestions.courseId, courseId))
      .orderBy(asc(quizQuestions.position), asc(quizQuestions.createdAt));
  },

  async questionsOf(db: Database, courseId: string, quizId: string | null): Promise<QuizQuestionRow[]> {
    return db
      .select()
      .from(quizQuestions)
      .where(
        and(
          eq(quizQuestions.courseId, courseId),
          quizId === null ? isNull(quizQuestions.quizId) : eq(quizQuestions.quizId, quizId),
        ),
      )
      .orderBy(asc(quizQuestions.position), asc(quizQuestions.createdAt));
  },

  /**
   * Makes the questions of a quiz (or of the bank) equal to `questions`, in order: those sent with the id of
   * one of them are updated, the others inserted, the rest deleted. Attempts froze their questions when they
   * started, so neither an edit nor a delete changes an attempt.
   */
  async replaceQuestions(
    db: Database,
    courseId: string,
    quizId: string | null,
    questions: (QuestionValues & { _id?: string })[],
  ): Promise<Record<number, string>> {
    const existing = new Set((await this.questionsOf(db, courseId, quizId)).map((q) => q.id));
    const kept = new Set(questions.flatMap((q) => (q._id && existing.has(q._id) ? [q._id] : [])));
    const gone = [...existing].filter((id) => !kept.has(id));
    if (gone.length > 0) await db.delete(quizQuestions).where(inArray(quizQuestions.id, gone));
    const ids: Record<number, string> = {};
    for (const [position, q] of questions.entries()) {
      const values = {
        kind: q.kind,
        prompt: q.prompt,
        options: q.options,
        correct: q.correct,
        explanation: q.explanation,
        position,
      };
      if (q._id && kept.has(q._id)) {
        await db.update(quizQuestions).set(values).where(eq(quizQuestions.id, q._id));
        ids[position] = q._id;
      } else {
        const [row] = await db
          .insert(quizQuestions)
          .values({ ...values, courseId, quizId })
          .returning({ id: quizQuestions.id });
        if (row) ids[position] = row.id;
      }
    }
    return ids;
  },

  /** Attempts started on each quiz of the course, archived ones included. */
  async attemptCounts(db: Database, courseId: string): Promise<Map<string, number>> {
    const rows = await db
      .select({ quizId: quizAttempts.quizId, n: count() })
      .from(quizAttempts)
      .where(eq(quizAttempts.courseId, courseId))
      .groupBy(quizAttempts.quizId);
    return new Map(rows.map((r) => [r.quizId, r.n]));
  },

  /** liveQuizzes, each with how many questions of its own it holds (the bank's not counted): one read. */
  async liveQuizzesWithCounts(db: Database, courseId: string): Promise<(CourseQuizRow & { ownQuestions: number })[]> {
    const rows = await db
      .select({
        quiz: courseQuizzes,
        ownQuestions: sql<number>`(select count(*) from ${quizQuestions}
          where ${quizQuestions.courseId} = ${courseQuizzes.courseId} and ${quizQuestions.quizId} = ${courseQuizzes.id})`.mapWith(
          Number,
        ),
      })
      .from(courseQuizzes)
      .innerJoin(courseSections, eq(courseSections.id, courseQuizzes.sectionId))
      .where(and(eq(courseQuizzes.courseId, courseId), liveQuiz))
      .orderBy(asc(courseSections.position), asc(courseQuizzes.afterLectures), asc(courseQuizzes.createdAt));
    return rows.map((r) => ({ ...r.quiz, ownQuestions: r.ownQuestions }));
  },

  // ---- attempts ----

  /** The caller's attempts in a course without their questions: what a standing needs. */
  async attemptSummaries(db: Database, userId: string, courseId: string): Promise<AttemptSummary[]> {
    return db
      .select({
        id: quizAttempts.id,
        quizId: quizAttempts.quizId,
        submittedAt: quizAttempts.submittedAt,
        scorePercent: quizAttempts.scorePercent,
        passed: quizAttempts.passed,
      })
      .from(quizAttempts)
      .where(and(eq(quizAttempts.userId, userId), eq(quizAttempts.courseId, courseId)));
  },

  async attemptsOf(db: Database, userId: string, courseId: string): Promise<QuizAttemptRow[]> {
    return db
      .select()
      .from(quizAttempts)
      .where(and(eq(quizAttempts.userId, userId), eq(quizAttempts.courseId, courseId)))
      .orderBy(asc(quizAttempts.number));
  },

  async attemptCount(
    db: Database,
    userId: string,
    quizId: string,
  ): Promise<{ used: number; open: QuizAttemptRow | undefined }> {
    const rows = await db
      .select()
      .from(quizAttempts)
      .where(and(eq(quizAttempts.userId, userId), eq(quizAttempts.quizId, quizId)));
    return { used: rows.length, open: rows.find((r) => r.submittedAt === null) };
  },

  /** The caller's attempt, addressed through its course and quiz: anyone else's answers 404 like none. */
  async attempt(
    db: Database,
    ref: { userId: string; courseId: string; quizId: string; attemptId: string },
  ): Promise<QuizAttemptRow | undefined> {
    const [row] = await db
      .select()
      .from(quizAttempts)
      .where(
        and(
          eq(quizAttempts.id, ref.attemptId),
          eq(quizAttempts.userId, ref.userId),
          eq(quizAttempts.courseId, ref.courseId),
          eq(quizAttempts.quizId, ref.quizId),
        ),
      );
    return row;
  },

  /**
   * Everything an attempt call checks, in one read: whether the course exists, the caller's enrolment in it,
   * the quiz if live, and the caller's attempt (its key instead of its questions). Each part is null when
   * missing, so the caller answers 404 or 403 in the usual order.
   */
  async attemptGate(db: Database, ref: { userId: string; courseId: string; quizId: string; attemptId: string }) {
    const [row] = await preparedGate(db).execute(ref);
    if (!row) return undefined;
    return {
      enrolment: row.enrolled ? { expiresAt: row.enrolmentExpiresAt, enrolledAt: row.enrolledAt } : null,
      quiz: row.quiz && row.sectionLive ? row.quiz : null,
      release: { opensAfterDays: row.opensAfterDays, opensOn: row.opensOn },
      attempt: row.attempt?.id ? (row.attempt as GradingRow) : null,
    };
  },

  /** The caller's attempt for answering and grading: its key instead of its questions. */
  async attemptForGrading(
    db: Database,
    ref: { userId: string; courseId: string; quizId: string; attemptId: string },
  ): Promise<GradingRow | undefined> {
    const [row] = await db
      .select(gradingColumns)
      .from(quizAttempts)
      .where(
        and(
          eq(quizAttempts.id, ref.attemptId),
          eq(quizAttempts.userId, ref.userId),
          eq(quizAttempts.courseId, ref.courseId),
          eq(quizAttempts.quizId, ref.quizId),
        ),
      );
    return row;
  },

  async insertAttempt(
    db: Database,
    values: {
      quizId: string;
      courseId: string;
      userId: string;
      number: number;
      startedAt: Date;
      deadlineAt: Date | null;
      questions: AttemptQuestion[];
    },
  ): Promise<QuizAttemptRow> {
    const [row] = await db.insert(quizAttempts).values(values).returning();
    if (!row) throw new Error('attempt insert returned nothing');
    return row;
  },

  /**
   * Writes one answer into an open attempt in one statement (two answers given at once both stay), only
   * while it is open and its time has not run out; false when it was not written.
   */
  async saveAnswer(
    db: Database,
    attemptId: string,
    questionId: string,
    optionIds: number[],
    now: Date,
  ): Promise<boolean> {
    const rows = await preparedSaveAnswer(db).execute({
      attemptId,
      questionId,
      optionIds: JSON.stringify(optionIds),
      now: now.toISOString(),
    });
    return rows.length > 0;
  },

  /**
   * Records the grade of an open attempt, only if its answers are still those it was graded on (an answer
   * saved in between makes this a no-op, and the caller grades again): no lock is held while grading.
   */
  async markGraded(db: Database, attempt: Pick<QuizAttemptRow, 'id' | 'answers'>, values: QuizGrade): Promise<boolean> {
    const rows = await preparedMarkGraded(db).execute({
      attemptId: attempt.id,
      answers: JSON.stringify(attempt.answers),
      submittedAt: values.submittedAt.toISOString(),
      correctCount: values.correctCount,
      scorePercent: values.scorePercent,
      passed: values.passed,
    });
    return rows.length > 0;
  },

  /** The caller's open attempts in a course whose time has run out (graded when next looked at). */
  async expiredOpen(db: Database, userId: string, courseId: string, now: Date): Promise<GradingRow[]> {
    return db
      .select(gradingColumns)
      .from(quizAttempts)
      .where(
        and(
          eq(quizAttempts.userId, userId),
          eq(quizAttempts.courseId, courseId),
          isNull(quizAttempts.submittedAt),
          lt(quizAttempts.deadlineAt, now),
        ),
      );
  },
};
