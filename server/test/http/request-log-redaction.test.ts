import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/** Every line the app logs, with its request logging as configured for production (serializers and all). */
const lines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    done();
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(() => {}, { logStream });
});
afterAll(() => t.close());

/** The URLs the request lines logged. */
const loggedUrls = () =>
  lines.map((line) => (JSON.parse(line) as { req?: { url?: string } }).req?.url).filter((url) => url !== undefined);

describe('the request log', () => {
  it('leaves out the tokens of token routes, API and pages alike', async () => {
    await t.app.inject({ method: 'POST', url: '/api/user/confirm-email/SECRET-confirm-api' });
    await t.app.inject({
      method: 'POST',
      url: '/api/user/reset-password/SECRET-reset-api',
      payload: { newPassword: 'x', confirmPassword: 'x' },
    });
    await t.app.inject({ method: 'GET', url: '/confirm-email/SECRET-confirm-page?from=mail' });
    await t.app.inject({ method: 'GET', url: '/reset-password/SECRET-reset-page' });
    await t.app.inject({ method: 'POST', url: '/api/user/approve-email-change/SECRET-approve-api' });
    await t.app.inject({ method: 'POST', url: '/api/user/cancel-email-change/SECRET-cancel-api' });
    await t.app.inject({ method: 'GET', url: '/approve-email-change/SECRET-approve-page' });
    await t.app.inject({ method: 'GET', url: '/cancel-email-change/SECRET-cancel-page' });
    expect(loggedUrls()).toEqual(
      expect.arrayContaining([
        '/api/user/confirm-email/[redacted]',
        '/api/user/reset-password/[redacted]',
        '/confirm-email/[redacted]?from=mail',
        '/reset-password/[redacted]',
        '/api/user/approve-email-change/[redacted]',
        '/api/user/cancel-email-change/[redacted]',
        '/approve-email-change/[redacted]',
        '/cancel-email-change/[redacted]',
      ]),
    );
    expect(lines.filter((line) => line.includes('SECRET'))).toEqual([]);
  });

  it('leaves out secret query parameters, keeping the others', async () => {
    const verify = t.app.whatsapp.verifyToken ?? '';
    expect(verify).not.toBe('');
    await t.app.inject({
      method: 'GET',
      url: `/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=${verify}&hub.challenge=1158201444`,
    });
    await t.app.inject({ method: 'GET', url: '/api/health/x?token=SECRET-t&page=2&code=SECRET-c&OTP=SECRET-o' });
    await t.app.inject({ method: 'GET', url: '/api/course/all?access_token=SECRET-a&search=e.g.' });
    expect(loggedUrls()).toEqual(
      expect.arrayContaining([
        '/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=[redacted]&hub.challenge=1158201444',
        '/api/health/x?token=[redacted]&page=2&code=[redacted]&OTP=[redacted]',
        '/api/course/all?access_token=[redacted]&search=e.g.',
      ]),
    );
    expect(lines.filter((line) => line.includes('SECRET') || line.includes(verify))).toEqual([]);
  });
});
