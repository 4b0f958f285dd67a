import {
  gradedAttemptSchema,
  type OpenAttempt,
  openAttemptSchema,
  quizGradeSchema,
} from '@skillhub/shared/schemas/quiz';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_EXPIRED_MESSAGE, NOT_ENROLLED_MESSAGE } from '../../src/modules/enrollments/course-access.ts';
import {
  ALREADY_SUBMITTED,
  ATTEMPTS_EXHAUSTED,
  NOT_IN_ATTEMPT,
  TIME_IS_UP,
} from '../../src/modules/quizzes/quiz-attempts.service.ts';
import { DAY_MS, type LearningCourse, learningCourse } from '../learning-access/learning-course.ts';
import { createLearner, enrolDirectly, type Learner } from '../support/learner-fixtures.ts';
import { bearer, createTestApp, GOOD_PASSWORD, login, loginAsAdmin, type TestApp } from '../support/test-app.ts';
import { attemptPath, createQuiz, quizBody, singleChoice } from './quiz-fixtures.ts';

let t: TestApp;
let admin: string;
let course: LearningCourse;
let learner: Learner;
let stranger: Learner;
let quizId: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAsAdmin(t.app);
  course = await learningCourse(t.app, admin, 'Quiz Taking Course', '1 Year');
  learner = await createLearner(t.app, admin, 'Asha Quiz');
  stranger = await createLearner(t.app, admin, 'Ravi Outsider');
  await enrolDirectly(t.app, learner.userId, course._id, '1 Year');
  quizId = await createQuiz(t.app, admin, course._id, quizBody(section(0)));
});
afterAll(() => t.close());

function section(i: number): string {
  return course.lectures[i]?.[0]?.sectionId as string;
}
const start = (quiz = quizId, token = learner.token) =>
  t.app.inject({ method: 'POST', url: attemptPath(course._id, quiz), headers: bearer(token) });
const answer = (attemptId: string, payload: object, quiz = quizId, token = learner.token) =>
  t.app.inject({
    method: 'PUT',
    url: attemptPath(course._id, quiz, attemptId, 'answer'),
    headers: bearer(token),
    payload,
  });
const submit = (attemptId: string, quiz = quizId, token = learner.token) =>
  t.app.inject({ method: 'POST', url: attemptPath(course._id, quiz, attemptId, 'submit'), headers: bearer(token) });
/** The attempt's read: after submitting, the review. */
const review = async (attemptId: string, quiz = quizId) =>
  gradedAttemptSchema.parse(
    (
      await t.app.inject({
        method: 'GET',
        url: attemptPath(course._id, quiz, attemptId),
        headers: bearer(learner.token),
      })
    ).json().data,
  );
const mine = (token = learner.token) =>
  t.app.inject({ method: 'GET', url: `/api/course/quizzes/${course._id}`, headers: bearer(token) });

/** Every key anywhere in a JSON value. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => [k, ...keysOf(v)]);
  }
  return [];
}

describe('taking a quiz', () => {
  let attempt: OpenAttempt;

  it('starts an attempt whose questions carry no right answers and no explanations', async () => {
    const response = await start();
    expect(response.statusCode, response.body).toBe(200);
    attempt = openAttemptSchema.parse(response.json().data);
    expect(attempt).toMatchObject({ number: 1, status: 'open', deadlineAt: null, answers: {} });
    expect(attempt.questions).toHaveLength(3);
    const keys = keysOf(response.json());
    expect(keys).not.toContain('correct');
    expect(keys).not.toContain('explanation');
    expect(keys).not.toContain('isCorrect');
    expect(response.body).not.toContain('Because option');
  });

  it('resumes the same open attempt, with the answers saved so far', async () => {
    const [single, multiple] = attempt.questions;
    expect((await answer(attempt._id, { questionId: single?._id, optionIds: [0] })).statusCode).toBe(200);
    const saved = await answer(attempt._id, { questionId: multiple?._id, optionIds: [1, 3] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(keysOf(saved.json())).not.toContain('correct');
    const again = await start();
    expect(again.json().data._id).toBe(attempt._id);
    expect(again.json().data.answers).toEqual({ [single?._id as string]: [0], [multiple?._id as string]: [1, 3] });
    const read = await t.app.inject({
      method: 'GET',
      url: attemptPath(course._id, quizId, attempt._id),
      headers: bearer(learner.token),
    });
    expect(read.json().data.status).toBe('open');
    expect(keysOf(read.json())).not.toContain('correct');
  });

  it('refuses an answer to a question not in the attempt, or options the question does not have', async () => {
    const foreign = await answer(attempt._id, { questionId: '00000000-0000-4000-8000-000000000000', optionIds: [0] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe(NOT_IN_ATTEMPT);
    const trueFalse = attempt.questions[2]?._id;
    expect((await answer(attempt._id, { questionId: trueFalse, optionIds: [2] })).statusCode).toBe(400);
    expect((await answer(attempt._id, { questionId: trueFalse, optionIds: [0, 1] })).statusCode).toBe(400);
  });

  it("answers 404 for another learner's attempt and 403 for a learner not enrolled", async () => {
    expect((await start(quizId, stranger.token)).json().message).toBe(NOT_ENROLLED_MESSAGE);
    expect((await start(quizId, stranger.token)).statusCode).toBe(403);
    expect((await submit(attempt._id, quizId, stranger.token)).statusCode).toBe(403);
    await enrolDirectly(t.app, stranger.userId, course._id);
    const others = await answer(
      attempt._id,
      { questionId: attempt.questions[0]?._id, optionIds: [1] },
      quizId,
      stranger.token,
    );
    expect(others.statusCode).toBe(404);
    expect((await submit(attempt._id, quizId, stranger.token)).statusCode).toBe(404);
  });

  it('grades on the server: the score, the right answers and explanations, once', async () => {
    const response = await submit(attempt._id);
    expect(response.statusCode, response.body).toBe(200);
    // The grade only: right answers and explanations come with the attempt's read.
    const grade = quizGradeSchema.strict().parse(response.json().data);
    // Right: the single choice (0) and the multiple choice ({1,3}); the true/false was not answered.
    expect(grade).toMatchObject({ correctCount: 2, total: 3, scorePercent: 66, passed: true });
    const graded = await review(attempt._id);
    expect(graded).toMatchObject({ correctCount: 2, total: 3, scorePercent: 66, passed: true });
    const byKind = new Map(graded.questions.map((q) => [q.kind, q]));
    expect(byKind.get('true_false')).toMatchObject({ correct: [0], explanation: 'It is.', isCorrect: false });
    expect(byKind.get('multiple')?.isCorrect).toBe(true);

    const twice = await submit(attempt._id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(ALREADY_SUBMITTED);
    const late = await answer(attempt._id, { questionId: attempt.questions[2]?._id, optionIds: [0] });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(ALREADY_SUBMITTED);
  });

  it('keeps the best attempt: a worse second attempt leaves the best score and the pass', async () => {
    const second = openAttemptSchema.parse((await start()).json().data);
    expect(second.number).toBe(2);
    const graded = quizGradeSchema.parse((await submit(second._id)).json().data);
    expect(graded).toMatchObject({ scorePercent: 0, passed: false });
    const standing = (await mine()).json().data.find((q: { _id: string }) => q._id === quizId);
    expect(standing).toMatchObject({
      attemptsUsed: 2,
      bestPercent: 66,
      passed: true,
      openAttemptId: null,
      questionCount: 3,
    });
  });
});

describe('limits', () => {
  it('refuses a new attempt once the attempts allowed are used', async () => {
    const once = await createQuiz(
      t.app,
      admin,
      course._id,
      quizBody(section(1), { title: 'Once', attemptsAllowed: 1 }),
    );
    const first = (await start(once)).json().data;
    expect((await submit(first._id, once)).statusCode).toBe(200);
    const more = await start(once);
    expect(more.statusCode).toBe(409);
    expect(more.json().message).toBe(ATTEMPTS_EXHAUSTED);
  });

  it('refuses answers after the time limit, and grades what was saved in time', async () => {
    const timed = await createQuiz(
      t.app,
      admin,
      course._id,
      quizBody(section(1), { title: 'Timed', timeLimitMinutes: 2 }),
    );
    const attempt = openAttemptSchema.parse((await start(timed)).json().data);
    expect(attempt.deadlineAt).not.toBeNull();
    const q = attempt.questions.find((x) => x.kind === 'true_false');
    expect((await answer(attempt._id, { questionId: q?._id, optionIds: [0] }, timed)).statusCode).toBe(200);
    t.clock.advance(3 * 60_000);
    const late = await answer(attempt._id, { questionId: q?._id, optionIds: [1] }, timed);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(TIME_IS_UP);
    expect((await submit(attempt._id, timed)).statusCode).toBe(200);
    const graded = await review(attempt._id, timed);
    expect(graded.questions.find((x) => x.kind === 'true_false')?.isCorrect).toBe(true);
    expect(graded.correctCount).toBe(1);
  });

  it('counts an attempt whose time ran out unsubmitted as submitted with what it holds', async () => {
    const timed = await createQuiz(
      t.app,
      admin,
      course._id,
      quizBody(section(1), { title: 'Forgotten', timeLimitMinutes: 1 }),
    );
    const attempt = openAttemptSchema.parse((await start(timed)).json().data);
    t.clock.advance(2 * 60_000);
    const standing = (await mine()).json().data.find((x: { _id: string }) => x._id === timed);
    expect(standing).toMatchObject({ attemptsUsed: 1, bestPercent: 0, openAttemptId: null });
    const read = await t.app.inject({
      method: 'GET',
      url: attemptPath(course._id, timed, attempt._id),
      headers: bearer(learner.token),
    });
    expect(read.json().data.status).toBe('submitted');
  });

  it('draws N questions from the bank, shuffled per attempt', async () => {
    const bank = Array.from({ length: 10 }, (_, i) => singleChoice(i + 100));
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/course/quiz-bank/${course._id}`,
          headers: bearer(admin),
          payload: { questions: bank },
        })
      ).statusCode,
    ).toBe(200);
    const drawn = await createQuiz(
      t.app,
      admin,
      course._id,
      quizBody(section(0), { title: 'Drawn', questions: [], bankDraw: 4, shuffle: true }),
    );
    const seen = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const a = openAttemptSchema.parse((await start(drawn)).json().data);
      expect(a.questions).toHaveLength(4);
      expect(new Set(a.questions.map((q) => q._id)).size).toBe(4);
      for (const q of a.questions) {
        seen.add(q._id);
        expect(q.options.map((o) => o.index).sort()).toEqual([0, 1, 2]);
      }
      await submit(a._id, drawn);
    }
    // Three draws of 4 from 10 being the same 4 each time: (1/210)^2.
    expect(seen.size).toBeGreaterThan(4);
  });

  it('two tabs starting at once get one attempt', async () => {
    const both = await createQuiz(t.app, admin, course._id, quizBody(section(0), { title: 'Two tabs' }));
    const [a, b] = await Promise.all([start(both), start(both)]);
    expect(a.statusCode, a.body).toBe(200);
    expect(b.statusCode, b.body).toBe(200);
    expect(a.json().data._id).toBe(b.json().data._id);
  });

  it('refuses a learner whose access expired (last: the clock moves a year)', async () => {
    t.clock.advance(366 * DAY_MS);
    const token = await login(t.app, learner.email, GOOD_PASSWORD);
    const response = await start(quizId, token);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(ACCESS_EXPIRED_MESSAGE);
  });
});
