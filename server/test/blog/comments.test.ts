import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogComments } from '../../src/db/schema/blog.ts';
import type { BlogEvent } from '../../src/modules/blog/blog-events.ts';
import { createLearner, type Learner } from '../support/learner-fixtures.ts';
import { bearer, createTestApp, loginAsAdmin, type TestApp } from '../support/test-app.ts';
import { addCategory, addTopic, createPost, getJson, postBody } from './blog-fixtures.ts';

const PENDING = 'Thanks! Your comment will appear once it is approved.';
const COMMENTS_PER_ADDRESS = 5;

let t: TestApp;
let admin: string;
let learner: Learner;
let post: { _id: string; slug: string };
let draft: { _id: string };
const events: BlogEvent[] = [];

beforeAll(async () => {
  t = await createTestApp((config) => {
    config.rateLimits.blogComment = { perIp: { max: COMMENTS_PER_ADDRESS, windowMs: 60_000 } };
  });
  admin = await loginAsAdmin(t.app);
  learner = await createLearner(t.app, admin, 'Comment Learner');
  const [category, topic] = await Promise.all([addCategory(t.app, admin), addTopic(t.app, admin)]);
  const terms = { categoryId: category._id, topicId: topic._id };
  post = await createPost(t.app, admin, postBody(terms));
  draft = await createPost(t.app, admin, postBody(terms, { isDraft: true }));
  t.app.blogEvents.subscribe((event) => {
    events.push(event);
  });
});
afterAll(() => t.close());

/** Each test posts from its own address, so the per-address limit is the rate-limit test's alone. */
let address = 0;
function comment(payload: Record<string, unknown>, options: { token?: string; ip?: string } = {}) {
  address += 1;
  return t.app.inject({
    method: 'POST',
    url: '/api/blog/comment',
    headers: options.token ? bearer(options.token) : {},
    remoteAddress: options.ip ?? `10.1.${Math.floor(address / 250)}.${address % 250}`,
    payload,
  });
}

const visitor = (text: string, extra: Record<string, unknown> = {}) => ({
  blogId: post._id,
  comment: text,
  name: 'Ravi Kumar',
  email: 'ravi@example.com',
  ...extra,
});

async function stored(text: string) {
  const [row] = await t.app.db.select().from(blogComments).where(eq(blogComments.comment, text));
  return row;
}

const moderation = async (query = '') => (await getJson(t.app, `/api/blog/comments/moderation${query}`, admin)).body;

describe('POST /blog/comment', () => {
  it("holds a visitor's comment for moderation and says so", async () => {
    const response = await comment(visitor('Great overview, thanks for sharing!'));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ success: true, message: PENDING, data: { status: 'pending', comment: null } });
    expect(await stored('Great overview, thanks for sharing!')).toMatchObject({
      status: 'pending',
      name: 'Ravi Kumar',
      email: 'ravi@example.com',
      userId: null,
    });
    const approved = await getJson(t.app, `/api/blog/comments/all/${post._id}`);
    expect(approved.body.data.map((c: { comment: string }) => c.comment)).not.toContain(
      'Great overview, thanks for sharing!',
    );
  });

  it("shows a signed-in learner's comment at once, under the account's name", async () => {
    const response = await comment(
      { blogId: post._id, comment: 'This helped me plan my week.' },
      { token: learner.token },
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      message: 'Your comment is posted.',
      data: { status: 'approved', comment: { comment: 'This helped me plan my week.', name: 'Comment Learner' } },
    });
    const list = await getJson(t.app, `/api/blog/comments/all/${post._id}`);
    expect(list.body.data[0]).toMatchObject({ comment: 'This helped me plan my week.', name: 'Comment Learner' });
    expect(list.body.data[0]).not.toHaveProperty('email');
    expect(events.some((e) => e.kind === 'comments' && e.postId === post._id)).toBe(true);
  });

  it('needs name and email only without a session, and 5-500 characters of comment', async () => {
    const anonymous = await comment({ blogId: post._id, comment: 'Hi' });
    expect(anonymous.statusCode).toBe(400);
    expect(anonymous.json().errors).toEqual({
      comment: 'Comment must be at least 5 characters',
      name: 'Name is required',
      email: 'Email is required',
    });
    const badEmail = await comment(visitor('A fine comment', { email: 'ravi@example' }));
    expect(badEmail.json().errors).toEqual({ email: 'Email must include domain (e.g. example.com)' });
    const long = await comment({ blogId: post._id, comment: 'x'.repeat(501) }, { token: learner.token });
    expect(long.json().errors).toEqual({ comment: 'Comment must not exceed 500 characters' });
    const empty = await comment({ blogId: post._id, comment: '   ' }, { token: learner.token });
    expect(empty.json().errors).toEqual({ comment: 'Comment is required' });
    const noPost = await comment({ comment: 'Nice post overall' }, { token: learner.token });
    expect(noPost.json().errors).toEqual({ blogId: 'Invalid id' });
    expect((await comment({}, {})).statusCode).toBe(400);
  });

  it('answers 404 for a draft or unknown post, and 401 for a bad token', async () => {
    expect((await comment(visitor('On a draft post', { blogId: draft._id }))).statusCode).toBe(404);
    const unknown = await comment(visitor('Nobody wrote this', { blogId: '00000000-0000-4000-8000-000000000000' }));
    expect(unknown.json()).toEqual({ success: false, message: 'Blog not found' });
    expect((await comment(visitor('With a stale token'), { token: 'not-a-token' })).statusCode).toBe(401);
  });

  it('holds a comment with a link even from a learner, and refuses more than two links', async () => {
    const one = await comment(
      { blogId: post._id, comment: 'See https://example.com/notes for more' },
      { token: learner.token },
    );
    expect(one.json().data).toEqual({ status: 'pending', comment: null });
    expect(await stored('See https://example.com/notes for more')).toMatchObject({ status: 'pending', linkCount: 1 });

    const spam = await comment(visitor('Buy at http://a.example www.b.example and <a href="x">here</a>'));
    expect(spam.statusCode).toBe(400);
    expect(spam.json()).toEqual({
      success: false,
      message: 'Comments may contain at most 2 links',
      errors: { comment: 'Comments may contain at most 2 links' },
    });
    expect(await stored('Buy at http://a.example www.b.example and <a href="x">here</a>')).toBeUndefined();
  });

  it('answers a filled honeypot like a pending comment and stores nothing, whatever else is wrong', async () => {
    const before = await t.app.db.select({ n: count() }).from(blogComments);
    const bot = await comment({ ...visitor('Cheap pills here'), website: 'http://spam.example' });
    expect(bot.statusCode).toBe(201);
    expect(bot.json()).toEqual({ success: true, message: PENDING, data: { status: 'pending', comment: null } });
    const sloppy = await comment({ website: 'x', comment: 'no' });
    expect(sloppy.json()).toEqual(bot.json());
    expect(await t.app.db.select({ n: count() }).from(blogComments)).toEqual(before);
  });

  it('limits comments per address (429 with Retry-After); other addresses go on', async () => {
    const ip = '192.0.2.77';
    for (let i = 0; i < COMMENTS_PER_ADDRESS; i++) {
      expect((await comment(visitor(`Comment number ${i}`), { ip })).statusCode).toBe(201);
    }
    const refused = await comment(visitor('One too many'), { ip });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await stored('One too many')).toBeUndefined();
    expect((await comment(visitor('From elsewhere'), { ip: '192.0.2.78' })).statusCode).toBe(201);
    t.clock.advance(61_000);
    admin = await loginAsAdmin(t.app);
    expect((await comment(visitor('After the window'), { ip })).statusCode).toBe(201);
  });
});

describe('GET /blog/comments/all/{id}', () => {
  it('pages approved comments, newest first, of published posts only', async () => {
    for (let i = 1; i <= 3; i++) {
      t.clock.advance(1000);
      await comment({ blogId: post._id, comment: `Paged comment ${i}` }, { token: await loginAsAdmin(t.app) });
    }
    const page = await getJson(t.app, `/api/blog/comments/all/${post._id}?limit=2`);
    expect(page.body.data.map((c: { comment: string }) => c.comment)).toEqual(['Paged comment 3', 'Paged comment 2']);
    expect(page.body.pagination.limit).toBe(2);
    expect(page.body.data.every((c: { blogId: string }) => c.blogId === post._id)).toBe(true);
    expect((await getJson(t.app, `/api/blog/comments/all/${draft._id}`)).status).toBe(404);
    expect((await getJson(t.app, '/api/blog/comments/all/not-a-uuid')).status).toBe(400);
  });
});

describe('moderation', () => {
  it('lists comments across posts with the pending count, and per post and status', async () => {
    const all = await moderation();
    expect(all.success).toBe(true);
    const pending = await moderation('?status=pending');
    expect(all.pendingCount).toBe(pending.pagination.total);
    expect(pending.pendingCount).toBeGreaterThan(0);
    expect(pending.data.every((c: { status: string }) => c.status === 'pending')).toBe(true);
    const first = pending.data.find((c: { comment: string }) => c.comment === 'Great overview, thanks for sharing!');
    expect(first).toMatchObject({
      email: 'ravi@example.com',
      userId: null,
      linkCount: 0,
      blog: { _id: post._id, slug: post.slug },
    });
    expect(first.ipAddress).toMatch(/^10\.1\./);
    const perPost = await moderation(`?blogId=${post._id}&search=great overview`);
    expect(perPost.data).toHaveLength(1);
    expect((await getJson(t.app, '/api/blog/comments/moderation?status=spam', admin)).body.errors).toEqual({
      status: 'Invalid status',
    });
  });

  it('approves (it shows), hides (it goes) and deletes comments, the pending count following', async () => {
    const before = await moderation('?search=great overview');
    const target = before.data[0];
    const approve = await t.app.inject({
      method: 'PATCH',
      url: `/api/blog/comment/status/${target._id}`,
      headers: bearer(admin),
      payload: { status: 'approved' },
    });
    expect(approve.json()).toMatchObject({ message: 'Comment approved', data: { status: 'approved' } });
    expect((await moderation('?search=great overview')).pendingCount).toBe(before.pendingCount - 1);
    const shown = await getJson(t.app, `/api/blog/comments/all/${post._id}?limit=100`);
    expect(shown.body.data.map((c: { _id: string }) => c._id)).toContain(target._id);
    const listed = await getJson(t.app, `/api/blog/details?id=${post._id}`);
    expect(listed.body.data.commentsCount).toBe(shown.body.pagination.total);

    const hide = await t.app.inject({
      method: 'PATCH',
      url: `/api/blog/comment/status/${target._id}`,
      headers: bearer(admin),
      payload: { status: 'hidden' },
    });
    expect(hide.json()).toMatchObject({ message: 'Comment hidden', data: { status: 'hidden' } });
    const hidden = await getJson(t.app, `/api/blog/comments/all/${post._id}?limit=100`);
    expect(hidden.body.data.map((c: { _id: string }) => c._id)).not.toContain(target._id);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/blog/comment/${target._id}`,
      headers: bearer(admin),
    });
    expect(removed.json()).toEqual({ success: true, message: 'Comment deleted' });
    expect(await stored('Great overview, thanks for sharing!')).toBeUndefined();
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/blog/comment/${target._id}`, headers: bearer(admin) }))
        .statusCode,
    ).toBe(404);
    const badStatus = await t.app.inject({
      method: 'PATCH',
      url: `/api/blog/comment/status/${target._id}`,
      headers: bearer(admin),
      payload: { status: 'deleted' },
    });
    expect(badStatus.json().errors).toEqual({ status: 'Status must be pending, approved or hidden' });
  });

  it('shows staff the pending count on the posts list', async () => {
    const list = await getJson(t.app, '/api/blog/all?view=staff', admin);
    const row = list.body.data.find((p: { _id: string }) => p._id === post._id);
    expect(row.pendingCommentsCount).toBe((await moderation(`?blogId=${post._id}`)).pendingCount);
    const publicRow = (await getJson(t.app, '/api/blog/all')).body.data.find(
      (p: { _id: string }) => p._id === post._id,
    );
    expect(publicRow.pendingCommentsCount).toBe(0);
  });
});

// Last: its comments wait for moderation, and would push the moderation tests' ones off the first page.
describe('links in comments', () => {
  it('counts disguised links as links, from a signed-in user too, and not ordinary prose with dots', async () => {
    const disguised = [
      'Visit hxxp://spam.example/deals today',
      'Deals at spam[.]example, hurry',
      'Try example(dot)com now',
      'See www .example .com please',
      'Cheap watches at best-watches.com!',
      'Go to hXXps://deals ( . ) example/x',
    ];
    for (const text of disguised) {
      const posted = await comment({ blogId: post._id, comment: text }, { token: learner.token });
      expect(posted.json().data, text).toEqual({ status: 'pending', comment: null });
      expect(await stored(text), text).toMatchObject({ status: 'pending', linkCount: 1 });
    }
    const three = 'hxxp://a.example spam[.]example example(dot)com';
    expect((await comment({ blogId: post._id, comment: three }, { token: learner.token })).statusCode).toBe(400);

    const prose =
      'Great post, e.g. the part on 3.5 percent growth. I.e. Node.js and ASP.NET both work. ' +
      'It costs Rs. 2.50 lakh... Mail me at asha.rao@example.com. Worth it. In short, thanks!';
    const plain = await comment({ blogId: post._id, comment: prose }, { token: learner.token });
    expect(plain.json().data).toMatchObject({ status: 'approved' });
    expect(await stored(prose)).toMatchObject({ status: 'approved', linkCount: 0 });
  });
});
