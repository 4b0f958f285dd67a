import { authDataSchema } from '@skillhub/shared/schemas/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otpIn, SmtpSink } from '../support/smtp-sink.ts';
import { ADMIN_EMAIL, createTestApp, GOOD_PASSWORD, type TestApp } from '../support/test-app.ts';

let t: TestApp;
const sink = new SmtpSink();

beforeAll(async () => {
  const smtpUrl = await sink.start();
  t = await createTestApp((config) => {
    config.smtpUrl = smtpUrl;
  });
});
afterAll(async () => {
  await t.close();
  await sink.stop();
});

const sendOtp = (payload: object) => t.app.inject({ method: 'POST', url: '/api/user/send-signup-otp', payload });
const verifyOtp = (payload: object) => t.app.inject({ method: 'POST', url: '/api/user/verify-signup-otp', payload });
const SENT = { success: true, message: 'A verification code has been sent to your email' };
const INVALID_OTP = { success: false, message: 'Invalid or expired OTP', errors: { otp: 'Invalid or expired OTP' } };

/** Requests a code and reads it out of the mail the SMTP server received. */
async function requestCode(email: string, name = 'Ananya Gupta'): Promise<string> {
  const mail = sink.next(email);
  const response = await sendOtp({ name, email, password: GOOD_PASSWORD });
  expect(response.statusCode).toBe(200);
  return otpIn(await mail);
}

describe('sign-up with an e-mailed code', () => {
  it('mails a 6-digit code and creates a learner account that is signed in at once', async () => {
    const email = 'ananya.gupta@example.com';
    const mail = sink.next(email);
    const sent = await sendOtp({ name: 'Ananya Gupta', email: 'Ananya.Gupta@Example.com', password: GOOD_PASSWORD });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual(SENT);

    const received = await mail;
    expect(received.subject).toBe('Your Skillhub verification code');
    expect(received.text).toContain('Hello Ananya Gupta');
    expect(received.raw).toContain('Content-Type: text/html');
    const otp = otpIn(received);

    const verified = await verifyOtp({ email, otp });
    expect(verified.statusCode).toBe(201);
    expect(verified.json().message).toBe('Account created successfully');
    const data = authDataSchema.parse(verified.json().data);
    expect(data.user).toMatchObject({ name: 'Ananya Gupta', email, role: { name: 'USER' } });
    expect(verified.cookies.some((c) => c.name === 'skillhub_refresh')).toBe(true);

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email, password: GOOD_PASSWORD },
    });
    expect(login.statusCode).toBe(200);

    // Single use.
    expect((await verifyOtp({ email, otp })).json()).toEqual(INVALID_OTP);
  });

  it('answers a known e-mail exactly like a new one, and mails that an account exists instead of a code', async () => {
    const mail = sink.next(ADMIN_EMAIL);
    const response = await sendOtp({ name: 'Someone', email: ADMIN_EMAIL, password: GOOD_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(SENT);
    const received = await mail;
    expect(received.subject).toBe('You already have a Skillhub account');
    expect(received.text).toContain('http://skillhub.test/auth');
    expect(received.text).not.toMatch(/^ {4}\d{6}$/m);
    expect((await verifyOtp({ email: ADMIN_EMAIL, otp: '123456' })).json()).toEqual(INVALID_OTP);
  });

  it('rejects a wrong code and locks the code after 5 attempts', async () => {
    const email = 'rohan.das@example.com';
    const otp = await requestCode(email);
    const wrong = otp === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 5; attempt++) {
      const response = await verifyOtp({ email, otp: wrong });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(INVALID_OTP);
    }
    // Even the right code is refused now.
    expect((await verifyOtp({ email, otp })).json()).toEqual(INVALID_OTP);
  });

  it('expires the code after 10 minutes', async () => {
    const email = 'sneha.kulkarni@example.com';
    const otp = await requestCode(email);
    t.clock.advance(10 * 60_000 + 1000);
    const response = await verifyOtp({ email, otp });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(INVALID_OTP);
  });

  it('enforces a 60-second resend cooldown with 429 and Retry-After, and a new code replaces the old one', async () => {
    const email = 'vikram.singh@example.com';
    const first = await requestCode(email);
    const again = await sendOtp({ name: 'Vikram Singh', email, password: GOOD_PASSWORD });
    expect(again.statusCode).toBe(429);
    const retryAfter = Number(again.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(again.json()).toEqual({
      success: false,
      message: `Please wait ${retryAfter} seconds before requesting another code`,
    });

    // Known e-mails get the same cooldown, so it reveals nothing.
    await sendOtp({ name: 'x', email: ADMIN_EMAIL, password: GOOD_PASSWORD });
    expect((await sendOtp({ name: 'x', email: ADMIN_EMAIL, password: GOOD_PASSWORD })).statusCode).toBe(429);

    t.clock.advance(61_000);
    const second = await requestCode(email);
    if (second !== first) expect((await verifyOtp({ email, otp: first })).json()).toEqual(INVALID_OTP);
    expect((await verifyOtp({ email, otp: second })).statusCode).toBe(201);
  });

  it('validates the form with the spec messages', async () => {
    const response = await sendOtp({ email: 'a@b', password: 'abc' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      name: 'Full name is required',
      email: 'Email must include domain (e.g. example.com)',
      password: 'Password must be at least 8 characters',
    });
    const otp = await verifyOtp({ email: 'a@example.com', otp: '12ab' });
    expect(otp.json().errors).toEqual({ otp: 'OTP must be 6 digits' });
  });
});
