import type { CourseQuizzes, QuestionBankBody, QuizBody, StaffQuestion } from '@skillhub/shared/schemas/quiz';
import type { Database } from '../../db/database.ts';
import { isForeignKeyViolation } from '../../db/postgres-errors.ts';
import type { QuizQuestionRow } from '../../db/schema/quizzes.ts';
import { conflict, fieldError, notFound } from '../../http/http-error.ts';
import type { ServiceContext } from '../../http/service-context.ts';
import type { PublicContent } from '../../plugins/app/public-content.ts';
import { coursesRepository } from '../courses/courses.repository.ts';
import { quizzesRepository as repo } from './quizzes.repository.ts';

export const QUIZ_NOT_FOUND = 'Quiz not found';
const courseNotFound = () => notFound('Course not found');

export const toStaffQuestion = (q: QuizQuestionRow): StaffQuestion => ({
  _id: q.id,
  kind: q.kind,
  prompt: q.prompt,
  options: q.options,
  correct: q.correct,
  explanation: q.explanation,
});

/** Staff building a course's quizzes and its question bank (Courses/Courses). */
export function createQuizzesService(ctx: Pick<ServiceContext, 'db' | 'clock'> & { publicContent: PublicContent }) {
  const { db, clock } = ctx;
  /**
   * Writes run with the course row locked, like the curriculum's, so they queue behind a curriculum save, and
   * as a public-content change: the player's cached course structure (its quizzes) is dropped everywhere.
   */
  const change = <T>(courseId: string, work: (tx: Database) => Promise<T>) =>
    ctx.publicContent.change('courses', async (tx) => {
      if (!(await coursesRepository.lockById(tx, courseId))) throw courseNotFound();
      return work(tx);
    });

  async function all(courseId: string): Promise<CourseQuizzes> {
    const [quizzes, questions, attempts] = await Promise.all([
      repo.liveQuizzes(db, courseId),
      repo.questions(db, courseId),
      repo.attemptCounts(db, courseId),
    ]);
    return {
      quizzes: quizzes.map((quiz) => ({
        _id: quiz.id,
        sectionId: quiz.sectionId,
        title: quiz.title,
        afterLectures: quiz.afterLectures,
        passPercent: quiz.passPercent,
        timeLimitMinutes: quiz.timeLimitMinutes,
        attemptsAllowed: quiz.attemptsAllowed,
        shuffle: quiz.shuffle,
        bankDraw: quiz.bankDraw,
        questions: questions.filter((q) => q.quizId === quiz.id).map(toStaffQuestion),
        attempts: attempts.get(quiz.id) ?? 0,
      })),
      bank: questions.filter((q) => q.quizId === null).map(toStaffQuestion),
    };
  }

  /** The section must be a live one of the course; the place is kept within its lectures. */
  async function quizValues(tx: Database, courseId: string, body: QuizBody) {
    if (!(await repo.liveSection(tx, courseId, body.sectionId))) {
      throw fieldError('sectionId', 'Section not found in this course');
    }
    const bank = await repo.questionsOf(tx, courseId, null);
    if (body.bankDraw > bank.length) {
      throw fieldError('bankDraw', `The question bank has only ${bank.length} questions to draw from`);
    }
    return {
      courseId,
      sectionId: body.sectionId,
      title: body.title,
      afterLectures: Math.min(body.afterLectures, await repo.liveLecturesIn(tx, body.sectionId)),
      passPercent: body.passPercent,
      timeLimitMinutes: body.timeLimitMinutes,
      attemptsAllowed: body.attemptsAllowed,
      shuffle: body.shuffle,
      bankDraw: body.bankDraw,
    };
  }

  return {
    async list(courseId: string): Promise<CourseQuizzes> {
      if (!(await coursesRepository.findById(db, courseId))) throw courseNotFound();
      return all(courseId);
    },

    async create(courseId: string, body: QuizBody): Promise<CourseQuizzes> {
      await change(courseId, async (tx) => {
        const quizId = await repo.insertQuiz(tx, await quizValues(tx, courseId, body));
        await repo.replaceQuestions(tx, courseId, quizId, body.questions);
      });
      return all(courseId);
    },

    /** Settings and questions; attempts already started keep the questions they froze. */
    async update(courseId: string, quizId: string, body: QuizBody): Promise<CourseQuizzes> {
      await change(courseId, async (tx) => {
        if (!(await repo.lockQuiz(tx, courseId, quizId))) throw notFound(QUIZ_NOT_FOUND);
        await repo.updateQuiz(tx, quizId, await quizValues(tx, courseId, body));
        await repo.replaceQuestions(tx, courseId, quizId, body.questions);
      });
      return all(courseId);
    },

    /** Deleted while nobody has attempted it; archived after (the attempts and best scores stay). */
    async remove(courseId: string, quizId: string): Promise<string> {
      return change(courseId, async (tx) => {
        if (!(await repo.lockQuiz(tx, courseId, quizId))) throw notFound(QUIZ_NOT_FOUND);
        const attempted = (await repo.attemptCounts(tx, courseId)).get(quizId) ?? 0;
        if (attempted > 0) {
          await repo.archiveQuiz(tx, quizId, clock.now());
          return 'Quiz archived: learners have attempted it';
        }
        try {
          await repo.deleteQuiz(tx, quizId);
        } catch (error) {
          // An attempt started after the count: the quiz hangs on it (NO ACTION).
          if (isForeignKeyViolation(error)) throw conflict('A learner has just started this quiz; try again');
          throw error;
        }
        return 'Quiz deleted successfully';
      });
    },

    /** The whole bank at once; a quiz drawing more than the bank then holds is refused. */
    async saveBank(courseId: string, body: QuestionBankBody): Promise<CourseQuizzes> {
      await change(courseId, async (tx) => {
        const needed = Math.max(0, ...(await repo.liveQuizzes(tx, courseId)).map((q) => q.bankDraw));
        if (body.questions.length < needed) {
          throw fieldError('questions', `A quiz draws ${needed} questions from the bank; keep at least that many`);
        }
        await repo.replaceQuestions(tx, courseId, null, body.questions);
      });
      return all(courseId);
    },
  };
}
