import { copyFile, mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { INLINE_QUERIES_ID, INLINE_RUNTIME_CONFIG_ID, SERVER_RENDERED_ID } from '@skillhub/shared/inline-data';
import { takeStyleRecord } from '@skillhub/shared/ssr/style-record';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { warmUpHeaders } from '../../src/modules/seo/remote-renderer.ts';
import { CANARY_DEVICE_COOKIE } from '../../src/modules/web-app/canary-device.ts';
import { canaryRemote, rollbackRemote } from '../../src/modules/web-app/release-commands.ts';
import { inCanary, registryState } from '../../src/modules/web-app/release-registry.ts';
import { createCategory, publishedCourse, validCourseBody } from '../courses/course-fixtures.ts';
import { shellBuild, shellChangedSoon } from '../support/disk-notice.ts';
import { coursePriced } from '../support/learner-fixtures.ts';
import { stylesheetsOf, stylesOf } from '../support/page-styles.ts';
import { shellServerTarget } from '../support/shell-server-target.ts';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  bearer,
  createTestApp,
  loginAsAdmin,
  pageCookie,
  type TestApp,
} from '../support/test-app.ts';

/**
 * The pages the shell's own server target draws (the real one, built from shell/src/server-render.tsx): the public
 * frame (the shell's PublicLayout) around a page another app rendered, the home page and the sign-in page, each as
 * the server sends it before any script runs. A shell target that is missing, throws or is rebuilt: the plain app
 * with the page's head (logged and counted under `shell`), and a new build picked up without a restart.
 */

const TOKEN = 'metrics-token-for-the-shell-tests-0123';
const ORIGIN = 'https://skillhub.example';
const INDEX =
  '<!DOCTYPE html><html><head><title>Skillhub</title><script defer src="/static/js/index.js"></script></head><body><div id="root"></div></body></html>';
const COURSE_BUILD = '1.0.0-aaaaaaaaaa';
/** The courses remote's release here: a small server target drawing the course's title (remote-render.test.ts). */
const COURSES_TARGET = `
export async function render(request) {
  const title = request.queries[0].data.title;
  return {
    html: '<h1>' + title.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;') + '</h1>',
    css: '.fixture-course{color:red}',
    head: { title: title + ' | from the remote', description: 'A course', canonical: request.origin + request.path, type: 'website', jsonLd: {} },
  };
}
`;

let t: TestApp;
let admin: string;
let root: string;
/** The real shell target, as put in place for these tests. */
let realTarget: string;

async function put(path: string, content: string) {
  await mkdir(dirname(path), { recursive: true });
  // Replaced whole, as a build replaces it: a new file, never one half written.
  await writeFile(`${path}.tmp`, content);
  await rename(`${path}.tmp`, path);
}

const shellTarget = () => join(root, 'shell/server/render.mjs');
/** The shell's server target replaced by `code`, once the server has seen it (disk-notice.ts). */
async function replaceShellTarget(code: string) {
  const before = shellBuild(t.app.config);
  await put(shellTarget(), code);
  await shellChangedSoon(t.app.config, before);
}
/** The real shell's server target back, once the server has seen it. */
async function restoreShellTarget() {
  const before = shellBuild(t.app.config);
  await copyFile(realTarget, shellTarget());
  await shellChangedSoon(t.app.config, before);
}
const page = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

/**
 * What the server drew of the page: a remote's page in #sh-ssr up to the end of its <main>, else (a page the shell
 * draws whole) all of #root; null for the plain app, whose #root is empty.
 */
function contentOf(html: string): string | null {
  const start = html.indexOf(`<div id="${SERVER_RENDERED_ID}">`);
  if (start >= 0) return html.slice(start, html.indexOf('</main>', start)).replace(/<!--\/\$-->$/, '');
  const root = html.indexOf('<div id="root">');
  const content = root < 0 ? '' : html.slice(root + '<div id="root">'.length, html.lastIndexOf('</body>'));
  return content.startsWith('</div>') ? null : content;
}
/** The shell's header, as the server drew it. */
const headerOf = (html: string) => html.slice(html.indexOf('<header'), html.indexOf('</header>'));
function scriptJson(html: string, id: string): unknown {
  const match = new RegExp(`<script type="application/json" id="${id}">([\\s\\S]*?)</script>`).exec(html);
  if (!match?.[1]) throw new Error(`no script ${id}`);
  return JSON.parse(match[1]);
}
const jsonLdTypes = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => (JSON.parse(match[1] ?? '{}') as { '@type'?: string })['@type'],
  );
const wakePreloads = (html: string) => /<script defer src="\/wake\.js"[^>]*data-preload="([^"]*)"/.exec(html)?.[1];
/** An element's opening tag whose text (after its tags) is `text`: `<a …>`, `<button …>`. */
const tagWithText = (html: string, tag: string, text: string) =>
  new RegExp(`<${tag} [^>]*>(?:<[^>]+>)*${text}(?:</[^>]+>)*</${tag}>`).exec(html)?.[0];

async function failures(page: string, reason: string): Promise<number> {
  const response = await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) });
  const series = `skillhub_server_render_failures_total{remote="shell",page="${page}",reason="${reason}"}`;
  const line = response.body.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'skillhub-shell-pages-'));
  await put(join(root, 'shell/index.html'), INDEX);
  await shellServerTarget(join(root, 'shell'));
  realTarget = join(root, 'real-render.mjs');
  await copyFile(shellTarget(), realTarget);
  const builds = join(root, 'remotes/courses/dist');
  await put(join(builds, COURSE_BUILD, 'remoteEntry.js'), 'var courses;');
  await put(
    join(builds, COURSE_BUILD, 'remote.json'),
    JSON.stringify({
      name: 'courses',
      requires: {},
      pages: [{ name: 'course', path: '/course/:slug', area: 'public', access: 'public' }],
    }),
  );
  await put(join(builds, COURSE_BUILD, 'server/render.mjs'), COURSES_TARGET);
  await put(join(builds, 'releases.json'), JSON.stringify({ current: COURSE_BUILD, builds: [COURSE_BUILD] }));
  t = await createTestApp((config) => {
    config.shellDistDir = join(root, 'shell');
    config.remotesDistDir = join(root, 'remotes');
    config.publicUrl = ORIGIN;
    config.metrics = { token: TOKEN };
    // What the pages show is tested here: a cold first render on a busy machine may take longer than a live
    // server allows.
    config.serverRenderTimeoutMs = 30_000;
  });
  admin = await loginAsAdmin(t.app);
}, 120_000);
afterAll(async () => {
  await t.close();
  await rm(root, { recursive: true, force: true });
});

describe("the shell's public frame around a page another app rendered", () => {
  it("is the shell's PublicLayout: header with working links and a Login link, the page in main, footer, chat", async () => {
    const course = await coursePriced(t.app, admin, { title: 'Framed <Course>', actualPrice: 2_000 });
    const response = await page(`/course/${course.slug}`);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('<title>Framed &lt;Course&gt; | from the remote</title>');
    expect(contentOf(html)).toBe(`<div id="${SERVER_RENDERED_ID}"><h1>Framed &lt;Course&gt;</h1></div>`);
    // The app's own tree, which the browser hydrates: its root (antd's App) first in #root.
    expect(html).toMatch(/<div id="root"><div class="[^"]*ant-app[^"]*">/);

    const header = headerOf(html);
    expect(header).toContain('<nav aria-label="Main" class="sh-wide-only">');
    const links: [href: string, label: string][] = [
      ['/', 'Home'],
      ['/courses', 'Courses'],
      ['/blog', 'Blogs'],
      ['/contact-us', 'Contact Us'],
    ];
    for (const [href, label] of links) {
      expect(tagWithText(header, 'a', label), label).toContain(`href="${href}"`);
    }
    expect(header).toContain('<span class="sh-visually-hidden">Skillhub home</span>');
    // Login is a link: it works before the app is there.
    expect(tagWithText(header, 'a', 'Login')).toMatch(/href="\/auth".*class="[^"]*sh-wide-only/);
    expect(header).not.toMatch(/<button[^>]*>(<[^>]+>)*Login/);
    // Buttons named as the app's own are (wake.js names a tapped one, the app presses its own of that name).
    expect(header).toMatch(/<button aria-label="Switch to dark theme"/);
    expect(header).toMatch(/<button aria-label="Open navigation" [^>]*class="[^"]*sh-narrow-only/);
    expect(tagWithText(header, 'button', 'हिन्दी')).toContain('lang="hi"');

    const footer = html.slice(html.indexOf('<footer'), html.indexOf('</footer>'));
    const categories = await t.app.inject({ method: 'GET', url: '/api/course/category?published=true' });
    const mine = (categories.json().data as { _id: string; courses: { slug: string }[] }[]).find((category) =>
      category.courses.some(({ slug }) => slug === course.slug),
    );
    expect(footer).toContain(`href="/courses?category=${mine?._id}"`);
    expect(footer).toContain('href="/privacy-policy"');
    expect(html).toMatch(/<a class="sh-whatsapp-chat" href="https:\/\/wa\.me\/\d+\?text=[^"]+" target="_blank"/);
    expect(html.slice(html.indexOf('<div id="root">'))).not.toContain('<script');

    // The styles: antd's for the frame and for the page, the shell's own sheets with the layout's media queries.
    const styles = await stylesOf(t.app, html);
    expect(styles).toMatch(/\.ant-layout/);
    expect(styles).toContain('.fixture-course{color:red}');
    expect(styles).toMatch(/@media \(max-width: 700px\) \{\s*:root \.sh-wide-only \{\s*display: none;/);
    expect(styles).toContain('.sh-whatsapp-chat {');
    // The shell's sheets after every antd rule, as in the app: `.sh-container`'s margin and padding hold.
    expect(styles.lastIndexOf(':where(.css-')).toBeLessThan(styles.indexOf('.sh-container {'));
    // The page's own data, then what the frame's footer drew from: the app's first render draws the same.
    const keys = (scriptJson(html, INLINE_QUERIES_ID) as { key: unknown[] }[]).map(({ key }) => key[0]);
    expect(keys).toEqual(['public-course', 'course-ratings', 'course-offer', 'course-categories']);
    expect(wakePreloads(html)).toBe(`/remotes/courses/${COURSE_BUILD}/remoteEntry.js`);
  });

  it('marks the link of the section the address is in, as the app does', async () => {
    const course = await coursePriced(t.app, admin, { title: 'Section Course', actualPrice: 2_000 });
    const home = headerOf((await page('/')).body);
    expect(tagWithText(home, 'a', 'Home')).toContain('aria-current="page"');
    const header = headerOf((await page(`/course/${course.slug}`)).body);
    expect(header).not.toContain('aria-current');
  });

  it('leaves the chat to the app when a vendor widget is configured', async () => {
    const course = await coursePriced(t.app, admin, { title: 'Widget Course', actualPrice: 2_000 });
    const set = (widgetUrl: string | null) =>
      t.app.inject({ method: 'PUT', url: '/api/settings/live-chat', headers: bearer(admin), payload: { widgetUrl } });
    expect((await set('https://embed.tawk.to/64f0c0ffee/1h9default')).statusCode).toBe(200);
    try {
      expect((await page(`/course/${course.slug}`)).body).not.toContain('class="sh-whatsapp-chat"');
    } finally {
      expect((await set(null)).statusCode).toBe(200);
    }
    expect((await page(`/course/${course.slug}`)).body).toContain('class="sh-whatsapp-chat"');
  });
});

describe('the home page as the server sends it', () => {
  it("is the shell's own page: hero, the categories with a published course, its head and data", async () => {
    const course = await coursePriced(t.app, admin, { title: 'Home <Listed> & Co', actualPrice: 3_000 });
    const emptyName = `Empty Category ${Date.now()}`;
    await createCategory(t.app, admin, emptyName);
    const response = await page('/');
    expect(response.statusCode).toBe(200);
    const html = response.body;
    const content = contentOf(html) ?? '';
    expect(content).toMatch(
      /<h1 id="hero-title" class="sh-hero-title"[^>]*>Learn the skills employers are hiring for,/,
    );
    expect(content).toMatch(/<h2 id="categories-title"[^>]*>Explore by category<\/h2>/);
    // Links that lead on before the app is there.
    expect(tagWithText(content, 'a', 'Explore courses')).toContain('href="/courses"');
    expect(tagWithText(content, 'a', 'Sign up free')).toContain('href="/auth"');

    const api = await t.app.inject({ method: 'GET', url: '/api/course/category?published=true' });
    const listed = (api.json().data as { _id: string; name: string; courses: { slug: string }[] }[]).filter(
      (category) => category.courses.length > 0,
    );
    const mine = listed.find((category) => category.courses.some(({ slug }) => slug === course.slug));
    if (!mine) throw new Error('the new course has no published category');
    expect(content).toContain(`href="/courses?category=${mine._id}"`);
    expect(content).toMatch(/<h3[^>]*>Home &lt;Listed&gt; &amp; Co Category<\/h3>/);
    expect(content).not.toContain(emptyName);
    // The shell's own key (shell/src/catalog/use-active-categories.ts), holding what its query would keep.
    expect(scriptJson(html, INLINE_QUERIES_ID)).toEqual([
      { key: ['course-categories', { active: true, published: true }], data: listed },
    ]);
    expect(scriptJson(html, INLINE_RUNTIME_CONFIG_ID)).toEqual(
      (await t.app.inject({ method: 'GET', url: '/runtime-config.json' })).json(),
    );
    expect(wakePreloads(html)).toBe('');
    // Its content is drawn: no splash over it.
    expect(html).not.toContain('sh-boot-splash');
    // The page's head, from the page: the site's card (organisation, website) and the page.
    expect(html).toContain('<title>Skillhub: online skill-training courses in India</title>');
    expect(jsonLdTypes(html)).toEqual(['EducationalOrganization', 'WebSite', 'WebPage']);
  });
});

describe('the sign-in page as the server sends it', () => {
  it('draws the form the app draws: e-mail, password, Login, and links to sign up and to a forgotten password', async () => {
    const response = await page('/auth');
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('<title>Login | Skillhub</title>');
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/auth">`);
    const content = contentOf(html) ?? '';
    expect(content).toMatch(/<h1[^>]*>Welcome to Skillhub<\/h1>/);
    const form = /<form [^>]*aria-label="Login"[^>]*>[\s\S]*?<\/form>/.exec(content)?.[0] ?? '';
    expect(form).toMatch(/<input [^>]*type="email"/);
    expect(form).toMatch(/<input [^>]*type="password"/);
    expect(form).not.toMatch(/type="password"[^>]*value="[^"]/);
    expect(tagWithText(form, 'button', 'Login')).toContain('type="submit"');
    expect(tagWithText(form, 'a', 'Forgot password\\?')).toContain('href="/auth?view=forgot"');
    expect(tagWithText(form, 'a', 'Sign up')).toContain('href="/auth?view=signup"');
    // The tabs' labels are text: a link inside a tab would be a control inside a control.
    expect(content).toMatch(/role="tab"/);
    expect(content).not.toMatch(/role="tab"[^>]*>\s*<a[\s>]/);
    expect(tagWithText(content, 'a', 'Terms and Conditions')).toContain('href="/terms-and-conditions"');
    // The sign-in screen's own top bar (the brand, back to home, language, theme), not the public header with the
    // site's navigation; the shell's scripts wait for the visitor as on every such page.
    const header = headerOf(html);
    expect(header).toContain('<span class="sh-visually-hidden">Skillhub home</span>');
    expect(header).not.toContain('<nav');
    expect(html).toContain('<script defer src="/wake.js"');
    expect(html).not.toContain('<script defer src="/static/js/index.js">');
  });

  it('draws the view the address asks for, and the Login view for any other parameter', async () => {
    const signup = contentOf((await page('/auth?view=signup')).body) ?? '';
    expect(signup).toMatch(/<form [^>]*aria-label="Sign up"/);
    expect(signup).toContain('Full name');
    const forgot = contentOf((await page('/auth?view=forgot')).body) ?? '';
    expect(forgot).toMatch(/<form [^>]*aria-label="Forgot password"/);
    // Where to go after signing in (Buy now's link names the payment page) is kept by the screen's own links.
    const fromPayment = contentOf((await page('/auth?from=%2Fcourse-payment%2Fc-42')).body) ?? '';
    expect(tagWithText(fromPayment, 'a', 'Sign up')).toContain(
      'href="/auth?from=%2Fcourse-payment%2Fc-42&amp;view=signup"',
    );
    expect(tagWithText(fromPayment, 'a', 'Forgot password\\?')).toContain(
      'href="/auth?from=%2Fcourse-payment%2Fc-42&amp;view=forgot"',
    );
    // Never an address off the site.
    const offSite = contentOf((await page('/auth?from=%2F%2Fevil.example')).body) ?? '';
    expect(tagWithText(offSite, 'a', 'Sign up')).toContain('href="/auth?view=signup"');
    for (const url of ['/auth?next=%2Fmy-courses', '/auth?redirect=%2Fdashboard', '/auth?view=nonsense']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(contentOf(response.body), url).toMatch(/<form [^>]*aria-label="Login"/);
    }
  });
});

describe("the shell's fixed public pages as the server sends them", () => {
  it("draws a legal page, the contact form and the counselling form whole, with their heads and the footer's data", async () => {
    const terms = await page('/terms-and-conditions');
    expect(terms.statusCode).toBe(200);
    expect(terms.body).toContain('<title>Terms and Conditions | Skillhub</title>');
    expect(terms.body).toContain(`<link rel="canonical" href="${ORIGIN}/terms-and-conditions">`);
    expect(contentOf(terms.body)).toMatch(/<h1[^>]*>Terms and Conditions<\/h1>/);
    expect(terms.body).toContain('<script defer src="/wake.js"');
    // The footer's categories, drawn and inlined as on every public page.
    const categories = await t.app.inject({ method: 'GET', url: '/api/course/category?published=true' });
    const listed = (categories.json().data as { courses: unknown[] }[]).filter(({ courses }) => courses.length > 0);
    expect(scriptJson(terms.body, INLINE_QUERIES_ID)).toEqual([
      { key: ['course-categories', { active: true, published: true }], data: listed },
    ]);

    const contact = contentOf((await page('/contact-us')).body) ?? '';
    const form = /<form [^>]*aria-label="Contact form"[^>]*>[\s\S]*?<\/form>/.exec(contact)?.[0] ?? '';
    for (const label of ['Full name', 'Mobile number', 'Email']) expect(form).toContain(`title="${label}">${label}`);
    expect(tagWithText(form, 'button', 'Send message')).toContain('type="submit"');

    // The career counselling session's form: the event form's, under its own heading.
    const ccfs = contentOf((await page('/ccfs')).body) ?? '';
    expect(ccfs).toMatch(/<h1[^>]*>Career Counselling Session<\/h1>/);
    expect(ccfs).toMatch(/<form [^>]*aria-label="Registration form"/);
  });

  it("draws a skill page's courses from the area's listing, inlined under the shell's key, and again once it changes", async () => {
    const category = await createCategory(t.app, admin, `Skill Page Category ${Date.now()}`);
    const tagged = (title: string) =>
      publishedCourse(t.app, admin, validCourseBody(category, { title, skillAreas: ['employability'] }));
    await tagged('Interview <Ready> Skills');
    const first = await page('/employability-skill');
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('<title>Employability skills | Skillhub</title>');
    const content = contentOf(first.body) ?? '';
    expect(content).toMatch(/<h1 id="skill-title"[^>]*>Employability skills<\/h1>/);
    expect(content).toContain('<article aria-label="Interview &lt;Ready&gt; Skills">');
    const api = await t.app.inject({ method: 'GET', url: '/api/skill-area/employability' });
    const inlined = scriptJson(first.body, INLINE_QUERIES_ID) as { key: unknown[]; data: unknown }[];
    expect(inlined[0]).toEqual({ key: ['skill-area', 'employability'], data: api.json().data });
    expect(inlined.map(({ key }) => key[0])).toEqual(['skill-area', 'course-categories']);
    // Another area's page does not list it.
    expect(contentOf((await page('/foundational-skill')).body)).not.toContain('Interview &lt;Ready&gt; Skills');

    await tagged('Resume Writing Workshop');
    expect(contentOf((await page('/employability-skill')).body)).toContain(
      '<article aria-label="Resume Writing Workshop">',
    );
  });

  it("draws the event the form's address names, tidied, and the generic form for a name the server would refuse", async () => {
    const named = await page('/eventForm?event=%20Career%20%20Fair%202026%20&utm_source=whatsapp');
    expect(named.statusCode).toBe(200);
    expect(contentOf(named.body)).toMatch(/<h1[^>]*>Register for Career Fair 2026<\/h1>/);
    const generic = contentOf((await page('/eventForm')).body) ?? '';
    expect(generic).toMatch(/<form [^>]*aria-label="Registration form"/);
    expect(generic).not.toContain('Career Fair');
    for (const refused of [`?event=${'x'.repeat(300)}`, '?event=Line%0Abreak', '?event=%20%20']) {
      const content = contentOf((await page(`/eventForm${refused}`)).body) ?? '';
      expect(content, refused).toBe(generic);
    }
  });
});

describe("the dashboard's index", () => {
  it("links antd's styles of the components it opens with, their record last, for a reader of its figures only", async () => {
    // Made ahead, as the warm-up asks for it (a reader's page never waits for it).
    await t.app.inject({ method: 'GET', url: '/dashboard', headers: { accept: 'text/html', ...warmUpHeaders() } });
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    });
    const cookie = pageCookie(signedIn);
    const html = (await t.app.inject({ method: 'GET', url: '/dashboard', headers: { accept: 'text/html', cookie } }))
      .body;
    // Still the page the app draws.
    expect(contentOf(html)).toBeNull();
    expect(stylesheetsOf(html)).toHaveLength(1);
    const sheet = await stylesOf(t.app, html);
    // antd's record of what the sheet holds, its last rule: what the browser's antd reads to make none of them.
    expect(sheet).toMatch(/\.data-ant-cssinjs-cache-path\{content:"[^"]+";\}\s*$/);
    const { css, entries } = takeStyleRecord(sheet);
    // The frame's buttons, tooltips and phone drawer; the figures' cards, grid, titles and bars; the period switch;
    // the charts' placeholder and spinner.
    const components = ['Button', 'Tooltip', 'Drawer', 'Card', 'Grid', 'Typography', 'Progress', 'Segmented'];
    for (const component of [...components, 'Skeleton', 'Spin']) {
      expect(entries.some((entry) => entry.includes(`|${component}-${component}|`))).toBe(true);
    }
    for (const rule of ['.ant-btn', '.ant-card', '.ant-col-12', '.ant-segmented', '.ant-progress', '.ant-skeleton']) {
      expect(css).toContain(rule);
    }
    expect(css).not.toContain('data-ant-cssinjs-cache-path');
    const again = await t.app.inject({ method: 'GET', url: '/dashboard', headers: { accept: 'text/html', cookie } });
    expect(stylesheetsOf(again.body)).toEqual(stylesheetsOf(html));
    // Without a reader (no page cookie): the sign-in's way, no sheet.
    expect(stylesheetsOf((await page('/dashboard')).body)).toEqual([]);
  });
});

describe('a shell target that cannot draw', () => {
  /** The plain app: 200, the shell's scripts at once, the page's head and data, no server content. */
  function expectPlainApp(html: string, title: string) {
    expect(contentOf(html)).toBeNull();
    expect(html).toContain('<script defer src="/static/js/index.js"></script>');
    expect(html).toContain(`<title>${title}</title>`);
  }

  it('missing: every page goes out as the plain app with its head, logged and counted', async () => {
    const course = await coursePriced(t.app, admin, { title: 'No Frame Course', actualPrice: 1_000 });
    const before = [await failures('frame', 'load'), await failures('home', 'load'), await failures('auth', 'load')];
    const built = shellBuild(t.app.config);
    await rm(shellTarget());
    await shellChangedSoon(t.app.config, built);
    try {
      const home = await page('/');
      expect(home.statusCode).toBe(200);
      expectPlainApp(home.body, 'Skillhub: online skill-training courses in India');
      expect(jsonLdTypes(home.body)).toEqual(['EducationalOrganization', 'WebSite', 'WebPage']);
      expect(scriptJson(home.body, INLINE_QUERIES_ID)).toHaveLength(1);
      expectPlainApp((await page('/auth')).body, 'Login | Skillhub');
      // The remote drew its page, but it is never sent without the frame: the app draws both, under the page's head.
      const coursePage = (await page(`/course/${course.slug}`)).body;
      expectPlainApp(coursePage, 'No Frame Course | from the remote');
      expect(coursePage).toContain('"title":"No Frame Course"');
      expect([await failures('frame', 'load'), await failures('home', 'load'), await failures('auth', 'load')]).toEqual(
        before.map((count) => count + 1),
      );
    } finally {
      await restoreShellTarget();
    }
    expect(contentOf((await page(`/course/${course.slug}`)).body)).toContain('<h1>No Frame Course</h1>');
  });

  it('throwing: the plain app, counted, and the next build is picked up without a restart', async () => {
    const before = await failures('home', 'error');
    await replaceShellTarget('export async function render() { throw new Error("the shell broke"); }');
    try {
      expectPlainApp((await page('/')).body, 'Skillhub: online skill-training courses in India');
      expect(await failures('home', 'error')).toBe(before + 1);
      // A rebuilt shell (the same file, replaced) is the next request's.
      for (const build of ['one', 'two']) {
        await replaceShellTarget(
          `export async function render() {
            return { html: '<main><h1>Shell build ${build}</h1></main>', css: '', head: null };
          }`,
        );
        expect(contentOf((await page('/')).body)).toContain(`<h1>Shell build ${build}</h1>`);
      }
    } finally {
      await restoreShellTarget();
    }
    expect(contentOf((await page('/')).body)).toMatch(/<h1 id="hero-title"/);
  });
});

describe('a page while a canary of its remote is open', () => {
  const CANARY_BUILD = '1.1.0-bbbbbbbbbb';

  it("is drawn by the build the visitor's device gets, with that build in the listing the app starts from", async () => {
    const course = await coursePriced(t.app, admin, { title: 'Canary Course', actualPrice: 2_000 });
    const builds = join(root, 'remotes/courses/dist');
    await put(join(builds, CANARY_BUILD, 'remoteEntry.js'), 'var courses;');
    await copyFile(join(builds, COURSE_BUILD, 'remote.json'), join(builds, CANARY_BUILD, 'remote.json'));
    await put(
      join(builds, CANARY_BUILD, 'server/render.mjs'),
      COURSES_TARGET.replace("'<h1>' + title", "'<h1>Canary: ' + title"),
    );
    const context = { db: t.app.db, config: t.app.config, bucket: null, operator: 'shell pages test' };
    const canary = await canaryRemote(context, 'courses', 50, CANARY_BUILD);
    await vi.waitFor(() => expect(registryState(t.app.config)?.canaries.get('courses')?.build).toBe(CANARY_BUILD));
    try {
      const devices = Array.from({ length: 40 }, (_, n) => `shell-pages-device-${n}`);
      const inside = devices.find((device) => inCanary(device, 'courses', canary));
      const outside = devices.find((device) => !inCanary(device, 'courses', canary));
      const asDevice = (device: string | undefined) =>
        t.app.inject({
          method: 'GET',
          url: `/course/${course.slug}`,
          headers: { accept: 'text/html' },
          cookies: { [CANARY_DEVICE_COOKIE]: device as string },
        });
      const entryIn = (html: string) =>
        (scriptJson(html, INLINE_RUNTIME_CONFIG_ID) as { remotes: { courses: { entry: string } } }).remotes.courses
          .entry;

      for (let n = 0; n < 2; n += 1) {
        const canaryPage = (await asDevice(inside)).body;
        expect(contentOf(canaryPage)).toContain('<h1>Canary: Canary Course</h1>');
        expect(entryIn(canaryPage)).toBe(`/remotes/courses/${CANARY_BUILD}/remoteEntry.js`);
        expect(wakePreloads(canaryPage)).toBe(`/remotes/courses/${CANARY_BUILD}/remoteEntry.js`);
        const stablePage = (await asDevice(outside)).body;
        expect(contentOf(stablePage)).toContain('<h1>Canary Course</h1>');
        expect(entryIn(stablePage)).toBe(`/remotes/courses/${COURSE_BUILD}/remoteEntry.js`);
      }
      // A device that never came gets its id with its first page, for every address of the site.
      const first = await page(`/course/${course.slug}`);
      expect(first.cookies.find((c) => c.name === CANARY_DEVICE_COOKIE)).toMatchObject({ path: '/', httpOnly: true });
      expect(String(first.headers.vary)).toContain('cookie');
    } finally {
      await rollbackRemote(context, 'courses');
      await vi.waitFor(() => expect(registryState(t.app.config)?.canaries.size ?? 0).toBe(0));
    }
    // Closed: the current build for everyone, and no id handed out.
    const after = await page(`/course/${course.slug}`);
    expect(contentOf(after.body)).toContain('<h1>Canary Course</h1>');
    expect(after.headers['set-cookie']).toBeUndefined();
  });
});
