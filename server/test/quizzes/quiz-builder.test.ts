import { courseQuizzesSchema } from '@skillhub/shared/schemas/quiz';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LearningCourse, learningCourse } from '../learning-access/learning-course.ts';
import { createLearner, enrolDirectly, type Learner } from '../support/learner-fixtures.ts';
import { bearer, createTestApp, loginAsAdmin, type TestApp, userWithPermissions } from '../support/test-app.ts';
import { attemptPath, createQuiz, quizBody, quizPath, singleChoice } from './quiz-fixtures.ts';

let t: TestApp;
let admin: string;
let course: LearningCourse;
let other: LearningCourse;
let learner: Learner;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAsAdmin(t.app);
  course = await learningCourse(t.app, admin, 'Quiz Builder Course');
  other = await learningCourse(t.app, admin, 'Another Quiz Course');
  learner = await createLearner(t.app, admin, 'Quiz Builder Learner');
  await enrolDirectly(t.app, learner.userId, course._id);
});
afterAll(() => t.close());

const sectionOf = (c: LearningCourse, i: number) => c.lectures[i]?.[0]?.sectionId as string;
const list = (courseId = course._id, token = admin) =>
  t.app.inject({ method: 'GET', url: quizPath(courseId), headers: bearer(token) });
const send = (method: 'POST' | 'PUT', url: string, payload: object, token = admin) =>
  t.app.inject({ method, url, headers: bearer(token), payload });

describe('building quizzes', () => {
  it('creates a quiz in a section, with its questions and right answers for staff', async () => {
    const response = await send('POST', quizPath(course._id), quizBody(sectionOf(course, 0)));
    expect(response.statusCode, response.body).toBe(201);
    const data = courseQuizzesSchema.parse(response.json().data);
    const quiz = data.quizzes.find((q) => q.title === 'Check your basics');
    expect(quiz).toMatchObject({ sectionId: sectionOf(course, 0), afterLectures: 1, passPercent: 60, attempts: 0 });
    expect(quiz?.questions.map((q) => q.kind)).toEqual(['single', 'multiple', 'true_false']);
    // A true/false question always offers True and False.
    expect(quiz?.questions[2]).toMatchObject({ options: ['True', 'False'], correct: [0], explanation: 'It is.' });
  });

  it('keeps a quiz within its section: afterLectures past the last lecture places it at the end', async () => {
    const id = await createQuiz(
      t.app,
      admin,
      course._id,
      quizBody(sectionOf(course, 1), { title: 'End', afterLectures: 50 }),
    );
    const quiz = courseQuizzesSchema.parse((await list()).json().data).quizzes.find((q) => q._id === id);
    expect(quiz?.afterLectures).toBe(1); // the second section has one lecture
  });

  it('refuses questions without a right answer, with two for single choice, or out of range', async () => {
    const cases = [
      { kind: 'single', prompt: 'Q', options: ['a', 'b'], correct: [] },
      { kind: 'single', prompt: 'Q', options: ['a', 'b'], correct: [0, 1] },
      { kind: 'multiple', prompt: 'Q', options: ['a', 'b'], correct: [2] },
      { kind: 'single', prompt: 'Q', options: ['only one'], correct: [0] },
    ];
    for (const question of cases) {
      const response = await send(
        'POST',
        quizPath(course._id),
        quizBody(sectionOf(course, 0), { questions: [question] as never }),
      );
      expect(response.statusCode, JSON.stringify(question)).toBe(400);
    }
    const empty = await send('POST', quizPath(course._id), quizBody(sectionOf(course, 0), { questions: [] }));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.questions).toMatch(/at least one question/);
  });

  it("refuses a section of another course, and a draw larger than the course's bank", async () => {
    const foreign = await send('POST', quizPath(course._id), quizBody(sectionOf(other, 0)));
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors.sectionId).toBe('Section not found in this course');
    const greedy = await send('POST', quizPath(course._id), quizBody(sectionOf(course, 0), { bankDraw: 3 }));
    expect(greedy.statusCode).toBe(400);
    expect(greedy.json().errors.bankDraw).toMatch(/only 0 questions/);
  });

  it('keeps a question bank per course that quizzes draw from; the bank cannot shrink below a draw', async () => {
    const bank = Array.from({ length: 5 }, (_, i) => singleChoice(i, ''));
    const saved = await send('PUT', `/api/course/quiz-bank/${course._id}`, { questions: bank });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.bank).toHaveLength(5);
    await createQuiz(
      t.app,
      admin,
      course._id,
      quizBody(sectionOf(course, 0), { title: 'Drawn', questions: [], bankDraw: 4 }),
    );
    const shrink = await send('PUT', `/api/course/quiz-bank/${course._id}`, { questions: bank.slice(0, 3) });
    expect(shrink.statusCode).toBe(400);
    // The other course's bank is its own.
    expect((await list(other._id)).json().data.bank).toEqual([]);
  });

  it('updates settings and questions in place: kept ids stay, left-out questions go', async () => {
    const id = await createQuiz(t.app, admin, course._id, quizBody(sectionOf(course, 0), { title: 'Editable' }));
    const before = courseQuizzesSchema.parse((await list()).json().data).quizzes.find((q) => q._id === id);
    const first = before?.questions[0];
    const response = await send('PUT', quizPath(course._id, id), {
      ...quizBody(sectionOf(course, 1), { title: 'Edited', passPercent: 80, timeLimitMinutes: 10, attemptsAllowed: 2 }),
      questions: [{ ...first, prompt: 'Reworded' }, singleChoice(7)],
    });
    expect(response.statusCode, response.body).toBe(200);
    const after = courseQuizzesSchema.parse(response.json().data).quizzes.find((q) => q._id === id);
    expect(after).toMatchObject({
      title: 'Edited',
      sectionId: sectionOf(course, 1),
      passPercent: 80,
      timeLimitMinutes: 10,
    });
    expect(after?.questions).toHaveLength(2);
    expect(after?.questions[0]).toMatchObject({ _id: first?._id, prompt: 'Reworded' });
  });

  it('deletes a quiz nobody attempted, and archives one a learner attempted (the attempt stays readable)', async () => {
    const untouched = await createQuiz(t.app, admin, course._id, quizBody(sectionOf(course, 0), { title: 'Unused' }));
    const gone = await t.app.inject({ method: 'DELETE', url: quizPath(course._id, untouched), headers: bearer(admin) });
    expect(gone.json().message).toBe('Quiz deleted successfully');

    const taken = await createQuiz(t.app, admin, course._id, quizBody(sectionOf(course, 0), { title: 'Taken' }));
    const started = await t.app.inject({
      method: 'POST',
      url: attemptPath(course._id, taken),
      headers: bearer(learner.token),
    });
    expect(started.statusCode, started.body).toBe(200);
    const archived = await t.app.inject({ method: 'DELETE', url: quizPath(course._id, taken), headers: bearer(admin) });
    expect(archived.statusCode).toBe(200);
    expect(archived.json().message).toMatch(/archived/);
    const ids = (await list()).json().data.quizzes.map((q: { _id: string }) => q._id);
    expect(ids).not.toContain(taken);
    expect(ids).not.toContain(untouched);
    // Archived: no new attempt, no answers, no edits; the attempt itself is still there to read.
    const again = await t.app.inject({
      method: 'POST',
      url: attemptPath(course._id, taken),
      headers: bearer(learner.token),
    });
    expect(again.statusCode).toBe(404);
    const attemptId = started.json().data._id;
    const read = await t.app.inject({
      method: 'GET',
      url: attemptPath(course._id, taken, attemptId),
      headers: bearer(learner.token),
    });
    expect(read.statusCode).toBe(200);
    const edit = await send('PUT', quizPath(course._id, taken), quizBody(sectionOf(course, 0)));
    expect(edit.statusCode).toBe(404);
  });

  it('takes the quizzes of a section the curriculum archives out of the course with it', async () => {
    const own = await learningCourse(t.app, admin, 'Quiz Section Archive Course');
    const quiz = await createQuiz(t.app, admin, own._id, quizBody(sectionOf(own, 1), { title: 'In section 2' }));
    const full = (await t.app.inject({ method: 'GET', url: `/api/course/${own._id}`, headers: bearer(admin) })).json()
      .data;
    const first = full.sections[0];
    const saved = await send('PUT', `/api/course/curriculum/${own._id}`, {
      sections: [{ _id: first._id, title: first.title, subSections: first.subSections }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await list(own._id)).json().data.quizzes.map((q: { _id: string }) => q._id)).not.toContain(quiz);
  });

  it('is for staff with Courses: read to list, update to write; learners get 403', async () => {
    const reader = await userWithPermissions(t.app, admin, 'Quiz Reader', [
      { name: 'Courses', operations: {}, subModules: [{ name: 'Courses', operations: { read: true } }] },
    ]);
    expect((await list(course._id, reader.token)).statusCode).toBe(200);
    expect((await send('POST', quizPath(course._id), quizBody(sectionOf(course, 0)), reader.token)).statusCode).toBe(
      403,
    );
    expect((await list(course._id, learner.token)).statusCode).toBe(403);
    expect((await list('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});
