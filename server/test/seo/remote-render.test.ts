import { mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { SERVER_RENDERED_ID } from '@skillhub/shared/inline-data';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageStyles } from '../../src/db/schema.ts';
import { createCategory, validCourseBody } from '../courses/course-fixtures.ts';
import { listedSoon } from '../support/disk-notice.ts';
import { coursePriced } from '../support/learner-fixtures.ts';
import { stylesheetsOf, stylesOf } from '../support/page-styles.ts';
import { shellServerTarget } from '../support/shell-server-target.ts';
import { bearer, createTestApp, loginAsAdmin, type TestApp } from '../support/test-app.ts';

/**
 * How the server renders a public page through the owning remote's current release, with a release whose server
 * target is a small hand-written module (the real courses remote's is course-pages.test.ts): the page comes from
 * the release named current, a new release shows without a restart, a render is made once per change of the data,
 * and a render that throws or never answers leaves the plain app (a 200 with the page's data), logged and counted.
 */

const DAY = 24 * 60 * 60 * 1000;
const TOKEN = 'metrics-token-for-the-render-tests-0123';
const INDEX =
  '<!DOCTYPE html><html><head><title>Skillhub</title><script defer src="/static/js/index.js"></script></head><body><div id="root"></div></body></html>';
const PAGES = [
  { name: 'catalogue', path: '/courses', area: 'public', access: 'public' },
  { name: 'course', path: '/course/:slug', area: 'public', access: 'public' },
];

/**
 * A release's server target. It renders the course named in its data (a title with "Throws" makes it throw, one
 * with "Hangs" never answers, one with "Slow" answers after 1.5 s), says which release drew it and counts its
 * renders.
 */
const renderModule = (release: string) => `
let renders = 0;
const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
export async function render(request, signal) {
  const data = request.queries[0].data;
  const title = request.page === 'course' ? data.title : 'Courses';
  if (title.includes('Throws')) throw new Error('the page crashed');
  if (title.includes('Hangs')) return new Promise(() => {});
  if (title.includes('Slow')) await new Promise((resolve) => setTimeout(resolve, 1500));
  renders += 1;
  return {
    html: '<h1>' + escape(title) + '</h1><p>release ${release}, render ' + renders + '</p>',
    css: '.fixture-${release}{color:red}',
    head: {
      title: title + ' | from the remote',
      description: 'Described by ${release}',
      canonical: request.origin + request.path,
      type: 'website',
      jsonLd: { '@type': 'Course', name: title },
    },
  };
}
`;

let t: TestApp;
let admin: string;
let root: string;
let builds: string;

async function put(path: string, content: string) {
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, content);
}

/** A release of the courses remote, made current as its build does (releases.json replaced whole). */
async function release(build: string, serverTarget: string | null) {
  await put(join(builds, build, 'remoteEntry.js'), 'var courses;');
  await put(join(builds, build, 'remote.json'), JSON.stringify({ name: 'courses', requires: {}, pages: PAGES }));
  if (serverTarget !== null) await put(join(builds, build, 'server/render.mjs'), serverTarget);
  await put(join(builds, '.releases.json.tmp'), JSON.stringify({ current: build, builds: [build] }));
  await rename(join(builds, '.releases.json.tmp'), join(builds, 'releases.json'));
  if (t) await listedSoon(t.app.config, 'courses', build);
}

const page = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

/**
 * `url` once the server sends it drawn. A page's first render (a release's module loaded in a new thread, the
 * shell's frame drawn for the first time) may be slower than a visitor waits on a busy machine: the plain app goes
 * out meanwhile and the render goes on for the next visitor.
 */
async function drawnPage(url: string) {
  await expect.poll(async () => contentOf((await page(url)).body)).not.toBeNull();
  return page(url);
}

/** What #sh-ssr holds, or null for the plain app. */
function contentOf(html: string): string | null {
  const start = html.indexOf(`<div id="${SERVER_RENDERED_ID}">`);
  return start < 0 ? null : html.slice(start, html.indexOf('</main>', start)).replace(/<!--\/\$-->$/, '');
}

async function failures(reason: string): Promise<number> {
  const response = await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) });
  const series = `skillhub_server_render_failures_total{remote="courses",page="course",reason="${reason}"}`;
  const line = response.body.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'skillhub-remote-render-'));
  builds = join(root, 'remotes/courses/dist');
  await put(join(root, 'shell/index.html'), INDEX);
  // The shell's own server target draws the public frame around the page.
  await shellServerTarget(join(root, 'shell'));
  await release('1.0.0-aaaaaaaaaa', renderModule('A'));
  t = await createTestApp((config) => {
    config.shellDistDir = join(root, 'shell');
    config.remotesDistDir = join(root, 'remotes');
    config.publicUrl = 'https://skillhub.example';
    config.metrics = { token: TOKEN };
    config.serverRenderTimeoutMs = 1000;
  });
  admin = await loginAsAdmin(t.app);
  // The shell's target is built first when its build is older than its sources.
}, 120_000);
afterAll(async () => {
  await t.close();
  await rm(root, { recursive: true, force: true });
});

describe('a page rendered by its remote', () => {
  it("comes from the current release, with the remote's head and styles around it", async () => {
    const course = await coursePriced(t.app, admin, { title: 'Rendered <Course>', actualPrice: 2_000 });
    const response = await drawnPage(`/course/${course.slug}`);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(contentOf(html)).toContain('<h1>Rendered &lt;Course&gt;</h1><p>release A, render 1</p>');
    expect(html).toContain('<title>Rendered &lt;Course&gt; | from the remote</title>');
    expect(html).toContain('<meta name="description" content="Described by A">');
    expect(html).toContain(`<link rel="canonical" href="https://skillhub.example/course/${course.slug}">`);
    // The page's styles, then the shell's frame's (antd's, then the shell's own sheets, last as in the app).
    expect(await stylesOf(t.app, html)).toMatch(/\.fixture-A\{color:red\}[\s\S]*\.sh-container \{/);
    // The app is woken on the visitor's first move, not loaded at once.
    expect(html).toContain('<script defer src="/wake.js"');
    expect(html).not.toContain('<script defer src="/static/js/index.js">');

    const catalogue = await drawnPage('/courses');
    expect(contentOf(catalogue.body)).toContain('<h1>Courses</h1><p>release A');
    // The release's browser files are served; its server target is not.
    expect((await page('/remotes/courses/1.0.0-aaaaaaaaaa/remoteEntry.js')).statusCode).toBe(200);
    for (const path of ['server/render.mjs', './server/render.mjs', 'x/../server/render.mjs', '%73erver/render.mjs']) {
      expect((await page(`/remotes/courses/1.0.0-aaaaaaaaaa/${path}`)).statusCode, path).toBe(404);
    }
  });

  it('is rendered once per change of its data, and a change shows in the next HTML', async () => {
    const course = await coursePriced(t.app, admin, { title: 'Cached Course', actualPrice: 3_000 });
    const first = contentOf((await page(`/course/${course.slug}`)).body);
    expect(contentOf((await page(`/course/${course.slug}`)).body)).toBe(first);

    const categoryId = await createCategory(t.app, admin, 'Cache Changes');
    const updated = await t.app.inject({
      method: 'PUT',
      url: `/api/course/details/${course._id}`,
      headers: bearer(admin),
      payload: validCourseBody(categoryId, { title: 'Cached Course Renamed' }),
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const after = contentOf((await page(`/course/${updated.json().data.slug}`)).body);
    expect(after).toContain('<h1>Cached Course Renamed</h1>');
    expect(after).not.toBe(first);
  });

  it('goes out compressed for a browser that takes it, and as a 304 for one that has it', async () => {
    const course = await coursePriced(t.app, admin, { title: 'Sent Course', actualPrice: 2_500 });
    const url = `/course/${course.slug}`;
    const plain = await page(url);
    const etag = plain.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(plain.headers.vary).toContain('accept-encoding');
    const compressed = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(plain.body);
    const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
  });

  it("links its styles as sheets a browser keeps: the frame's the same on every page, each stored", async () => {
    const course = await coursePriced(t.app, admin, { title: 'Styled Course', actualPrice: 2_200 });
    const coursePage = (await page(`/course/${course.slug}`)).body;
    expect(coursePage).not.toContain('<style>');
    const [pageSheet, frameSheet] = stylesheetsOf(coursePage);
    expect(stylesheetsOf(coursePage)).toHaveLength(2);
    expect(stylesheetsOf((await page('/courses')).body)[1]).toBe(frameSheet);

    const sheet = await t.app.inject({ method: 'GET', url: frameSheet as string });
    expect(sheet.statusCode).toBe(200);
    expect(sheet.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(sheet.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(sheet.body).toContain('.sh-container {');
    const compressed = await t.app.inject({
      method: 'GET',
      url: frameSheet as string,
      headers: { 'accept-encoding': 'br' },
    });
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(sheet.body);
    const again = await t.app.inject({
      method: 'GET',
      url: frameSheet as string,
      headers: { 'if-none-match': sheet.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    const stored = await t.app.db.select({ hash: pageStyles.hash }).from(pageStyles);
    expect(stored.map(({ hash }) => `/page-styles/${hash}.css`)).toEqual(
      expect.arrayContaining([pageSheet, frameSheet]),
    );
  });

  it('answers for a sheet another process stored, and 404 for one nobody did', async () => {
    const hash = 'a'.repeat(32);
    await t.app.db.insert(pageStyles).values({ hash, css: '.from-another-process{color:teal}' });
    const stored = await t.app.inject({ method: 'GET', url: `/page-styles/${hash}.css` });
    expect(stored.statusCode).toBe(200);
    expect(stored.body).toBe('.from-another-process{color:teal}');
    for (const url of [`/page-styles/${'b'.repeat(32)}.css`, '/page-styles/..%2Fconfig.css', '/page-styles/ABC.css']) {
      const missing = await t.app.inject({ method: 'GET', url });
      expect(missing.statusCode, url).toBe(404);
      expect(missing.body).not.toContain('color');
    }
  });

  it('drops a sheet no render used for 30 days, and keeps one in use', async () => {
    t.clock.advance(2 * DAY);
    // The session ended in those two days.
    admin = await loginAsAdmin(t.app);
    const day = (days: number) => new Date(t.clock.now().getTime() - days * DAY);
    await t.app.db.insert(pageStyles).values([
      { hash: 'c'.repeat(32), css: '.unused{}', renderedAt: day(31) },
      { hash: 'd'.repeat(32), css: '.recent{}', renderedAt: day(29) },
    ]);
    // A new page's render stores its sheets, and the day's pruning runs with it.
    const course = await coursePriced(t.app, admin, { title: 'Pruning Course', actualPrice: 2_300 });
    const [pageSheet] = stylesheetsOf((await page(`/course/${course.slug}`)).body);
    const hashes = (await t.app.db.select({ hash: pageStyles.hash }).from(pageStyles)).map(({ hash }) => hash);
    expect(hashes).not.toContain('c'.repeat(32));
    expect(hashes).toContain('d'.repeat(32));
    expect((await t.app.inject({ method: 'GET', url: pageSheet as string })).statusCode).toBe(200);
  });

  it('comes from a new release as soon as it is current, without a restart', async () => {
    const course = await coursePriced(t.app, admin, { title: 'Released Twice', actualPrice: 4_000 });
    expect(contentOf((await page(`/course/${course.slug}`)).body)).toContain('release A');
    await release('1.0.0-bbbbbbbbbb', renderModule('B'));
    const html = (await page(`/course/${course.slug}`)).body;
    expect(contentOf(html)).toContain('<h1>Released Twice</h1><p>release B, render 1</p>');
    expect(html).toContain('/remotes/courses/1.0.0-bbbbbbbbbb/remoteEntry.js');
  });
});

describe('page style sheets the database cannot take', () => {
  it('still go out with the page, this process answering for them', async () => {
    await release('1.0.0-eeeeeeeeee', renderModule('E'));
    const course = await coursePriced(t.app, admin, { title: 'Unstored Styles', actualPrice: 1_500 });
    await t.app.db.execute(sql`ALTER TABLE page_styles RENAME TO page_styles_away`);
    try {
      const response = await page(`/course/${course.slug}`);
      expect(response.statusCode).toBe(200);
      expect(contentOf(response.body)).toContain('<h1>Unstored Styles</h1>');
      expect(await stylesOf(t.app, response.body)).toContain('.fixture-E{color:red}');
    } finally {
      await t.app.db.execute(sql`ALTER TABLE page_styles_away RENAME TO page_styles`);
    }
  });
});

describe('a remote that cannot render the page', () => {
  /** The plain app: 200, the shell's scripts at once, the page's data inlined, no server content. */
  async function expectPlainApp(url: string, title: string) {
    const response = await page(url);
    expect(response.statusCode).toBe(200);
    expect(contentOf(response.body)).toBeNull();
    expect(response.body).toContain('<script defer src="/static/js/index.js"></script>');
    expect(response.body).toContain('<title>Skillhub</title>');
    expect(response.body).toContain(`"title":"${title}"`);
  }

  it('that throws leaves the plain app, logged and counted', async () => {
    const course = await coursePriced(t.app, admin, { title: 'Render Throws', actualPrice: 1_000 });
    const before = await failures('error');
    await expectPlainApp(`/course/${course.slug}`, 'Render Throws');
    expect(await failures('error')).toBe(before + 1);
    // The next visitors get the plain app at once, without the same failure again.
    await expectPlainApp(`/course/${course.slug}`, 'Render Throws');
    expect(await failures('error')).toBe(before + 1);
  });

  it('that never answers leaves the plain app after the time allowed, counted', async () => {
    const course = await coursePriced(t.app, admin, { title: 'Render Hangs', actualPrice: 1_000 });
    const before = await failures('timeout');
    const started = Date.now();
    await expectPlainApp(`/course/${course.slug}`, 'Render Hangs');
    expect(Date.now() - started).toBeLessThan(4_000);
    expect(await failures('timeout')).toBe(before + 1);
  });

  it('that is slower than a visitor waits leaves that visitor the plain app, and has the page for the next', async () => {
    const course = await coursePriced(t.app, admin, { title: 'Render Slow', actualPrice: 1_000 });
    const before = await failures('timeout');
    await expectPlainApp(`/course/${course.slug}`, 'Render Slow');
    expect(await failures('timeout')).toBe(before + 1);
    // Meanwhile the plain app at once, not another wait; then the page the render went on to make.
    await expectPlainApp(`/course/${course.slug}`, 'Render Slow');
    await expect
      .poll(async () => contentOf((await page(`/course/${course.slug}`)).body))
      .toContain('<h1>Render Slow</h1>');
    expect(await failures('timeout')).toBe(before + 1);
  });

  it('whose release has no server target, or a broken one, leaves the plain app, counted', async () => {
    const course = await coursePriced(t.app, admin, { title: 'No Server Target', actualPrice: 1_000 });
    const before = await failures('load');
    await release('1.0.0-cccccccccc', null);
    await expectPlainApp(`/course/${course.slug}`, 'No Server Target');
    await release('1.0.0-dddddddddd', 'export const render = ;');
    await expectPlainApp(`/course/${course.slug}`, 'No Server Target');
    expect(await failures('load')).toBe(before + 2);
  });
});
