import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { courses } from '../../src/db/schema/courses.ts';
import { addCategory, addTopic, createPost, postBody } from '../blog/blog-fixtures.ts';
import {
  createCategory,
  createCourse,
  publishedCourse,
  setStatus,
  validCourseBody,
} from '../courses/course-fixtures.ts';
import { bearer, createTestApp, loginAsAdmin, type TestApp } from '../support/test-app.ts';

const onPostgres = Boolean(process.env.DATABASE_URL);

const catalogue = (app: FastifyInstance) => app.inject({ method: 'GET', url: '/api/course/published?limit=50' });
const bySlug = (app: FastifyInstance, slug: string) => app.inject({ method: 'GET', url: `/api/course/slug/${slug}` });
const titles = async (app: FastifyInstance) =>
  ((await catalogue(app)).json().data as { title: string }[]).map((card) => card.title);
const priceOf = async (app: FastifyInstance, slug: string) => {
  const response = await bySlug(app, slug);
  return response.statusCode === 200 ? (response.json().data.price.finalPrice as number) : response.statusCode;
};

function updateDetails(app: FastifyInstance, token: string, courseId: string, body: object) {
  return app.inject({ method: 'PUT', url: `/api/course/details/${courseId}`, headers: bearer(token), payload: body });
}

describe('public reads in one process', () => {
  let t: TestApp;
  let admin: string;
  let category: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await loginAsAdmin(t.app);
    category = await createCategory(t.app, admin, 'Cloud');
  });
  afterAll(async () => t?.close());

  it('listens for changes, so the cache is in use', () => {
    expect(t.app.publicContent.listening).toBe(true);
  });

  it('shows a new price and title, and an unpublished course gone, on the very next read', async () => {
    const body = validCourseBody(category, { title: 'Terraform Basics' });
    const course = await publishedCourse(t.app, admin, body);
    // Read twice: the second answer comes from the cache.
    for (let i = 0; i < 2; i++) {
      expect(await titles(t.app)).toContain('Terraform Basics');
      expect(await priceOf(t.app, course.slug)).toBe(34_999.3);
    }

    const price = { actualPrice: 10_000, discountPercentage: 10, finalPrice: 9_000 };
    expect((await updateDetails(t.app, admin, course._id, { ...body, price })).statusCode).toBe(200);
    expect(await priceOf(t.app, course.slug)).toBe(9_000);

    const renamed = await updateDetails(t.app, admin, course._id, { ...body, price, title: 'Terraform in Practice' });
    expect(renamed.statusCode).toBe(200);
    expect(await titles(t.app)).toEqual(expect.arrayContaining(['Terraform in Practice']));
    expect(await titles(t.app)).not.toContain('Terraform Basics');
    // The old slug answers the course under its new title and slug.
    expect((await bySlug(t.app, course.slug)).json().data).toMatchObject({
      title: 'Terraform in Practice',
      slug: renamed.json().data.slug,
    });

    expect((await setStatus(t.app, admin, course._id, 'DRAFT')).statusCode).toBe(200);
    expect(await titles(t.app)).not.toContain('Terraform in Practice');
    expect(await priceOf(t.app, course.slug)).toBe(404);
    expect(await priceOf(t.app, renamed.json().data.slug)).toBe(404);
  });

  it('never serves a draft, before or after publishing', async () => {
    const draft = await createCourse(t.app, admin, validCourseBody(category, { title: 'Packer Images' }));
    for (let i = 0; i < 2; i++) {
      expect(await titles(t.app)).not.toContain('Packer Images');
      expect(await priceOf(t.app, draft.slug)).toBe(404);
    }
    // A draft edited while the public pages are cached stays out of them.
    const edited = await updateDetails(
      t.app,
      admin,
      draft._id,
      validCourseBody(category, { title: 'Packer Images', subtitle: 'Golden images for every cloud' }),
    );
    expect(edited.statusCode).toBe(200);
    expect(await titles(t.app)).not.toContain('Packer Images');
    expect(await priceOf(t.app, draft.slug)).toBe(404);
  });

  it('drops a category deactivated with its courses from the catalogue at once', async () => {
    const retiring = await createCategory(t.app, admin, 'Mainframes');
    await publishedCourse(t.app, admin, validCourseBody(retiring, { title: 'COBOL Today' }));
    expect(await titles(t.app)).toContain('COBOL Today');
    const categories = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/course/category?published=true' }))
        .json()
        .data.map((c: { name: string }) => c.name);
    expect(await categories()).toContain('Mainframes');
    const toggled = await t.app.inject({
      method: 'DELETE',
      url: `/api/course/category/${retiring}`,
      headers: bearer(admin),
    });
    expect(toggled.statusCode).toBe(200);
    expect(await titles(t.app)).not.toContain('COBOL Today');
    expect(await categories()).not.toContain('Mainframes');
  });
});

/**
 * Two app instances on one PostgreSQL database stand for two API processes behind a load balancer (PGlite
 * lives inside one process, so this needs DATABASE_URL; `npm run test:pg` provides it).
 */
describe.skipIf(!onPostgres)('public reads across API processes (PostgreSQL)', () => {
  let a: TestApp;
  let b: FastifyInstance;
  let admin: string;
  let category: string;
  beforeAll(async () => {
    a = await createTestApp();
    b = await buildApp({ ...a.config }, { clock: a.clock, logger: false });
    admin = await loginAsAdmin(a.app);
    category = await createCategory(a.app, admin, 'Data');
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('both listen', () => {
    expect(a.app.publicContent.listening).toBe(true);
    expect(b.publicContent.listening).toBe(true);
  });

  it('a price, a title and an unpublished course changed through one process show on the other', async () => {
    const body = validCourseBody(category, { title: 'Spark Streaming' });
    const course = await publishedCourse(a.app, admin, body);
    for (const app of [a.app, b, a.app, b]) {
      expect(await titles(app)).toContain('Spark Streaming');
      expect(await priceOf(app, course.slug)).toBe(34_999.3);
    }
    const cachedEtag = (await bySlug(b, course.slug)).headers.etag;

    const price = { actualPrice: 2_000, discountPercentage: 50, finalPrice: 1_000 };
    expect((await updateDetails(a.app, admin, course._id, { ...body, price })).statusCode).toBe(200);
    expect(await priceOf(a.app, course.slug)).toBe(1_000);
    // B hears A's commit by NOTIFY: its next reads answer the new price (within the notification's delivery).
    await expect.poll(() => priceOf(b, course.slug)).toBe(1_000);
    expect((await bySlug(b, course.slug)).headers.etag).not.toBe(cachedEtag);

    const renamed = await updateDetails(a.app, admin, course._id, { ...body, price, title: 'Spark in Production' });
    expect(renamed.statusCode).toBe(200);
    await expect.poll(() => titles(b)).toContain('Spark in Production');
    expect(await titles(b)).not.toContain('Spark Streaming');

    expect((await setStatus(a.app, admin, course._id, 'DRAFT')).statusCode).toBe(200);
    await expect.poll(() => priceOf(b, renamed.json().data.slug)).toBe(404);
    expect(await titles(b)).not.toContain('Spark in Production');
    expect(await priceOf(a.app, renamed.json().data.slug)).toBe(404);

    // And the other way round: published again through B, A shows it.
    expect((await setStatus(b, admin, course._id, 'PUBLISHED')).statusCode).toBe(200);
    await expect.poll(() => titles(a.app)).toContain('Spark in Production');
  });

  it('a blog post unpublished through one process leaves the other', async () => {
    const terms = { categoryId: (await addCategory(a.app, admin))._id, topicId: (await addTopic(a.app, admin))._id };
    const body = postBody(terms);
    const post = await createPost(a.app, admin, body);
    const status = (app: FastifyInstance) =>
      app.inject({ method: 'GET', url: `/api/blog/details?slug=${post.slug}` }).then((r) => r.statusCode);
    expect(await status(b)).toBe(200);
    expect(await status(b)).toBe(200);
    const unpublished = await a.app.inject({
      method: 'PUT',
      url: `/api/blog/${post._id}`,
      headers: bearer(admin),
      payload: { ...body, isDraft: true },
    });
    expect(unpublished.statusCode, unpublished.body).toBe(200);
    await expect.poll(() => status(b)).toBe(404);
  });

  it('reads without the cache while its LISTEN connection is down, then listens again', async () => {
    const course = await publishedCourse(a.app, admin, validCourseBody(category, { title: 'Flink Windows' }));
    expect(await priceOf(b, course.slug)).toBe(34_999.3);
    // Cut every LISTEN connection of this database (both processes'), as a network failure would.
    await a.app.db.execute(
      sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE datname = current_database() AND query LIKE 'LISTEN %' AND pid <> pg_backend_pid()`,
    );
    await expect.poll(() => b.publicContent.listening).toBe(false);
    expect(b.publicContent.cache.bypassed).toBe(true);
    // A change no process is told of (written straight to the table) still shows: nothing is cached meanwhile.
    await a.app.db.update(courses).set({ finalPrice: 777 }).where(eq(courses.id, course._id));
    expect(await priceOf(b, course.slug)).toBe(777);
    // Listening again, the cache is back in use, starting empty.
    await expect.poll(() => b.publicContent.listening).toBe(true);
    expect(b.publicContent.cache.bypassed).toBe(false);
    expect(await priceOf(b, course.slug)).toBe(777);
  });
});
