import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseAnnouncements, courses, enquiries, lectureOverviews } from '../../src/db/schema.ts';
import { seedDatabase } from '../../src/seed/seed.ts';
import { bearer, createTestApp, loginAsAdmin, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp((config) => {
    config.demoData = true;
  });
});
afterAll(() => t.close());

const total = async (table: typeof courses | typeof enquiries | typeof courseAnnouncements | typeof lectureOverviews) =>
  (await t.app.db.select({ n: count() }).from(table))[0]?.n;

describe('the demo catalogue', () => {
  it('publishes a realistic catalogue with curricula, across the demo categories', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/course/published?limit=50' });
    const cards = response.json().data;
    expect(cards).toHaveLength(9);
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

  it('adds nothing twice when the server starts again', async () => {
    const before = [await total(courses), await total(enquiries), await total(courseAnnouncements)];
    await seedDatabase(t.app.db, t.config);
    expect([await total(courses), await total(enquiries), await total(courseAnnouncements)]).toEqual(before);
  });
});
