import { ratingsListBodySchema } from '@skillhub/shared/schemas/rating';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createCourse, validCourseBody } from '../courses/course-fixtures.ts';
import { DAY_MS, type LearningCourse, learningCourse } from '../learning-access/learning-course.ts';
import { createLearner, enrolDirectly, type Learner } from '../support/learner-fixtures.ts';
import { bearer, createTestApp, GOOD_PASSWORD, login, loginAsAdmin, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let admin: string;
let course: LearningCourse;
let learners: Learner[];
let outsider: Learner;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAsAdmin(t.app);
  course = await learningCourse(t.app, admin, 'Interior Design Diploma', '1 Year');
  learners = [];
  for (const name of ['Anil One', 'Bela Two', 'Chetan Three', 'Divya Four']) {
    const learner = await createLearner(t.app, admin, name);
    await enrolDirectly(t.app, learner.userId, course._id, '1 Year');
    learners.push(learner);
  }
  outsider = await createLearner(t.app, admin, 'Esha Outsider');
});
afterAll(() => t.close());

const learner = (i: number) => {
  const found = learners[i];
  if (!found) throw new Error(`No learner ${i}`);
  return found;
};
const rate = (payload: object, token: string, courseId = course._id) =>
  t.app.inject({ method: 'POST', url: `/api/course/rate/${courseId}`, headers: bearer(token), payload });
const ratings = (query = '', token?: string, courseId = course._id) =>
  t.app.inject({
    method: 'GET',
    url: `/api/course/ratings/${courseId}${query ? `?${query}` : ''}`,
    headers: token ? bearer(token) : {},
  });
const card = async () => {
  const catalogue = await t.app.inject({ method: 'GET', url: '/api/course/published?limit=50' });
  return catalogue.json().data.find((c: { _id: string }) => c._id === course._id);
};

describe('POST /course/rate/{courseId}', () => {
  it('rejects ratings outside 1..5, fractions and over-long reviews with the field message', async () => {
    for (const rating of [0, 6]) {
      const response = await rate({ rating }, learner(0).token);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ rating: 'Rating must be between 1 and 5' });
    }
    const fraction = await rate({ rating: 3.5 }, learner(0).token);
    expect(fraction.json().errors).toEqual({ rating: 'Rating must be a whole number of stars' });
    const missing = await rate({}, learner(0).token);
    expect(Object.keys(missing.json().errors)).toEqual(['rating']);
    const long = await rate({ rating: 4, review: 'x'.repeat(1001) }, learner(0).token);
    expect(long.json().errors).toEqual({ review: 'Review must not exceed 1000 characters' });
  });

  it('lets only enrolled learners rate: 403 otherwise, 401 without a token, 404 for an unknown course', async () => {
    const refused = await rate({ rating: 5 }, outsider.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Only enrolled learners can rate this course');
    expect((await rate({ rating: 5 }, admin)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/course/rate/${course._id}`, payload: { rating: 5 } }))
        .statusCode,
    ).toBe(401);
    expect((await rate({ rating: 5 }, outsider.token, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('rates once (201), edits the same rating (200) and keeps the course average and count in step', async () => {
    const first = await rate({ rating: 2, review: 'Too fast for me' }, learner(0).token);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      message: 'Thanks for rating this course',
      data: {
        courseId: course._id,
        rating: 2,
        review: 'Too fast for me',
        user: { _id: learner(0).userId, name: 'Anil One' },
      },
    });
    expect(await card()).toMatchObject({ averageRating: 2, ratingsCount: 1 });

    const edit = await rate({ rating: 4, review: '' }, learner(0).token);
    expect(edit.statusCode).toBe(200);
    expect(edit.json()).toMatchObject({
      message: 'Your rating has been updated',
      data: { _id: first.json().data._id, rating: 4, review: null },
    });
    expect(await card()).toMatchObject({ averageRating: 4, ratingsCount: 1 });

    const own = await t.app.inject({
      method: 'GET',
      url: `/api/course/rate/${course._id}`,
      headers: bearer(learner(0).token),
    });
    expect(own.json().data).toMatchObject({ rating: 4, review: null });
    const none = await t.app.inject({
      method: 'GET',
      url: `/api/course/rate/${course._id}`,
      headers: bearer(outsider.token),
    });
    expect(none.json()).toEqual({ success: true, data: null });
  });

  it('keeps the count exact when learners rate at the same time', async () => {
    const results = await Promise.all([
      rate({ rating: 5, review: 'Loved the projects' }, learner(1).token),
      rate({ rating: 5 }, learner(2).token),
      rate({ rating: 3 }, learner(3).token),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    // (4 + 5 + 5 + 3) / 4 = 4.25
    expect(await card()).toMatchObject({ averageRating: 4.25, ratingsCount: 4 });
    const page = await t.app.inject({ method: 'GET', url: `/api/course/slug/${course.slug}` });
    expect(page.json().data).toMatchObject({ averageRating: 4.25, ratingsCount: 4 });
  });
});

describe('GET /course/ratings/{courseId}', () => {
  it('is public, with the summary and distribution beside the page', async () => {
    const response = await ratings();
    expect(response.statusCode, response.body).toBe(200);
    const body = ratingsListBodySchema.parse(response.json());
    expect(body.summary).toEqual({ average: 4.25, count: 4, distribution: { '1': 0, '2': 0, '3': 1, '4': 1, '5': 2 } });
    expect(body.pagination).toEqual({ page: 1, limit: 10, total: 4, totalPages: 1 });
  });

  it('sorts by highest and lowest and pages with pageNo', async () => {
    const highest = (await ratings('sort=highest')).json().data.map((r: { rating: number }) => r.rating);
    expect(highest).toEqual([5, 5, 4, 3]);
    const lowest = (await ratings('sort=lowest')).json().data.map((r: { rating: number }) => r.rating);
    expect(lowest).toEqual([3, 4, 5, 5]);
    const second = await ratings('sort=lowest&limit=2&pageNo=2');
    expect(second.json().data.map((r: { rating: number }) => r.rating)).toEqual([5, 5]);
    expect(second.json().pagination).toEqual({ page: 2, limit: 2, total: 4, totalPages: 2 });
    expect((await ratings('sort=oldest')).json().data[0].user.name).toBe('Anil One');
    expect((await ratings('sort=best')).json().errors).toEqual({ sort: 'Invalid sort' });
  });

  it('answers 404 for a course that is not published, except to staff', async () => {
    const category = await createCategory(t.app, admin, 'Unreleased');
    const draft = await createCourse(t.app, admin, validCourseBody(category, { title: 'Unreleased Design Course' }));
    expect((await ratings('', undefined, draft._id)).statusCode).toBe(404);
    expect((await ratings('', outsider.token, draft._id)).statusCode).toBe(404);
    const staff = await ratings('', admin, draft._id);
    expect(staff.statusCode).toBe(200);
    expect(staff.json().summary).toEqual({
      average: 0,
      count: 0,
      distribution: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 },
    });
    // A broken token on the public call is simply ignored.
    expect((await ratings('', 'not-a-token')).statusCode).toBe(200);
  });

  it('lets a learner whose access expired still rate the course they took', async () => {
    // Last test of the file: the clock only moves forward, and access tokens expire with it.
    t.clock.advance(366 * DAY_MS);
    const token = await login(t.app, learner(3).email, GOOD_PASSWORD);
    const edit = await rate({ rating: 1 }, token);
    expect(edit.statusCode).toBe(200);
    expect(await card()).toMatchObject({ averageRating: 3.75, ratingsCount: 4 });
  });
});
