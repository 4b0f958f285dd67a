import { myCourseSchema } from '@skillhub/shared/schemas/my-courses';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DAY_MS,
  type LearningCourse,
  type LectureIds,
  learningCourse,
  lecture,
  lecturePath,
} from '../learning-access/learning-course.ts';
import { createLearner, enrolDirectly, type Learner } from '../support/learner-fixtures.ts';
import { bearer, createTestApp, GOOD_PASSWORD, login, loginAsAdmin, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let admin: string;
let yearly: LearningCourse;
let lifetime: LearningCourse;
let learner: Learner;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAsAdmin(t.app);
  yearly = await learningCourse(t.app, admin, 'Financial Accounting Basics', '1 Year');
  lifetime = await learningCourse(t.app, admin, 'Graphic Design with Figma', 'LifeTime');
  learner = await createLearner(t.app, admin, 'Pooja Mycourses');
});
afterAll(() => t.close());

const myCourses = (token = learner.token) =>
  t.app.inject({ method: 'GET', url: '/api/course/my-courses', headers: bearer(token) });
const complete = (l: LectureIds, positionSeconds = 1) =>
  t.app.inject({
    method: 'PUT',
    url: lecturePath('progress', l),
    headers: bearer(learner.token),
    payload: { positionSeconds, completed: true },
  });

describe('GET /course/my-courses', () => {
  it('answers 401 without a token and an empty list before any enrolment', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/course/my-courses' })).statusCode).toBe(401);
    const empty = await myCourses();
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ success: true, data: [] });
  });

  it('lists every enrolment newest first, with its course, expiry and no progress yet', async () => {
    await enrolDirectly(t.app, learner.userId, yearly._id, '1 Year');
    // A second later (a day would outlive the access token).
    t.clock.advance(1000);
    await enrolDirectly(t.app, learner.userId, lifetime._id, 'LifeTime');
    const data = (await myCourses()).json().data;
    for (const item of data) expect(myCourseSchema.parse(item)).toBeTruthy();
    expect(data.map((c: { course: { _id: string } }) => c.course._id)).toEqual([lifetime._id, yearly._id]);
    const [newest, older] = data;
    expect(newest).toMatchObject({
      source: 'staff',
      expiresAt: null,
      expired: false,
      progressPercent: 0,
      completedLectures: 0,
      lastLecture: null,
      orderId: null,
      course: {
        slug: lifetime.slug,
        validity: 'LifeTime',
        lecturesCount: 3,
        category: { name: 'Graphic Design with Figma Category' },
      },
    });
    const enrolledAt = new Date(older.enrolledAt).getTime();
    const expiresAt = new Date(older.expiresAt).getTime();
    expect(expiresAt - enrolledAt).toBeGreaterThanOrEqual(365 * DAY_MS);
    expect(older.expired).toBe(false);
  });

  it('shows the progress percent (rounded down) and the last lecture watched', async () => {
    await complete(lecture(yearly, 0, 0));
    await complete(lecture(yearly, 1, 0));
    // Only touched, not completed: it is still the lecture to resume from.
    const resume = lecture(yearly, 0, 1);
    await t.app.inject({
      method: 'PUT',
      url: lecturePath('progress', resume),
      headers: bearer(learner.token),
      payload: { positionSeconds: 7 },
    });
    const item = (await myCourses()).json().data.find((c: { course: { _id: string } }) => c.course._id === yearly._id);
    expect(item).toMatchObject({
      progressPercent: 66,
      completedLectures: 2,
      lastLecture: { _id: resume.lectureId, sectionId: resume.sectionId, title: 'HTML' },
    });
    const untouched = (await myCourses())
      .json()
      .data.find((c: { course: { _id: string } }) => c.course._id === lifetime._id);
    expect(untouched).toMatchObject({ progressPercent: 0, lastLecture: null });
  });

  it('shows only the caller’s own enrolments', async () => {
    const other = await createLearner(t.app, admin, 'Nikhil Other');
    expect((await myCourses(other.token)).json().data).toEqual([]);
  });

  it('flags an expired access and keeps the course listed', async () => {
    // Last test of the file: the clock only moves forward, and access tokens expire with it.
    t.clock.advance(366 * DAY_MS);
    const token = await login(t.app, learner.email, GOOD_PASSWORD);
    const data = (await myCourses(token)).json().data;
    const byId = new Map(data.map((c: { course: { _id: string }; expired: boolean }) => [c.course._id, c.expired]));
    expect(byId.get(yearly._id)).toBe(true);
    expect(byId.get(lifetime._id)).toBe(false);
  });
});
