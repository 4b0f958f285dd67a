import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { publishDateTimeOf } from '@skillhub/shared/blog-publish-time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, loginAsAdmin, type TestApp } from '../support/test-app.ts';
import { addCategory, addTopic, createPost, postBody } from './blog-fixtures.ts';

/**
 * What a crawler or a link preview gets without running JavaScript: the blog's pages with their own head, the
 * sitemap, the RSS feed and robots.txt, kept current as posts are published, edited and scheduled.
 */

const HOUR = 3_600_000;
const ORIGIN = 'https://skillhub.example';
const INDEX =
  '<!DOCTYPE html><html><head><title>Skillhub</title><meta name="description" content="generic"><script defer src="/static/js/index.js"></script></head><body><div id="root"></div></body></html>';

let t: TestApp;
let admin: string;
let root: string;
let terms: { categoryId: string; topicId: string };

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'skillhub-seo-'));
  await mkdir(join(root, 'shell'), { recursive: true });
  await writeFile(join(root, 'shell/index.html'), INDEX);
  t = await createTestApp((config) => {
    config.shellDistDir = join(root, 'shell');
    config.publicUrl = ORIGIN;
    // The job runs only when a test says so.
    config.blogPublishIntervalMs = 24 * HOUR;
  });
  admin = await loginAsAdmin(t.app);
  const [category, topic] = await Promise.all([addCategory(t.app, admin), addTopic(t.app, admin)]);
  terms = { categoryId: category._id, topicId: topic._id };
});
afterAll(async () => {
  await t.close();
  await rm(root, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: '*/*' } });

/** The content of `<meta property|name="key">` in a page. */
function metaOf(html: string, key: string): string | undefined {
  const match = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(html);
  return match?.[1];
}

function jsonLdOf(html: string): Record<string, unknown> {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error('no JSON-LD');
  return JSON.parse(match[1]);
}

describe('a post page as crawlers see it', () => {
  it('carries the post title, description, canonical URL, sharing tags and BlogPosting data', async () => {
    const post = await createPost(
      t.app,
      admin,
      postBody(terms, { title: 'Your first 90 days as a developer', metaDescription: 'A plan for week one to 12.' }),
    );
    const response = await get(`/blog/${post.slug}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const html = response.body;
    expect(html).toContain('<title>Your first 90 days as a developer | Skillhub</title>');
    expect(html).not.toContain('content="generic"');
    expect(metaOf(html, 'description')).toBe('A plan for week one to 12.');
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/blog/${post.slug}">`);
    expect(metaOf(html, 'og:type')).toBe('article');
    expect(metaOf(html, 'og:title')).toBe('Your first 90 days as a developer | Skillhub');
    expect(metaOf(html, 'og:url')).toBe(`${ORIGIN}/blog/${post.slug}`);
    expect(metaOf(html, 'og:image')).toMatch(new RegExp(`^${ORIGIN}/api/media/public/`));
    expect(metaOf(html, 'twitter:card')).toBe('summary_large_image');
    expect(jsonLdOf(html)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: 'Your first 90 days as a developer',
      author: { '@type': 'Person', name: 'Asha Rao' },
      datePublished: post.publishedAt,
      mainEntityOfPage: `${ORIGIN}/blog/${post.slug}`,
    });
    // No release of the blog remote is hosted here: the app draws the page, with the post's head all the same.
    expect(html).toContain('<script defer src="/static/js/index.js"></script>');
  });

  it('escapes a hostile title so it cannot break out of the head', async () => {
    const title = 'Quotes " and </script><script>alert(1)</script>';
    const post = await createPost(t.app, admin, postBody(terms, { title, metaDescription: '<b>bold</b> & "quoted"' }));
    const html = (await get(`/blog/${post.slug}`)).body;
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain(
      '<title>Quotes &quot; and &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; | Skillhub</title>',
    );
    expect(metaOf(html, 'description')).toBe('&lt;b&gt;bold&lt;/b&gt; &amp; &quot;quoted&quot;');
    expect(jsonLdOf(html).headline).toBe(title);
  });

  it('answers 404 for a draft, a scheduled post and a slug no post has, and 301 from an old slug', async () => {
    const draft = await createPost(t.app, admin, postBody(terms, { isDraft: true }));
    const soon = publishDateTimeOf(new Date(Math.ceil((t.clock.now().getTime() + HOUR) / 60_000) * 60_000));
    const scheduled = await createPost(t.app, admin, postBody(terms, { isScheduled: true, ...soon }));
    for (const slug of [draft.slug, scheduled.slug, 'no-such-post', 'Not%20A%20Slug']) {
      const response = await get(`/blog/${slug}`);
      expect(response.statusCode, slug).toBe(404);
      expect(response.body, slug).toContain('<div id="root">');
    }

    const post = await createPost(t.app, admin, postBody(terms));
    const renamed = `${post.slug}-renamed`;
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/blog/${post._id}`,
      headers: bearer(admin),
      payload: postBody(terms, { slug: renamed }),
    });
    expect(saved.statusCode).toBe(200);
    const moved = await get(`/blog/${post.slug}`);
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe(`/blog/${renamed}`);
  });

  it('gives /blog its own head with the posts of its first page as Blog data, and a filtered list the fixed head', async () => {
    const post = await createPost(t.app, admin, postBody(terms));
    const html = (await get('/blog')).body;
    expect(html).toContain('<title>Blogs | Skillhub</title>');
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/blog">`);
    const data = jsonLdOf(html) as { '@type': string; blogPost: { url: string }[] };
    expect(data['@type']).toBe('Blog');
    expect(data.blogPost.map((p) => p.url)).toContain(`${ORIGIN}/blog/${post.slug}`);

    const filtered = (await get('/blog?category=anything')).body;
    expect(filtered).toContain('<title>Blogs | Skillhub</title>');
    expect(filtered).toContain(`<link rel="canonical" href="${ORIGIN}/blog">`);
    expect(jsonLdOf(filtered)).toMatchObject({ '@type': 'Blog', url: `${ORIGIN}/blog` });
  });
});

describe('sitemap, feed and robots.txt', () => {
  it('points robots.txt at the sitemap and keeps the dashboard out', async () => {
    const response = await get('/robots.txt');
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(response.body).toContain('Disallow: /dashboard');
  });

  it('lists published courses but not drafts in the sitemap', async () => {
    const category = await t.app.inject({
      method: 'POST',
      url: '/api/course/category',
      headers: bearer(admin),
      payload: { name: 'Sitemap Courses', description: 'Courses for the sitemap test' },
    });
    const categoryId = category.json().data._id as string;
    const addCourse = async (title: string) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/course',
        headers: bearer(admin),
        payload: {
          title,
          subtitle: 'For the sitemap',
          language: 'English',
          category: categoryId,
          courseMode: 'Online',
          courseLevel: 'Beginner',
          thumbnail: 'https://cdn.skillhub.test/thumbnails/course.png',
          keypoints: ['Projects'],
          tags: [{ value: 'web' }],
          description: 'A long description',
          duration: '12 weeks',
          whatWillYouLearn: ['React'],
          price: { actualPrice: 4999, discountPercentage: 0, finalPrice: 4999 },
          validity: '1 Year',
        },
      });
      expect(response.statusCode).toBe(201);
      return response.json().data as { _id: string; slug: string };
    };
    const draft = await addCourse('Sitemap Draft Course');
    const published = await addCourse('Sitemap Published Course');
    const curriculum = await t.app.inject({
      method: 'PUT',
      url: `/api/course/curriculum/${published._id}`,
      headers: bearer(admin),
      payload: { sections: [{ title: 'Basics', subSections: [{ title: 'Welcome' }] }] },
    });
    expect(curriculum.statusCode).toBe(200);
    const status = await t.app.inject({
      method: 'PATCH',
      url: `/api/course/status/${published._id}?status=PUBLISHED`,
      headers: bearer(admin),
    });
    expect(status.statusCode).toBe(200);

    const sitemap = (await get('/sitemap.xml')).body;
    expect(sitemap).toContain(`<loc>${ORIGIN}/course/${published.slug}</loc>`);
    expect(sitemap).not.toContain(draft.slug);
  });

  it('lists a scheduled post in the sitemap and the feed exactly when the job publishes it, and an edit at once', async () => {
    const soon = publishDateTimeOf(new Date(Math.ceil((t.clock.now().getTime() + HOUR) / 60_000) * 60_000));
    const body = postBody(terms, { isScheduled: true, ...soon, title: 'Scheduled & due' });
    const post = await createPost(t.app, admin, body);
    // Read first, so a cached answer would be what hides the post later.
    expect((await get('/sitemap.xml')).body).not.toContain(`/blog/${post.slug}<`);
    expect((await get('/rss.xml')).body).not.toContain(post.slug);

    t.clock.advance(HOUR + 60_000);
    await t.app.blogPublishing.runNow();
    admin = await loginAsAdmin(t.app);

    const sitemap = await get('/sitemap.xml');
    expect(sitemap.headers['content-type']).toContain('application/xml');
    expect(sitemap.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    expect(sitemap.body).toMatch(
      new RegExp(`<url><loc>${ORIGIN}/blog/${post.slug}</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT[^<]+Z</lastmod></url>`),
    );

    const feed = await get('/rss.xml');
    expect(feed.headers['content-type']).toContain('application/rss+xml');
    const item = new RegExp(`<item><title>Scheduled &amp; due</title><link>${ORIGIN}/blog/${post.slug}</link>`);
    expect(feed.body).toMatch(item);
    expect(feed.body).toMatch(/<rss version="2.0"[^>]*><channel>\n<title>Blogs \| Skillhub<\/title>/);
    expect(feed.body).toMatch(/<pubDate>\w{3}, \d\d \w{3} \d{4} \d\d:\d\d:\d\d GMT<\/pubDate>/);
    expect((await get('/blog/rss.xml')).body).toBe(feed.body);

    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/blog/${post._id}`,
      headers: bearer(admin),
      payload: { ...body, isScheduled: false, title: 'Edited title' },
    });
    expect(saved.statusCode).toBe(200);
    expect((await get('/rss.xml')).body).toContain('<title>Edited title</title>');
    expect((await get(`/blog/${post.slug}`)).body).toContain('<title>Edited title | Skillhub</title>');
  });
});
