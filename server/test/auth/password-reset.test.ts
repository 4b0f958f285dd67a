import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otpIn, resetTokenIn, SmtpSink } from '../support/smtp-sink.ts';
import {
  bearer,
  createTestApp,
  createUserWithPassword,
  GOOD_PASSWORD,
  loginAsAdmin,
  refreshCookie,
  type TestApp,
} from '../support/test-app.ts';

let t: TestApp;
const sink = new SmtpSink();
const email = 'deepa.menon@skillhub.test';
let userId: string;

beforeAll(async () => {
  const smtpUrl = await sink.start();
  t = await createTestApp((config) => {
    config.smtpUrl = smtpUrl;
  });
  const admin = await loginAsAdmin(t.app);
  const roles = await t.app.inject({ method: 'GET', url: '/api/user/role/all', headers: bearer(admin) });
  const roleId = roles.json().data.find((r: { name: string }) => r.name === 'USER')._id;
  // The set-password mail of user/add goes through SMTP too; wait for it so it is not mistaken for a reset mail.
  const invite = sink.next(email);
  ({ userId } = await createUserWithPassword(t.app, admin, { name: 'Deepa Menon', email, roleId }));
  await invite;
});
afterAll(async () => {
  await t.close();
  await sink.stop();
});

const SAME_ANSWER = {
  success: true,
  message: 'If an account exists for this email, a password reset link has been sent to it',
};
const INVALID_LINK = { success: false, message: 'Reset link is invalid or has expired' };

const requestReset = (address: string) =>
  t.app.inject({ method: 'POST', url: '/api/user/send-password-reset-link', payload: { email: address } });
const reset = (token: string, password: string, confirm = password) =>
  t.app.inject({
    method: 'POST',
    url: `/api/user/reset-password/${token}`,
    payload: { newPassword: password, confirmPassword: confirm },
  });
const login = (password: string) =>
  t.app.inject({ method: 'POST', url: '/api/user/login', payload: { email, password } });

async function resetMail() {
  const mail = sink.next(email);
  const response = await requestReset(email);
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual(SAME_ANSWER);
  return mail;
}

describe('reset by link', () => {
  it('mails a single-use link that sets the password and ends every session', async () => {
    const session = await login(GOOD_PASSWORD);
    const mail = await resetMail();
    expect(mail.subject).toBe('Reset your Skillhub password');
    expect(mail.text).toMatch(/http:\/\/skillhub\.test\/reset-password\/[A-Za-z0-9_-]{43}/);
    const token = resetTokenIn(mail);

    const done = await reset(token, 'Brand#New2025');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({
      success: true,
      message: 'Your password has been reset. Please log in with your new password.',
    });
    expect((await reset(token, 'Another#New2025')).json()).toEqual(INVALID_LINK);

    expect((await login(GOOD_PASSWORD)).statusCode).toBe(401);
    expect((await login('Brand#New2025')).statusCode).toBe(200);
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/user/refresh-token',
      headers: { cookie: refreshCookie(session) },
    });
    expect(refreshed.statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(session.json().data.accessToken) }))
        .statusCode,
    ).toBe(401);
    t.clock.advance(61_000);
  });

  it('answers unknown e-mails exactly like known ones and mails nothing', async () => {
    const before = sink.mails.length;
    const response = await requestReset('nobody.here@skillhub.test');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(SAME_ANSWER);
    await t.app.outbox.flush();
    expect(sink.mails.length).toBe(before);
  });

  it('refuses links after an hour', async () => {
    const token = resetTokenIn(await resetMail());
    t.clock.advance(60 * 60_000 + 1000);
    expect((await reset(token, 'Late#Pass2025')).json()).toEqual(INVALID_LINK);
  });

  it('keeps only the newest link valid', async () => {
    const older = resetTokenIn(await resetMail());
    t.clock.advance(61_000);
    const newer = resetTokenIn(await resetMail());
    expect((await reset(older, 'Older#Pass2025')).json()).toEqual(INVALID_LINK);
    expect((await reset(newer, 'Newer#Pass2025')).statusCode).toBe(200);
    t.clock.advance(61_000);
  });

  it('validates the new password with the spec messages', async () => {
    const token = resetTokenIn(await resetMail());
    const mismatch = await reset(token, 'Match#Pass2025', 'Other#Pass2025');
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().errors).toEqual({ confirmPassword: 'Passwords must match' });
    const missing = await t.app.inject({
      method: 'POST',
      url: `/api/user/reset-password/${token}`,
      payload: { newPassword: 'weak' },
    });
    expect(missing.json().errors).toEqual({
      newPassword: 'Password must be at least 8 characters',
      confirmPassword: 'Please confirm your password',
    });
    expect((await reset('short', 'Valid#Pass2025')).statusCode).toBe(400);
    expect((await reset('x'.repeat(43), 'Valid#Pass2025')).json()).toEqual(INVALID_LINK);
    t.clock.advance(61_000);
  });

  it('sends nothing to a deactivated user', async () => {
    const admin = await loginAsAdmin(t.app);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/user/status/${userId}`,
      headers: bearer(admin),
      payload: { isActive: false },
    });
    const before = sink.count(email);
    expect((await requestReset(email)).json()).toEqual(SAME_ANSWER);
    await t.app.outbox.flush();
    expect(sink.count(email)).toBe(before);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/user/status/${userId}`,
      headers: bearer(admin),
      payload: { isActive: true },
    });
    t.clock.advance(61_000);
  });
});

describe('reset by code (verify-forgotPassword-otp)', () => {
  const verify = (payload: object) => t.app.inject({ method: 'POST', url: '/api/verify-forgotPassword-otp', payload });
  const INVALID_OTP = { success: false, message: 'Invalid or expired OTP', errors: { otp: 'Invalid or expired OTP' } };

  it('exchanges the mailed code for a reset token', async () => {
    const mail = await resetMail();
    const code = otpIn(mail);
    const wrong = await verify({ email, otp: code === '000000' ? '999999' : '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual(INVALID_OTP);

    const exchanged = await verify({ email, otp: code });
    expect(exchanged.statusCode).toBe(200);
    const { token } = exchanged.json().data;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The code works once, and the mailed link is spent with it.
    expect((await verify({ email, otp: code })).json()).toEqual(INVALID_OTP);
    expect((await reset(resetTokenIn(mail), 'Via#Link2025')).json()).toEqual(INVALID_LINK);

    expect((await reset(token, 'Via#Code2025')).statusCode).toBe(200);
    expect((await login('Via#Code2025')).statusCode).toBe(200);
    t.clock.advance(61_000);
  });

  it('answers unknown e-mails like a wrong code', async () => {
    expect((await verify({ email: 'ghost@skillhub.test', otp: '123456' })).json()).toEqual(INVALID_OTP);
  });

  it('locks the code after 5 wrong attempts', async () => {
    const code = otpIn(await resetMail());
    const wrong = code === '000000' ? '999999' : '000000';
    for (let i = 0; i < 5; i++) await verify({ email, otp: wrong });
    expect((await verify({ email, otp: code })).json()).toEqual(INVALID_OTP);
    t.clock.advance(61_000);
  });

  it('applies the resend cooldown to known and unknown e-mails alike', async () => {
    await resetMail();
    const known = await requestReset(email);
    expect(known.statusCode).toBe(429);
    expect(Number(known.headers['retry-after'])).toBeGreaterThan(0);
    expect((await requestReset('ghost@skillhub.test')).statusCode).toBe(200);
    expect((await requestReset('ghost@skillhub.test')).statusCode).toBe(429);
  });
});
