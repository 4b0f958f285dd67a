import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses } from '../../src/db/schema/courses.ts';
import { lectureOverviews } from '../../src/db/schema/curriculum.ts';
import { enquiries } from '../../src/db/schema/enquiries.ts';
import { enrollments } from '../../src/db/schema/enrollments.ts';
import { courseAnnouncements } from '../../src/db/schema/learning.ts';
import { users } from '../../src/db/schema/users-and-roles.ts';
import { DEMO_LEARNER } from '../../src/seed/demo-data.ts';
import { seedDatabase } from '../../src/seed/seed.ts';
import { bearer, createTestApp, loginAsAdmin, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp((config) => {
    config.demoData = true;
  });
});
afterAll(() => t.close());

const total = async (
  table: typeof courses | typeof enquiries | typeof courseAnnouncements | typeof lectureOverviews | typeof enrollments,
) => (await t.app.db.select({ n: count() }).from(table))[0]?.n;

describe('the demo catalogue', () => {
  it('publishes a realistic catalogue with curricula, across the demo categories', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/course/published?limit=50' });
    const cards = response.json().data;
    expect(cards).toHaveLength(10);
    expect(new Set(cards.map((c: { category: { name: string } }) => c.category.name)).size).toBe(6);
    for (const card of cards) {
      expect(card.lecturesCount).toBeGreaterThan(0);
      expect(card.price.finalPrice).toBeLessThanOrEqual(card.price.actualPrice);
    }
    const page = await t.app.inject({ method: 'GET', url: `/api/course/slug/${cards[0].slug}` });
    expect(page.statusCode).toBe(200);
    expect(page.json().data.sections.length).toBeGreaterThan(0);
  });

  it('has leads across the pipeline with their history, announcements and overviews', async () => {
    const admin = await loginAsAdmin(t.app);
    const list = await t.app.inject({ method: 'GET', url: '/api/course/enquiry?limit=100', headers: bearer(admin) });
    const { data, pipeline } = list.json();
    expect(data.length).toBeGreaterThanOrEqual(15);
    expect(Object.values(pipeline).filter((n) => (n as number) > 0).length).toBeGreaterThanOrEqual(6);
    const closed = data.find((e: { status: string }) => e.status === 'Closed');
    const history = await t.app.inject({
      method: 'GET',
      url: `/api/course/enquiry/${closed._id}/history`,
      headers: bearer(admin),
    });
    expect(history.json().data.at(-1)).toMatchObject({ status: 'Closed', changedBy: { name: 'Priya Sharma' } });
    expect(await total(courseAnnouncements)).toBe(3);
    expect(await total(lectureOverviews)).toBe(2);
  });

  it('enrols the demo learner in two published courses', async () => {
    const rows = await t.app.db
      .select({ status: courses.status })
      .from(enrollments)
      .innerJoin(users, eq(users.id, enrollments.userId))
      .innerJoin(courses, eq(courses.id, enrollments.courseId))
      .where(eq(users.email, DEMO_LEARNER.email));
    expect(rows).toEqual([{ status: 'PUBLISHED' }, { status: 'PUBLISHED' }]);
  });

  it('adds nothing twice when the server starts again', async () => {
    const tables = [courses, enquiries, courseAnnouncements, enrollments] as const;
    const before = await Promise.all(tables.map(total));
    await seedDatabase(t.app.db, t.config);
    expect(await Promise.all(tables.map(total))).toEqual(before);
  });
});
