import { formatRupees } from '@skillhub/shared/format';
import { INLINE_QUERIES_ID, INLINE_RUNTIME_CONFIG_ID, SERVER_RENDERED_ID } from '@skillhub/shared/inline-data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCategory,
  createCourse,
  publishedCourse,
  setStatus,
  validCourseBody,
} from '../courses/course-fixtures.ts';
import { coursePriced, createLearner, enrolDirectly } from '../support/learner-fixtures.ts';
import { stylesOf } from '../support/page-styles.ts';
import { PAGE_ORIGIN, type RemotePageApp, remotePageApp } from '../support/remote-page-app.ts';
import { bearer, loginAsAdmin } from '../support/test-app.ts';

/**
 * The course pages as the server sends them, before any script runs, rendered by the real courses remote's
 * release (its server target, built from the remote's own page components): the course's own head (title,
 * description, canonical, sharing tags, Course JSON-LD with its price in rupees), its content and antd's styles for
 * it, the runtime config, the courses remote's entry for wake.js and the API answer the remote's first render needs.
 */

let t: RemotePageApp;
let admin: string;
/** The release's remoteEntry.js, as the runtime config lists it. */
let entry: string;

beforeAll(async () => {
  t = await remotePageApp('courses');
  entry = `/remotes/courses/${t.release}/remoteEntry.js`;
  admin = await loginAsAdmin(t.app);
}, 120_000);
afterAll(() => t.close());

const page = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

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
  (scriptJson(html, ` id="${INLINE_QUERIES_ID}"`) as { key: unknown[]; data: Record<string, unknown> }[]).filter(
    ({ key }) => key[0] !== 'course-categories',
  );
/** The remote entries wake.js preloads when the visitor first engages (the app is not loaded before). */
const wakePreloads = (html: string) => /<script defer src="\/wake\.js"[^>]*data-preload="([^"]*)"/.exec(html)?.[1];
/** The server-rendered content: what #sh-ssr holds. */
function contentOf(html: string): string {
  const start = html.indexOf(`<div id="${SERVER_RENDERED_ID}">`);
  if (start < 0) throw new Error('no server-rendered content');
  return html.slice(start, html.indexOf('</main>', start)).replace(/<!--\/\$-->$/, '');
}
/** A heading of the content, whatever attributes antd gives it. */
const heading = (level: number, text: string) => new RegExp(`<h${level}[^>]*>${text}</h${level}>`);
const fromHtml = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
/** The links of `markup`: each one's text (tags left out), attributes and href as the browser reads them. */
function linksOf(markup: string): { text: string; href: string; attrs: Record<string, string> }[] {
  return [...markup.matchAll(/<a ([^>]*)>([\s\S]*?)<\/a>/g)].map(([, attributes = '', inner = '']) => {
    const attrs = Object.fromEntries(
      [...attributes.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, name = '', value = '']) => [name, fromHtml(value)]),
    );
    return { text: fromHtml(inner.replace(/<[^>]*>/g, '')), href: attrs.href ?? '', attrs };
  });
}
/** The catalogue's category filter: its links by name, and the one marked as chosen. */
function categoryLinks(content: string) {
  const list = /<ul aria-label="Category"[^>]*>([\s\S]*?)<\/ul>/.exec(content)?.[1];
  if (list === undefined) throw new Error('no category filter');
  const links = linksOf(list);
  return {
    hrefs: Object.fromEntries(links.map((link) => [link.text, link.href])),
    current: links.filter((link) => link.attrs['aria-current'] === 'true').map((link) => link.text),
  };
}
/** The cards' titles, in order. */
const cardTitles = (content: string) =>
  linksOf(content)
    .filter((link) => link.href.startsWith('/course/'))
    .map((link) => link.text);
/** What the catalogue's first render keeps under the remote's keys, for these filters. */
const catalogueKey = (params: Partial<{ category: string; search: string; sort: string; page: number }>) => [
  'public-catalogue',
  'courses',
  { category: '', search: '', sort: 'latest', page: 1, ...params },
];
const CATEGORIES_KEY = ['public-catalogue', 'categories'];

describe('a course page as the server sends it', () => {
  it('carries the course title, price, head tags, Course JSON-LD, inlined data and config, and the preload', async () => {
    const course = await coursePriced(t.app, admin, {
      title: 'Cloud Basics',
      actualPrice: 12_000,
      discountPercentage: 25,
    });
    const response = await page(`/course/${course.slug}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const html = response.body;
    const canonical = `${PAGE_ORIGIN}/course/${course.slug}`;

    expect(html).toContain('<title>Cloud Basics | Skillhub</title>');
    expect(html).not.toContain('content="generic"');
    expect(html).toContain(`<link rel="canonical" href="${canonical}">`);
    expect(metaOf(html, 'og:title')).toBe('Cloud Basics | Skillhub');
    expect(metaOf(html, 'og:url')).toBe(canonical);
    expect(metaOf(html, 'og:image')).toBe('https://cdn.skillhub.test/thumbnails/full-stack.png');
    expect(metaOf(html, 'twitter:card')).toBe('summary_large_image');
    expect(metaOf(html, 'description')).toBe('Build and deploy web applications end to end');

    expect(jsonLdOf(html)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Course',
      name: 'Cloud Basics',
      url: canonical,
      offers: { '@type': 'Offer', price: 9000, priceCurrency: 'INR' },
    });

    // The content a visitor came for, in #root before any script: the title, and the price as the page writes it.
    const content = contentOf(html);
    expect(content).toMatch(heading(1, 'Cloud Basics'));
    expect(content).toContain(formatRupees(9000));
    expect(content).toContain(formatRupees(12_000));
    expect(content).toContain('25% off');
    expect(content).toContain('Lifetime access');
    // Links that work before the app is there: Buy (signed out, as the server's page always is: to sign in, then
    // to the payment page), and the course's category in the catalogue.
    expect(content).toMatch(new RegExp(`<a [^>]*href="/auth\\?from=%2Fcourse-payment%2F${course._id}"[^>]*>.*Buy now`));
    expect(content).toMatch(/<a href="\/courses\?category=[^"]+"[^>]*>Cloud Basics Category<\/a>/);
    expect(content).not.toContain('<script');
    // antd's styles for what was drawn, in the head: the page is laid out before any script runs.
    const styles = await stylesOf(t.app, html);
    expect(styles).toMatch(/:where\(\.css-[a-z0-9]+\)\.ant-btn/);
    expect(styles).toMatch(/\.ant-card/);
    // With antd's record of them, for the frame's styles too: the app's antd, hydrating the page, takes them from
    // these sheets, which stay, instead of drawing them a second time.
    expect(styles.match(/\.data-ant-cssinjs-cache-path\{content:"[^"]+";\}/g)).toHaveLength(1);

    // The chain broken: the remote's entry named for wake.js to fetch, the config and the API answer in the page.
    expect(wakePreloads(html)).toBe(entry);
    const config = scriptJson(html, ` id="${INLINE_RUNTIME_CONFIG_ID}"`) as { remotes: Record<string, unknown> };
    const served = await t.app.inject({ method: 'GET', url: '/runtime-config.json' });
    expect(config).toEqual(served.json());
    expect(config.remotes.courses).toMatchObject({ entry: entry });
    const api = await t.app.inject({ method: 'GET', url: `/api/course/slug/${course.slug}` });
    const ratings = await t.app.inject({ method: 'GET', url: `/api/course/ratings/${course._id}` });
    expect(inlineQueries(html)).toEqual([
      { key: ['public-course', course.slug], data: api.json().data },
      { key: ['course-ratings', course._id, 1, 'latest'], data: ratings.json() },
      // No automatic offer runs on it.
      { key: ['course-offer', course._id], data: null },
    ]);
    expect(content).toContain('No ratings yet');
  });

  it('shows the reviews as the ratings section first lists them, not a placeholder, and a new one next time', async () => {
    const course = await coursePriced(t.app, admin, { title: 'Reviewed Course', actualPrice: 3_000 });
    const rate = async (name: string, rating: number, review: string) => {
      const learner = await createLearner(t.app, admin, name);
      await enrolDirectly(t.app, learner.userId, course._id);
      const answer = await t.app.inject({
        method: 'POST',
        url: `/api/course/rate/${course._id}`,
        headers: bearer(learner.token),
        payload: { rating, review },
      });
      expect(answer.statusCode, answer.body).toBe(201);
    };
    await rate('Asha Rao', 5, 'Clear and practical.');
    const first = contentOf((await page(`/course/${course.slug}`)).body);
    expect(first).toContain('Asha Rao');
    expect(first).toContain('Clear and practical.');
    expect(first).not.toContain('ant-skeleton');

    await rate('Vikram Shah', 4, 'Good pace.');
    const next = contentOf((await page(`/course/${course.slug}`)).body);
    expect(next).toContain('Vikram Shah');
    expect(next).toContain('Good pace.');
  });

  it('shows a new price and title in the next HTML', async () => {
    const course = await coursePriced(t.app, admin, { title: 'Excel for Analysts', actualPrice: 5_000 });
    expect(contentOf((await page(`/course/${course.slug}`)).body)).toContain(formatRupees(5000));
    const categoryId = await createCategory(t.app, admin, 'Spreadsheets Renamed');
    const updated = await t.app.inject({
      method: 'PUT',
      url: `/api/course/details/${course._id}`,
      headers: bearer(admin),
      payload: validCourseBody(categoryId, {
        title: 'Excel for Data Analysts',
        price: { actualPrice: 7_499, discountPercentage: 0, finalPrice: 7_499 },
        validity: 'LifeTime',
      }),
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const slug = updated.json().data.slug as string;
    const html = (await page(`/course/${slug}`)).body;
    expect(html).toContain('<title>Excel for Data Analysts | Skillhub</title>');
    expect(contentOf(html)).toContain(formatRupees(7499));
    expect(contentOf(html)).not.toContain(formatRupees(5000));
    expect(jsonLdOf(html)).toMatchObject({ offers: { price: 7499 } });
    expect(inlineQueries(html)[0]?.data).toMatchObject({ title: 'Excel for Data Analysts' });
  });

  it("shows a running automatic offer: its price, the course's struck through and its end; and not once it ended", async () => {
    const course = await coursePriced(t.app, admin, { title: 'Tally with GST', actualPrice: 4_000 });
    const plain = await page(`/course/${course.slug}`);
    expect(contentOf(plain.body)).not.toContain('Offer price');
    const now = t.clock.now().getTime();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/course/coupon',
      headers: bearer(admin),
      payload: {
        code: null,
        title: 'Festive offer',
        discountType: 'percent',
        discountValue: 25,
        startsAt: new Date(now - 60_000).toISOString(),
        endsAt: '2099-12-31T18:29:00.000Z',
        scope: 'courses',
        courseIds: [course._id],
      },
    });
    expect(created.statusCode, created.body).toBe(201);

    // The course read is cached and unchanged; the offer makes the page again.
    const html = (await page(`/course/${course.slug}`)).body;
    const content = contentOf(html);
    expect(content).toContain('aria-label="Offer price"');
    expect(content).toContain(formatRupees(3000));
    expect(content).toMatch(/<del>.*Original price.*₹4,000.*<\/del>/s);
    expect(content).toContain('Festive offer');
    expect(content).toContain('Offer ends 31 Dec, 11:59 pm IST');
    const offer = await t.app.inject({ method: 'GET', url: `/api/course/offer/${course._id}` });
    expect(inlineQueries(html).find((q) => q.key[0] === 'course-offer')).toEqual({
      key: ['course-offer', course._id],
      data: offer.json().data.offer,
    });

    const off = await t.app.inject({
      method: 'PATCH',
      url: `/api/course/coupon/${created.json().data._id}/active`,
      headers: bearer(admin),
      payload: { isActive: false },
    });
    expect(off.statusCode).toBe(200);
    expect(contentOf((await page(`/course/${course.slug}`)).body)).not.toContain('Festive offer');
  });

  it('answers a draft, an unpublished and an unknown course with 404 and the bare shell, leaking nothing', async () => {
    const categoryId = await createCategory(t.app, admin, 'Secret Drafts');
    const draft = await createCourse(t.app, admin, validCourseBody(categoryId, { title: 'Secret Draft Course' }));
    const withdrawn = await coursePriced(t.app, admin, { title: 'Withdrawn Course', actualPrice: 3_000 });
    expect((await page(`/course/${withdrawn.slug}`)).statusCode).toBe(200);
    expect((await setStatus(t.app, admin, withdrawn._id, 'DRAFT')).statusCode).toBe(200);

    for (const [url, secret] of [
      [`/course/${draft.slug}`, 'Secret Draft Course'],
      [`/course/${withdrawn.slug}`, 'Withdrawn Course'],
      ['/course/no-such-course', 'no-such-course'],
      ['/course/%3Cscript%3E', '<script>'],
    ] as const) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<title>Skillhub</title>');
      expect(response.body).not.toContain(secret);
      expect(response.body).not.toContain(SERVER_RENDERED_ID);
      expect(response.body).not.toContain(INLINE_QUERIES_ID);
      expect(response.body).not.toContain('ld+json');
    }
  });

  it('escapes a hostile title everywhere it appears', async () => {
    const hostile = 'Hack </script><script>alert(1)</script> & "quotes" <b>';
    const course = await coursePriced(t.app, admin, { title: hostile, actualPrice: 1_000 });
    const html = (await page(`/course/${course.slug}`)).body;
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<b>');
    expect(contentOf(html)).toMatch(
      heading(1, 'Hack &lt;/script&gt;&lt;script&gt;alert\\(1\\)&lt;/script&gt; &amp; &quot;quotes&quot; &lt;b&gt;'),
    );
    // The JSON blocks still read back as the original text.
    expect(jsonLdOf(html).name).toBe(hostile);
    expect(inlineQueries(html)[0]?.data.title).toBe(hostile);
    expect(html.match(/<\/script>/g)?.length).toBe(html.match(/<script/g)?.length);
  });

  it('redirects an earlier slug to the current one', async () => {
    const course = await coursePriced(t.app, admin, { title: 'Old Name Course', actualPrice: 2_000 });
    const categoryId = await createCategory(t.app, admin, 'Renames');
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/course/details/${course._id}`,
      headers: bearer(admin),
      payload: validCourseBody(categoryId, { title: 'New Name Course' }),
    });
    const slug = renamed.json().data.slug as string;
    expect(slug).not.toBe(course.slug);
    const response = await page(`/course/${course.slug}`);
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(`/course/${slug}`);
  });
});

describe('the catalogue as the server sends it', () => {
  it('lists the first page of published courses with prices and covers in reserved space, and its data', async () => {
    const course = await coursePriced(t.app, admin, { title: 'Catalogue Listed Course', actualPrice: 4_500 });
    const html = (await page('/courses')).body;
    expect(html).toContain('<title>Courses | Skillhub</title>');
    expect(html).toContain(`<link rel="canonical" href="${PAGE_ORIGIN}/courses">`);
    const content = contentOf(html);
    expect(content).toMatch(heading(1, 'Courses'));
    expect(content).toMatch(new RegExp(`<a href="/course/${course.slug}"[^>]*>Catalogue Listed Course</a>`));
    expect(content).toContain(formatRupees(4500));
    // The first card's cover is fetched first, every cover in its 16:9 place before it arrives.
    expect(content).toMatch(
      /<img src="[^"]+" alt="[^"]+" loading="eager" fetchPriority="high" decoding="async" width="640" height="360"/,
    );
    expect(content).not.toContain('Secret Draft Course');
    expect(content).toMatch(/<input [^>]*aria-label="Search courses"/);
    expect(content).not.toContain('<script');
    expect(await stylesOf(t.app, html)).toMatch(/\.ant-card/);
    expect(wakePreloads(html)).toBe(entry);
    expect(jsonLdOf(html)).toMatchObject({
      '@type': 'CollectionPage',
      mainEntity: {
        '@type': 'ItemList',
        itemListElement: expect.arrayContaining([
          {
            '@type': 'ListItem',
            position: 1,
            url: `${PAGE_ORIGIN}/course/${course.slug}`,
            name: 'Catalogue Listed Course',
          },
        ]),
      },
    });
    const api = await t.app.inject({ method: 'GET', url: '/api/course/published?page=1&limit=12&sort=latest' });
    const categories = await t.app.inject({ method: 'GET', url: '/api/course/category?published=true' });
    expect(inlineQueries(html)).toEqual([
      { key: catalogueKey({}), data: api.json() },
      { key: CATEGORIES_KEY, data: categories.json() },
    ]);
    // Search and category work before the app is there: a GET form, and links.
    expect(content).toMatch(/<form [^>]*action="\/courses" method="get"[^>]*>/);
    expect(content).toMatch(/<input [^>]*aria-label="Search courses"[^>]*name="search"/);
    const filter = categoryLinks(content);
    expect(filter.current).toEqual(['All categories']);
    expect(filter.hrefs['All categories']).toBe('/courses');
    const mine = (categories.json().data as { _id: string; name: string }[]).find(
      (category) => category.name === 'Catalogue Listed Course Category',
    );
    expect(filter.hrefs['Catalogue Listed Course Category']).toBe(`/courses?category=${mine?._id}`);
  });

  it('draws a category as its link leads to it, with that category chosen and its answer under its key', async () => {
    const course = await coursePriced(t.app, admin, { title: 'Category Filtered Course', actualPrice: 2_500 });
    const other = await coursePriced(t.app, admin, { title: 'Other Category Course', actualPrice: 2_500 });
    const categories = (await t.app.inject({ method: 'GET', url: '/api/course/category?published=true' })).json();
    const category = (categories.data as { _id: string; name: string }[]).find(
      (item) => item.name === 'Category Filtered Course Category',
    );
    if (!category) throw new Error('the course has no published category');
    // The link the filter offers, followed without the app.
    const href = categoryLinks(contentOf((await page('/courses')).body)).hrefs[category.name];
    expect(href).toBe(`/courses?category=${category._id}`);

    const response = await page(href ?? '');
    expect(response.statusCode).toBe(200);
    const html = response.body;
    const content = contentOf(html);
    expect(cardTitles(content)).toEqual(['Category Filtered Course']);
    expect(content).not.toContain(other.slug);
    expect(content).toContain('1 course');
    expect(categoryLinks(content).current).toEqual([category.name]);
    // A search from here keeps the category.
    expect(content).toContain(`<input type="hidden" name="category" value="${category._id}"/>`);
    const api = await t.app.inject({
      method: 'GET',
      url: `/api/course/published?page=1&limit=12&category=${category._id}&sort=latest`,
    });
    expect(inlineQueries(html)).toEqual([
      { key: catalogueKey({ category: category._id }), data: api.json() },
      { key: CATEGORIES_KEY, data: categories },
    ]);
    expect(jsonLdOf(html)).toMatchObject({
      mainEntity: { itemListElement: [{ position: 1, url: `${PAGE_ORIGIN}/course/${course.slug}` }] },
    });
    expect(wakePreloads(html)).toBe(entry);
  });

  it('draws a search sent by its form, the words in the box, as the app reads them', async () => {
    await coursePriced(t.app, admin, { title: 'Searchable Quantum Course', actualPrice: 1_500 });
    // As a browser sends the form: the words as typed, with the space a phone's keyboard leaves after the last.
    const html = (await page('/courses?search=quantum+')).body;
    const content = contentOf(html);
    expect(cardTitles(content)).toEqual(['Searchable Quantum Course']);
    expect(content).toMatch(/<input [^>]*aria-label="Search courses"[^>]*name="search"[^>]*value="quantum "/);
    const api = await t.app.inject({
      method: 'GET',
      url: '/api/course/published?page=1&limit=12&search=quantum&sort=latest',
    });
    expect(inlineQueries(html)[0]).toEqual({ key: catalogueKey({ search: 'quantum ' }), data: api.json() });

    const none = contentOf((await page('/courses?search=no+such+course+anywhere')).body);
    expect(cardTitles(none)).toEqual([]);
    expect(none).toContain('No courses match your search.');
    // Clearing the filters works without the app too.
    expect(linksOf(none).find((link) => link.text === 'Clear filters')?.href).toBe('/courses');
  });

  it('draws a later page and a sort, its page links keeping the filters', async () => {
    const categoryId = await createCategory(t.app, admin, 'Paged Catalogue Category');
    const titles: string[] = [];
    for (let i = 1; i <= 13; i += 1) {
      const title = `Paged Course ${String(i).padStart(2, '0')}`;
      titles.push(title);
      await publishedCourse(t.app, admin, validCourseBody(categoryId, { title }));
    }
    const first = contentOf((await page(`/courses?category=${categoryId}`)).body);
    // Newest first: the first course made is the one on page 2.
    expect(cardTitles(first)).toEqual(titles.slice(1).reverse());
    const pageTwo = linksOf(first).find((link) => link.text === '2');
    expect(pageTwo?.href).toBe(`/courses?category=${categoryId}&page=2`);

    const html = (await page(pageTwo?.href ?? '')).body;
    const second = contentOf(html);
    expect(cardTitles(second)).toEqual(['Paged Course 01']);
    expect(second).toContain('13 courses');
    expect(linksOf(second).find((link) => link.text === '1')?.href).toBe(`/courses?category=${categoryId}`);
    expect(inlineQueries(html)[0]?.key).toEqual(catalogueKey({ category: categoryId, page: 2 }));

    const sorted = contentOf((await page(`/courses?category=${categoryId}&sort=title`)).body);
    expect(cardTitles(sorted)).toEqual(titles.slice(0, 12));
    expect(linksOf(sorted).find((link) => link.text === '2')?.href).toBe(
      `/courses?category=${categoryId}&sort=title&page=2`,
    );
  });

  it('reads values the app does not know as it does (the defaults), and other parameters as nothing', async () => {
    const plain = await page('/courses');
    for (const url of [
      '/courses?sort=cheapest&page=abc',
      '/courses?page=0',
      '/courses?page=-3',
      '/courses?utm_source=mail',
    ]) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      // The same page as /courses, the same bytes: one render serves them all.
      expect(response.body, url).toBe(plain.body);
    }
  });

  it('answers filters the API refuses with the plain app, 200, for the app to offer clearing them', async () => {
    for (const url of [
      '/courses?category=not-an-id',
      `/courses?search=${'a'.repeat(201)}`,
      '/courses?search=line%0Abreak',
      '/courses?page=1e300',
    ]) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<title>Courses | Skillhub</title>');
      expect(response.body, url).toContain(INLINE_RUNTIME_CONFIG_ID);
      expect(response.body, url).not.toContain(SERVER_RENDERED_ID);
      expect(response.body, url).not.toContain(INLINE_QUERIES_ID);
      expect(response.body, url).toContain('<script defer src="/static/js/index.js"></script>');
    }
  });

  it('draws a category that is not offered (an old link) as an empty list named Unknown category', async () => {
    const response = await page('/courses?category=7d3f0b6e-2c4a-4f1e-9b8d-5a6c7e8f9a0b');
    expect(response.statusCode).toBe(200);
    const content = contentOf(response.body);
    expect(cardTitles(content)).toEqual([]);
    expect(content).toContain('No courses match your search.');
    expect(content).toMatch(/<span aria-current="true"[^>]*>Unknown category<\/span>/);
    expect(categoryLinks(content).current).toEqual([]);
    expect(linksOf(content).find((link) => link.text === 'Clear filters')?.href).toBe('/courses');
  });
});
