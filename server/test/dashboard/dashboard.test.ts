import { dashboardSummarySchema } from '@skillhub/shared/schemas/dashboard';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses } from '../../src/db/schema/courses.ts';
import { seedDatabase } from '../../src/seed/seed.ts';
import { courseRow } from '../support/course-rows.ts';
import { bearer, createTestApp, loginAsAdmin, type TestApp, userWithPermissions } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp((config) => {
    config.demoData = true;
  });
});
afterAll(() => t.close());

describe('GET /api/dashboard', () => {
  it('counts what is really in the database', async () => {
    const admin = await loginAsAdmin(t.app);
    const categories = (await t.app.inject({ method: 'GET', url: '/api/course/category' })).json().data;
    await t.app.inject({ method: 'DELETE', url: `/api/course/category/${categories[0]._id}`, headers: bearer(admin) });
    await t.app.db.insert(courses).values([
      courseRow({
        title: 'React from Zero',
        slug: 'react-from-zero',
        categoryId: categories[1]._id,
        status: 'PUBLISHED',
      }),
      courseRow({ title: 'Node.js APIs', slug: 'nodejs-apis', categoryId: categories[1]._id, status: 'DRAFT' }),
      courseRow({ title: 'Old jQuery', slug: 'old-jquery', categoryId: categories[1]._id, status: 'TERMINATED' }),
      courseRow({ title: 'SEO Basics', slug: 'seo-basics', categoryId: categories[2]._id, status: 'PUBLISHED' }),
    ]);
    const viewer = await userWithPermissions(t.app, admin, 'Dashboard Viewer', [
      { name: 'Dashboard', operations: { read: true } },
    ]);

    const response = await t.app.inject({ method: 'GET', url: '/api/dashboard', headers: bearer(viewer.token) });
    expect(response.statusCode).toBe(200);
    const data = dashboardSummarySchema.parse(response.json().data);
    // Demo data: admin, Priya (Course Manager), Rahul and the 7 demo buyers (learners); plus the viewer.
    expect(data.users).toEqual({ total: 11, active: 11, inactive: 0, learners: 8, staff: 3 });
    // SUPER_ADMIN, USER, Course Manager, Dashboard Viewer.
    expect(data.roles).toBe(4);
    expect(data.categories).toEqual({ total: 6, active: 5, inactive: 1 });
    // Demo data: 13 courses (10 published, 2 drafts, 1 terminated); plus the 4 above.
    expect(data.courses).toEqual({ total: 17, DRAFT: 3, PUBLISHED: 12, TERMINATED: 2 });
  });
});

describe('demo data', () => {
  it('seeds the six categories and a Course Manager role with the spec permissions, once', async () => {
    const names = (
      await t.app.inject({
        method: 'GET',
        url: '/api/course/category?active=false',
        headers: bearer(await loginAsAdmin(t.app)),
      })
    )
      .json()
      .data.concat((await t.app.inject({ method: 'GET', url: '/api/course/category' })).json().data)
      .map((c: { name: string }) => c.name)
      .sort();
    expect(names).toEqual(
      [
        'Cloud & DevOps',
        'Cyber Security',
        'Data Science',
        'Digital Marketing',
        'Full Stack Development',
        'UI/UX Design',
      ].sort(),
    );
    const again = await seedDatabase(t.app.db, t.config);
    expect(again.createdLogins).toEqual([]);
    const roles = (
      await t.app.inject({ method: 'GET', url: '/api/user/role/all', headers: bearer(await loginAsAdmin(t.app)) })
    ).json().data;
    const manager = roles.find((r: { name: string }) => r.name === 'Course Manager');
    const perm = (name: string) => manager.permissions.find((p: { name: string }) => p.name === name);
    expect(perm('Dashboard').operations).toEqual({ create: false, read: true, update: false, delete: false });
    expect(
      perm('Courses').subModules.every((s: { operations: Record<string, boolean> }) =>
        Object.values(s.operations).every(Boolean),
      ),
    ).toBe(true);
    expect(perm('Enquiries').operations).toEqual({ create: true, read: true, update: true, delete: true });
    expect(perm('Users').subModules[0].operations.read).toBe(false);
    expect(t.app.seedReport.createdLogins.map((l) => l.email)).toEqual([
      'admin@skillhub.test',
      'priya.sharma@skillhub.local',
      'rahul.verma@skillhub.local',
    ]);
  });
});
