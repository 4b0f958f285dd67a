import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CDN_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from '../../src/cache/public-reply.ts';
import { createCategory, publishedCourse, setStatus, validCourseBody } from '../courses/course-fixtures.ts';
import { bearer, createTestApp, loginAsAdmin, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let admin: string;
let course: { _id: string; slug: string };
beforeAll(async () => {
  t = await createTestApp((config) => {
    config.corsOrigins = ['https://admin.skillhub.test'];
  });
  admin = await loginAsAdmin(t.app);
  const category = await createCategory(t.app, admin, 'Security');
  course = await publishedCourse(t.app, admin, validCourseBody(category, { title: 'Threat Modelling' }));
  for (const title of ['Incident Response', 'Secure Code Review', 'Cloud Hardening']) {
    await publishedCourse(t.app, admin, validCourseBody(category, { title }));
  }
});
afterAll(async () => t?.close());

const CATALOGUE = '/api/course/published?limit=50';
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const decoded = (response: LightMyRequestResponse) => {
  const encoding = response.headers['content-encoding'];
  const raw = response.rawPayload;
  const text =
    encoding === 'br'
      ? brotliDecompressSync(raw).toString()
      : encoding === 'gzip'
        ? gunzipSync(raw).toString()
        : raw.toString();
  return JSON.parse(text);
};

describe('public reads over HTTP', () => {
  it('carry an ETag and a CDN-friendly Cache-Control, and answer 304 to a matching If-None-Match', async () => {
    for (const url of [CATALOGUE, `/api/course/slug/${course.slug}`, '/api/course/category?published=true']) {
      const first = await get(url);
      expect(first.statusCode).toBe(200);
      expect(first.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
      expect(first.headers['cache-control']).not.toContain('stale-while-revalidate');
      expect(first.headers['cdn-cache-control']).toBe(CDN_CACHE_CONTROL);
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^"[\w-]+"$/);
      expect(String(first.headers.vary)).toContain('accept-encoding');
      // CORS's Vary is kept: a cache must not hand one site's Access-Control-Allow-Origin to another.
      const fromAdmin = await get(url, { origin: 'https://admin.skillhub.test' });
      expect(fromAdmin.headers['access-control-allow-origin']).toBe('https://admin.skillhub.test');
      expect(String(fromAdmin.headers.vary).toLowerCase()).toMatch(/origin.*accept-encoding/);

      const again = await get(url, { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
      // A CDN may weaken the tag once it compresses; a list of tags matches by any of them.
      expect((await get(url, { 'if-none-match': `"other", W/${etag}` })).statusCode).toBe(304);
      expect((await get(url, { 'if-none-match': '"other"' })).statusCode).toBe(200);
    }
  });

  it('gives a changed course a new ETag, so a revalidating client gets the change', async () => {
    const url = `/api/course/slug/${course.slug}`;
    const etag = (await get(url)).headers.etag as string;
    expect((await setStatus(t.app, admin, course._id, 'DRAFT')).statusCode).toBe(200);
    expect((await get(url, { 'if-none-match': etag })).statusCode).toBe(404);
    expect((await setStatus(t.app, admin, course._id, 'PUBLISHED')).statusCode).toBe(200);
    const republished = await get(url, { 'if-none-match': etag });
    // updatedAt moved: a new representation.
    expect(republished.statusCode).toBe(200);
    expect(republished.headers.etag).not.toBe(etag);
  });

  it('sends large JSON as br or gzip as the client accepts, decoding to the same JSON', async () => {
    const plain = await get(CATALOGUE);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    const brotli = await get(CATALOGUE, { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(decoded(brotli)).toEqual(plain.json());
    const gzip = await get(CATALOGUE, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decoded(gzip)).toEqual(plain.json());
    // br refused (q=0): gzip.
    expect((await get(CATALOGUE, { 'accept-encoding': 'br;q=0, gzip' })).headers['content-encoding']).toBe('gzip');
    // The compressed and plain forms share the ETag (one representation per encoding, Vary says so).
    expect(gzip.headers.etag).toBe(plain.headers.etag);
  });

  it('sends small JSON uncompressed', async () => {
    const none = await get('/api/course/published?search=nothing-matches-this', { 'accept-encoding': 'br, gzip' });
    expect(none.statusCode).toBe(200);
    expect(none.json().data).toEqual([]);
    expect(none.headers['content-encoding']).toBeUndefined();
    const health = await get('/api/health', { 'accept-encoding': 'br, gzip' });
    expect(health.headers['content-encoding']).toBeUndefined();
  });

  it('compresses other large JSON answers too, and keeps personal and staff answers out of every cache', async () => {
    const staffList = await get('/api/course/all?limit=50', { ...bearer(admin), 'accept-encoding': 'gzip' });
    expect(staffList.statusCode).toBe(200);
    expect(staffList.headers['content-encoding']).toBe('gzip');
    expect(decoded(staffList).data.length).toBe(4);
    expect(staffList.headers['cache-control']).toBe('no-store');
    expect(staffList.headers.etag).toBeUndefined();

    const me = await get('/api/user/me', bearer(admin));
    expect(me.statusCode).toBe(200);
    expect(me.headers['cache-control']).toBe('no-store');
    expect(me.headers.etag).toBeUndefined();

    // The category list with a staff token shows drafts: personal, not cacheable; without a token, public.
    const staffCategories = await get('/api/course/category', bearer(admin));
    expect(staffCategories.headers['cache-control']).toBe('no-store');
    const publicCategories = await get('/api/course/category');
    expect(publicCategories.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    expect(String(publicCategories.headers.vary)).toContain('authorization');

    const staffPosts = await get('/api/blog/all?view=staff', bearer(admin));
    expect(staffPosts.statusCode).toBe(200);
    expect(staffPosts.headers['cache-control']).toBe('no-store');
    const publicPosts = await get('/api/blog/all');
    expect(publicPosts.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
  });

  it('answers 404 for a missing course without caching headers', async () => {
    const missing = await get('/api/course/slug/no-such-course');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
    expect(missing.headers.etag).toBeUndefined();
  });
});
