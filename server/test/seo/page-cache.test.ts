import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants as zlib } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCategory as addPostCategory, addTopic, createPost, postBody } from '../blog/blog-fixtures.ts';
import { createCategory, validCourseBody } from '../courses/course-fixtures.ts';
import { listedSoon, shellBuild, shellChangedSoon } from '../support/disk-notice.ts';
import { coursePriced } from '../support/learner-fixtures.ts';
import { fixtureRelease, fixtureShell, renderedContent } from '../support/render-fixtures.ts';
import { bearer, createTestApp, loginAsAdmin, type TestApp } from '../support/test-app.ts';

/**
 * A public page's HTML is made once per release and per change of what it shows: asked again, it is the same bytes
 * with no new render (the cost of a lookup); after a course is edited, a category renamed, a post published, a
 * remote released or the shell rebuilt, the very next request shows the change. The builds are small hand-written
 * server targets that draw the answers they were given and count their renders (support/render-fixtures.ts).
 */

const COURSES_A = '1.0.0-aaaaaaaaaa';
const COURSES_B = '1.0.0-bbbbbbbbbb';
const BLOG_A = '1.0.0-cccccccccc';

let t: TestApp;
let admin: string;
let root: string;
let terms: { categoryId: string; topicId: string };

const page = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

/** The page's rendered content; fails on the plain app. */
async function rendered(url: string): Promise<string> {
  const response = await page(url);
  expect(response.statusCode, url).toBe(200);
  const content = renderedContent(response.body);
  if (content === null) throw new Error(`${url} went out as the plain app`);
  return content;
}

/** `url` asked twice: the same bytes and ETag, and no render more (the module's count is in the content). */
async function expectKept(url: string): Promise<string> {
  const first = await page(url);
  const again = await page(url);
  expect(again.body, url).toBe(first.body);
  expect(again.headers.etag, url).toBe(first.headers.etag);
  return renderedContent(again.body) ?? '';
}

/** The page's own render count ("build X, render N" in its content, after the frame's). */
const renderOf = (content: string) => /<h1>[^<]*<\/h1><p>build ([^,]+), render (\d+)<\/p>/.exec(content)?.slice(1);

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'skillhub-page-cache-'));
  await fixtureShell(join(root, 'shell'), { build: 'shell-a' });
  await fixtureRelease(join(root, 'remotes'), 'courses', ['catalogue', 'course'], { build: COURSES_A });
  await fixtureRelease(join(root, 'remotes'), 'blog', ['blog', 'blogPost'], { build: BLOG_A });
  t = await createTestApp((config) => {
    config.shellDistDir = join(root, 'shell');
    config.remotesDistDir = join(root, 'remotes');
    // When a page is made again is tested here, not how fast: a render never misses a visitor's wait.
    config.serverRenderTimeoutMs = 30_000;
  });
  admin = await loginAsAdmin(t.app);
  const [category, topic] = await Promise.all([addPostCategory(t.app, admin), addTopic(t.app, admin)]);
  terms = { categoryId: category._id, topicId: topic._id };
}, 120_000);
afterAll(async () => {
  await t.close();
  await rm(root, { recursive: true, force: true });
});

describe('a public page asked for again', () => {
  it('is the same bytes, rendered once: course, catalogue, blog list and post', async () => {
    const course = await coursePriced(t.app, admin, { title: 'Kept Course', actualPrice: 1_200 });
    const post = await createPost(t.app, admin, postBody(terms, { title: 'Kept Post' }));
    for (const url of [`/course/${course.slug}`, '/courses', '/blog', `/blog/${post.slug}`]) {
      const before = renderOf(await rendered(url));
      expect(before, url).toBeDefined();
      expect(renderOf(await expectKept(url)), url).toEqual(before);
    }
  });
});

describe("a public page's compressed form", () => {
  it("is brotli's smallest soon after the page is made, and always the page's own bytes", async () => {
    const course = await coursePriced(t.app, admin, { title: 'Compressed Course', actualPrice: 1_500 });
    const url = `/course/${course.slug}`;
    const plain = (await page(url)).rawPayload;
    const asked = () => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', 'accept-encoding': 'br' } });
    const smallest = brotliCompressSync(plain, { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY } });
    await expect
      .poll(async () => (await asked()).rawPayload.length, { message: "brotli's smallest form" })
      .toBeLessThanOrEqual(smallest.length + 64);
    const sent = await asked();
    expect(sent.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(sent.rawPayload).equals(plain)).toBe(true);
  });
});

describe('a change to what a public page shows', () => {
  it('a course edited: its page and the catalogue show it in the next HTML', async () => {
    const course = await coursePriced(t.app, admin, { title: 'Edited Before', actualPrice: 1_500 });
    expect(await rendered(`/course/${course.slug}`)).toContain('Edited Before');
    expect(await rendered('/courses')).toContain('Edited Before');
    const categoryId = await createCategory(t.app, admin, 'Edits');
    const updated = await t.app.inject({
      method: 'PUT',
      url: `/api/course/details/${course._id}`,
      headers: bearer(admin),
      payload: validCourseBody(categoryId, { title: 'Edited After' }),
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const slug = updated.json().data.slug as string;
    expect(await rendered(`/course/${slug}`)).toContain('Edited After');
    const catalogue = await rendered('/courses');
    expect(catalogue).toContain('Edited After');
    expect(catalogue).not.toContain('Edited Before');
  });

  it("a category renamed: the catalogue's filters and its course's page show the new name", async () => {
    const categoryId = await createCategory(t.app, admin, 'Category Before');
    const course = await coursePriced(t.app, admin, { title: 'Categorised Course', actualPrice: 1_100 });
    const moved = await t.app.inject({
      method: 'PUT',
      url: `/api/course/details/${course._id}`,
      headers: bearer(admin),
      payload: validCourseBody(categoryId, { title: 'Categorised Course' }),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await rendered('/courses')).toContain('Category Before');
    expect(await rendered(`/course/${course.slug}`)).toContain('Category Before');
    await expectKept('/courses');

    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/course/category/${categoryId}`,
      headers: bearer(admin),
      payload: { name: 'Category After', description: 'Renamed' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const catalogue = await rendered('/courses');
    expect(catalogue).toContain('Category After');
    expect(catalogue).not.toContain('Category Before');
    expect(await rendered(`/course/${course.slug}`)).toContain('Category After');
  });

  it('a post published: the blog list shows it in the next HTML, and its page is there', async () => {
    const body = postBody(terms, { title: 'Published Later', isDraft: true });
    const draft = await createPost(t.app, admin, body);
    expect(await rendered('/blog')).not.toContain('Published Later');
    await expectKept('/blog');
    expect((await page(`/blog/${draft.slug}`)).statusCode).toBe(404);

    const published = await t.app.inject({
      method: 'PUT',
      url: `/api/blog/${draft._id}`,
      headers: bearer(admin),
      payload: { ...body, isDraft: false },
    });
    expect(published.statusCode, published.body).toBe(200);
    expect(await rendered('/blog')).toContain('Published Later');
    expect(await rendered(`/blog/${draft.slug}`)).toContain('Published Later');
  });

  it("a remote released: its pages come from the new build; the other remote's render is kept, with the new listing", async () => {
    const post = await createPost(t.app, admin, postBody(terms, { title: 'Across Releases' }));
    expect(renderOf(await rendered('/courses'))?.[0]).toBe(COURSES_A);
    const blogBefore = renderOf(await rendered(`/blog/${post.slug}`));

    await fixtureRelease(join(root, 'remotes'), 'courses', ['catalogue', 'course'], { build: COURSES_B });
    await listedSoon(t.app.config, 'courses', COURSES_B);
    expect(renderOf(await rendered('/courses'))).toEqual([COURSES_B, '1']);
    const blogPage = await page(`/blog/${post.slug}`);
    // The blog's page was not drawn again; its HTML lists the courses remote's new build for the app.
    expect(renderOf(renderedContent(blogPage.body) ?? '')).toEqual(blogBefore);
    expect(blogPage.body).toContain(`/remotes/courses/${COURSES_B}/remoteEntry.js`);
    expect(blogPage.body).not.toContain(`/remotes/courses/${COURSES_A}/remoteEntry.js`);
  });

  it("the shell rebuilt: every page's frame comes from the new build", async () => {
    const frameOf = async (url: string) => /<header><p>build ([^,]+),/.exec((await page(url)).body)?.[1];
    expect(await frameOf('/courses')).toBe('shell-a');
    const before = shellBuild(t.app.config);
    await fixtureShell(join(root, 'shell'), { build: 'shell-b' });
    await shellChangedSoon(t.app.config, before);
    expect(await frameOf('/courses')).toBe('shell-b');
    expect(await frameOf('/blog')).toBe('shell-b');
  });
});
