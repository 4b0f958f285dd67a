import { courseProgressSchema, type LectureProgress } from '@skillhub/shared/schemas/progress';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_EXPIRED_MESSAGE, NOT_ENROLLED_MESSAGE } from '../../src/modules/enrollments/course-access.ts';
import {
  attachVideo,
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
let course: LearningCourse;
let other: LearningCourse;
let learner: Learner;
let stranger: Learner;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAsAdmin(t.app);
  course = await learningCourse(t.app, admin, 'Machine Learning Foundations', '1 Year');
  other = await learningCourse(t.app, admin, 'Spoken English Mastery');
  learner = await createLearner(t.app, admin, 'Kiran Progress');
  stranger = await createLearner(t.app, admin, 'Dev Outsider');
  await enrolDirectly(t.app, learner.userId, course._id, '1 Year');
  await attachVideo(t.app, lecture(course, 0, 0), 100);
  await attachVideo(t.app, lecture(course, 0, 1), 30);
});
afterAll(() => t.close());

const save = (l: LectureIds, payload: object, token = learner.token) =>
  t.app.inject({ method: 'PUT', url: lecturePath('progress', l), headers: bearer(token), payload });
const read = (courseId: string, token = learner.token) =>
  t.app.inject({ method: 'GET', url: `/api/course/progress/${courseId}`, headers: bearer(token) });
const entry = (body: { data: { lectures: LectureProgress[] } }, l: LectureIds) =>
  body.data.lectures.find((x) => x.lectureId === l.lectureId);

describe('PUT /course/progress/{courseId}/{sectionId}/{subSectionId}', () => {
  it('saves the position and answers the course progress', async () => {
    const first = lecture(course, 0, 0);
    const response = await save(first, { positionSeconds: 12.5 });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(courseProgressSchema.parse(body.data)).toBeTruthy();
    expect(body.data).toMatchObject({ courseId: course._id, percent: 0, completedLectures: 0, totalLectures: 3 });
    expect(entry(body, first)).toMatchObject({ positionSeconds: 12.5, completed: false });
    // Saving again moves the same row.
    const again = await save(first, { positionSeconds: 40 });
    expect(again.json().data.lectures).toHaveLength(1);
    expect(entry(again.json(), first)?.positionSeconds).toBe(40);
  });

  it('marks complete near the end of a video of known length: past 90%, or within its last 5 seconds', async () => {
    const long = lecture(course, 0, 0); // 100 s
    expect(entry((await save(long, { positionSeconds: 89 })).json(), long)?.completed).toBe(false);
    expect(entry((await save(long, { positionSeconds: 90 })).json(), long)?.completed).toBe(true);
    // Seeking back does not un-watch it.
    expect(entry((await save(long, { positionSeconds: 10 })).json(), long)?.completed).toBe(true);

    const short = lecture(course, 0, 1); // 30 s: 90% is 27 s, the tail starts at 25 s
    expect(entry((await save(short, { positionSeconds: 24 })).json(), short)?.completed).toBe(false);
    expect(entry((await save(short, { positionSeconds: 25 })).json(), short)?.completed).toBe(true);

    // Without a known length, only an explicit mark completes a lecture.
    const unknown = lecture(course, 1, 0);
    expect(entry((await save(unknown, { positionSeconds: 5000 })).json(), unknown)?.completed).toBe(false);
  });

  it('marks and clears by hand, and counts the percent rounded down', async () => {
    const unknown = lecture(course, 1, 0);
    const marked = (await save(unknown, { positionSeconds: 3, completed: true })).json().data;
    expect(marked).toMatchObject({ completedLectures: 3, totalLectures: 3, percent: 100 });
    const cleared = (await save(unknown, { positionSeconds: 3, completed: false })).json().data;
    expect(cleared).toMatchObject({ completedLectures: 2, percent: 66 });
    const short = lecture(course, 0, 1);
    // An explicit false beats the automatic mark.
    const unwatched = (await save(short, { positionSeconds: 29, completed: false })).json().data;
    expect(unwatched).toMatchObject({ completedLectures: 1, percent: 33 });
  });

  it('answers 400 with the field messages for a bad body', async () => {
    const l = lecture(course, 0, 0);
    const negative = await save(l, { positionSeconds: -1 });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().errors).toEqual({ positionSeconds: 'positionSeconds must not be negative' });
    const missing = await save(l, { completed: 'yes' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toMatchObject({ completed: 'completed must be true or false' });
    expect(Object.keys(missing.json().errors)).toContain('positionSeconds');
  });

  it('answers 404 for a lecture of another course or of another section, 404 for an unknown course', async () => {
    const foreign = { ...lecture(other, 0, 0), courseId: course._id };
    const response = await save(foreign, { positionSeconds: 1 });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Lecture not found');
    const wrongSection = { ...lecture(course, 1, 0), lectureId: lecture(course, 0, 0).lectureId };
    expect((await save(wrongSection, { positionSeconds: 1 })).statusCode).toBe(404);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await read(unknown)).statusCode).toBe(404);
  });

  it('answers 401 without a token and 403 to a learner who is not enrolled', async () => {
    const l = lecture(course, 0, 0);
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: lecturePath('progress', l),
      payload: { positionSeconds: 1 },
    });
    expect(anonymous.statusCode).toBe(401);
    const refused = await save(l, { positionSeconds: 1 }, stranger.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(NOT_ENROLLED_MESSAGE);
    expect((await read(course._id, stranger.token)).statusCode).toBe(403);
  });
});

describe('GET /course/progress/{courseId}', () => {
  it("answers the caller's own progress and the lecture they touched last", async () => {
    const last = lecture(course, 0, 0);
    await save(last, { positionSeconds: 33 });
    const body = (await read(course._id)).json();
    expect(body.data).toMatchObject({
      percent: 33,
      completedLectures: 1,
      totalLectures: 3,
      lastLectureId: last.lectureId,
    });
    expect(entry(body, last)?.positionSeconds).toBe(33);
  });

  it('lets staff use it without an enrolment: they have their own (empty) progress', async () => {
    const response = await read(course._id, admin);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ percent: 0, totalLectures: 3, lastLectureId: null, lectures: [] });
  });

  it('closes once the 1 Year access expires', async () => {
    // Last test of the file: the clock only moves forward, and access tokens expire with it.
    t.clock.advance(366 * DAY_MS);
    const token = await login(t.app, learner.email, GOOD_PASSWORD);
    const response = await read(course._id, token);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(ACCESS_EXPIRED_MESSAGE);
    expect((await save(lecture(course, 0, 0), { positionSeconds: 1 }, token)).statusCode).toBe(403);
  });
});
