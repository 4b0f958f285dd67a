import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, bearer, createTestApp, loginAsAdmin, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let root: string;
beforeAll(async () => {
  // A shell build of its own: the pages' headers are checked whether or not the real shell has been built.
  root = await mkdtemp(join(tmpdir(), 'skillhub-error-shapes-'));
  await mkdir(join(root, 'shell'));
  await writeFile(
    join(root, 'shell/index.html'),
    '<!DOCTYPE html><html><head></head><body><div id="root"></div></body></html>',
  );
  t = await createTestApp((config) => {
    config.corsOrigins = ['https://admin.skillhub.test'];
    config.shellDistDir = join(root, 'shell');
    config.remotesDistDir = join(root, 'remotes');
  });
});
afterAll(async () => {
  await t.close();
  await rm(root, { recursive: true, force: true });
});

/** No response body may carry internals. */
function expectNoInternals(body: string) {
  expect(body).not.toMatch(/at .+\.(ts|js):\d+/);
  expect(body).not.toMatch(/\b(select|insert|update|delete) .+ from\b/i);
  expect(body).not.toContain('stack');
}

describe('failure bodies', () => {
  it('answers malformed JSON with 400 and a plain message', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.com",',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: 'Malformed JSON in request body' });
    expectNoInternals(response.body);
  });

  it('answers an empty JSON body with 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().success).toBe(false);
  });

  it('answers a body that is not an object with 400', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/user/login', payload: [1, 2] });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Request body must be a JSON object');
  });

  it('refuses other content types with 415', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'email=a@b.com',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ success: false, message: 'Unsupported content type; send application/json' });
  });

  it('refuses bodies over 1 MB with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.com', password: 'x'.repeat(1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ success: false, message: 'Request body is too large' });
  });

  it('answers unknown API routes with a JSON 404, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await t.app.inject({ method, url: '/api/no/such/thing?x=1' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, message: `Route ${method} /api/no/such/thing not found` });
    }
  });

  it('lists every failing field with the spec messages', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/send-signup-otp',
      payload: { name: '', email: 'not-an-email', password: 'short' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: 'Validation failed',
      errors: {
        name: 'Full name is required',
        email: 'Invalid email format',
        password: 'Password must be at least 8 characters',
      },
    });
  });

  it('uses the single field message as the message when one field fails', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: 'someone@nodomain', password: 'Whatever#1' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: 'Email must include domain (e.g. example.com)',
      errors: { email: 'Email must include domain (e.g. example.com)' },
    });
  });

  it('rejects malformed ids and query values with 400, not 500', async () => {
    const token = await loginAsAdmin(t.app);
    const badId = await t.app.inject({ method: 'GET', url: '/api/user/role/not-a-uuid', headers: bearer(token) });
    expect(badId.statusCode).toBe(400);
    expect(badId.json()).toEqual({ success: false, message: 'Invalid id', errors: { id: 'Invalid id' } });

    const badQuery = await t.app.inject({
      method: 'GET',
      url: '/api/user/all?page=0&limit=abc',
      headers: bearer(token),
    });
    expect(badQuery.statusCode).toBe(400);
    expect(Object.keys(badQuery.json().errors)).toEqual(expect.arrayContaining(['page', 'limit']));

    const badFilter = await t.app.inject({ method: 'GET', url: '/api/course/category?active=maybe' });
    expect(badFilter.statusCode).toBe(400);
    expect(badFilter.json().errors).toHaveProperty('active');
  });

  it('answers a malformed URL with 400', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/user/role/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: 'Malformed URL' });
  });

  it('ignores unknown body fields instead of writing them', async () => {
    const token = await loginAsAdmin(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/course/category',
      headers: bearer(token),
      payload: { name: 'Robotics', description: 'Build robots.', isDeleted: true, _id: 'x', slug: 'hacked' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ name: 'Robotics', isDeleted: false, slug: 'robotics' });
  });
});

describe('every response', () => {
  it('carries a request id, echoing a sane incoming one', async () => {
    const generated = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const echoed = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'lb-42.abc' } });
    expect(echoed.headers['x-request-id']).toBe('lb-42.abc');
    const replaced = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'bad id\n' } });
    expect(replaced.headers['x-request-id']).not.toBe('bad id\n');
  });

  it('carries security headers and forbids caching API answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    // An API answer is no page: it may load and run nothing, and be framed nowhere.
    expect(response.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    // The headers that only steer a document are left out of it.
    for (const name of ['cross-origin-opener-policy', 'origin-agent-cluster', 'referrer-policy', 'x-xss-protection']) {
      expect(response.headers[name]).toBeUndefined();
    }
    // Plain http here: no HSTS.
    expect(response.headers['strict-transport-security']).toBeUndefined();
    const config = await t.app.inject({ method: 'GET', url: '/runtime-config.json' });
    expect(config.headers['content-security-policy']).toBe(response.headers['content-security-policy']);
  });

  it("gives the pages the app's policy and the document headers, under /api too (the API's docs)", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/courses', headers: { accept: 'text/html' } });
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("default-src 'self'");
    // Video and image URLs are built on PUBLIC_URL; a page opened under another name of the server loads them.
    expect(policy).toContain("media-src 'self' http://skillhub.test");
    // Plain http here: no upgrade of requests.
    expect(policy).not.toContain('upgrade-insecure-requests');
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(docs.headers['content-type']).toMatch(/^text\/html/);
    expect(docs.headers['content-security-policy']).toBe(policy);
    expect(docs.headers['cross-origin-opener-policy']).toBe('same-origin');
  });

  it('allows CORS only for configured origins', async () => {
    const allowed = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/user/login',
      headers: { origin: 'https://admin.skillhub.test', 'access-control-request-method': 'POST' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('https://admin.skillhub.test');
    expect(allowed.headers['access-control-allow-credentials']).toBe('true');
    const simple = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://admin.skillhub.test' },
    });
    // A shell on another origin reads Retry-After and a download's file name.
    expect(simple.headers['access-control-expose-headers']).toBe('x-request-id, retry-after, content-disposition');
    const refused = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/user/login',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('health and docs', () => {
  it('reports the process as alive', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, data: { status: 'ok' } });
  });

  it('serves the OpenAPI document generated from the shared schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/api/user/login'].post.requestBody.content['application/json'].schema.properties).toHaveProperty(
      'email',
    );
    expect(doc.paths['/api/course/category'].post.security).toEqual([{ bearerAuth: [] }]);
    expect(doc.paths['/api/course/category'].post.description).toContain('Courses/Category create');
    expect(doc.paths['/runtime-config.json']).toBeUndefined();
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });

  it('never answers with a secret', async () => {
    const token = await loginAsAdmin(t.app);
    const response = await t.app.inject({ method: 'GET', url: '/api/user/all', headers: bearer(token) });
    expect(response.body).toContain(ADMIN_EMAIL);
    expect(response.body).not.toMatch(/password|argon2|sessionVersion|hash/i);
  });
});
