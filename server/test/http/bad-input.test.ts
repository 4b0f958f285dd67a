import { Agent, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeMp4, lecturePath, multipartBody, seedCourse } from '../media/media-fixtures.ts';
import { sendWebhook } from '../payments/payment-fixtures.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, bearer, createTestApp, loginAsAdmin, type TestApp } from '../support/test-app.ts';

const CONTROL = 'Must not contain control characters';

/** Every line the app logs at warn or above, to show that input mistakes never log SQL as errors. */
const logLines: { level: number; text: string }[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
      logLines.push({ level: (JSON.parse(line) as { level: number }).level, text: line });
    }
    done();
  },
});

let t: TestApp & { adminToken: string };
beforeAll(async () => {
  const testApp = await createTestApp(() => {}, { logger: { level: 'warn', stream: logStream } });
  t = { ...testApp, adminToken: await loginAsAdmin(testApp.app) };
});
afterAll(() => t.close());

function expectNoErrorLogged() {
  const errors = logLines.filter((line) => line.level >= 50);
  expect(errors.map((line) => line.text)).toEqual([]);
}

describe('control characters in strings', () => {
  it('refuses a NUL in the login e-mail with a field error, before it reaches the database', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: `admin\u0000${ADMIN_EMAIL}`, password: ADMIN_PASSWORD },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: CONTROL, errors: { email: CONTROL } });
    expectNoErrorLogged();
  });

  it('refuses a NUL in a search, a slug and an id in the URL', async () => {
    const search = await t.app.inject({ method: 'GET', url: '/api/course/published?search=java%00script' });
    expect(search.statusCode).toBe(400);
    expect(search.json().errors).toEqual({ search: CONTROL });

    const slug = await t.app.inject({ method: 'GET', url: '/api/course/slug/web%00development' });
    expect(slug.statusCode).toBe(400);
    expect(slug.json().errors).toEqual({ slug: CONTROL });

    const staffSearch = await t.app.inject({
      method: 'GET',
      url: '/api/user/all?search=%00',
      headers: bearer(t.adminToken),
    });
    expect(staffSearch.statusCode).toBe(400);
    expect(staffSearch.json().errors).toEqual({ search: CONTROL });
    expectNoErrorLogged();
  });

  it('refuses control characters in one-line fields and keeps line breaks in multi-line ones', async () => {
    const post = (payload: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/api/course/category', headers: bearer(t.adminToken), payload });
    const nul = await post({ name: 'Robo\u0000tics', description: 'Build robots.' });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().errors).toEqual({ name: CONTROL });

    const bell = await post({ name: 'Robo\u0007tics', description: 'Build robots.' });
    expect(bell.json().errors).toEqual({ name: CONTROL });
    const lineBreak = await post({ name: 'Robo\ntics', description: 'Build robots.' });
    expect(lineBreak.json().errors).toEqual({ name: CONTROL });

    const multiLineNul = await post({ name: 'Robotics', description: 'Build\u0000 robots.' });
    expect(multiLineNul.json().errors).toEqual({ description: CONTROL });

    const created = await post({ name: 'Robotics', description: 'Build robots.\r\n\tStep by step.' });
    expect(created.statusCode).toBe(201);
    expect(created.json().data.description).toBe('Build robots.\r\n\tStep by step.');
    expectNoErrorLogged();
  });

  it('refuses a NUL anywhere in a JSON body, naming the field, even where no rule reads it', async () => {
    const nested = await t.app.inject({
      method: 'POST',
      url: '/api/user/role',
      headers: bearer(t.adminToken),
      payload: {
        name: 'Auditors',
        permissions: [{ name: 'Courses\u0000', operations: { read: true } }],
      },
    });
    expect(nested.statusCode).toBe(400);
    expect(nested.json().errors).toEqual({ 'permissions.0.name': CONTROL });

    const unknownField = await t.app.inject({
      method: 'POST',
      url: '/api/user/send-password-reset-link',
      payload: { email: 'someone@example.com', extra: ['fine', 'not\u0000fine'] },
    });
    expect(unknownField.statusCode).toBe(400);
    expect(unknownField.json().errors).toEqual({ 'extra.1': CONTROL });
    expectNoErrorLogged();
  });

  it('answers 400 without logging SQL when the database refuses a value that came with the request', async () => {
    // The webhook's body is read by its own parser, not the request validation: the database sees it.
    const response = await sendWebhook(
      t.app,
      JSON.stringify({
        event: 'payment.captured',
        payload: { payment: { entity: { id: 'pay_1', order_id: 'order_\u0000x', amount: 100 } } },
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: 'The request contains a value that cannot be stored' });
    expectNoErrorLogged();
    expect(logLines.map((line) => line.text).join('\n')).not.toMatch(/select|Failed query/i);
  });
});

describe('framework errors', () => {
  it('answers a path parameter over 100 characters with 414, not 500', async () => {
    const long = 'a'.repeat(150);
    const calls = [
      { method: 'POST', url: `/api/user/reset-password/${long}` },
      { method: 'PUT', url: `/api/course/details/${long}` },
      { method: 'DELETE', url: `/api/course/${long}` },
    ] as const;
    for (const call of calls) {
      const response = await t.app.inject({ ...call, headers: bearer(t.adminToken), payload: {} });
      expect(response.statusCode, call.url).toBe(414);
      expect(response.json()).toEqual({ success: false, message: 'A path segment of the URL is too long' });
    }
    // GET falls through to the web app's catch-all, which answers the same for an API path's over-long segment.
    const get = await t.app.inject({ method: 'GET', url: `/api/course/slug/${long}` });
    expect(get.statusCode).toBe(414);
    expectNoErrorLogged();
  });
});

describe('malformed multipart bodies', () => {
  it('answers a multipart body without a boundary with 400 on both upload calls', async () => {
    const { lectures } = await seedCourse(t.app, 1);
    const lecture = lectures[0]!;
    for (const url of ['/api/course/file', lecturePath('chunk-upload', lecture)]) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: { ...bearer(t.adminToken), 'content-type': 'multipart/form-data' },
        payload: 'purpose=thumbnail',
      });
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toEqual({
        success: false,
        message: 'The multipart body has no boundary: send Content-Type multipart/form-data; boundary=…',
      });
    }
    expectNoErrorLogged();
  });

  it('answers a truncated multipart body with 400 on both upload calls', async () => {
    const { lectures } = await seedCourse(t.app, 1);
    const lecture = lectures[0]!;
    const started = await t.app.inject({
      method: 'POST',
      url: lecturePath('start-upload', lecture),
      headers: bearer(t.adminToken),
      payload: { fileName: 'intro.mp4', fileType: 'video/mp4', fileSize: 4096 },
    });
    expect(started.statusCode).toBe(200);
    const { uploadId, fileKey } = started.json().data;
    const bodies = {
      '/api/course/file': multipartBody(
        { purpose: 'attachment' },
        { field: 'file', name: 'notes.pdf', type: 'application/pdf', content: Buffer.from('%PDF-1.4\n'.repeat(200)) },
      ),
      [lecturePath('chunk-upload', lecture)]: multipartBody(
        { uploadId, fileKey, partNumber: 1 },
        { field: 'chunk', name: 'blob', type: 'application/octet-stream', content: fakeMp4(4096) },
      ),
    };
    for (const [url, body] of Object.entries(bodies)) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: { ...bearer(t.adminToken), ...body.headers },
        // Cut inside the file: the closing boundary never comes.
        payload: body.payload.subarray(0, body.payload.length - 1000),
      });
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toEqual({
        success: false,
        message: 'The multipart body ended early: send the whole body again',
      });
    }
    expectNoErrorLogged();
  });

  it('answers the next request on the connection after refusing an upload it had not read to the end', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const send = (method: string, path: string, headers: Record<string, string>, body?: Buffer) =>
      new Promise<number>((resolve, reject) => {
        const outgoing = httpRequest(`http://127.0.0.1:${port}${path}`, { method, headers, agent }, (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
        });
        outgoing.on('error', reject);
        outgoing.end(body);
      });
    try {
      const { lectures } = await seedCourse(t.app, 1);
      // The file comes under another field name: refused at the first part, with 200 kB still unread.
      const body = multipartBody(
        {},
        { field: 'file', name: 'intro.mp4', type: 'video/mp4', content: fakeMp4(200_000) },
      );
      const headers = { ...bearer(t.adminToken), ...body.headers };
      expect(await send('POST', lecturePath('chunk-upload', lectures[0]!), headers, body.payload)).toBe(400);
      // Before, the connection waited for the unread bytes to be read, and this request was never answered.
      expect(await send('GET', '/api/health', {})).toBe(200);
    } finally {
      agent.destroy();
    }
  });
});
