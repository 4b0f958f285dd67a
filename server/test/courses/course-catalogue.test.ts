import { catalogueCardSchema, publicCourseSchema } from '@skillhub/shared/schemas/course';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, loginAsAdmin, type TestApp, userWithPermissions } from '../support/test-app.ts';
import {
  createCategory,
  createCourse,
  publishedCourse,
  saveCurriculum,
  setStatus,
  TWO_SECTIONS,
  validCourseBody,
} from './course-fixtures.ts';

let t: TestApp;
let admin: string;
let webDev: string;
let marketing: string;
let react: { _id: string; slug: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAsAdmin(t.app);
  webDev = await createCategory(t.app, admin, 'Web Development');
  marketing = await createCategory(t.app, admin, 'Digital Marketing');
  react = await publishedCourse(
    t.app,
    admin,
    validCourseBody(webDev, {
      title: 'React from Zero to Hero',
      tags: [{ value: 'frontend' }],
      price: { actualPrice: 20_000, discountPercentage: 50, finalPrice: 10_000 },
    }),
  );
  t.clock.advance(1000);
  await publishedCourse(
    t.app,
    admin,
    validCourseBody(marketing, {
      title: 'SEO and Content Marketing',
      subtitle: 'Rank on Google with content that converts',
      tags: [{ value: 'search' }],
      price: { actualPrice: 5_000, finalPrice: 5_000 },
    }),
  );
  t.clock.advance(1000);
  await publishedCourse(
    t.app,
    admin,
    validCourseBody(webDev, {
      title: 'Node.js Backend APIs',
      subtitle: 'Build secure REST services for React apps',
      tags: [{ value: 'backend' }],
      price: { actualPrice: 30_000, discountPercentage: 10, finalPrice: 27_000 },
    }),
  );
  await createCourse(t.app, admin, validCourseBody(webDev, { title: 'Draft Course Not Public' }));
});
afterAll(() => t.close());

const catalogue = (query = '') => t.app.inject({ method: 'GET', url: `/api/course/published${query}` });
const titles = (response: { json(): { data: { title: string }[] } }) => response.json().data.map((c) => c.title);

describe('GET /api/course/published', () => {
  it('lists published courses only, newest first, as catalogue cards', async () => {
    const response = await catalogue();
    expect(response.statusCode).toBe(200);
    expect(titles(response)).toEqual(['Node.js Backend APIs', 'SEO and Content Marketing', 'React from Zero to Hero']);
    expect(response.json().pagination).toEqual({ page: 1, limit: 10, total: 3, totalPages: 1 });
    const card = catalogueCardSchema.strict().parse(response.json().data[2]);
    expect(card).toMatchObject({
      slug: 'react-from-zero-to-hero',
      category: { _id: webDev, name: 'Web Development' },
      price: { actualPrice: 20_000, discountPercentage: 50, finalPrice: 10_000 },
      lecturesCount: 3,
      averageRating: 0,
      ratingsCount: 0,
    });
  });

  it('filters by category and searches title, subtitle and tags', async () => {
    expect(titles(await catalogue(`?category=${marketing}`))).toEqual(['SEO and Content Marketing']);
    expect(titles(await catalogue('?search=react'))).toEqual(['Node.js Backend APIs', 'React from Zero to Hero']);
    expect(titles(await catalogue('?search=BACKEND'))).toEqual(['Node.js Backend APIs']);
    expect(titles(await catalogue('?search=100%25'))).toEqual([]);
    expect(titles(await catalogue(`?category=${webDev}&search=hero`))).toEqual(['React from Zero to Hero']);
  });

  it('sorts by price, title and rating, and pages', async () => {
    expect(titles(await catalogue('?sort=price_asc'))).toEqual([
      'SEO and Content Marketing',
      'React from Zero to Hero',
      'Node.js Backend APIs',
    ]);
    expect(titles(await catalogue('?sort=price_desc'))[0]).toBe('Node.js Backend APIs');
    expect(titles(await catalogue('?sort=title'))).toEqual([
      'Node.js Backend APIs',
      'React from Zero to Hero',
      'SEO and Content Marketing',
    ]);
    expect((await catalogue('?sort=rating')).statusCode).toBe(200);
    const page2 = await catalogue('?limit=2&page=2');
    expect(titles(page2)).toEqual(['React from Zero to Hero']);
    expect(page2.json().pagination).toEqual({ page: 2, limit: 2, total: 3, totalPages: 2 });
    expect((await catalogue('?limit=500')).json().pagination.limit).toBe(50);
    const bad = await catalogue('?sort=popular&category=x');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['category', 'sort']);
  });

  it('hides the courses of an inactive category', async () => {
    const cat = await createCategory(t.app, admin, 'Hidden Category');
    await publishedCourse(t.app, admin, validCourseBody(cat, { title: 'Course In Hidden Category' }));
    expect(titles(await catalogue('?search=hidden'))).toEqual(['Course In Hidden Category']);
    await t.app.inject({ method: 'DELETE', url: `/api/course/category/${cat}`, headers: bearer(admin) });
    expect(titles(await catalogue('?search=hidden'))).toEqual([]);
  });
});

describe('GET /api/course/slug/:slug', () => {
  it('answers the public page of a published course without video keys', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/course/slug/react-from-zero-to-hero' });
    expect(response.statusCode).toBe(200);
    const page = publicCourseSchema.strict().parse(response.json().data);
    expect(page.sections.map((s) => s.title)).toEqual(['Foundations', 'React']);
    expect(page.brouchure).toBe('https://cdn.skillhub.test/brochures/full-stack.pdf');
    expect(response.body).not.toContain('videoFileKey');
    expect(response.body).not.toContain('courseStatus');
  });

  it('answers an old slug after a rename with the course and its current slug', async () => {
    const course = await publishedCourse(t.app, admin, validCourseBody(webDev, { title: 'Python Basics Course' }));
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/course/details/${course._id}`,
      headers: bearer(admin),
      payload: validCourseBody(webDev, { title: 'Python Programming Masterclass' }),
    });
    expect(renamed.json().data.slug).toBe('python-programming-masterclass');
    const old = await t.app.inject({ method: 'GET', url: '/api/course/slug/python-basics-course' });
    expect(old.statusCode).toBe(200);
    expect(old.json().data).toMatchObject({ _id: course._id, slug: 'python-programming-masterclass' });
    // The old slug stays with its course: a new course with that title gets another one.
    const newcomer = await createCourse(t.app, admin, validCourseBody(webDev, { title: 'Python Basics Course' }));
    expect(newcomer.slug).toBe('python-basics-course-2');
    // Renaming back takes the course's own old slug again.
    const back = await t.app.inject({
      method: 'PUT',
      url: `/api/course/details/${course._id}`,
      headers: bearer(admin),
      payload: validCourseBody(webDev, { title: 'Python Basics Course' }),
    });
    expect(back.json().data.slug).toBe('python-basics-course');
  });

  it('answers 404 for drafts, terminated courses and unknown slugs', async () => {
    const draft = await t.app.inject({ method: 'GET', url: '/api/course/slug/draft-course-not-public' });
    expect(draft.statusCode).toBe(404);
    expect(draft.json()).toEqual({ success: false, message: 'Course not found' });
    const course = await createCourse(t.app, admin, validCourseBody(webDev, { title: 'Terminated Soon Course' }));
    await saveCurriculum(t.app, admin, course._id, TWO_SECTIONS);
    await setStatus(t.app, admin, course._id, 'PUBLISHED');
    expect((await t.app.inject({ method: 'GET', url: `/api/course/slug/${course.slug}` })).statusCode).toBe(200);
    await setStatus(t.app, admin, course._id, 'TERMINATED');
    expect((await t.app.inject({ method: 'GET', url: `/api/course/slug/${course.slug}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/course/slug/no-such-course' })).statusCode).toBe(404);
  });
});

describe('GET /api/course/all (staff)', () => {
  it('lists every status with filters, search and sort', async () => {
    const all = await t.app.inject({ method: 'GET', url: '/api/course/all?limit=100', headers: bearer(admin) });
    expect(all.statusCode).toBe(200);
    const drafts = await t.app.inject({
      method: 'GET',
      url: '/api/course/all?status=DRAFT&search=draft',
      headers: bearer(admin),
    });
    expect(drafts.json().data).toEqual([
      expect.objectContaining({ title: 'Draft Course Not Public', courseStatus: 'DRAFT', sectionsCount: 0 }),
    ]);
    const byCategory = await t.app.inject({
      method: 'GET',
      url: `/api/course/all?category=${marketing}&sort=title`,
      headers: bearer(admin),
    });
    expect(byCategory.json().data.map((c: { title: string }) => c.title)).toEqual(['SEO and Content Marketing']);
    const bad = await t.app.inject({ method: 'GET', url: '/api/course/all?status=LIVE', headers: bearer(admin) });
    expect(bad.json().errors).toEqual({ status: 'Invalid course status' });
  });
});

describe('staff course endpoints and a learner', () => {
  it('answer 403 to a learner token on every one', async () => {
    const learner = (await userWithPermissions(t.app, admin, 'Plain Learner', [])).token;
    const id = react._id;
    const calls: [string, string][] = [
      ['POST', '/api/course'],
      ['GET', '/api/course/all'],
      ['GET', `/api/course/${id}`],
      ['PUT', `/api/course/details/${id}`],
      ['PUT', `/api/course/curriculum/${id}`],
      ['PATCH', `/api/course/status/${id}?status=DRAFT`],
      ['DELETE', `/api/course/${id}`],
      ['GET', `/api/course/content/${id}`],
      ['GET', `/api/course/announcement/${id}`],
      ['POST', `/api/course/announcement/${id}`],
      ['GET', '/api/course/enquiry'],
      ['GET', '/api/course/enquiry/export'],
    ];
    for (const [method, url] of calls) {
      const response = await t.app.inject({
        method: method as 'GET',
        url,
        headers: bearer(learner),
        ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
      });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: `/api/course/${id}`, headers: bearer(admin) })).statusCode).toBe(
      200,
    );
  });
});
