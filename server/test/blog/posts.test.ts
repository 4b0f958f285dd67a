import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, loginAsAdmin, type TestApp } from '../support/test-app.ts';
import { addCategory, addTopic, createPost, getJson, postBody } from './blog-fixtures.ts';

let t: TestApp;
let admin: string;
let terms: { categoryId: string; topicId: string };
let other: { categoryId: string; topicId: string; categorySlug: string; topicSlug: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAsAdmin(t.app);
  const [category, topic, category2, topic2] = await Promise.all([
    addCategory(t.app, admin, 'Careers'),
    addTopic(t.app, admin, 'Interviews'),
    addCategory(t.app, admin, 'Data Science'),
    addTopic(t.app, admin, 'Python Basics'),
  ]);
  terms = { categoryId: category._id, topicId: topic._id };
  other = { categoryId: category2._id, topicId: topic2._id, categorySlug: category2.slug, topicSlug: topic2.slug };
});
afterAll(() => t.close());

const send = (method: 'POST' | 'PUT' | 'DELETE' | 'PATCH', url: string, payload?: object, token = admin) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload === undefined ? {} : { payload }) });

describe('POST /blog', () => {
  it('publishes at once with the next blogNumber, answering 201 with the post', async () => {
    const first = await createPost(t.app, admin, postBody(terms));
    const second = await createPost(t.app, admin, postBody(terms));
    expect(second.blogNumber).toBe(first.blogNumber + 1);
    expect(first.status).toBe('Published');
    expect(first.publishedAt).toBe(t.clock.now().toISOString());
  });

  it('saves a draft, which is not public', async () => {
    const response = await send('POST', '/api/blog', postBody(terms, { isDraft: true, content: '' }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ message: 'Draft saved', data: { status: 'Draft', publishedAt: null } });
    const { _id, slug } = response.json().data;
    expect((await getJson(t.app, `/api/blog/details?slug=${slug}`)).status).toBe(404);
    expect((await getJson(t.app, `/api/blog/details?id=${_id}`)).status).toBe(404);
    expect((await getJson(t.app, `/api/blog/details?id=${_id}&view=staff`, admin)).status).toBe(200);
  });

  it('answers 400 with a message per field for an empty body, never 500', async () => {
    const response = await send('POST', '/api/blog', {});
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      title: 'Title is required',
      slug: 'Slug is required',
      metaDescription: 'Meta description is required',
      categories: 'At least one category is required',
      topics: 'At least one topic is required',
      author: 'Author is required',
      thumbnail: 'Thumbnail is required',
      content: 'Content cannot be empty',
    });
  });

  it('refuses a bad slug, empty lists, a javascript: thumbnail and an empty body with the rules messages', async () => {
    const response = await send(
      'POST',
      '/api/blog',
      postBody(terms, {
        slug: 'Bad--Slug',
        categories: [],
        topics: [],
        thumbnail: 'javascript:alert(1)',
        content: '<p>&nbsp;</p>',
        title: '   ',
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      title: 'Title is required',
      slug: 'Slug must be lowercase letters or digits separated by single dashes',
      categories: 'At least one category is required',
      topics: 'At least one topic is required',
      thumbnail: 'Invalid URL',
      content: 'Content cannot be empty',
    });
  });

  it('counts a body of scripts only as empty (after sanitising)', async () => {
    const response = await send('POST', '/api/blog', postBody(terms, { content: '<script>alert(1)</script>' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ content: 'Content cannot be empty' });
  });

  it('needs a publish date and time only when scheduled, in the future', async () => {
    const missing = await send('POST', '/api/blog', postBody(terms, { isScheduled: true }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({
      publishDate: 'Publish date is required',
      publishTime: 'Publish time is required',
    });
    const badFormat = await send(
      'POST',
      '/api/blog',
      postBody(terms, { isScheduled: true, publishDate: '02/09/2025', publishTime: '25:00' }),
    );
    expect(badFormat.json().errors).toEqual({
      publishDate: 'Publish date must be a date (YYYY-MM-DD)',
      publishTime: 'Publish time must be a time (HH:mm)',
    });
    const past = await send(
      'POST',
      '/api/blog',
      postBody(terms, { isScheduled: true, publishDate: '2020-01-01', publishTime: '10:00' }),
    );
    expect(past.statusCode).toBe(400);
    expect(past.json().errors).toEqual({ publishDate: 'Publish date and time must be in the future' });
    const noSuchDay = await send(
      'POST',
      '/api/blog',
      postBody(terms, { isScheduled: true, publishDate: '2999-02-30', publishTime: '10:00' }),
    );
    expect(noSuchDay.json().errors).toEqual({ publishDate: 'Publish date is not a valid date' });
    // A draft may be saved without them.
    expect((await send('POST', '/api/blog', postBody(terms, { isScheduled: true, isDraft: true }))).statusCode).toBe(
      201,
    );
  });

  it('refuses unknown and inactive categories or topics on the field', async () => {
    const unknown = await send(
      'POST',
      '/api/blog',
      postBody({ categoryId: '00000000-0000-4000-8000-000000000000', topicId: terms.topicId }),
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ categories: 'Unknown category' });

    const retired = await addTopic(t.app, admin, 'Retired Topic');
    await send('DELETE', `/api/blog/topic/${retired._id}`);
    const inactive = await send('POST', '/api/blog', postBody({ categoryId: terms.categoryId, topicId: retired._id }));
    expect(inactive.statusCode).toBe(400);
    expect(inactive.json().errors).toEqual({ topics: 'Topic "Retired Topic" is inactive' });
  });

  it('answers 409 on the slug field for a slug another post has', async () => {
    const post = await createPost(t.app, admin, postBody(terms));
    const response = await send('POST', '/api/blog', postBody(terms, { slug: post.slug }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      success: false,
      message: 'This slug is already taken',
      errors: { slug: 'This slug is already taken' },
    });
  });

  it('refuses unknown fields rather than writing them (no blogNumber or status from the client)', async () => {
    const response = await send('POST', '/api/blog', { ...postBody(terms), blogNumber: 999, status: 'Published' });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.blogNumber).not.toBe(999);
  });
});

describe('PUT /blog/{id}', () => {
  it('edits the post; the old slug then answers with the current one and redirect: true', async () => {
    const post = await createPost(t.app, admin, postBody(terms));
    const renamed = `${post.slug}-renamed`;
    const response = await send(
      'PUT',
      `/api/blog/${post._id}`,
      postBody(other, { slug: renamed, title: 'Renamed post' }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Blog updated successfully',
      data: { slug: renamed, title: 'Renamed post', status: 'Published', publishedAt: post.publishedAt },
    });
    const old = await getJson(t.app, `/api/blog/details?slug=${post.slug}`);
    expect(old.status).toBe(200);
    expect(old.body.data).toMatchObject({ _id: post._id, slug: renamed, redirect: true });
    const current = await getJson(t.app, `/api/blog/details?slug=${renamed}`);
    expect(current.body.data).toMatchObject({ slug: renamed, redirect: false });

    // Taking the old slug back makes it current again.
    await send('PUT', `/api/blog/${post._id}`, postBody(other, { slug: post.slug }));
    expect((await getJson(t.app, `/api/blog/details?slug=${post.slug}`)).body.data.redirect).toBe(false);
    expect((await getJson(t.app, `/api/blog/details?slug=${renamed}`)).body.data).toMatchObject({
      slug: post.slug,
      redirect: true,
    });
  });

  it("keeps its own slug free for itself, 409 on another post's slug, 404 for an unknown post", async () => {
    const a = await createPost(t.app, admin, postBody(terms));
    const b = await createPost(t.app, admin, postBody(terms));
    expect((await send('PUT', `/api/blog/${a._id}`, postBody(terms, { slug: a.slug }))).statusCode).toBe(200);
    const clash = await send('PUT', `/api/blog/${a._id}`, postBody(terms, { slug: b.slug }));
    expect(clash.statusCode).toBe(409);
    expect(clash.json().errors).toEqual({ slug: 'This slug is already taken' });
    const missing = await send('PUT', '/api/blog/00000000-0000-4000-8000-000000000000', postBody(terms));
    expect(missing.statusCode).toBe(404);
    expect((await send('PUT', '/api/blog/not-a-uuid', postBody(terms))).statusCode).toBe(400);
  });

  it('moves a published post back to drafts (off the site), and publishes a draft', async () => {
    const post = await createPost(t.app, admin, postBody(terms));
    const drafted = await send('PUT', `/api/blog/${post._id}`, postBody(terms, { slug: post.slug, isDraft: true }));
    expect(drafted.json()).toMatchObject({ message: 'Blog moved back to drafts', data: { status: 'Draft' } });
    expect((await getJson(t.app, `/api/blog/details?slug=${post.slug}`)).status).toBe(404);
    const published = await send('PUT', `/api/blog/${post._id}`, postBody(terms, { slug: post.slug }));
    expect(published.json()).toMatchObject({ message: 'Blog published successfully', data: { status: 'Published' } });
    expect((await getJson(t.app, `/api/blog/details?slug=${post.slug}`)).status).toBe(200);
  });
});

describe('GET /blog/details', () => {
  it('finds a published post by id, blogNumber or slug, with its body', async () => {
    const post = await createPost(t.app, admin, postBody(terms));
    for (const query of [`id=${post._id}`, `blogNumber=${post.blogNumber}`, `slug=${post.slug}`]) {
      const { status, body } = await getJson(t.app, `/api/blog/details?${query}`);
      expect(status, query).toBe(200);
      expect(body.data).toMatchObject({ _id: post._id, content: post.content, redirect: false });
      expect(body.data.pendingCommentsCount).toBe(0);
    }
  });

  it('needs exactly one key; unknown ones are 404', async () => {
    const none = await getJson(t.app, '/api/blog/details');
    expect(none.status).toBe(400);
    expect(none.body.errors).toEqual({ id: 'Give exactly one of id, blogNumber or slug' });
    expect((await getJson(t.app, '/api/blog/details?id=1&slug=x')).status).toBe(400);
    expect((await getJson(t.app, '/api/blog/details?blogNumber=abc')).status).toBe(400);
    expect((await getJson(t.app, '/api/blog/details?blogNumber=99999')).status).toBe(404);
    expect((await getJson(t.app, '/api/blog/details?slug=no-such-post')).body).toEqual({
      success: false,
      message: 'Blog not found',
    });
  });

  it('keeps the staff view to Blogs/Blogs read', async () => {
    expect((await getJson(t.app, '/api/blog/details?blogNumber=1&view=staff')).status).toBe(401);
  });
});

describe('GET /blog/all', () => {
  let fresh: TestApp;
  let token: string;
  const made: Record<string, { _id: string; slug: string }> = {};

  beforeAll(async () => {
    fresh = await createTestApp();
    token = await loginAsAdmin(fresh.app);
    const c1 = await addCategory(fresh.app, token, 'Web Development');
    const c2 = await addCategory(fresh.app, token, 'Design');
    const t1 = await addTopic(fresh.app, token, 'React');
    const t2 = await addTopic(fresh.app, token, 'Figma');
    const create = async (name: string, body: Parameters<typeof postBody>[1], cat = c1._id, top = t1._id) => {
      fresh.clock.advance(60_000);
      made[name] = await createPost(
        fresh.app,
        token,
        postBody({ categoryId: cat, topicId: top }, { title: name, ...body }),
      );
    };
    await create('Hooks in depth', {});
    await create('Design systems', {}, c2._id, t2._id);
    await create('Server components', { metaDescription: 'Rendering on the server with streaming.' });
    await create('Draft about testing', { isDraft: true });
    await create('Scheduled launch notes', { isScheduled: true, publishDate: '2999-01-01', publishTime: '09:00' });
    await create('Deleted post', {});
    await fresh.app.inject({ method: 'DELETE', url: `/api/blog/${made['Deleted post']?._id}`, headers: bearer(token) });
  });
  afterAll(() => fresh.close());

  const titles = (body: { data: { title: string }[] }) => body.data.map((p) => p.title);

  it('lists published posts only, newest first, with paging', async () => {
    const { status, body } = await getJson(fresh.app, '/api/blog/all');
    expect(status).toBe(200);
    expect(titles(body)).toEqual(['Server components', 'Design systems', 'Hooks in depth']);
    expect(body.pagination).toEqual({ page: 1, limit: 10, total: 3, totalPages: 1 });
    const page2 = await getJson(fresh.app, '/api/blog/all?page=2&limit=2');
    expect(titles(page2.body)).toEqual(['Hooks in depth']);
    expect(page2.body.pagination).toEqual({ page: 2, limit: 2, total: 3, totalPages: 2 });
    expect(body.data[0]).not.toHaveProperty('content');
  });

  it('filters by category and topic (by slug or _id) and searches title and meta description', async () => {
    const bySlug = await getJson(fresh.app, '/api/blog/all?category=design');
    expect(bySlug.body, JSON.stringify(bySlug.body)).toMatchObject({ success: true });
    expect(titles(bySlug.body)).toEqual(['Design systems']);
    const byId = await getJson(fresh.app, `/api/blog/all?category=${await designId()}`);
    expect(titles(byId.body)).toEqual(['Design systems']);
    expect(titles((await getJson(fresh.app, '/api/blog/all?topic=react')).body)).toEqual([
      'Server components',
      'Hooks in depth',
    ]);
    expect(titles((await getJson(fresh.app, '/api/blog/all?search=streaming')).body)).toEqual(['Server components']);
    expect(titles((await getJson(fresh.app, '/api/blog/all?search=HOOKS')).body)).toEqual(['Hooks in depth']);
    expect((await getJson(fresh.app, '/api/blog/all?category=no-such-category')).body).toMatchObject({
      data: [],
      pagination: { total: 0 },
    });
    expect((await getJson(fresh.app, '/api/blog/all?search=100%25')).status).toBe(200);
  });

  async function designId(): Promise<string> {
    const { body } = await getJson(fresh.app, '/api/blog/category/all');
    return body.data.find((c: { slug: string }) => c.slug === 'design')._id;
  }

  it('ignores staff filters in the public view', async () => {
    const { body } = await getJson(fresh.app, '/api/blog/all?status=Draft');
    expect(titles(body)).toEqual(['Server components', 'Design systems', 'Hooks in depth']);
  });

  it('shows staff every status, filters by status, and the deleted posts in their own view', async () => {
    const all = await getJson(fresh.app, '/api/blog/all?view=staff', token);
    expect(titles(all.body)).toEqual([
      'Scheduled launch notes',
      'Draft about testing',
      'Server components',
      'Design systems',
      'Hooks in depth',
    ]);
    const statuses = Object.fromEntries(
      all.body.data.map((p: { title: string; status: string }) => [p.title, p.status]),
    );
    expect(statuses).toMatchObject({
      'Scheduled launch notes': 'Scheduled',
      'Draft about testing': 'Draft',
      'Server components': 'Published',
    });
    const scheduled = all.body.data[0];
    expect(scheduled).toMatchObject({ publishDate: '2999-01-01', publishTime: '09:00', isScheduled: true });
    expect(scheduled.publishedAt).toBe('2999-01-01T03:30:00.000Z');
    for (const status of ['Draft', 'Published', 'Scheduled']) {
      const { body } = await getJson(fresh.app, `/api/blog/all?view=staff&status=${status}`, token);
      expect(
        body.data.every((p: { status: string }) => p.status === status),
        status,
      ).toBe(true);
    }
    const deleted = await getJson(fresh.app, '/api/blog/all?view=staff&deleted=true', token);
    expect(titles(deleted.body)).toEqual(['Deleted post']);
    expect(deleted.body.data[0].isDeleted).toBe(true);
    expect((await getJson(fresh.app, '/api/blog/all?view=staff&status=Gone', token)).body.errors).toEqual({
      status: 'Invalid status',
    });
    expect((await getJson(fresh.app, '/api/blog/all?view=staff')).status).toBe(401);
    expect((await getJson(fresh.app, '/api/blog/all?view=everyone')).status).toBe(400);
  });

  it('suggests related posts by shared terms, and the previous and next published posts', async () => {
    const hooks = made['Hooks in depth'] as { _id: string };
    const related = await getJson(fresh.app, `/api/blog/related/${hooks._id}`);
    expect(titles(related.body)).toEqual(['Server components', 'Design systems']);
    const design = made['Design systems'] as { _id: string };
    const adjacent = await getJson(fresh.app, `/api/blog/adjacent/${design._id}`);
    expect(adjacent.body.data.previous.title).toBe('Hooks in depth');
    expect(adjacent.body.data.next.title).toBe('Server components');
    const first = await getJson(fresh.app, `/api/blog/adjacent/${hooks._id}`);
    expect(first.body.data.previous).toBeNull();
    const draft = made['Draft about testing'] as { _id: string };
    expect((await getJson(fresh.app, `/api/blog/related/${draft._id}`)).status).toBe(404);
    expect((await getJson(fresh.app, `/api/blog/adjacent/${draft._id}`)).status).toBe(404);
  });
});

describe('DELETE /blog/{id} and restore', () => {
  it('soft deletes (404 to the public, listed as deleted) and restores as it was', async () => {
    const post = await createPost(t.app, admin, postBody(terms));
    const deleted = await send('DELETE', `/api/blog/${post._id}`);
    expect(deleted.json()).toMatchObject({ message: 'Blog deleted successfully', data: { isDeleted: true } });
    expect((await getJson(t.app, `/api/blog/details?slug=${post.slug}`)).status).toBe(404);
    expect((await send('DELETE', `/api/blog/${post._id}`)).statusCode).toBe(404);
    const restored = await send('PATCH', `/api/blog/restore/${post._id}`);
    expect(restored.json()).toMatchObject({
      message: 'Blog restored successfully',
      data: { isDeleted: false, slug: post.slug, status: 'Published' },
    });
    expect((await getJson(t.app, `/api/blog/details?slug=${post.slug}`)).status).toBe(200);
    expect((await send('PATCH', `/api/blog/restore/${post._id}`)).statusCode).toBe(404);
  });

  it('frees the slug of a deleted post; restoring it then picks the next free slug', async () => {
    const post = await createPost(t.app, admin, postBody(terms));
    await send('DELETE', `/api/blog/${post._id}`);
    const available = await getJson(t.app, `/api/blog/slug/available/${post.slug}`, admin);
    expect(available.body.data).toEqual({ slug: post.slug, available: true, reason: null });
    await createPost(t.app, admin, postBody(terms, { slug: post.slug }));
    const restored = await send('PATCH', `/api/blog/restore/${post._id}`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json().data.slug).toBe(`${post.slug}-2`);
    expect(restored.json().message).toBe(
      `Blog restored successfully as "${post.slug}-2": its slug is used by another post`,
    );
  });
});

describe('GET /blog/slug/available/{slug}', () => {
  it('says whether a slug is free, invalid or taken, the edited post excepted', async () => {
    const post = await createPost(t.app, admin, postBody(terms));
    const check = async (slug: string, exceptId?: string) =>
      (
        await getJson(
          t.app,
          `/api/blog/slug/available/${encodeURIComponent(slug)}${exceptId ? `?exceptId=${exceptId}` : ''}`,
          admin,
        )
      ).body.data;
    expect(await check('a-brand-new-slug')).toEqual({ slug: 'a-brand-new-slug', available: true, reason: null });
    expect(await check(post.slug)).toEqual({ slug: post.slug, available: false, reason: 'taken' });
    expect(await check(post.slug, post._id)).toEqual({ slug: post.slug, available: true, reason: null });
    expect(await check('Not A Slug')).toEqual({ slug: 'Not A Slug', available: false, reason: 'invalid' });
    expect(await check('double--dash')).toMatchObject({ available: false, reason: 'invalid' });
    expect((await getJson(t.app, '/api/blog/slug/available/x')).status).toBe(401);
  });
});
