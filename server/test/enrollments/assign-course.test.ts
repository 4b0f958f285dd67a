import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses } from '../../src/db/schema/courses.ts';
import { enrollments } from '../../src/db/schema/enrollments.ts';
import { coursePriced, createLearner, enrolDirectly, type Learner } from '../support/learner-fixtures.ts';
import { bearer, createTestApp, loginAsAdmin, type TestApp, userWithPermissions } from '../support/test-app.ts';

let t: TestApp;
let admin: string;
let adminId: string;
let learner: Learner;
let course: { _id: string; slug: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAsAdmin(t.app);
  adminId = (await t.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(admin) })).json().data.user._id;
  learner = await createLearner(t.app, admin, 'Assigned Learner');
  course = await coursePriced(t.app, admin, {
    title: 'Assigned Leadership Course',
    actualPrice: 3000,
    validity: '1 Year',
  });
});
afterAll(() => t.close());

const assign = (token: string | null, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/assign-course',
    headers: token ? bearer(token) : {},
    payload: payload as Record<string, unknown>,
  });

const usersPermission = (operations: Record<string, boolean>) => [
  { name: 'Users', operations: {}, subModules: [{ name: 'Users', operations }] },
];

describe('POST /user/assign-course', () => {
  it('enrols the user as staff, recording who assigned it', async () => {
    const response = await assign(admin, { courseId: course._id, userId: learner.userId });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Course assigned successfully',
      data: {
        courseId: course._id,
        courseSlug: course.slug,
        userId: learner.userId,
        source: 'staff',
        orderId: null,
        expiresAt: expect.any(String),
      },
    });
    const [row] = await t.app.db.select().from(enrollments).where(eq(enrollments.userId, learner.userId));
    expect(row).toMatchObject({ source: 'staff', assignedBy: adminId });
    // The learner now has the course.
    const summary = await t.app.inject({
      method: 'GET',
      url: `/api/payment/summary/${course._id}`,
      headers: bearer(learner.token),
    });
    expect(summary.json().data.access.status).toBe('active');
  });

  it('refuses an active enrolment and renews an expired one', async () => {
    const again = await assign(admin, { courseId: course._id, userId: learner.userId });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('User is already enrolled in this course');

    const lapsed = await createLearner(t.app, admin, 'Lapsed Learner');
    const twoYears = 2 * 366 * 24 * 3600 * 1000;
    t.clock.advance(-twoYears);
    try {
      await enrolDirectly(t.app, lapsed.userId, course._id, '1 Year');
    } finally {
      t.clock.advance(twoYears);
    }
    const renewed = await assign(admin, { courseId: course._id, userId: lapsed.userId });
    expect(renewed.statusCode).toBe(201);
    expect(new Date(renewed.json().data.expiresAt).getTime()).toBeGreaterThan(t.clock.now().getTime());
    const rows = await t.app.db.select().from(enrollments).where(eq(enrollments.userId, lapsed.userId));
    expect(rows).toHaveLength(1);
  });

  it('answers 404 for an unknown user or course and 409 for an unpublished course', async () => {
    const nobody = '00000000-0000-4000-8000-000000000000';
    const noUser = await assign(admin, { courseId: course._id, userId: nobody });
    expect(noUser.statusCode).toBe(404);
    expect(noUser.json().message).toBe('User not found');
    const noCourse = await assign(admin, { courseId: nobody, userId: learner.userId });
    expect(noCourse.statusCode).toBe(404);
    expect(noCourse.json().message).toBe('Course not found');

    const draft = await coursePriced(t.app, admin, { title: 'Unpublished Assignment Course', actualPrice: 100 });
    await t.app.db.update(courses).set({ status: 'DRAFT' }).where(eq(courses.id, draft._id));
    const unpublished = await assign(admin, { courseId: draft._id, userId: learner.userId });
    expect(unpublished.statusCode).toBe(409);
    expect(unpublished.json().message).toBe('Only published courses can be assigned');
  });

  it('answers per-field messages for bad input', async () => {
    const empty = await assign(admin, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({ courseId: 'Please select a course', userId: 'Please select a user' });
    const bad = await assign(admin, { courseId: 'x', userId: learner.userId });
    expect(bad.json().errors).toEqual({ courseId: 'Please select a course' });
  });

  it('is refused without a session, to learners, and to staff without Users update', async () => {
    const body = { courseId: course._id, userId: learner.userId };
    expect((await assign(null, body)).statusCode).toBe(401);
    const other = await createLearner(t.app, admin, 'Self Assigner');
    const byLearner = await assign(other.token, { courseId: course._id, userId: other.userId });
    expect(byLearner.statusCode).toBe(403);
    const reader = await userWithPermissions(
      t.app,
      admin,
      'Users Reader',
      usersPermission({ read: true, create: true }),
    );
    expect((await assign(reader.token, { courseId: course._id, userId: other.userId })).statusCode).toBe(403);
    const updater = await userWithPermissions(t.app, admin, 'Users Updater', usersPermission({ update: true }));
    const allowed = await assign(updater.token, { courseId: course._id, userId: other.userId });
    expect(allowed.statusCode).toBe(201);
  });
});
