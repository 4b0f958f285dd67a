import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LEARNER } from '../../src/seed/demo-data.ts';
import { seedDemoBlog } from '../../src/seed/seed-blog.ts';
import { createTestApp, loginAsAdmin, type TestApp } from '../support/test-app.ts';
import { getJson } from './blog-fixtures.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp((config) => {
    config.demoData = true;
  });
  admin = await loginAsAdmin(t.app);
});
afterAll(() => t.close());

interface Summary {
  _id: string;
  slug: string;
  title: string;
  status: string;
  thumbnail: string;
  categories: { slug: string }[];
  topics: { slug: string }[];
  commentsCount: number;
}

describe('the demo blog', () => {
  it('has at least 12 published posts across categories and topics, newest first', async () => {
    const { body } = await getJson(t.app, '/api/blog/all?limit=50');
    const posts = body.data as Summary[];
    expect(posts.length).toBeGreaterThanOrEqual(12);
    expect(new Set(posts.flatMap((p) => p.categories.map((c) => c.slug))).size).toBeGreaterThanOrEqual(4);
    expect(new Set(posts.flatMap((p) => p.topics.map((c) => c.slug))).size).toBeGreaterThanOrEqual(6);
    const dates = posts.map((p) => (p as unknown as { publishedAt: string }).publishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('has a cover image for every post, stored through the storage driver and served as a PNG', async () => {
    // Renditions are made in the background from the start; this waits for that run.
    await t.app.imageRenditions.runNow();
    const { body } = await getJson(t.app, '/api/blog/all?view=staff&limit=50', admin);
    for (const post of body.data as Summary[]) {
      const image = await t.app.inject({ method: 'GET', url: new URL(post.thumbnail).pathname });
      expect(image.statusCode, post.slug).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
      expect(image.rawPayload.subarray(1, 4).toString('latin1')).toBe('PNG');
      // A whole picture: it ends with the image-end chunk.
      expect(image.rawPayload.subarray(-8, -4).toString('latin1')).toBe('IEND');
      // The lists name its renditions.
      const thumbnailImage = (post as Summary & { thumbnailImage: { sources: { type: string }[] } | null })
        .thumbnailImage;
      expect(
        thumbnailImage?.sources.map((s) => s.type),
        post.slug,
      ).toContain('image/avif');
    }
    const article = await getJson(t.app, '/api/blog/details?slug=how-to-crack-your-first-tech-interview');
    expect(article.body.data.content).toMatch(/<h2>.*<table>.*<blockquote>/s);
    expect(article.body.data.content).toContain(`<img src="${article.body.data.thumbnail}"`);
  });

  it('has one scheduled post, which goes live when its day comes', async () => {
    const { body } = await getJson(t.app, '/api/blog/all?view=staff&status=Scheduled', admin);
    expect(body.data).toHaveLength(1);
    const scheduled = body.data[0] as Summary & { publishTime: string };
    expect(scheduled.publishTime).toBe('09:00');
    expect((await getJson(t.app, `/api/blog/details?slug=${scheduled.slug}`)).status).toBe(404);
    t.clock.advance(4 * 24 * 3_600_000);
    await t.app.blogPublishing.runNow();
    expect((await getJson(t.app, `/api/blog/details?slug=${scheduled.slug}`)).status).toBe(200);
    admin = await loginAsAdmin(t.app);
  });

  it('has approved comments on show and others waiting for moderation', async () => {
    const post = (await getJson(t.app, '/api/blog/details?slug=javascript-promises-explained')).body.data;
    const comments = await getJson(t.app, `/api/blog/comments/all/${post._id}`);
    expect(comments.body.data.length).toBeGreaterThan(0);
    expect(post.commentsCount).toBe(comments.body.pagination.total);
    const moderation = await getJson(t.app, '/api/blog/comments/moderation?status=pending', admin);
    expect(moderation.body.pendingCount).toBeGreaterThanOrEqual(2);
    const learner = await getJson(
      t.app,
      `/api/blog/comments/moderation?search=${encodeURIComponent(DEMO_LEARNER.email)}`,
      admin,
    );
    expect(learner.body.data[0]).toMatchObject({ name: DEMO_LEARNER.name, status: 'approved' });
    expect(learner.body.data[0].userId).not.toBeNull();
  });

  it('adds nothing twice when seeded again (a restart)', async () => {
    expect(await seedDemoBlog(t.app.db, t.app.fileStorage, t.clock.now(), DEMO_LEARNER.email)).toBe(0);
  });
});
