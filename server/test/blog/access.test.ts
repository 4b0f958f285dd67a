import type { Operation } from '@skillhub/shared/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLearner } from '../support/learner-fixtures.ts';
import { bearer, createTestApp, loginAsAdmin, type TestApp, userWithPermissions } from '../support/test-app.ts';
import { addCategory, addTopic, createPost, getJson, postBody } from './blog-fixtures.ts';

let t: TestApp;
let admin: string;
let terms: { categoryId: string; topicId: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAsAdmin(t.app);
  const [category, topic] = await Promise.all([addCategory(t.app, admin), addTopic(t.app, admin)]);
  terms = { categoryId: category._id, topicId: topic._id };
});
afterAll(() => t.close());

let roles = 0;
async function staffWith(subModule: 'Blogs' | 'Categories' | 'Topics', ...operations: Operation[]) {
  roles += 1;
  const ops = Object.fromEntries(operations.map((op) => [op, true]));
  const user = await userWithPermissions(t.app, admin, `Blog Role ${roles}`, [
    { name: 'Blogs', operations: {}, subModules: [{ name: subModule, operations: ops }] },
  ]);
  return user.token;
}

describe('blog permissions (module Blogs; sub-modules Blogs, Categories, Topics)', () => {
  it('lets Blogs/Blogs read see the staff list and previews but not write', async () => {
    const reader = await staffWith('Blogs', 'read');
    const draft = await createPost(t.app, admin, postBody(terms, { isDraft: true }));
    expect((await getJson(t.app, '/api/blog/all?view=staff', reader)).status).toBe(200);
    expect((await getJson(t.app, `/api/blog/details?id=${draft._id}&view=staff`, reader)).status).toBe(200);
    expect((await getJson(t.app, '/api/blog/comments/moderation', reader)).status).toBe(200);
    const write = await t.app.inject({
      method: 'POST',
      url: '/api/blog',
      headers: bearer(reader),
      payload: postBody(terms),
    });
    expect(write.statusCode).toBe(403);
    expect(write.json()).toEqual({ success: false, message: 'You do not have permission to perform this action' });
  });

  it('gives each operation its call: create writes, update edits, delete deletes and restores', async () => {
    const writer = await staffWith('Blogs', 'create');
    const editor = await staffWith('Blogs', 'update');
    const remover = await staffWith('Blogs', 'delete');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/blog',
      headers: bearer(writer),
      payload: postBody(terms),
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().data._id;
    const edit = (token: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/blog/${id}`,
        headers: bearer(token),
        payload: postBody(terms, { slug: created.json().data.slug }),
      });
    expect((await edit(writer)).statusCode).toBe(403);
    expect((await edit(editor)).statusCode).toBe(200);
    const del = (token: string) => t.app.inject({ method: 'DELETE', url: `/api/blog/${id}`, headers: bearer(token) });
    expect((await del(editor)).statusCode).toBe(403);
    expect((await del(remover)).statusCode).toBe(200);
    const restore = (token: string) =>
      t.app.inject({ method: 'PATCH', url: `/api/blog/restore/${id}`, headers: bearer(token) });
    expect((await restore(editor)).statusCode).toBe(403);
    expect((await restore(remover)).statusCode).toBe(200);
    // Writers and editors both upload images and check slugs.
    for (const token of [writer, editor]) {
      expect((await getJson(t.app, '/api/blog/slug/available/some-slug', token)).status).toBe(200);
    }
    expect((await getJson(t.app, '/api/blog/slug/available/some-slug', remover)).status).toBe(403);
  });

  it('keeps categories and topics to their own sub-modules', async () => {
    const categories = await staffWith('Categories', 'create', 'read', 'update');
    const topics = await staffWith('Topics', 'create');
    const category = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/blog/category',
        headers: bearer(token),
        payload: { name: `Cat ${token.slice(-6)}`, slug: `cat-${roles}-${token.length}` },
      });
    expect((await category(categories)).statusCode).toBe(201);
    expect((await category(topics)).statusCode).toBe(403);
    const topic = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/blog/topic',
        headers: bearer(token),
        payload: { name: `Topic ${token.slice(-8)}` },
      });
    expect((await topic(topics)).statusCode).toBe(201);
    expect((await topic(categories)).statusCode).toBe(403);
    const post = await t.app.inject({
      method: 'POST',
      url: '/api/blog',
      headers: bearer(categories),
      payload: postBody(terms),
    });
    expect(post.statusCode).toBe(403);
  });

  it('gives a learner the public blog and comments, never the staff views', async () => {
    const learner = await createLearner(t.app, admin, 'Blog Reader');
    expect((await getJson(t.app, '/api/blog/all', learner.token)).status).toBe(200);
    expect((await getJson(t.app, '/api/blog/all?view=staff', learner.token)).status).toBe(403);
    expect((await getJson(t.app, '/api/blog/comments/moderation', learner.token)).status).toBe(403);
    const draft = await createPost(t.app, admin, postBody(terms, { isDraft: true }));
    expect((await getJson(t.app, `/api/blog/details?id=${draft._id}`, learner.token)).status).toBe(404);
    expect((await getJson(t.app, `/api/blog/details?id=${draft._id}&view=staff`, learner.token)).status).toBe(403);
  });
});
