import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_EXPIRED_MESSAGE, NOT_ENROLLED_MESSAGE } from '../../src/modules/enrollments/course-access.ts';
import { createCategory, createCourse, validCourseBody } from '../courses/course-fixtures.ts';
import { createLearner, enrolDirectly, type Learner } from '../support/learner-fixtures.ts';
import {
  bearer,
  createTestApp,
  GOOD_PASSWORD,
  login,
  loginAsAdmin,
  type TestApp,
  userWithPermissions,
} from '../support/test-app.ts';
import { attachVideo, DAY_MS, type LearningCourse, learningCourse, lecture, lecturePath } from './learning-course.ts';

let t: TestApp;
let admin: string;
let course: LearningCourse;
let other: LearningCourse;
let enrolled: Learner;
let stranger: Learner;
let yearly: Learner;
const MISSING = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAsAdmin(t.app);
  course = await learningCourse(t.app, admin, 'Data Analysis with Python');
  other = await learningCourse(t.app, admin, 'Digital Marketing Essentials');
  enrolled = await createLearner(t.app, admin, 'Asha Enrolled');
  stranger = await createLearner(t.app, admin, 'Ravi Stranger');
  yearly = await createLearner(t.app, admin, 'Meera Yearly');
  await enrolDirectly(t.app, enrolled.userId, course._id);
  await enrolDirectly(t.app, yearly.userId, course._id, '1 Year');
  await attachVideo(t.app, lecture(course, 0, 0), 120);
  await attachVideo(t.app, lecture(other, 0, 0), 120);
});
afterAll(() => t.close());

const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

/** The four learner-facing reads of a course, for the lecture given. */
function reads(c: LearningCourse, section = 0, index = 0): string[] {
  const l = lecture(c, section, index);
  return [
    `/api/course/content/${c._id}`,
    `/api/course/announcement/${c._id}`,
    lecturePath('overview', l),
    lecturePath('presigned', l),
  ];
}

describe('the course player reads (content, announcements, overview, video URL)', () => {
  it('answer 401 without a token', async () => {
    for (const url of reads(course)) expect((await get(url)).statusCode, url).toBe(401);
  });

  it('let an enrolled learner in', async () => {
    for (const url of reads(course)) expect((await get(url, enrolled.token)).statusCode, url).toBe(200);
    const content = (await get(`/api/course/content/${course._id}`, enrolled.token)).json().data;
    expect(content.sections[0].subSections[0].video).toEqual({
      mimeType: 'video/mp4',
      sizeBytes: 1000,
      durationSeconds: 120,
    });
    const video = (await get(lecturePath('presigned', lecture(course, 0, 0)), enrolled.token)).json().data;
    expect(video.url).toMatch(/^http:\/\/skillhub\.test\/api\/media\/stream\//);
  });

  it('refuse a learner who is not enrolled, with the message the player shows', async () => {
    for (const url of reads(course)) {
      const response = await get(url, stranger.token);
      expect(response.statusCode, url).toBe(403);
      expect(response.json()).toEqual({ success: false, message: NOT_ENROLLED_MESSAGE });
    }
  });

  it('let staff with Courses read in without an enrolment, and nobody else', async () => {
    const reader = await userWithPermissions(t.app, admin, 'Content Reader', [
      { name: 'Courses', operations: {}, subModules: [{ name: 'Courses', operations: { read: true } }] },
    ]);
    for (const url of reads(course)) {
      expect((await get(url, admin)).statusCode, url).toBe(200);
      expect((await get(url, reader.token)).statusCode, url).toBe(200);
    }
  });

  it('answer 404 for a course that does not exist, before any access check', async () => {
    const missing = {
      _id: MISSING,
      slug: 'missing',
      lectures: [[{ courseId: MISSING, sectionId: MISSING, lectureId: MISSING }]],
    };
    for (const url of reads(missing)) {
      const response = await get(url, stranger.token);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().message, url).toBe('Course not found');
    }
  });

  it("answer 404 for a lecture id of another course guessed into the learner's own course", async () => {
    const foreign = lecture(other, 0, 0);
    const mixed = { ...foreign, courseId: course._id };
    expect((await get(lecturePath('presigned', mixed), enrolled.token)).statusCode).toBe(404);
    expect((await get(lecturePath('overview', mixed), enrolled.token)).statusCode).toBe(404);
    // A section of the course with a lecture of another section is not that lecture either.
    const wrongSection = { ...lecture(course, 1, 0), lectureId: lecture(course, 0, 0).lectureId };
    expect((await get(lecturePath('presigned', wrongSection), enrolled.token)).statusCode).toBe(404);
    // And the other course itself stays closed.
    expect((await get(lecturePath('presigned', foreign), enrolled.token)).statusCode).toBe(403);
  });

  it('close a DRAFT course to learners who are not enrolled in it', async () => {
    const category = await createCategory(t.app, admin, 'Drafts');
    const draft = await createCourse(t.app, admin, validCourseBody(category, { title: 'Unreleased Cloud Course' }));
    const response = await get(`/api/course/content/${draft._id}`, enrolled.token);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(NOT_ENROLLED_MESSAGE);
    expect((await get(`/api/course/content/${draft._id}`, admin)).json().data.courseStatus).toBe('DRAFT');
  });

  it('keep the writes staff-only for enrolled learners', async () => {
    const l = lecture(course, 0, 1);
    const calls = [
      t.app.inject({
        method: 'POST',
        url: `/api/course/announcement/${course._id}`,
        headers: bearer(enrolled.token),
        payload: { title: 'Hi', message: 'Posting as a learner' },
      }),
      t.app.inject({
        method: 'POST',
        url: lecturePath('overview', l),
        headers: bearer(enrolled.token),
        payload: { overview: '<p>Mine</p>' },
      }),
      t.app.inject({ method: 'GET', url: `/api/course/${course._id}`, headers: bearer(enrolled.token) }),
      t.app.inject({
        method: 'PUT',
        url: `/api/course/curriculum/${course._id}`,
        headers: bearer(enrolled.token),
        payload: { sections: [] },
      }),
    ];
    for (const response of await Promise.all(calls)) expect(response.statusCode, response.body).toBe(403);
  });

  it('close the course once a 1 Year access has expired, with the renew message', async () => {
    for (const url of reads(course)) expect((await get(url, yearly.token)).statusCode, url).toBe(200);
    // Last test of the file: the clock only moves forward, and access tokens expire with it.
    t.clock.advance(366 * DAY_MS);
    const expiredToken = await login(t.app, yearly.email, GOOD_PASSWORD);
    for (const url of reads(course)) {
      const response = await get(url, expiredToken);
      expect(response.statusCode, url).toBe(403);
      expect(response.json().message).toBe(ACCESS_EXPIRED_MESSAGE);
    }
    // LifeTime access does not expire.
    const lifetimeToken = await login(t.app, enrolled.email, GOOD_PASSWORD);
    expect((await get(`/api/course/content/${course._id}`, lifetimeToken)).statusCode).toBe(200);
  });
});
