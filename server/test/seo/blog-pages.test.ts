import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { INLINE_QUERIES_ID, INLINE_RUNTIME_CONFIG_ID, SERVER_RENDERED_ID } from '@skillhub/shared/inline-data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCategory, addTopic, createPost, postBody } from '../blog/blog-fixtures.ts';
import { createTestApp, loginAsAdmin, type TestApp } from '../support/test-app.ts';

/** A blog post as the server sends it: its content in #root, the blog remote's entry preloaded, its answer inlined. */

const ORIGIN = 'https://skillhub.example';
const INDEX =
  '<!DOCTYPE html><html><head><title>Skillhub</title><meta name="description" content="generic"><script defer src="/static/js/index.js"></script></head><body><div id="root"></div></body></html>';
const BUILD = '1.0.0-0a1b2c3d4e';
const ENTRY = `/remotes/blog/${BUILD}/remoteEntry.js`;
const PAGES = [
  { name: 'blog', path: '/blog', area: 'public', access: 'public' },
  { name: 'blogPost', path: '/blog/:slug', area: 'public', access: 'public' },
];

let t: TestApp;
let admin: string;
let root: string;
let terms: { categoryId: string; topicId: string };

async function put(path: string, content: string) {
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, content);
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'skillhub-blog-pages-'));
  await put(join(root, 'shell/index.html'), INDEX);
  const builds = join(root, 'remotes/blog/dist');
  await put(join(builds, BUILD, 'remoteEntry.js'), 'var blog;');
  await put(join(builds, BUILD, 'remote.json'), JSON.stringify({ name: 'blog', requires: {}, pages: PAGES }));
  await put(join(builds, 'releases.json'), JSON.stringify({ current: BUILD, builds: [BUILD] }));
  t = await createTestApp((config) => {
    config.shellDistDir = join(root, 'shell');
    config.remotesDistDir = join(root, 'remotes');
    config.publicUrl = ORIGIN;
  });
  admin = await loginAsAdmin(t.app);
  const [category, topic] = await Promise.all([addCategory(t.app, admin), addTopic(t.app, admin)]);
  terms = { categoryId: category._id, topicId: topic._id };
});
afterAll(async () => {
  await t.close();
  await rm(root, { recursive: true, force: true });
});

const page = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

function inlineJson(html: string, id: string): unknown {
  const match = new RegExp(`<script type="application/json" id="${id}">([\\s\\S]*?)</script>`).exec(html);
  if (!match?.[1]) throw new Error(`no ${id}`);
  return JSON.parse(match[1]);
}

describe('a blog post as the server sends it', () => {
  it('holds the title, byline, cover and sanitised body, the preload and the answer the remote would ask for', async () => {
    const post = await createPost(
      t.app,
      admin,
      postBody(terms, {
        title: 'Ten habits <of> good learners',
        content: '<h2>Practise daily</h2><p>Little and often.</p><script>alert(1)</script>',
      }),
    );
    const response = await page(`/blog/${post.slug}`);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    const content = html.slice(html.indexOf(`<div id="${SERVER_RENDERED_ID}">`));
    expect(content).toContain('<article aria-labelledby="sh-ssr-post-title">');
    expect(content).toContain(
      '<h1 id="sh-ssr-post-title" class="sh-ssr-post-title">Ten habits &lt;of&gt; good learners</h1>',
    );
    expect(content).toContain('By Asha Rao');
    expect(content).toMatch(
      /<img class="sh-ssr-post-cover" src="[^"]+" alt="[^"]+" width="1280" height="720" fetchpriority="high"/,
    );
    expect(content).toContain('<h2>Practise daily</h2><p>Little and often.</p>');
    // The body is what the API returns: sanitised when saved.
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toMatch(
      new RegExp(`<script defer src="/wake.js" data-app="/static/js/index.js" data-preload="${ENTRY}">`),
    );
    const api = await t.app.inject({ method: 'GET', url: `/api/blog/details?slug=${post.slug}` });
    expect(inlineJson(html, INLINE_QUERIES_ID)).toEqual([
      { key: ['public-blog', 'post', post.slug], data: api.json().data },
    ]);
    expect(inlineJson(html, INLINE_RUNTIME_CONFIG_ID)).toEqual(
      (await t.app.inject({ method: 'GET', url: '/runtime-config.json' })).json(),
    );
  });

  it('answers an unknown post with 404 and no content or data', async () => {
    const response = await page('/blog/no-such-post');
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain(SERVER_RENDERED_ID);
    expect(response.body).not.toContain(INLINE_QUERIES_ID);
  });

  it('the blog list holds its first page of posts, a working search and the answer the remote would ask for', async () => {
    const post = await createPost(t.app, admin, postBody(terms, { title: 'Listed <post> & more' }));
    const html = (await page('/blog')).body;
    const content = html.slice(html.indexOf(`<div id="${SERVER_RENDERED_ID}">`));
    expect(content).toContain('<h1>Blogs</h1>');
    expect(content).toContain(`<a href="/blog/${post.slug}">Listed &lt;post&gt; &amp; more</a>`);
    expect(content).toContain(
      '<form class="sh-ssr-filters" role="search" aria-label="Filter articles" action="/blog" method="get">',
    );
    expect(content).toMatch(/<input type="search" name="search" aria-label="Search articles"/);
    // One cover fetched first: the first post's, the largest content on a phone.
    expect(content.match(/fetchpriority="high"/g)).toHaveLength(1);
    const api = await t.app.inject({ method: 'GET', url: '/api/blog/all?page=1&limit=9' });
    expect(api.json().data.map(({ slug }: { slug: string }) => slug)).toContain(post.slug);
    expect(content).toContain(`${api.json().pagination.total} article`);
    expect(inlineJson(html, INLINE_QUERIES_ID)).toEqual([
      { key: ['public-blog', 'list', { category: '', topic: '', search: '', page: 1 }], data: api.json() },
    ]);
    expect(html).toMatch(
      new RegExp(`<script defer src="/wake.js" data-app="/static/js/index.js" data-preload="${ENTRY}">`),
    );
    expect(html).toContain(INLINE_RUNTIME_CONFIG_ID);
  });

  it('leaves a filtered blog list to the app, with the remote preloaded', async () => {
    const html = (await page('/blog?search=habits')).body;
    expect(html).not.toContain(SERVER_RENDERED_ID);
    expect(html).toContain(`<link rel="preload" as="script" href="${ENTRY}">`);
  });
});
