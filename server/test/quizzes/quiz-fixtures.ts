import type { QuizBodyInput, QuizQuestionBodyInput } from '@skillhub/shared/schemas/quiz';
import type { FastifyInstance } from 'fastify';
import { bearer } from '../support/test-app.ts';

/** Question i of a quiz: single choice whose right answer is option i % 3 (of 3). */
export function singleChoice(i: number, explanation = `Because option ${i % 3} is right`): QuizQuestionBodyInput {
  return {
    kind: 'single',
    prompt: `Question ${i}: which is right?`,
    options: ['Option A', 'Option B', 'Option C'],
    correct: [i % 3],
    explanation,
  };
}

/** A quiz body with `n` single-choice questions, a multiple-choice and a true/false one on top when asked. */
export function quizBody(sectionId: string, overrides: Partial<QuizBodyInput> = {}): QuizBodyInput {
  return {
    sectionId,
    title: 'Check your basics',
    afterLectures: 1,
    passPercent: 60,
    questions: [
      singleChoice(0),
      { kind: 'multiple', prompt: 'Pick the even numbers', options: ['1', '2', '3', '4'], correct: [1, 3] },
      { kind: 'true_false', prompt: 'The earth is round', correct: [0], explanation: 'It is.' },
    ],
    ...overrides,
  };
}

export const quizPath = (courseId: string, quizId?: string) =>
  quizId ? `/api/course/quiz/${courseId}/${quizId}` : `/api/course/quiz/${courseId}`;
export const attemptPath = (courseId: string, quizId: string, attemptId?: string, tail?: 'answer' | 'submit') =>
  `/api/course/quiz-attempt/${courseId}/${quizId}${attemptId ? `/${attemptId}` : ''}${tail ? `/${tail}` : ''}`;

/** Creates a quiz through the API and answers its id (the one quiz the answer holds that was not there before). */
export async function createQuiz(
  app: FastifyInstance,
  token: string,
  courseId: string,
  body: QuizBodyInput,
): Promise<string> {
  const before = await app.inject({ method: 'GET', url: quizPath(courseId), headers: bearer(token) });
  const known = new Set((before.json().data.quizzes as { _id: string }[]).map((q) => q._id));
  const response = await app.inject({ method: 'POST', url: quizPath(courseId), headers: bearer(token), payload: body });
  if (response.statusCode !== 201) throw new Error(`quiz ${body.title}: ${response.body}`);
  const created = (response.json().data.quizzes as { _id: string }[]).find((q) => !known.has(q._id));
  if (!created) throw new Error('the new quiz is not in the answer');
  return created._id;
}
