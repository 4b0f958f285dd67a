import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coursePriced, createLearner, enrolDirectly } from '../support/learner-fixtures.ts';
import { bearer, createTestApp, loginAsAdmin, type TestApp } from '../support/test-app.ts';
import { openOrder } from './payment-fixtures.ts';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAsAdmin(t.app);
});
afterAll(() => t.close());

const deleteCourse = (courseId: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/course/${courseId}`, headers: bearer(admin) });

const MESSAGE = 'This course has enrolled learners or payments; terminate it instead of deleting it';

describe('deleting a course that has been bought', () => {
  it('answers 409 when the course has an order, and keeps the course', async () => {
    const course = await coursePriced(t.app, admin, { title: 'Course With An Order', actualPrice: 500 });
    const learner = await createLearner(t.app, admin, 'Order Placer');
    await openOrder(t.app, learner.token, course._id);
    const response = await deleteCourse(course._id);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(MESSAGE);
    const still = await t.app.inject({ method: 'GET', url: `/api/course/${course._id}`, headers: bearer(admin) });
    expect(still.statusCode).toBe(200);
  });

  it('answers 409 when the course has an enrolment', async () => {
    const course = await coursePriced(t.app, admin, { title: 'Course With A Learner', actualPrice: 500 });
    const learner = await createLearner(t.app, admin, 'Enrolled Keeper');
    await enrolDirectly(t.app, learner.userId, course._id);
    const response = await deleteCourse(course._id);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(MESSAGE);
  });

  it('still deletes a course nobody bought', async () => {
    const course = await coursePriced(t.app, admin, { title: 'Course Nobody Bought', actualPrice: 500 });
    expect((await deleteCourse(course._id)).statusCode).toBe(200);
  });
});
