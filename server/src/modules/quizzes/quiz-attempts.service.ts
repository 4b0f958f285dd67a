import type {
  GradedAttempt,
  LearnerQuiz,
  OpenAttempt,
  QuizAnswerBody,
  QuizAnswerSaved,
  QuizAttempt,
  QuizGradeResult,
} from '@skillhub/shared/schemas/quiz';
import type { FastifyRequest } from 'fastify';
import { isUniqueViolation } from '../../db/postgres-errors.ts';
import type { CourseQuizRow, QuizAttemptRow } from '../../db/schema/quizzes.ts';
import { badRequest, conflict, notFound } from '../../http/http-error.ts';
import type { ServiceContext } from '../../http/service-context.ts';
import { sessionUserId } from '../../http/session-user.ts';
import { createCourseCertificatesService } from '../course-certificates/course-certificates.service.ts';
import { COURSE_NOT_FOUND, enterCourse, enterCourseToLearn } from '../courses/course-gate.ts';
import { checkSectionOpen, requireSectionOpen } from '../courses/section-release.ts';
import { checkEnrolment } from '../enrollments/course-access.ts';
import { drawAttemptQuestions, grade, isAnsweredRight } from './quiz-grading.ts';
import { type GradingRow, type QuizGrade, quizzesRepository as repo } from './quizzes.repository.ts';
import { QUIZ_NOT_FOUND } from './quizzes.service.ts';

export const ATTEMPT_NOT_FOUND = 'Attempt not found';
export const ATTEMPTS_EXHAUSTED = 'You have used every attempt this quiz allows';
export const ALREADY_SUBMITTED = 'This attempt has already been submitted';
export const TIME_IS_UP = 'Time is up for this attempt: submit it to see your score';
export const NOT_IN_ATTEMPT = 'That question is not part of this attempt';
/** Answers sent this long after the deadline still count: the last click and the network take a moment. */
export const ANSWER_GRACE_MS = 5_000;

export interface QuizTarget {
  courseId: string;
  quizId: string;
}
export interface AttemptTarget extends QuizTarget {
  attemptId: string;
}

function openView(row: QuizAttemptRow, quiz: Pick<CourseQuizRow, 'title' | 'passPercent'>): OpenAttempt {
  return {
    _id: row.id,
    quizId: row.quizId,
    quizTitle: quiz.title,
    number: row.number,
    passPercent: quiz.passPercent,
    startedAt: row.startedAt.toISOString(),
    deadlineAt: row.deadlineAt?.toISOString() ?? null,
    answers: row.answers,
    status: 'open',
    // The right answers and explanations stay on the server until the attempt is submitted.
    questions: row.questions.map((q) => ({
      _id: q.id,
      kind: q.kind,
      prompt: q.prompt,
      options: q.order.map((index) => ({ index, text: q.options[index] ?? '' })),
    })),
  };
}

function gradedView(row: QuizAttemptRow, quiz: Pick<CourseQuizRow, 'title' | 'passPercent'>): GradedAttempt {
  const open = openView(row, quiz);
  return {
    ...open,
    status: 'submitted',
    submittedAt: (row.submittedAt ?? row.startedAt).toISOString(),
    correctCount: row.correctCount ?? 0,
    total: row.questions.length,
    scorePercent: row.scorePercent ?? 0,
    passed: row.passed ?? false,
    questions: row.questions.map((q, i) => ({
      ...(open.questions[i] as OpenAttempt['questions'][number]),
      correct: q.correct,
      explanation: q.explanation,
      isCorrect: isAnsweredRight(q, row.answers[q.id]),
    })),
  };
}

const view = (row: QuizAttemptRow, quiz: Pick<CourseQuizRow, 'title' | 'passPercent'>): QuizAttempt =>
  row.submittedAt ? gradedView(row, quiz) : openView(row, quiz);

/**
 * The learner's standing in each quiz (in the order given) from their attempts: used, best score, passed,
 * the open one. The attempts carry no questions.
 */
export function standingOf(
  quizzes: (CourseQuizRow & { ownQuestions: number })[],
  attempts: Pick<QuizAttemptRow, 'id' | 'quizId' | 'submittedAt' | 'scorePercent' | 'passed'>[],
): LearnerQuiz[] {
  return quizzes.map((quiz) => {
    const mine = attempts.filter((a) => a.quizId === quiz.id);
    const graded = mine.filter((a) => a.submittedAt !== null);
    const best = graded.reduce<number | null>((m, a) => Math.max(m ?? 0, a.scorePercent ?? 0), null);
    return {
      _id: quiz.id,
      sectionId: quiz.sectionId,
      title: quiz.title,
      afterLectures: quiz.afterLectures,
      passPercent: quiz.passPercent,
      timeLimitMinutes: quiz.timeLimitMinutes,
      attemptsAllowed: quiz.attemptsAllowed,
      questionCount: quiz.ownQuestions + quiz.bankDraw,
      attemptsUsed: mine.length,
      bestPercent: best,
      passed: graded.some((a) => a.passed),
      openAttemptId: mine.find((a) => a.submittedAt === null)?.id ?? null,
    };
  });
}

/**
 * Learners taking quizzes. Every call needs an enrolment with unexpired access (reading one's standing also
 * lets staff with Courses read in, who see their own, usually empty, record). Grading happens here only, and
 * an open attempt's answer never leaves the server.
 */
export function createQuizAttemptsService(ctx: Pick<ServiceContext, 'db' | 'clock' | 'config' | 'outbox' | 'log'>) {
  const { db, clock } = ctx;
  const certificates = createCourseCertificatesService(ctx);

  async function liveQuiz(target: QuizTarget): Promise<CourseQuizRow> {
    const quiz = await repo.liveQuiz(db, target.courseId, target.quizId);
    if (!quiz) throw notFound(QUIZ_NOT_FOUND);
    return quiz;
  }

  /**
   * Grades an open attempt with the answers it holds and records it, once: when an answer landed meanwhile it
   * re-reads and grades again; undefined when another call submitted it first.
   */
  async function gradeOpen(
    ref: AttemptTarget & { userId: string },
    first: GradingRow,
    passPercent: number,
    now: Date,
  ): Promise<QuizGrade | undefined> {
    let row: GradingRow | undefined = first;
    for (let tries = 1; row && !row.submittedAt; tries++) {
      const result = { submittedAt: now, ...grade(row.key, row.answers, passPercent) };
      if (await repo.markGraded(db, row, result)) return result;
      if (tries >= 5) throw conflict('The attempt kept changing while being submitted; submit again');
      row = await repo.attemptForGrading(db, ref);
    }
    return undefined;
  }

  /** Open attempts whose time ran out count as submitted with what they hold. */
  async function closeExpired(userId: string, courseId: string, now: Date, quizzes: CourseQuizRow[]) {
    await gradeExpired(userId, courseId, now, await repo.expiredOpen(db, userId, courseId, now), quizzes);
  }

  async function gradeExpired(
    userId: string,
    courseId: string,
    now: Date,
    expired: GradingRow[],
    quizzes: CourseQuizRow[],
  ) {
    for (const row of expired) {
      const passPercent = quizzes.find((q) => q.id === row.quizId)?.passPercent ?? 100;
      await gradeOpen({ userId, courseId, quizId: row.quizId, attemptId: row.id }, row, passPercent, now);
    }
  }

  /**
   * The learner's door of an attempt call, read at once: 404 for no course, 403 without an enrolment with
   * unexpired access (as enterCourseToLearn), then 404 for a quiz that is not live or an attempt that is not
   * the caller's.
   */
  async function enterAttempt(request: FastifyRequest, target: AttemptTarget, now: Date) {
    const ref = { ...target, userId: sessionUserId(request) };
    const gate = await repo.attemptGate(db, ref);
    if (!gate) throw notFound(COURSE_NOT_FOUND);
    const enrolment = checkEnrolment(request, gate.enrolment, now);
    if (!gate.quiz) throw notFound(QUIZ_NOT_FOUND);
    checkSectionOpen(request, gate.release, enrolment.enrolledAt, now);
    if (!gate.attempt) throw notFound(ATTEMPT_NOT_FOUND);
    return { ref, quiz: gate.quiz, row: gate.attempt };
  }

  /**
   * The learner's standing in each live quiz of the course, in curriculum order (expired open attempts graded
   * first): three light reads at once, no question or attempt bodies.
   */
  async function standing(userId: string, courseId: string, now: Date): Promise<LearnerQuiz[]> {
    const [quizzes, expired, summaries] = await Promise.all([
      repo.liveQuizzesWithCounts(db, courseId),
      repo.expiredOpen(db, userId, courseId, now),
      repo.attemptSummaries(db, userId, courseId),
    ]);
    let attempts = summaries;
    if (expired.length > 0) {
      await gradeExpired(userId, courseId, now, expired, quizzes);
      attempts = await repo.attemptSummaries(db, userId, courseId);
    }
    return standingOf(quizzes, attempts);
  }

  return {
    /** Each live quiz in curriculum order with the caller's attempts, best score and open attempt. */
    async mine(request: FastifyRequest, courseId: string): Promise<LearnerQuiz[]> {
      const now = clock.now();
      await enterCourse(db, request, courseId, now);
      return standing(sessionUserId(request), courseId, now);
    },

    standing,

    /**
     * The open attempt if there is one (resume), else a new one: refused once the attempts allowed are used.
     * Two tabs starting at once get the same attempt (one open attempt per learner and quiz).
     */
    async start(request: FastifyRequest, target: QuizTarget): Promise<OpenAttempt> {
      const now = clock.now();
      await enterCourseToLearn(db, request, target.courseId, now);
      const quiz = await liveQuiz(target);
      await requireSectionOpen(db, request, { courseId: target.courseId, sectionId: quiz.sectionId }, now);
      const userId = sessionUserId(request);
      await closeExpired(userId, target.courseId, now, [quiz]);
      for (let tries = 1; ; tries++) {
        const { used, open } = await repo.attemptCount(db, userId, quiz.id);
        if (open) return openView(open, quiz);
        if (quiz.attemptsAllowed !== null && used >= quiz.attemptsAllowed) throw conflict(ATTEMPTS_EXHAUSTED);
        const [own, bank] = await Promise.all([
          repo.questionsOf(db, target.courseId, quiz.id),
          quiz.bankDraw > 0 ? repo.questionsOf(db, target.courseId, null) : Promise.resolve([]),
        ]);
        const questions = drawAttemptQuestions(quiz, own, bank);
        if (questions.length === 0) throw conflict('This quiz has no questions yet');
        try {
          const row = await repo.insertAttempt(db, {
            quizId: quiz.id,
            courseId: target.courseId,
            userId,
            number: used + 1,
            startedAt: now,
            deadlineAt: quiz.timeLimitMinutes ? new Date(now.getTime() + quiz.timeLimitMinutes * 60_000) : null,
            questions,
          });
          return openView(row, quiz);
        } catch (error) {
          // Another tab started one at the same moment: answer that one.
          if (!isUniqueViolation(error) || tries >= 3) throw error;
        }
      }
    },

    /** The caller's attempt: open (to resume) or submitted (the score and the review). */
    async get(request: FastifyRequest, target: AttemptTarget): Promise<QuizAttempt> {
      const now = clock.now();
      await enterCourseToLearn(db, request, target.courseId, now);
      const row = await repo.attempt(db, { ...target, userId: sessionUserId(request) });
      if (!row) throw notFound(ATTEMPT_NOT_FOUND);
      // A quiz archived since keeps its attempts readable (the review of a past attempt).
      const quiz = await repo.anyQuiz(db, target.courseId, target.quizId);
      if (!quiz) throw notFound(QUIZ_NOT_FOUND);
      await requireSectionOpen(db, request, { courseId: target.courseId, sectionId: quiz.sectionId }, now);
      return view(row, quiz);
    },

    /** One answer, saved as it is given: a question of this attempt, options of that question. */
    async answer(request: FastifyRequest, target: AttemptTarget, body: QuizAnswerBody): Promise<QuizAnswerSaved> {
      const now = clock.now();
      const { ref, row } = await enterAttempt(request, target, now);
      const question = row.key[body.questionId];
      if (!question) throw badRequest(NOT_IN_ATTEMPT, { questionId: NOT_IN_ATTEMPT });
      const chosen = [...new Set(body.optionIds)].sort((a, b) => a - b);
      if (chosen.some((i) => i >= question.options)) {
        throw badRequest('Choose among the options of the question', { optionIds: 'Not an option of the question' });
      }
      if (question.kind !== 'multiple' && chosen.length > 1) {
        throw badRequest('Choose one option for this question', { optionIds: 'Choose one option' });
      }
      if (row.submittedAt) throw conflict(ALREADY_SUBMITTED);
      const saved = await repo.saveAnswer(
        db,
        row.id,
        body.questionId,
        chosen,
        new Date(now.getTime() - ANSWER_GRACE_MS),
      );
      if (!saved) {
        const again = await repo.attempt(db, ref);
        throw conflict(again?.submittedAt ? ALREADY_SUBMITTED : TIME_IS_UP);
      }
      return { questionId: body.questionId, optionIds: chosen };
    },

    /**
     * Grades the attempt once (a second submit is refused) and answers the score; the review is the attempt's
     * read. A late submit is graded on what was saved in time.
     */
    async submit(request: FastifyRequest, target: AttemptTarget): Promise<QuizGradeResult> {
      const now = clock.now();
      const { ref, row, quiz } = await enterAttempt(request, target, now);
      if (row.submittedAt) throw conflict(ALREADY_SUBMITTED);
      const graded = await gradeOpen(ref, row, quiz.passPercent, now);
      if (!graded) throw conflict(ALREADY_SUBMITTED);
      // Passing the last quiz may complete the course.
      if (graded.passed) await certificates.afterProgress(ref.userId, target.courseId);
      return {
        _id: row.id,
        quizId: row.quizId,
        status: 'submitted',
        submittedAt: graded.submittedAt.toISOString(),
        correctCount: graded.correctCount,
        total: Object.keys(row.key).length,
        scorePercent: graded.scorePercent,
        passed: graded.passed,
      };
    },
  };
}
