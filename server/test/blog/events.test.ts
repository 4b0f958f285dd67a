import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlogEvent } from '../../src/modules/blog/blog-events.ts';
import { bearer, createTestApp, loginAsAdmin, type TestApp } from '../support/test-app.ts';
import { addCategory, addTopic, createPost, postBody } from './blog-fixtures.ts';

let t: TestApp;
let admin: string;
let terms: { categoryId: string; topicId: string };
const events: BlogEvent[] = [];

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAsAdmin(t.app);
  const [category, topic] = await Promise.all([addCategory(t.app, admin), addTopic(t.app, admin)]);
  terms = { categoryId: category._id, topicId: topic._id };
  t.app.blogEvents.subscribe((event) => {
    events.push(event);
  });
});
afterAll(() => t.close());

describe('blog events (what caches subscribe to)', () => {
  it('tell publish, edit (with the old slug), unpublish, delete and restore, after the change is saved', async () => {
    const seen: string[] = [];
    const stop = t.app.blogEvents.subscribe(async (event) => {
      // Saved before listeners hear of it: what a cache re-reads is the new state.
      const row = await t.app.inject({
        method: 'GET',
        url: `/api/blog/details?id=${event.postId}&view=staff`,
        headers: bearer(admin),
      });
      seen.push(`${event.kind}:${row.json().data.slug}`);
    });
    const post = await createPost(t.app, admin, postBody(terms));
    const put = (body: object) =>
      t.app.inject({ method: 'PUT', url: `/api/blog/${post._id}`, headers: bearer(admin), payload: body });
    await put(postBody(terms, { slug: `${post.slug}-v2` }));
    await put(postBody(terms, { slug: `${post.slug}-v2`, isDraft: true }));
    await put(postBody(terms, { slug: `${post.slug}-v2` }));
    await t.app.inject({ method: 'DELETE', url: `/api/blog/${post._id}`, headers: bearer(admin) });
    await t.app.inject({ method: 'PATCH', url: `/api/blog/restore/${post._id}`, headers: bearer(admin) });
    stop();

    const mine = events.filter((e) => e.postId === post._id);
    expect(mine.map((e) => e.kind)).toEqual([
      'published',
      'updated',
      'unpublished',
      'published',
      'deleted',
      'restored',
    ]);
    expect(mine[1]).toMatchObject({ slug: `${post.slug}-v2`, previousSlug: post.slug });
    expect(seen).toEqual([
      `published:${post.slug}`,
      `updated:${post.slug}-v2`,
      `unpublished:${post.slug}-v2`,
      `published:${post.slug}-v2`,
      `deleted:${post.slug}-v2`,
      `restored:${post.slug}-v2`,
    ]);
  });

  it('tell nothing for drafts saved as drafts, and survive a listener that throws', async () => {
    const stop = t.app.blogEvents.subscribe(() => {
      throw new Error('cache down');
    });
    const draft = await createPost(t.app, admin, postBody(terms, { isDraft: true }));
    expect(events.filter((e) => e.postId === draft._id)).toEqual([]);
    const published = await createPost(t.app, admin, postBody(terms));
    expect(published.status).toBe('Published');
    expect(events.filter((e) => e.postId === published._id).map((e) => e.kind)).toEqual(['published']);
    stop();
  });
});
