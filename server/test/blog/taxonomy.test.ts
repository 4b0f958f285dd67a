import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, loginAsAdmin, type TestApp, userWithPermissions } from '../support/test-app.ts';
import { addCategory, addTopic, createPost, getJson, postBody } from './blog-fixtures.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAsAdmin(t.app);
});
afterAll(() => t.close());

const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(admin), ...(payload === undefined ? {} : { payload }) });

describe('blog categories', () => {
  it('adds one (201, description optional) and lists the active ones publicly, by name', async () => {
    const response = await send('POST', '/api/blog/category', { name: 'Web Development', slug: 'web-development' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      message: 'Category added successfully',
      data: { name: 'Web Development', slug: 'web-development', description: '', isDeleted: false, postsCount: 0 },
    });
    await send('POST', '/api/blog/category', { name: 'AI Careers', slug: 'ai-careers', description: 'Jobs in AI' });
    const list = await getJson(t.app, '/api/blog/category/all');
    expect(list.body.data.map((c: { name: string }) => c.name)).toEqual(['AI Careers', 'Web Development']);
  });

  it('validates name and slug with field messages', async () => {
    const empty = await send('POST', '/api/blog/category', {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({ name: 'Category name is required', slug: 'Slug is required' });
    const bad = await send('POST', '/api/blog/category', { name: 'Bad', slug: 'Bad Slug' });
    expect(bad.json().errors).toEqual({ slug: 'Slug must be lowercase letters or digits separated by single dashes' });
  });

  it('answers 409 on the field for a taken name (any case) or slug', async () => {
    await send('POST', '/api/blog/category', { name: 'Cloud', slug: 'cloud' });
    const name = await send('POST', '/api/blog/category', { name: 'CLOUD', slug: 'cloud-2' });
    expect(name.statusCode).toBe(409);
    expect(name.json().errors).toEqual({ name: 'A category named "CLOUD" already exists' });
    const slug = await send('POST', '/api/blog/category', { name: 'Cloud Native', slug: 'cloud' });
    expect(slug.statusCode).toBe(409);
    expect(slug.json().errors).toEqual({ slug: 'This slug is already taken' });
  });

  it('edits, reads one, and checks slug availability (its own slug free for it)', async () => {
    const created = await addCategory(t.app, admin, 'Product Design');
    const edited = await send('PUT', `/api/blog/category/${created._id}`, {
      name: 'Product & UX Design',
      slug: 'product-ux-design',
      description: 'Designing products',
    });
    expect(edited.json()).toMatchObject({
      message: 'Category "Product & UX Design" updated successfully',
      data: { slug: 'product-ux-design' },
    });
    const one = await getJson(t.app, `/api/blog/category/${created._id}`, admin);
    expect(one.body.data).toMatchObject({ name: 'Product & UX Design', description: 'Designing products' });
    const check = async (slug: string, except = '') =>
      (await getJson(t.app, `/api/blog/category/slug/available/${slug}${except}`, admin)).body.data;
    expect(await check('product-ux-design')).toMatchObject({ available: false, reason: 'taken' });
    expect(await check('product-ux-design', `?exceptId=${created._id}`)).toMatchObject({ available: true });
    expect(await check('fresh-slug')).toEqual({ slug: 'fresh-slug', available: true, reason: null });
    expect(await check('NoGood')).toMatchObject({ available: false, reason: 'invalid' });
    expect((await getJson(t.app, '/api/blog/category/00000000-0000-4000-8000-000000000000', admin)).status).toBe(404);
    expect(
      (await send('PUT', '/api/blog/category/00000000-0000-4000-8000-000000000000', { name: 'X', slug: 'x' }))
        .statusCode,
    ).toBe(404);
  });

  it('deactivates instead of deleting: a category in use stays on its posts and the answer names them', async () => {
    const category = await addCategory(t.app, admin, 'Soft Skills');
    const topic = await addTopic(t.app, admin, 'Communication');
    const post = await createPost(t.app, admin, postBody({ categoryId: category._id, topicId: topic._id }));
    await createPost(t.app, admin, postBody({ categoryId: category._id, topicId: topic._id }));

    const off = await send('DELETE', `/api/blog/category/${category._id}`);
    expect(off.json()).toMatchObject({
      message: 'Successfully category deactivated; 2 posts keep it, new posts cannot use it',
      data: { isDeleted: true, postsCount: 2 },
    });
    // Off the public list, on the inactive one; still on the post and its filter.
    expect((await getJson(t.app, '/api/blog/category/all')).body.data.map((c: { _id: string }) => c._id)).not.toContain(
      category._id,
    );
    const inactive = await getJson(t.app, '/api/blog/category/all?active=false', admin);
    expect(inactive.body.data.map((c: { _id: string }) => c._id)).toContain(category._id);
    expect((await getJson(t.app, `/api/blog/details?id=${post._id}`)).body.data.categories[0]._id).toBe(category._id);
    expect((await getJson(t.app, '/api/blog/all?category=soft-skills')).body.pagination.total).toBe(2);
    // Its posts can still be saved with it; another post cannot take it.
    const kept = await send(
      'PUT',
      `/api/blog/${post._id}`,
      postBody({ categoryId: category._id, topicId: topic._id }, { slug: post.slug }),
    );
    expect(kept.statusCode).toBe(200);
    const refused = await send('POST', '/api/blog', postBody({ categoryId: category._id, topicId: topic._id }));
    expect(refused.json().errors).toEqual({ categories: 'Category "Soft Skills" is inactive' });

    const on = await send('DELETE', `/api/blog/category/${category._id}`);
    expect(on.json()).toMatchObject({ message: 'Successfully category activated', data: { isDeleted: false } });
    const unused = await addCategory(t.app, admin, 'Unused');
    expect((await send('DELETE', `/api/blog/category/${unused._id}`)).json().message).toBe(
      'Successfully category deactivated',
    );
  });

  it('counts only published posts for the public, every post not deleted for staff', async () => {
    const category = await addCategory(t.app, admin, 'Counting');
    const topic = await addTopic(t.app, admin);
    const terms = { categoryId: category._id, topicId: topic._id };
    await createPost(t.app, admin, postBody(terms));
    await createPost(t.app, admin, postBody(terms, { isDraft: true }));
    const pick = (body: { data: { _id: string; postsCount: number }[] }) =>
      body.data.find((c) => c._id === category._id)?.postsCount;
    expect(pick((await getJson(t.app, '/api/blog/category/all')).body)).toBe(1);
    expect(pick((await getJson(t.app, '/api/blog/category/all', admin)).body)).toBe(2);
  });

  it('keeps the inactive list to Blogs/Categories read', async () => {
    expect((await getJson(t.app, '/api/blog/category/all?active=false')).status).toBe(401);
    const topicsOnly = await userWithPermissions(t.app, admin, 'Topics Reader', [
      { name: 'Blogs', operations: {}, subModules: [{ name: 'Topics', operations: { read: true } }] },
    ]);
    expect((await getJson(t.app, '/api/blog/category/all?active=false', topicsOnly.token)).status).toBe(403);
    expect((await getJson(t.app, '/api/blog/topic/all?active=false', topicsOnly.token)).status).toBe(200);
  });
});

describe('blog topics', () => {
  it('adds, edits and toggles topics; the slug comes from the name', async () => {
    const created = await send('POST', '/api/blog/topic', { name: 'Machine Learning', description: '' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      message: 'Topic added successfully',
      data: { name: 'Machine Learning', slug: 'machine-learning', description: '' },
    });
    const id = created.json().data._id;
    const edited = await send('PUT', `/api/blog/topic/${id}`, { name: 'Deep Learning', description: 'Neural nets' });
    expect(edited.json()).toMatchObject({
      message: 'Topic "Deep Learning" updated successfully',
      data: { slug: 'deep-learning', description: 'Neural nets' },
    });
    expect((await getJson(t.app, `/api/blog/topic/${id}`, admin)).body.data.name).toBe('Deep Learning');
    const twin = await send('POST', '/api/blog/topic', { name: 'deep learning' });
    expect(twin.statusCode).toBe(409);
    expect(twin.json().errors).toEqual({ name: 'A topic named "deep learning" already exists' });
    expect((await send('POST', '/api/blog/topic', {})).json().errors).toEqual({ name: 'Topic name is required' });
    expect((await send('DELETE', `/api/blog/topic/${id}`)).json()).toMatchObject({
      message: 'Successfully topic deactivated',
      data: { isDeleted: true },
    });
    expect((await getJson(t.app, '/api/blog/topic/all')).body.data.map((x: { _id: string }) => x._id)).not.toContain(
      id,
    );
    expect(
      (await getJson(t.app, '/api/blog/topic/all?active=false', admin)).body.data.map((x: { _id: string }) => x._id),
    ).toContain(id);
  });

  it('gives a topic whose name makes a taken slug the next free one', async () => {
    await send('POST', '/api/blog/topic', { name: 'Node JS' });
    const second = await send('POST', '/api/blog/topic', { name: 'Node.js' });
    expect(second.json().data.slug).toBe('node-js-2');
  });
});
