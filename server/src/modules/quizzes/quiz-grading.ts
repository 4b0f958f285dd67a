import { randomInt } from 'node:crypto';
import type { AttemptQuestion, QuizQuestionRow } from '../../db/schema/quizzes.ts';

/** A new array in random order (Fisher–Yates). */
export function shuffled<T>(items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/**
 * The questions of a new attempt: the quiz's own, then `bankDraw` drawn at random from the bank, frozen as
 * they are now. With `shuffle`, both the questions and each question's options come in a new order; a true/
 * false question keeps True before False, since shuffling two fixed words only confuses.
 */
export function drawAttemptQuestions(
  quiz: { shuffle: boolean; bankDraw: number },
  own: QuizQuestionRow[],
  bank: QuizQuestionRow[],
): AttemptQuestion[] {
  const drawn = shuffled(bank).slice(0, quiz.bankDraw);
  const picked = [...own, ...drawn];
  return (quiz.shuffle ? shuffled(picked) : picked).map((q) => {
    const indices = q.options.map((_, i) => i);
    return {
      id: q.id,
      kind: q.kind,
      prompt: q.prompt,
      options: q.options,
      order: quiz.shuffle && q.kind !== 'true_false' ? shuffled(indices) : indices,
      correct: q.correct,
      explanation: q.explanation,
    };
  });
}

/** A question counts as right when the chosen options are exactly the right ones (no partial marks). */
export function isAnsweredRight(question: { correct: number[] }, chosen: readonly number[] | undefined): boolean {
  if (!chosen || chosen.length !== question.correct.length) return false;
  // A few options each: a scan of the list, where a Set per question was garbage on every grading.
  return chosen.every((i) => question.correct.includes(i));
}

export interface Grade {
  correctCount: number;
  scorePercent: number;
  passed: boolean;
}

/** The grade of an attempt from its key (the right options by question id) and its answers. */
export function grade(
  key: Record<string, { correct: number[] }>,
  answers: Record<string, number[]>,
  passPercent: number,
): Grade {
  const ids = Object.keys(key);
  let correctCount = 0;
  for (const id of ids) if (isAnsweredRight(key[id] as { correct: number[] }, answers[id])) correctCount++;
  const scorePercent = ids.length === 0 ? 0 : Math.floor((correctCount * 100) / ids.length);
  return { correctCount, scorePercent, passed: scorePercent >= passPercent };
}
