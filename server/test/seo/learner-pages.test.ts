import { INLINE_VISITOR_ID } from '@skillhub/shared/inline-data';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coursePriced, createLearner, enrolDirectly, type Learner } from '../support/learner-fixtures.ts';
import { inlinedQueries, type RemotePageApp, remoteContentOf, remotePageApp } from '../support/remote-page-app.ts';
import { bearer, GOOD_PASSWORD, loginAsAdmin, pageCookie, refreshCookie } from '../support/test-app.ts';

/**
 * A learner's own pages as the server sends them to the learner its page cookie names, drawn by the learner
 * remote's real release: My courses (their courses, certificates and refunded purchases as their own calls answer
 * them) and a course's payment page (the course, their price and Pay), the header signed in as them, kept by no
 * cache and out of search results. Anyone else, and a cookie whose session has ended, gets the plain app, which
 * asks for a sign-in as before; the cookie names a session to pages only, never to the API.
 */

const METRICS_TOKEN = 'metrics-token-for-the-learner-pages-01';

let t: RemotePageApp;
let admin: string;
let asha: Learner;
let ravi: Learner;
let course: { _id: string; slug: string };

beforeAll(async () => {
  t = await remotePageApp('learner', (config) => {
    config.metrics = { token: METRICS_TOKEN };
  });
  admin = await loginAsAdmin(t.app);
  course = await coursePriced(t.app, admin, { title: 'Tally <Prime> with GST', actualPrice: 4_999 });
  asha = await createLearner(t.app, admin, 'Asha Menon');
  ravi = await createLearner(t.app, admin, 'Ravi Kumar');
  await enrolDirectly(t.app, asha.userId, course._id);
}, 120_000);
afterAll(() => t.close());

/** A fresh sign-in of `learner`: the answer, with its cookies. */
const signIn = (learner: Learner) =>
  t.app.inject({ method: 'POST', url: '/api/user/login', payload: { email: learner.email, password: GOOD_PASSWORD } });

const page = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });

/** The visitor the page says it was drawn for, or undefined. */
function visitorOf(html: string): { user: { _id: string; name: string } } | undefined {
  const match = new RegExp(`<script type="application/json" id="${INLINE_VISITOR_ID}">(.*?)</script>`).exec(html);
  return match ? JSON.parse(match[1] as string) : undefined;
}

describe('My courses as the server sends it', () => {
  it("draws the learner's own courses and a header signed in as them, inlined as their calls answer, kept by no cache", async () => {
    const signedIn = await signIn(asha);
    const cookie = pageCookie(signedIn);
    const response = await page('/my-courses', cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const html = response.body;
    expect(html).toContain('<title>My courses | Skillhub</title>');
    expect(html).toContain('<meta name="robots" content="noindex">');
    // The app comes at the learner's first move, as on a page drawn for everyone: the page is theirs already.
    expect(html).toMatch(/<script defer src="\/wake\.js"[^>]*><\/script>/);
    expect(html).not.toContain('data-wake="idle"');
    const content = remoteContentOf(html) ?? '';
    expect(content).toMatch(/<h1[^>]*>My courses<\/h1>/);
    expect(content).toContain('Tally &lt;Prime&gt; with GST');
    expect(html).toContain('Account menu for Asha Menon');
    expect(visitorOf(html)?.user).toMatchObject({ _id: asha.userId, name: 'Asha Menon' });
    const token = signedIn.json().data.accessToken as string;
    const [courses, certificates, refunded] = await Promise.all(
      ['/api/course/my-courses', '/api/course/my-certificates', '/api/course/my-courses/refunded'].map(async (url) =>
        (await t.app.inject({ method: 'GET', url, headers: bearer(token) })).json(),
      ),
    );
    expect(inlinedQueries(html)).toEqual(
      expect.arrayContaining([
        { key: ['my-courses'], data: courses.data },
        { key: ['my-courses', 'certificates'], data: certificates.data },
        { key: ['my-courses', 'refunded'], data: refunded.data },
      ]),
    );
  });

  it("keeps nothing of a learner's page in the cache of pages everyone reads", async () => {
    const cookie = pageCookie(await signIn(asha));
    // The shared reads the frame makes (the footer's categories) are cached by the first visit.
    await page('/my-courses', cookie);
    const cached = t.app.publicContent.cache.size;
    for (let visit = 0; visit < 3; visit += 1) {
      expect((await page('/my-courses', cookie)).body).toContain('Account menu for Asha Menon');
    }
    expect(t.app.publicContent.cache.size).toBe(cached);
  });

  it("shows each learner their own page: another's cookie draws theirs, with nothing of the first", async () => {
    const html = (await page('/my-courses', pageCookie(await signIn(ravi)))).body;
    expect(html).toContain('Account menu for Ravi Kumar');
    expect(html).not.toContain('Asha');
    expect(remoteContentOf(html)).toContain('You have not enrolled in any course yet.');
  });

  it('never shows a learner on a page drawn at the same time for everyone', async () => {
    const cookie = pageCookie(await signIn(asha));
    // Event forms drawn afresh for each name, beside Asha's pages, all asked for at once.
    const pages = await Promise.all(
      Array.from({ length: 6 }, (_, at) => [
        page('/my-courses', cookie),
        page(`/eventForm?event=${encodeURIComponent(`Open day ${at}`)}`),
      ]).flat(),
    );
    pages.forEach((response, at) => {
      const drawn = remoteContentOf(response.body) ?? response.body;
      if (at % 2 === 0) expect(response.body).toContain('Account menu for Asha Menon');
      else {
        expect(drawn).toContain(`Open day ${(at - 1) / 2}`);
        expect(response.body).not.toContain('Asha');
        expect(visitorOf(response.body)).toBeUndefined();
      }
    });
  });

  it('is the plain app, with nobody drawn, without a page cookie or with one that is not good', async () => {
    const signedIn = await signIn(asha);
    const accessToken = signedIn.json().data.accessToken as string;
    for (const cookie of [
      undefined,
      'skillhub_page=not-a-token',
      // An access token is no page token (another audience).
      `skillhub_page=${accessToken}`,
    ]) {
      const response = await page('/my-courses', cookie);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(remoteContentOf(response.body)).toBeNull();
      expect(visitorOf(response.body)).toBeUndefined();
      expect(response.body).not.toContain('Asha');
    }
  });

  it('names a session to pages only: the API takes no page token, as a bearer or as a cookie', async () => {
    const cookie = pageCookie(await signIn(asha));
    const pageToken = cookie.slice('skillhub_page='.length);
    expect((await t.app.inject({ method: 'GET', url: '/api/course/my-courses', headers: { cookie } })).statusCode).toBe(
      401,
    );
    const asBearer = await t.app.inject({ method: 'GET', url: '/api/course/my-courses', headers: bearer(pageToken) });
    expect(asBearer.statusCode).toBe(401);
  });

  it('ends with the session: logout clears the cookie, and a cookie kept from before draws nobody', async () => {
    const signedIn = await signIn(asha);
    const cookie = pageCookie(signedIn);
    expect(remoteContentOf((await page('/my-courses', cookie)).body)).not.toBeNull();
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/user/logout',
      headers: { ...bearer(signedIn.json().data.accessToken), cookie: refreshCookie(signedIn) },
    });
    expect(logout.statusCode).toBe(200);
    const cleared = logout.cookies.find((c) => c.name === 'skillhub_page');
    expect(cleared?.value).toBe('');
    expect(cleared?.path).toBe('/');
    const after = await page('/my-courses', cookie);
    expect(remoteContentOf(after.body)).toBeNull();
    expect(after.body).not.toContain('Asha');
  });

  it('is set with the session, by every sign-in and refresh, httpOnly, SameSite=Lax, for every page', async () => {
    const signedIn = await signIn(ravi);
    const set = signedIn.cookies.find((c) => c.name === 'skillhub_page');
    expect(set).toMatchObject({ path: '/', httpOnly: true, sameSite: 'Lax' });
    const refresh = signedIn.cookies.find((c) => c.name === 'skillhub_refresh');
    expect(set?.maxAge).toBe(refresh?.maxAge);
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/user/refresh-token',
      headers: { cookie: refreshCookie(signedIn) },
    });
    expect(refreshed.statusCode).toBe(200);
    // Set again, lasting as the rotated refresh cookie does.
    const again = pageCookie(refreshed);
    expect(refreshed.cookies.find((c) => c.name === 'skillhub_page')?.maxAge).toBe(
      refreshed.cookies.find((c) => c.name === 'skillhub_refresh')?.maxAge,
    );
    expect((await page('/my-courses', again)).body).toContain('Account menu for Ravi Kumar');
  });
});

describe("a course's payment page as the server sends it", () => {
  it('draws the course, the price and Pay for the learner, inlined as their summary call answers it', async () => {
    const signedIn = await signIn(ravi);
    const response = await page(`/course-payment/${course._id}`, pageCookie(signedIn));
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const html = response.body;
    expect(html).toContain('<title>Checkout: Tally &lt;Prime&gt; with GST | Skillhub</title>');
    expect(html).toContain('<meta name="robots" content="noindex">');
    // Pay needs the app: it comes when the browser is idle, not at the tap.
    expect(html).toMatch(/<script defer src="\/wake\.js"[^>]* data-wake="idle"><\/script>/);
    const content = remoteContentOf(html) ?? '';
    expect(content).toMatch(/<h1[^>]*>Checkout<\/h1>/);
    expect(content).toMatch(/<button [^>]*>(<[^>]+>)*Pay ₹4,999(<\/[^>]+>)*<\/button>/);
    expect(html).toContain('Account menu for Ravi Kumar');
    const summary = await t.app.inject({
      method: 'GET',
      url: `/api/payment/summary/${course._id}`,
      headers: bearer(signedIn.json().data.accessToken),
    });
    expect(inlinedQueries(html)).toContainEqual({
      key: ['payment-summary', course._id, ravi.userId],
      data: summary.json().data,
    });
  });

  it("shows a learner who bought the course their access, and no one's page without a good cookie", async () => {
    const bought = await page(`/course-payment/${course._id}`, pageCookie(await signIn(asha)));
    expect(remoteContentOf(bought.body)).toContain('You are already enrolled in this course.');
    expect(remoteContentOf(bought.body)).not.toMatch(/Pay ₹/);
    expect(bought.body).toContain('Account menu for Asha Menon');
    const nobody = await page(`/course-payment/${course._id}`);
    expect(remoteContentOf(nobody.body)).toBeNull();
    expect(nobody.headers['cache-control']).toBe('no-cache');
  });

  it('is the plain app for an address that names no course, or no course the learner may buy', async () => {
    const cookie = pageCookie(await signIn(ravi));
    for (const url of ['/course-payment/not-an-id', '/course-payment/00000000-0000-4000-8000-000000000000']) {
      const response = await page(url, cookie);
      expect(response.statusCode).toBe(200);
      expect(remoteContentOf(response.body)).toBeNull();
      expect(visitorOf(response.body)).toBeUndefined();
    }
  });
});

describe("a learner's page whose data cannot be read", () => {
  /** Pages sent as the plain app because their data could not be read, as /metrics counts them for `route`. */
  async function dataFailures(route: string): Promise<number> {
    const response = await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer(METRICS_TOKEN) });
    const series = `skillhub_server_render_failures_total{remote="page",page="${route}",reason="data"}`;
    const line = response.body.split('\n').find((l) => l.startsWith(`${series} `));
    return line ? Number(line.slice(series.length + 1)) : 0;
  }

  it('goes out as the plain app with a 500, not an error body, and is counted; the API answers as before', async () => {
    const signedIn = await signIn(asha);
    const cookie = pageCookie(signedIn);
    const before = await dataFailures('/my-courses');
    // A query the database refuses: the table My courses reads is not there.
    await t.app.db.execute(sql`ALTER TABLE enrollments RENAME TO enrollments_away`);
    try {
      const response = await page('/my-courses', cookie);
      expect(response.statusCode).toBe(500);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      // The app, which asks for the courses itself and shows its own error and retry: no drawn page, no data.
      expect(response.body).toContain('<script defer src="/static/js/index.js"></script>');
      expect(remoteContentOf(response.body)).toBeNull();
      expect(inlinedQueries(response.body)).toBeNull();
      expect(response.body).not.toContain('"success":false');
      expect(await dataFailures('/my-courses')).toBe(before + 1);

      const token = signedIn.json().data.accessToken as string;
      const api = await t.app.inject({ method: 'GET', url: '/api/course/my-courses', headers: bearer(token) });
      expect(api.statusCode).toBe(500);
      expect(api.json()).toEqual({ success: false, message: expect.any(String) });
    } finally {
      await t.app.db.execute(sql`ALTER TABLE enrollments_away RENAME TO enrollments`);
    }
    expect((await page('/my-courses', cookie)).statusCode).toBe(200);
  });

  it("still answers a request's own mistake as before", async () => {
    const cookie = pageCookie(await signIn(asha));
    const before = await dataFailures('/course-payment/:courseId');
    const response = await page('/course-payment/not-a-course-id', cookie);
    expect(response.statusCode).toBe(200);
    expect(remoteContentOf(response.body)).toBeNull();
    expect(await dataFailures('/course-payment/:courseId')).toBe(before);
  });
});
