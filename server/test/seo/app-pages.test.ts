import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { INLINE_RUNTIME_CONFIG_ID } from '@skillhub/shared/inline-data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlinedQueries } from '../support/remote-page-app.ts';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  bearer,
  createTestApp,
  GOOD_PASSWORD,
  loginAsAdmin,
  pageCookie,
  refreshCookie,
  type TestApp,
  userWithPermissions,
} from '../support/test-app.ts';

/**
 * The pages the app draws for a signed-in visitor (My courses, the payment page, the dashboard) as the server sends
 * them: the shell's index.html with the runtime config inlined and the owning remote's entry preloaded, so the
 * browser fetches that entry with the shell's code instead of after it.
 */

const INDEX =
  '<!DOCTYPE html><html><head><title>Skillhub</title><script defer src="/static/js/index.js"></script></head><body><div id="root"></div></body></html>';
const BUILDS = { learner: '1.0.0-0a1b2c3d4e', courses: '1.0.0-5f6a7b8c9d' } as const;
const PAGES = {
  learner: [
    { name: 'myCourses', path: '/my-courses', area: 'public', access: 'signed-in' },
    { name: 'coursePayment', path: '/course-payment/:courseId', area: 'public', access: 'signed-in' },
  ],
  courses: [{ name: 'courseList', path: '/dashboard/courses', area: 'dashboard', access: 'signed-in' }],
};

let t: TestApp;
let root: string;

async function put(path: string, content: string) {
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, content);
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'skillhub-app-pages-'));
  await put(join(root, 'shell/index.html'), INDEX);
  for (const [name, build] of Object.entries(BUILDS)) {
    const builds = join(root, 'remotes', name, 'dist');
    await put(join(builds, build, 'remoteEntry.js'), `var ${name};`);
    await put(
      join(builds, build, 'remote.json'),
      JSON.stringify({ name, requires: {}, pages: PAGES[name as keyof typeof PAGES] }),
    );
    await put(join(builds, 'releases.json'), JSON.stringify({ current: build, builds: [build] }));
  }
  t = await createTestApp((config) => {
    config.shellDistDir = join(root, 'shell');
    config.remotesDistDir = join(root, 'remotes');
  });
});
afterAll(async () => {
  await t.close();
  await rm(root, { recursive: true, force: true });
});

const page = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });
const preloadOf = (remote: keyof typeof BUILDS) =>
  `<link rel="preload" as="script" href="/remotes/${remote}/${BUILDS[remote]}/remoteEntry.js">`;
/** The runtime config the page carries, as the shell reads it. */
function inlineConfig(html: string): { remotes: Record<string, { entry: string }> } {
  const match = new RegExp(`<script type="application/json" id="${INLINE_RUNTIME_CONFIG_ID}">(.*?)</script>`).exec(
    html,
  );
  if (!match?.[1]) throw new Error('no inline runtime config');
  return JSON.parse(match[1]);
}

describe('the pages the app draws for a signed-in visitor', () => {
  it.each([
    ['/my-courses', 'learner'],
    ['/course-payment/0a1b2c3d4e5f', 'learner'],
    ['/dashboard/courses', 'courses'],
  ] as const)('%s carries the runtime config and preloads the entry of %s, which draws it', async (path, remote) => {
    const response = await page(path);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toContain('no-cache');
    const html = response.body;
    expect(html).toContain(preloadOf(remote));
    expect(html.match(/rel="preload"/g)).toHaveLength(1);
    expect(inlineConfig(html).remotes[remote]?.entry).toBe(`/remotes/${remote}/${BUILDS[remote]}/remoteEntry.js`);
    // The app draws it: the server puts nothing into #root, and the app's script is loaded as is. Until the app
    // is there, its splash shows (a polite status, in the page's own sheet), which the app takes over.
    expect(html).toContain('<div id="root"></div>');
    expect(html).toMatch(
      /<style>\.sh-splash\{position:fixed;[^<]*<\/style><div id="sh-boot-splash" class="sh-splash[^"]*" role="status" aria-live="polite"[^>]*>.*Loading Skillhub<\/span><\/div><\/div><div id="root"><\/div>/,
    );
    expect(html).toContain('<script defer src="/static/js/index.js"></script>');
  });

  it("the dashboard's own index (the shell's page) carries the runtime config and preloads no remote", async () => {
    const html = (await page('/dashboard')).body;
    expect(Object.keys(inlineConfig(html).remotes).sort()).toEqual(['courses', 'learner']);
    expect(html).not.toContain('rel="preload"');
  });

  it('an address under the dashboard no remote publishes is still the app (which says not found), no remote preloaded', async () => {
    const response = await page('/dashboard/no-such-page');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(INLINE_RUNTIME_CONFIG_ID);
    expect(response.body).not.toContain('rel="preload"');
  });

  it('the files of the shell beside these pages are still served as files', async () => {
    await put(join(root, 'shell/static/js/index.js'), 'console.log(1)');
    const response = await t.app.inject({ method: 'GET', url: '/static/js/index.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log(1)');
  });
});

describe("the dashboard's index with its reader's figures", () => {
  const signIn = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/user/login', payload: { email, password } });
  const none = { create: false, read: false, update: false, delete: false };
  /** The summary as GET /api/dashboard answers `token` for `query`. */
  const summaryFor = async (token: string, query: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/dashboard${query}`, headers: bearer(token) })).json();

  it('carries the figures of the period asked for, as the API answers its reader, marked theirs, kept by no cache', async () => {
    const signedIn = await signIn(ADMIN_EMAIL, ADMIN_PASSWORD);
    const { accessToken, user } = signedIn.json().data;
    const cookie = pageCookie(signedIn);
    for (const [address, key, query] of [
      ['/dashboard', { period: '30d' }, '?period=30d'],
      ['/dashboard?period=7d', { period: '7d' }, '?period=7d'],
      // A mangled period reads as the default, as the page reads it.
      ['/dashboard?period=yearly', { period: '30d' }, '?period=30d'],
      [
        '/dashboard?period=custom&from=2026-01-01&to=2026-01-31',
        { period: 'custom', from: '2026-01-01', to: '2026-01-31' },
        '?period=custom&from=2026-01-01&to=2026-01-31',
      ],
    ] as const) {
      const response = await page(address, cookie);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(inlinedQueries(response.body)).toEqual([
        { key: ['dashboard', 'summary', key], data: await summaryFor(accessToken, query), for: user._id },
      ]);
      // Still the app's page: its splash until the app draws it.
      expect(response.body).toContain('<div id="root"></div>');
    }
  });

  it('carries only the groups the reader may read', async () => {
    const admin = await loginAsAdmin(t.app);
    const desk = await userWithPermissions(t.app, admin, 'Lead Desk', [
      { name: 'Dashboard', operations: { ...none, read: true } },
      { name: 'Enquiries', operations: { ...none, read: true } },
    ]);
    const signedIn = await signIn(desk.email, GOOD_PASSWORD);
    const [inlined] = inlinedQueries((await page('/dashboard', pageCookie(signedIn))).body) as [{ data: unknown }];
    expect(inlined.data).toEqual(await summaryFor(desk.token, '?period=30d'));
    expect(inlined.data).toMatchObject({ data: { leads: expect.any(Object) } });
    expect(inlined.data).not.toHaveProperty('data.sales');
  });

  it('carries no figures without a page cookie, to staff without Dashboard read, for a period the API refuses, or after sign-out', async () => {
    const admin = await loginAsAdmin(t.app);
    const noDashboard = await userWithPermissions(t.app, admin, 'Users Only', [
      { name: 'Users', operations: { ...none, read: true } },
    ]);
    const staff = pageCookie(await signIn(noDashboard.email, GOOD_PASSWORD));
    const signedIn = await signIn(ADMIN_EMAIL, ADMIN_PASSWORD);
    const cookie = pageCookie(signedIn);
    const plain = [
      await page('/dashboard'),
      await page('/dashboard', 'skillhub_page=not-a-token'),
      await page('/dashboard', staff),
      // Backwards, and longer than the API allows: its 400, which the page shows itself.
      await page('/dashboard?period=custom&from=2026-02-01&to=2026-01-01', cookie),
      await page('/dashboard?period=custom&from=2020-01-01&to=2026-01-01', cookie),
      await page('/dashboard?period=custom&from=2026-02-30&to=2026-03-01', cookie),
    ];
    for (const response of plain) {
      expect(response.statusCode).toBe(200);
      expect(inlinedQueries(response.body)).toBeNull();
      expect(response.body).toContain(INLINE_RUNTIME_CONFIG_ID);
    }
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/user/logout',
      headers: { ...bearer(signedIn.json().data.accessToken), cookie: refreshCookie(signedIn) },
    });
    expect(logout.statusCode).toBe(200);
    expect(inlinedQueries((await page('/dashboard', cookie)).body)).toBeNull();
  });
});
