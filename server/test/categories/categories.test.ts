import { categorySchema } from '@skillhub/shared/schemas/category';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses } from '../../src/db/schema/courses.ts';
import { courseRow } from '../support/course-rows.ts';
import { bearer, createTestApp, loginAsAdmin, type TestApp, userWithPermissions } from '../support/test-app.ts';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAsAdmin(t.app);
});
afterAll(() => t.close());

const create = (payload: object, token = admin) =>
  t.app.inject({ method: 'POST', url: '/api/course/category', headers: bearer(token), payload });
const update = (id: string, payload: object, token = admin) =>
  t.app.inject({ method: 'PUT', url: `/api/course/category/${id}`, headers: bearer(token), payload });
const toggle = (id: string, token = admin) =>
  t.app.inject({ method: 'DELETE', url: `/api/course/category/${id}`, headers: bearer(token) });
const list = (query = '', headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/course/category${query}`, headers });

describe('creating and editing', () => {
  it('adds a category with a slug (201)', async () => {
    const response = await create({ name: '  Cloud & DevOps ', description: 'AWS, Docker and Kubernetes.' });
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe('Category added successfully');
    const category = categorySchema.parse(response.json().data);
    expect(category).toMatchObject({ name: 'Cloud & DevOps', slug: 'cloud-and-devops', isDeleted: false, courses: [] });
  });

  it('refuses a duplicate name, whatever its case (409 with errors.name)', async () => {
    const response = await create({ name: 'cloud & devops', description: 'Again' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      success: false,
      message: 'A category named "cloud & devops" already exists',
      errors: { name: 'A category named "cloud & devops" already exists' },
    });
  });

  it('validates with the spec messages', async () => {
    const response = await create({ name: '   ', description: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      name: 'Category name is required',
      description: 'Description is required',
    });
    expect((await create({})).json().errors).toEqual({
      name: 'Category name is required',
      description: 'Description is required',
    });
  });

  it('keeps slugs unique when names differ only in punctuation', async () => {
    const response = await create({ name: 'Cloud and DevOps', description: 'Same slug base' });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.slug).toBe('cloud-and-devops-2');
  });

  it('updates name and description with the spec message, refusing a taken name', async () => {
    const created = (await create({ name: 'Data Analytics', description: 'Excel and SQL.' })).json().data;
    const response = await update(created._id, { name: 'Data Science', description: 'Python and ML.' });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Category "Data Science" updated successfully');
    expect(response.json().data).toMatchObject({
      name: 'Data Science',
      slug: 'data-science',
      description: 'Python and ML.',
    });
    const taken = await update(created._id, { name: 'CLOUD & DEVOPS', description: 'x' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toHaveProperty('name');
    // Renaming to its own name in another case is fine.
    expect((await update(created._id, { name: 'data science', description: 'Python and ML.' })).statusCode).toBe(200);
    const missing = await update('00000000-0000-4000-8000-000000000000', { name: 'Whatever', description: 'x' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, message: 'Category not found' });
  });
});

describe('activating and deactivating (DELETE toggles)', () => {
  it('toggles with the spec messages and moves the category between the lists', async () => {
    const created = (await create({ name: 'Cyber Security', description: 'Ethical hacking.' })).json().data;
    const off = await toggle(created._id);
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ message: 'Successfully category deactivated', data: { isDeleted: true } });
    const activeNames = (await list()).json().data.map((c: { name: string }) => c.name);
    expect(activeNames).not.toContain('Cyber Security');
    const inactive = (await list('?active=false', bearer(admin))).json().data.map((c: { name: string }) => c.name);
    expect(inactive).toEqual(['Cyber Security']);

    const on = await toggle(created._id);
    expect(on.json()).toMatchObject({ message: 'Successfully category activated', data: { isDeleted: false } });
    expect((await list()).json().data.map((c: { name: string }) => c.name)).toContain('Cyber Security');
  });
});

describe('listing', () => {
  it('is public for active categories, sorted by name, each with its courses', async () => {
    const [first] = (await list()).json().data;
    // Written as the course builder would: its commit drops the public reads' cache.
    await t.app.publicContent.change('courses', (tx) =>
      tx.insert(courses).values([
        courseRow({
          title: 'AWS Solutions Architect',
          slug: 'aws-solutions-architect',
          categoryId: first._id,
          status: 'PUBLISHED',
        }),
        courseRow({
          title: 'Kubernetes in Depth',
          slug: 'kubernetes-in-depth',
          categoryId: first._id,
          status: 'DRAFT',
        }),
      ]),
    );
    const response = await list();
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const names = body.data.map((c: { name: string }) => c.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    expect(body.pagination).toEqual({ page: 1, limit: body.data.length, total: body.data.length, totalPages: 1 });
    // Visitors see only published courses.
    expect(body.data[0].courses).toEqual([
      { _id: expect.any(String), title: 'AWS Solutions Architect', slug: 'aws-solutions-architect' },
    ]);
    // Staff who may read categories see drafts too (the "No of Courses" column counts them).
    const staff = (await list('', bearer(admin))).json().data[0].courses.map((c: { title: string }) => c.title);
    expect(staff).toEqual(['AWS Solutions Architect', 'Kubernetes in Depth']);
    // A stale token on the public list is simply ignored.
    expect((await list('', { authorization: 'Bearer stale' })).statusCode).toBe(200);
  });

  it('answers only categories with a published course, for anyone, when asked for published=true', async () => {
    const make = async (name: string) =>
      (await create({ name, description: `About ${name}.` })).json().data as { _id: string };
    const withPublished = await make('Published Things');
    const onlyDrafts = await make('Only Drafts');
    await make('Nothing Yet');
    const retired = await make('Retired Topic');
    await t.app.publicContent.change('courses', (tx) =>
      tx.insert(courses).values([
        courseRow({
          title: 'Shipped Course',
          slug: 'shipped-course',
          categoryId: withPublished._id,
          status: 'PUBLISHED',
        }),
        courseRow({ title: 'Draft Course', slug: 'draft-course', categoryId: withPublished._id, status: 'DRAFT' }),
        courseRow({ title: 'Another Draft', slug: 'another-draft', categoryId: onlyDrafts._id, status: 'DRAFT' }),
        courseRow({ title: 'Retired Course', slug: 'retired-course', categoryId: retired._id, status: 'PUBLISHED' }),
      ]),
    );
    await toggle(retired._id);

    for (const headers of [{}, bearer(admin)]) {
      const response = await list('?published=true', headers);
      expect(response.statusCode).toBe(200);
      const data = response.json().data as { name: string; isDeleted: boolean; courses: { title: string }[] }[];
      const names = data.map((c) => c.name);
      expect(names).toContain('Published Things');
      expect(names).not.toContain('Only Drafts');
      expect(names).not.toContain('Nothing Yet');
      expect(names).not.toContain('Retired Topic');
      for (const category of data) {
        expect(category.isDeleted).toBe(false);
        expect(category.courses.length).toBeGreaterThan(0);
      }
      // Even for staff, only the published courses are listed under it.
      expect(data.find((c) => c.name === 'Published Things')?.courses.map((c) => c.title)).toEqual(['Shipped Course']);
    }

    // Without the flag the Category page still lists every active category, drafts and empty ones included.
    const staffNames = (await list('', bearer(admin))).json().data.map((c: { name: string }) => c.name);
    expect(staffNames).toEqual(expect.arrayContaining(['Published Things', 'Only Drafts', 'Nothing Yet']));
    expect((await list()).json().data.map((c: { name: string }) => c.name)).toContain('Nothing Yet');
    // The flag does not open the inactive list to visitors.
    expect((await list('?active=false&published=true')).statusCode).toBe(401);

    const bad = await list('?published=yes');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('published');
  });

  it('needs Courses/Category read for the inactive list', async () => {
    expect((await list('?active=false')).statusCode).toBe(401);
    const learner = await userWithPermissions(t.app, admin, 'No Rights', []);
    const forbidden = await list('?active=false', bearer(learner.token));
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ success: false, message: 'You do not have permission to perform this action' });
    const reader = await userWithPermissions(t.app, admin, 'Category Reader', [
      { name: 'Courses', operations: {}, subModules: [{ name: 'Category', operations: { read: true } }] },
    ]);
    expect((await list('?active=false', bearer(reader.token))).statusCode).toBe(200);
    // Reading is not writing.
    expect((await create({ name: 'Nope', description: 'x' }, reader.token)).statusCode).toBe(403);
  });

  it('lets update permission toggle but not create', async () => {
    const editor = await userWithPermissions(t.app, admin, 'Category Editor', [
      { name: 'Courses', operations: {}, subModules: [{ name: 'Category', operations: { update: true } }] },
    ]);
    const some = (await list()).json().data[0];
    expect((await toggle(some._id, editor.token)).statusCode).toBe(200);
    expect((await toggle(some._id, editor.token)).statusCode).toBe(200);
    expect((await create({ name: 'Nope', description: 'x' }, editor.token)).statusCode).toBe(403);
  });
});
