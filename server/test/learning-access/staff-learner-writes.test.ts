import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  STAFF_CANNOT_ANSWER_MESSAGE,
  STAFF_NOT_ENROLLED_MESSAGE,
} from '../../src/modules/enrollments/course-access.ts';
import { ONLY_ENROLLED_MESSAGE } from '../../src/modules/ratings/ratings.service.ts';
import { createLearner, enrolDirectly, type Learner } from '../support/learner-fixtures.ts';
import { bearer, createTestApp, loginAsAdmin, type TestApp, userWithPermissions } from '../support/test-app.ts';
import { type LearningCourse, type LectureIds, learningCourse, lecture, lecturePath } from './learning-course.ts';

/**
 * Staff with Courses read may open any course to do their work (content, videos, announcements, overviews,
 * Q&A), but the learner's own data of a course (notes, progress, questions, ratings) needs an enrolment.
 */
let t: TestApp;
let admin: string;
let course: LearningCourse;
let learner: Learner;
let reader: { token: string; userId: string };
let enrolledReader: { token: string; userId: string };
let mentor: { token: string; userId: string };
let questionId: string;

const coursesRead = [
  { name: 'Courses', operations: {}, subModules: [{ name: 'Courses', operations: { read: true } }] },
];
const coursesUpdate = [
  { name: 'Courses', operations: {}, subModules: [{ name: 'Courses', operations: { read: true, update: true } }] },
];

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAsAdmin(t.app);
  course = await learningCourse(t.app, admin, 'Staff Reading Course');
  learner = await createLearner(t.app, admin, 'Lata Enrolled');
  await enrolDirectly(t.app, learner.userId, course._id);
  reader = await userWithPermissions(t.app, admin, 'Course Reader', coursesRead);
  enrolledReader = await userWithPermissions(t.app, admin, 'Reader Who Learns', coursesRead);
  await enrolDirectly(t.app, enrolledReader.userId, course._id);
  mentor = await userWithPermissions(t.app, admin, 'Course Mentor', coursesUpdate);
  const asked = await ask(learner.token);
  expect(asked.statusCode, asked.body).toBe(201);
  questionId = asked.json().data._id;
});
afterAll(() => t.close());

const target = (l: LectureIds) => `courseId=${l.courseId}&sectionId=${l.sectionId}&subSectionId=${l.lectureId}`;

const addNote = (token: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/course/notes?${target(lecture(course, 0, 0))}`,
    headers: bearer(token),
    payload: { content: 'Reading is not learning', videoTimeSeconds: 3 },
  });
const saveProgress = (token: string) =>
  t.app.inject({
    method: 'PUT',
    url: lecturePath('progress', lecture(course, 0, 0)),
    headers: bearer(token),
    payload: { positionSeconds: 10, completed: true },
  });
const ask = (token: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/course/qna?courseId=${course._id}`,
    headers: bearer(token),
    payload: { question: 'Where are the exercise files?' },
  });
const replyTo = (token: string, text = 'They are in the first lecture.') =>
  t.app.inject({
    method: 'POST',
    url: `/api/qna/${questionId}/reply`,
    headers: bearer(token),
    payload: { reply: text },
  });
const rate = (token: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/course/rate/${course._id}`,
    headers: bearer(token),
    payload: { rating: 5, review: 'Rated by someone who took it' },
  });

describe("a course's learner writes for staff who are not enrolled", () => {
  it('refuse a note, progress and a question from staff with Courses read, saying why', async () => {
    for (const send of [addNote, saveProgress, ask]) {
      const response = await send(reader.token);
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json()).toEqual({ success: false, message: STAFF_NOT_ENROLLED_MESSAGE });
    }
  });

  it('refuse them to a super admin too: holding every permission is not enrolment', async () => {
    for (const send of [addNote, saveProgress, ask]) {
      const response = await send(admin);
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json().message).toBe(STAFF_NOT_ENROLLED_MESSAGE);
    }
  });

  it('refuse a rating', async () => {
    for (const token of [reader.token, admin]) {
      const response = await rate(token);
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json().message).toBe(ONLY_ENROLLED_MESSAGE);
    }
  });

  it('refuse a reply from staff who may only read, naming the permission that answers', async () => {
    const response = await replyTo(reader.token);
    expect(response.statusCode, response.body).toBe(403);
    expect(response.json()).toEqual({ success: false, message: STAFF_CANNOT_ANSWER_MESSAGE });
  });

  it('write nothing when refused', async () => {
    const notes = await t.app.inject({ method: 'GET', url: '/api/course/notes/my', headers: bearer(reader.token) });
    expect(notes.json().pagination.total).toBe(0);
    const progress = await t.app.inject({
      method: 'GET',
      url: `/api/course/progress/${course._id}`,
      headers: bearer(reader.token),
    });
    expect(progress.statusCode).toBe(200);
    expect(progress.json().data).toMatchObject({ completedLectures: 0, lectures: [] });
    const questions = await t.app.inject({
      method: 'GET',
      url: `/api/qna?courseId=${course._id}`,
      headers: bearer(reader.token),
    });
    expect(questions.json().data.map((q: { question: string }) => q.question)).toEqual([
      'Where are the exercise files?',
    ]);
    expect(questions.json().data[0].replies).toEqual([]);
  });
});

describe('the same writes for those who may make them', () => {
  it('work for an enrolled learner', async () => {
    expect((await addNote(learner.token)).statusCode).toBe(201);
    expect((await saveProgress(learner.token)).statusCode).toBe(200);
    expect((await ask(learner.token)).statusCode).toBe(201);
    expect((await replyTo(learner.token, 'Same question here')).statusCode).toBe(201);
    expect((await rate(learner.token)).statusCode).toBe(201);
  });

  it('work for staff who are enrolled, as a learner', async () => {
    expect((await addNote(enrolledReader.token)).statusCode).toBe(201);
    expect((await saveProgress(enrolledReader.token)).statusCode).toBe(200);
    expect((await ask(enrolledReader.token)).statusCode).toBe(201);
    const reply = await replyTo(enrolledReader.token, 'Me too');
    expect(reply.statusCode).toBe(201);
    expect(reply.json().data.replies.at(-1)).toMatchObject({ reply: 'Me too', isStaff: false });
    expect((await rate(enrolledReader.token)).statusCode).toBe(201);
  });

  it('let staff with Courses update answer without an enrolment, but not ask', async () => {
    const answer = await replyTo(mentor.token, 'In the resources tab.');
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json().data).toMatchObject({ answered: true });
    expect(answer.json().data.replies.at(-1)).toMatchObject({ reply: 'In the resources tab.', isStaff: true });
    const question = await ask(mentor.token);
    expect(question.statusCode).toBe(403);
    expect(question.json().message).toBe(STAFF_NOT_ENROLLED_MESSAGE);
  });
});
