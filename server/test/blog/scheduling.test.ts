import { publishDateTimeOf } from '@skillhub/shared/blog-publish-time';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { type BlogEvent, createBlogEvents } from '../../src/modules/blog/blog-events.ts';
import { createPostsService } from '../../src/modules/blog/posts.service.ts';
import { bearer, createTestApp, loginAsAdmin, type TestApp } from '../support/test-app.ts';
import { addCategory, addTopic, createPost, getJson, postBody } from './blog-fixtures.ts';

const HOUR = 3_600_000;
const onPostgres = Boolean(process.env.DATABASE_URL);

let t: TestApp;
let admin: string;
let terms: { categoryId: string; topicId: string };
const events: BlogEvent[] = [];

beforeAll(async () => {
  // The job's own timer never fires during a test: each test runs it by hand after moving the clock.
  t = await createTestApp((config) => {
    config.blogPublishIntervalMs = 24 * HOUR;
  });
  admin = await loginAsAdmin(t.app);
  const [category, topic] = await Promise.all([addCategory(t.app, admin), addTopic(t.app, admin)]);
  terms = { categoryId: category._id, topicId: topic._id };
  t.app.blogEvents.subscribe((event) => {
    events.push(event);
  });
});
afterAll(() => t.close());
// Access tokens last 15 minutes by the app's clock, which these tests move by hours: sign in again each time.
beforeEach(async () => {
  admin = await loginAsAdmin(t.app);
});
async function advance(ms: number): Promise<void> {
  t.clock.advance(ms);
  admin = await loginAsAdmin(t.app);
}

/** India's date and time `ms` from the test clock's now, to the minute. */
function inIndia(ms: number) {
  return publishDateTimeOf(new Date(Math.ceil((t.clock.now().getTime() + ms) / 60_000) * 60_000));
}

const schedule = (ms: number) => createPost(t.app, admin, postBody(terms, { isScheduled: true, ...inIndia(ms) }));
const publicStatus = async (slug: string) => (await getJson(t.app, `/api/blog/details?slug=${slug}`)).status;
const eventsOf = (postId: string, kind: BlogEvent['kind']) =>
  events.filter((e) => e.postId === postId && e.kind === kind);

describe('scheduled posts', () => {
  it('wait as Scheduled (404 to the public), then go live at their time by the job, told exactly once', async () => {
    const when = inIndia(HOUR);
    const post = await schedule(HOUR);
    expect(post.status).toBe('Scheduled');
    expect(eventsOf(post._id, 'scheduled')).toHaveLength(1);
    const posts = createPostsService(t.app, t.app.blogEvents);
    expect((await posts.nextScheduledAt())?.toISOString()).toBe(post.publishedAt);
    expect(await publicStatus(post.slug)).toBe(404);
    const staff = await getJson(t.app, `/api/blog/details?id=${post._id}&view=staff`, admin);
    expect(staff.body.data).toMatchObject({ status: 'Scheduled', isScheduled: true, ...when });

    // Not yet due: the job leaves it.
    await advance(HOUR - 2 * 60_000);
    await t.app.blogPublishing.runNow();
    expect(await publicStatus(post.slug)).toBe(404);

    await advance(5 * 60_000);
    await t.app.blogPublishing.runNow();
    expect(await publicStatus(post.slug)).toBe(200);
    const list = await getJson(t.app, '/api/blog/all');
    expect(list.body.data[0]).toMatchObject({ _id: post._id, status: 'Published', ...when });
    expect(eventsOf(post._id, 'published')).toHaveLength(1);
    expect(eventsOf(post._id, 'published')[0]).toMatchObject({
      slug: post.slug,
      publishedAt: new Date(post.publishedAt as string),
    });

    await t.app.blogPublishing.runNow();
    expect(eventsOf(post._id, 'published')).toHaveLength(1);
    expect(await posts.nextScheduledAt()).toBeNull();
  });

  it('can be moved to another time, or published now, before they are due', async () => {
    const post = await schedule(2 * HOUR);
    const later = inIndia(5 * HOUR);
    const moved = await t.app.inject({
      method: 'PUT',
      url: `/api/blog/${post._id}`,
      headers: bearer(admin),
      payload: postBody(terms, { slug: post.slug, isScheduled: true, ...later }),
    });
    expect(moved.json()).toMatchObject({
      message: 'Blog scheduled successfully',
      data: { status: 'Scheduled', ...later },
    });
    expect(eventsOf(post._id, 'scheduled')).toHaveLength(2);
    await advance(3 * HOUR);
    await t.app.blogPublishing.runNow();
    expect(await publicStatus(post.slug)).toBe(404);

    const now = await t.app.inject({
      method: 'PUT',
      url: `/api/blog/${post._id}`,
      headers: bearer(admin),
      payload: postBody(terms, { slug: post.slug }),
    });
    expect(now.json()).toMatchObject({ message: 'Blog published successfully', data: { status: 'Published' } });
    expect(await publicStatus(post.slug)).toBe(200);
    expect(eventsOf(post._id, 'published')).toHaveLength(1);
  });

  it('do not go live while deleted; restored after their time, they go live at the next run', async () => {
    const post = await schedule(HOUR);
    await t.app.inject({ method: 'DELETE', url: `/api/blog/${post._id}`, headers: bearer(admin) });
    await advance(2 * HOUR);
    await t.app.blogPublishing.runNow();
    expect(eventsOf(post._id, 'published')).toHaveLength(0);
    await t.app.inject({ method: 'PATCH', url: `/api/blog/restore/${post._id}`, headers: bearer(admin) });
    await t.app.blogPublishing.runNow();
    expect(await publicStatus(post.slug)).toBe(200);
    expect(eventsOf(post._id, 'published')).toHaveLength(1);
  });

  it('a draft with a planned time stays a draft when the time passes', async () => {
    const post = await createPost(
      t.app,
      admin,
      postBody(terms, { isDraft: true, isScheduled: true, ...inIndia(HOUR) }),
    );
    await advance(2 * HOUR);
    await t.app.blogPublishing.runNow();
    expect(await publicStatus(post.slug)).toBe(404);
    const staff = await getJson(t.app, `/api/blog/details?id=${post._id}&view=staff`, admin);
    expect(staff.body.data.status).toBe('Draft');
  });
});

describe('two publishers racing', () => {
  let second: FastifyInstance | null = null;
  afterAll(async () => {
    await second?.close();
  });

  it('publish each due post exactly once, whichever process gets there', async () => {
    const posts = await Promise.all(Array.from({ length: 6 }, () => schedule(HOUR)));
    await advance(2 * HOUR);

    // Two workers, each with its own listeners, run at the same moment. On PostgreSQL they are two app
    // instances (two processes' worth of connections) on one database; PGlite lives in one process, where
    // they are two publishers on its one connection.
    const heard: BlogEvent[] = [];
    const workers: Array<{ publishDue(): Promise<number> }> = [];
    for (const app of onPostgres ? [t.app, await secondApp()] : [t.app, t.app]) {
      const workerEvents = createBlogEvents(app.log);
      workerEvents.subscribe((event) => {
        heard.push(event);
      });
      workers.push(createPostsService(app, workerEvents));
    }
    // Straight at the publishing UPDATE (no job lock), several rounds each, all at once.
    const counts = await Promise.all(workers.flatMap((w) => [w.publishDue(), w.publishDue(), w.publishDue()]));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(posts.length);
    expect(heard.map((e) => e.kind)).toEqual(posts.map(() => 'published'));
    expect(new Set(heard.map((e) => e.postId))).toEqual(new Set(posts.map((p) => p._id)));

    // And through the jobs themselves, with their advisory locks: nothing left to publish twice.
    await Promise.all([t.app.blogPublishing.runNow(), ...(second ? [second.blogPublishing.runNow()] : [])]);
    for (const post of posts) expect(eventsOf(post._id, 'published')).toHaveLength(0);
    for (const post of posts) expect(await publicStatus(post.slug)).toBe(200);
  });

  async function secondApp(): Promise<FastifyInstance> {
    second = await buildApp(t.config, { clock: t.clock, logger: false });
    return second;
  }
});
