import { cp, mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { publishDateTimeOf } from '@skillhub/shared/blog-publish-time';
import { INLINE_QUERIES_ID, INLINE_RUNTIME_CONFIG_ID, SERVER_RENDERED_ID } from '@skillhub/shared/inline-data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCategory, addTopic, createPost, postBody } from '../blog/blog-fixtures.ts';
import { listedSoon } from '../support/disk-notice.ts';
import { stylesOf } from '../support/page-styles.ts';
import { PAGE_ORIGIN, type RemotePageApp, remotePageApp } from '../support/remote-page-app.ts';
import { bearer, loginAsAdmin } from '../support/test-app.ts';

/**
 * The blog's public pages as the server sends them, before any script runs, rendered by the real blog remote's
 * release (its server target, built from the remote's own page components): each page's own head (title,
 * description, canonical, sharing tags, JSON-LD), its content and antd's styles for it, the blog remote's entry for
 * wake.js and every API answer the remote's first render needs. A post's body is drawn as the remote draws it in
 * the browser: the sanitised HTML stored on save, so hostile HTML never reaches the page. When the render fails,
 * the plain app goes out with the same head and data.
 */

const HOUR = 3_600_000;
let t: RemotePageApp;
let admin: string;
let terms: { categoryId: string; topicId: string };

async function put(path: string, content: string) {
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, content);
}

beforeAll(async () => {
  t = await remotePageApp('blog', (config) => {
    // Scheduled posts stay scheduled: the job runs only when a test says so.
    config.blogPublishIntervalMs = 24 * HOUR;
  });
  admin = await loginAsAdmin(t.app);
  const [category, topic] = await Promise.all([addCategory(t.app, admin), addTopic(t.app, admin)]);
  terms = { categoryId: category._id, topicId: topic._id };
}, 120_000);
afterAll(() => t.close());

const entry = () => `/remotes/blog/${t.release}/remoteEntry.js`;
const page = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
const api = async (url: string) => (await t.app.inject({ method: 'GET', url: `/api${url}` })).json();

function metaOf(html: string, key: string): string | undefined {
  return new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(html)?.[1];
}
function scriptJson(html: string, selector: string): unknown {
  const match = new RegExp(`<script type="application/(?:ld\\+)?json"${selector}>([\\s\\S]*?)</script>`).exec(html);
  if (!match?.[1]) throw new Error(`no script ${selector}`);
  return JSON.parse(match[1]);
}
const jsonLdOf = (html: string) => scriptJson(html, '') as Record<string, unknown>;
/** The page's own inlined answers (the shell's frame adds its footer's categories, shell-pages.test.ts). */
const inlineQueries = (html: string) =>
  (scriptJson(html, ` id="${INLINE_QUERIES_ID}"`) as { key: unknown[]; data: unknown }[]).filter(
    ({ key }) => key[0] !== 'course-categories',
  );
/** The remote entries wake.js preloads when the visitor first engages (the app is not loaded before). */
const wakePreloads = (html: string) => /<script defer src="\/wake\.js"[^>]*data-preload="([^"]*)"/.exec(html)?.[1];
/** The server-rendered content: what #sh-ssr holds, or null for the plain app. */
function contentOf(html: string): string | null {
  const start = html.indexOf(`<div id="${SERVER_RENDERED_ID}">`);
  return start < 0 ? null : html.slice(start, html.indexOf('</main>', start)).replace(/<!--\/\$-->$/, '');
}
function renderedContent(html: string): string {
  const content = contentOf(html);
  if (content === null) throw new Error('no server-rendered content');
  return content;
}
/** A heading of the content, whatever attributes antd gives it. */
const heading = (level: number, text: string) => new RegExp(`<h${level}[^>]*>${text}</h${level}>`);

/** A comment from a signed-in account: shown at once. */
async function commentOn(blogId: string, text: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/blog/comment',
    headers: bearer(admin),
    payload: { blogId, comment: text },
  });
  expect(response.statusCode, response.body).toBe(201);
}

const HOSTILE_BODY =
  '<h2>Set up your tools</h2><p>Install Node and an editor.</p>' +
  '<img src="https://cdn.skillhub.test/diagram.png" alt="The toolchain" onerror="alert(1)">' +
  '<pre><code>const ready = 1 &lt; 2;</code></pre>' +
  '<p onclick="alert(2)">Read <a href="javascript:alert(3)">this</a> and <a href="https://nodejs.org">Node</a>.</p>' +
  '<script>alert(4)</script><iframe src="https://evil.example"></iframe>';

describe('a blog post as the server sends it', () => {
  it('is drawn by the blog remote: its head, BlogPosting data, content, styles, preload and inlined answers', async () => {
    const older = await createPost(t.app, admin, postBody(terms, { title: 'An older related post' }));
    const post = await createPost(
      t.app,
      admin,
      postBody(terms, {
        title: 'Ten habits <of> good learners',
        metaDescription: 'Small daily habits that add up.',
        content: HOSTILE_BODY,
      }),
    );
    await commentOn(post._id, 'This helped me <b>a lot</b>.');
    const response = await page(`/blog/${post.slug}`);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    const canonical = `${PAGE_ORIGIN}/blog/${post.slug}`;

    expect(html).toContain('<title>Ten habits &lt;of&gt; good learners | Skillhub</title>');
    expect(html).not.toContain('content="generic"');
    expect(metaOf(html, 'description')).toBe('Small daily habits that add up.');
    expect(html).toContain(`<link rel="canonical" href="${canonical}">`);
    expect(metaOf(html, 'og:type')).toBe('article');
    expect(metaOf(html, 'og:title')).toBe('Ten habits &lt;of&gt; good learners | Skillhub');
    expect(metaOf(html, 'og:image')).toBe(`${PAGE_ORIGIN}/api/media/public/00000000-0000-4000-8000-000000000000.png`);
    expect(metaOf(html, 'twitter:card')).toBe('summary_large_image');
    const details = (await api(`/blog/details?slug=${post.slug}`)).data;
    expect(jsonLdOf(html)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: 'Ten habits <of> good learners',
      description: 'Small daily habits that add up.',
      image: `${PAGE_ORIGIN}/api/media/public/00000000-0000-4000-8000-000000000000.png`,
      author: { '@type': 'Person', name: 'Asha Rao' },
      datePublished: post.publishedAt,
      dateModified: details.updatedAt,
      mainEntityOfPage: canonical,
      publisher: { '@type': 'Organization', name: 'Skillhub' },
    });

    const content = renderedContent(html);
    expect(content).toMatch(heading(1, 'Ten habits &lt;of&gt; good learners'));
    expect(content).toMatch(/By Asha Rao · .+ · 1 min read/);
    expect(content).toMatch(
      /<img src="\/api\/media\/public\/[^"]+" alt="Cover image of Ten habits &lt;of&gt; good learners" width="1280" height="720" fetchPriority="high"/,
    );
    // The body as the remote draws it in the browser: the HTML stored on save, which the API hands out too.
    expect(content).toContain(`<div class="skillhub-article">${details.content}</div>`);
    expect(details.content).toContain('<h2>Set up your tools</h2>');
    expect(details.content).toContain('<img src="https://cdn.skillhub.test/diagram.png" alt="The toolchain" />');
    expect(details.content).toContain('<pre><code>const ready = 1 &lt; 2;</code></pre>');
    expect(details.content).toContain(
      '<a href="https://nodejs.org" target="_blank" rel="noopener noreferrer">Node</a>',
    );
    // Nothing hostile anywhere in the page: not in the content, the head or the inlined data.
    expect(html).not.toMatch(/alert\(|onerror|onclick|javascript:|<iframe|evil\.example/i);
    expect(content).not.toContain('<script');
    expect(html.match(/<\/script>/g)?.length).toBe(html.match(/<script/g)?.length);
    // What the app shows under the article: the related post, the previous one and the comment, as text.
    expect(content).toMatch(new RegExp(`<a href="/blog/${older.slug}"[^>]*>An older related post</a>`));
    expect(content).toContain('Previous article');
    expect(content).toContain('This helped me &lt;b&gt;a lot&lt;/b&gt;.');
    expect(content).toContain('1 comment');
    expect(content).not.toContain('ant-skeleton');
    // antd's styles for what was drawn, and the article's own, before any script runs.
    expect(await stylesOf(t.app, html)).toMatch(/\.ant-card/);
    expect(await stylesOf(t.app, html)).toMatch(/\.ant-typography/);
    expect(content).toContain('.skillhub-article pre {');

    // The chain broken: the remote's entry named for wake.js, the config and every answer the page asks for.
    expect(wakePreloads(html)).toBe(entry());
    expect(scriptJson(html, ` id="${INLINE_RUNTIME_CONFIG_ID}"`)).toEqual(
      (await t.app.inject({ method: 'GET', url: '/runtime-config.json' })).json(),
    );
    expect(inlineQueries(html)).toEqual([
      { key: ['public-blog', 'post', post.slug], data: details },
      { key: ['public-blog', 'related', post._id], data: (await api(`/blog/related/${post._id}`)).data },
      { key: ['public-blog', 'adjacent', post._id], data: (await api(`/blog/adjacent/${post._id}`)).data },
      { key: ['public-blog', 'comments', post._id, 1], data: await api(`/blog/comments/all/${post._id}`) },
    ]);
  });

  it('shows an edit and a new comment in the next HTML', async () => {
    const post = await createPost(t.app, admin, postBody(terms, { title: 'Before the edit' }));
    expect(renderedContent((await page(`/blog/${post.slug}`)).body)).toMatch(heading(1, 'Before the edit'));

    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/blog/${post._id}`,
      headers: bearer(admin),
      payload: postBody(terms, { slug: post.slug, title: 'After the edit' }),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const edited = (await page(`/blog/${post.slug}`)).body;
    expect(edited).toContain('<title>After the edit | Skillhub</title>');
    expect(renderedContent(edited)).toMatch(heading(1, 'After the edit'));
    expect(renderedContent(edited)).not.toContain('Before the edit');

    await commentOn(post._id, 'Posted after the first render.');
    expect(renderedContent((await page(`/blog/${post.slug}`)).body)).toContain('Posted after the first render.');
  });

  it('answers a draft, scheduled, deleted, unknown or impossible post with 404 and the bare shell', async () => {
    const draft = await createPost(t.app, admin, postBody(terms, { title: 'Secret draft post', isDraft: true }));
    const soon = publishDateTimeOf(new Date(Math.ceil((t.clock.now().getTime() + HOUR) / 60_000) * 60_000));
    const scheduled = await createPost(
      t.app,
      admin,
      postBody(terms, { title: 'Secret scheduled post', isScheduled: true, ...soon }),
    );
    const deleted = await createPost(t.app, admin, postBody(terms, { title: 'Secret deleted post' }));
    expect((await page(`/blog/${deleted.slug}`)).statusCode).toBe(200);
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/blog/${deleted._id}`, headers: bearer(admin) });
    expect(removed.statusCode, removed.body).toBe(200);

    for (const [url, secret] of [
      [`/blog/${draft.slug}`, 'Secret draft post'],
      [`/blog/${scheduled.slug}`, 'Secret scheduled post'],
      [`/blog/${deleted.slug}`, 'Secret deleted post'],
      ['/blog/no-such-post', 'no-such-post'],
      ['/blog/Not_A_Slug', 'Not_A_Slug'],
      ['/blog/%3Cscript%3Ealert(1)%3C%2Fscript%3E', 'alert(1)'],
    ] as const) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<title>Skillhub</title>');
      expect(response.body, url).not.toContain(secret);
      expect(response.body).not.toContain(SERVER_RENDERED_ID);
      expect(response.body).not.toContain(INLINE_QUERIES_ID);
      expect(response.body).not.toContain('ld+json');
    }
  });

  it('redirects an earlier slug to the current one', async () => {
    const post = await createPost(t.app, admin, postBody(terms));
    const renamed = `${post.slug}-renamed`;
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/blog/${post._id}`,
      headers: bearer(admin),
      payload: postBody(terms, { slug: renamed }),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const response = await page(`/blog/${post.slug}`);
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(`/blog/${renamed}`);
  });
});

describe('the blog list as the server sends it', () => {
  it('lists the first page of posts with Blog data, covers in place, filters and the answers the remote asks for', async () => {
    const post = await createPost(t.app, admin, postBody(terms, { title: 'Listed <post> & more' }));
    const html = (await page('/blog')).body;
    expect(html).toContain('<title>Blogs | Skillhub</title>');
    expect(html).toContain(`<link rel="canonical" href="${PAGE_ORIGIN}/blog">`);
    const list = await api('/blog/all?page=1&limit=9');
    expect(jsonLdOf(html)).toMatchObject({
      '@type': 'Blog',
      url: `${PAGE_ORIGIN}/blog`,
      blogPost: list.data.map((item: { slug: string; title: string; publishedAt: string }) => ({
        '@type': 'BlogPosting',
        headline: item.title,
        url: `${PAGE_ORIGIN}/blog/${item.slug}`,
        datePublished: item.publishedAt,
      })),
    });
    expect(list.data.map(({ slug }: { slug: string }) => slug)).toContain(post.slug);

    const content = renderedContent(html);
    expect(content).toMatch(heading(1, 'Blogs'));
    expect(content).toContain(`${list.pagination.total} articles`);
    expect(content).toMatch(new RegExp(`<a href="/blog/${post.slug}"[^>]*>Listed &lt;post&gt; &amp; more</a>`));
    // The search works on the server's page before the app is there: a GET form, as the old page had.
    expect(content).toMatch(/<form [^>]*action="\/blog" method="get"[^>]*><span class="ant-input-affix-wrapper/);
    expect(content).toMatch(/<input [^>]*aria-label="Search articles"[^>]*name="search"/);
    expect(content).toMatch(/aria-label="Category"/);
    // One cover fetched first: the first post's, the largest content on a phone; the rest when near.
    expect(content.match(/<img [^>]*fetchPriority="high"/g)).toHaveLength(1);
    expect(content).toMatch(/<img [^>]*loading="lazy"/);
    expect(content).not.toContain('<script');
    expect(await stylesOf(t.app, html)).toMatch(/\.ant-card/);
    expect(wakePreloads(html)).toBe(entry());

    const [categories, topics] = await Promise.all([api('/blog/category/all'), api('/blog/topic/all')]);
    expect(inlineQueries(html)).toEqual([
      { key: ['public-blog', 'list', { category: '', topic: '', search: '', page: 1 }], data: list },
      { key: ['public-blog', 'terms'], data: { categories: categories.data, topics: topics.data } },
    ]);
  });

  it('offers a new category in the next HTML', async () => {
    const before = (await page('/blog')).body;
    const category = await addCategory(t.app, admin, `Freshly added ${Date.now()}`);
    const after = inlineQueries((await page('/blog')).body)[1]?.data as { categories: { name: string }[] };
    expect(inlineQueries(before)[1]?.data).not.toEqual(after);
    expect(after.categories.map(({ name }) => name)).toContain(category.name);
  });

  it('leaves a filtered or later list to the app: the static head, config and preload only', async () => {
    for (const url of ['/blog?search=habits', '/blog?page=2']) {
      const html = (await page(url)).body;
      expect(html).toContain('<title>Blogs | Skillhub</title>');
      expect(jsonLdOf(html)).toMatchObject({ '@type': 'Blog', url: `${PAGE_ORIGIN}/blog` });
      expect(html).toContain(INLINE_RUNTIME_CONFIG_ID);
      expect(html).not.toContain(SERVER_RENDERED_ID);
      expect(html).not.toContain(INLINE_QUERIES_ID);
      expect(html).toContain(`<link rel="preload" as="script" href="${entry()}">`);
      expect(html).toContain('<script defer src="/static/js/index.js"></script>');
    }
  });
});

describe('a blog page whose render fails', () => {
  it("goes out as the plain app with the page's own head and data", async () => {
    // A release of the same remote whose server target throws, made current as a build does.
    const broken = '0.1.0-badbadbad0';
    const { builds, release } = t;
    await cp(join(builds, release), join(builds, broken), { recursive: true });
    await put(join(builds, broken, 'server/render.mjs'), 'export async function render() { throw new Error("boom"); }');
    await put(join(builds, '.releases.json.tmp'), JSON.stringify({ current: broken, builds: [release, broken] }));
    await rename(join(builds, '.releases.json.tmp'), join(builds, 'releases.json'));
    await listedSoon(t.app.config, 'blog', broken);

    const post = await createPost(
      t.app,
      admin,
      postBody(terms, { title: 'Read without a render', metaDescription: 'Still described for crawlers.' }),
    );
    const html = (await page(`/blog/${post.slug}`)).body;
    expect(contentOf(html)).toBeNull();
    expect(html).toContain('<script defer src="/static/js/index.js"></script>');
    expect(html).toContain(`<link rel="preload" as="script" href="/remotes/blog/${broken}/remoteEntry.js">`);
    expect(html).toContain('<title>Read without a render | Skillhub</title>');
    expect(metaOf(html, 'description')).toBe('Still described for crawlers.');
    expect(metaOf(html, 'og:type')).toBe('article');
    expect(jsonLdOf(html)).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Read without a render',
      author: { '@type': 'Person', name: 'Asha Rao' },
      mainEntityOfPage: `${PAGE_ORIGIN}/blog/${post.slug}`,
    });
    expect(inlineQueries(html).map(({ key }) => key)).toEqual([
      ['public-blog', 'post', post.slug],
      ['public-blog', 'related', post._id],
      ['public-blog', 'adjacent', post._id],
      ['public-blog', 'comments', post._id, 1],
    ]);

    const list = (await page('/blog')).body;
    expect(contentOf(list)).toBeNull();
    expect(list).toContain('<title>Blogs | Skillhub</title>');
    const blog = jsonLdOf(list) as { '@type': string; blogPost: { url: string }[] };
    expect(blog['@type']).toBe('Blog');
    expect(blog.blogPost.map(({ url }) => url)).toContain(`${PAGE_ORIGIN}/blog/${post.slug}`);
    expect(inlineQueries(list)[0]?.key).toEqual([
      'public-blog',
      'list',
      { category: '', topic: '', search: '', page: 1 },
    ]);
  });
});
