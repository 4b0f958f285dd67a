import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { outbox } from '../../src/db/schema/outbox.ts';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  bearer,
  createTestApp,
  createUserWithPassword,
  GOOD_PASSWORD,
  latestLinkTokenFor,
  latestOutboxMail,
  loginAsAdmin,
  type TestApp,
} from '../support/test-app.ts';

const MINUTE = 60_000;
const HOLD_SECONDS = 15 * 60;
const WRONG = 'Wrong#Pass1';
const CODE_SENT = { success: true, message: 'We sent a code to your e-mail', data: { codeRequired: true } };
const BAD_CODE = {
  success: false,
  message: 'Invalid or expired code',
  errors: { code: 'Invalid or expired code' },
};

/** The sign-in limits as they ship (not the generous ones other tests use). */
function shippedLimits(t: TestApp['config']): void {
  const shipped = loadConfig({});
  t.rateLimits.login = shipped.rateLimits.login;
  t.loginProtection = shipped.loginProtection;
}

let t: TestApp;
let roleId: string;

beforeAll(async () => {
  t = await createTestApp(shippedLimits);
  const admin = await loginAsAdmin(t.app);
  const roles = await t.app.inject({ method: 'GET', url: '/api/user/role/all', headers: bearer(admin) });
  roleId = roles.json().data.find((r: { name: string }) => r.name === 'USER')._id;
});
afterAll(() => t.close());

let people = 0;
/** A fresh learner for each test, so that one test's attack does not spill into the next. */
async function learner(): Promise<string> {
  people += 1;
  const email = `owner${people}@skillhub.test`;
  await createUserWithPassword(t.app, await loginAsAdmin(t.app), { name: `Owner ${people}`, email, roleId });
  return email;
}

function login(
  email: string,
  password: string,
  ip: string,
  options: { device?: string; code?: string } = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { email, password, ...(options.code ? { code: options.code } : {}) },
    remoteAddress: ip,
    headers: options.device ? { cookie: options.device } : {},
  });
}

/** The known-browser cookie a response set, as a header value to send back. */
function deviceCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'skillhub_device');
  if (!cookie?.value) throw new Error(`No known-browser cookie was set: ${response.statusCode} ${response.body}`);
  return `skillhub_device=${cookie.value}`;
}

/** Signs the owner in once on their own browser, which makes it known to the account. */
async function knownBrowser(email: string, password = GOOD_PASSWORD): Promise<string> {
  const first = await login(email, password, '192.0.2.10');
  expect(first.statusCode).toBe(200);
  return deviceCookie(first);
}

let bots = 0;
/**
 * Five wrong passwords (the per-address hold starts at the fifth) from each of `addresses` fresh addresses:
 * 401 until the account-wide count holds the account, then the code step's answer.
 */
async function attack(email: string, addresses = 4): Promise<string[]> {
  const ips = Array.from({ length: addresses }, () => `10.66.${Math.floor(++bots / 250)}.${bots % 250}`);
  for (const ip of ips) {
    for (let i = 0; i < 5; i++) expect([401, 202]).toContain((await login(email, WRONG, ip)).statusCode);
  }
  return ips;
}

async function mailedCode(email: string): Promise<string> {
  const mail = await latestOutboxMail(t.app, email);
  expect(mail.payload.subject).toContain('sign-in code');
  const code = /\b(\d{6})\b/.exec(String(mail.payload.text))?.[1];
  if (!code) throw new Error(`No code in the mail to ${email}`);
  return code;
}

async function mailsTo(email: string): Promise<number> {
  const rows = await t.app.db.select().from(outbox).where(sql`${outbox.payload}->>'to' = ${email}`);
  return rows.length;
}

describe('wrong passwords from one address', () => {
  it('hold that address with 429 and Retry-After, and do not stop the owner elsewhere', async () => {
    const email = await learner();
    const device = await knownBrowser(email);

    const answers = [];
    for (let i = 0; i < 10; i++) answers.push(await login(email, WRONG, '203.0.113.66'));
    expect(answers.map((r) => r.statusCode)).toEqual([401, 401, 401, 401, 401, 429, 429, 429, 429, 429]);
    const held = answers[9]!;
    expect(Number(held.headers['retry-after'])).toBe(HOLD_SECONDS);
    expect(held.json()).toEqual({
      success: false,
      message: `Too many requests. Please try again in ${HOLD_SECONDS} seconds.`,
    });
    // Held before the password is checked: the right one does not get through from there either.
    expect((await login(email, GOOD_PASSWORD, '203.0.113.66')).statusCode).toBe(429);

    expect((await login(email, GOOD_PASSWORD, '198.51.100.20', { device })).statusCode).toBe(200);
    expect((await login(email, GOOD_PASSWORD, '198.51.100.21')).statusCode).toBe(200);
  });

  it('hold it twice as long each time it comes back', async () => {
    const email = await learner();
    const ip = '203.0.113.67';
    for (const holdSeconds of [HOLD_SECONDS, 2 * HOLD_SECONDS, 4 * HOLD_SECONDS]) {
      for (let i = 0; i < 5; i++) expect((await login(email, WRONG, ip)).statusCode).toBe(401);
      const held = await login(email, WRONG, ip);
      expect(held.statusCode).toBe(429);
      expect(Number(held.headers['retry-after'])).toBe(holdSeconds);
      t.clock.advance(holdSeconds * 1000 - 1000);
      expect((await login(email, WRONG, ip)).statusCode).toBe(429);
      t.clock.advance(1000);
    }
  });
});

describe('wrong passwords for one account from many addresses', () => {
  it('let the owner in at once on a known browser', async () => {
    const email = await learner();
    const device = await knownBrowser(email);
    await attack(email);
    const owner = await login(email, GOOD_PASSWORD, '198.51.100.30', { device });
    expect(owner.statusCode).toBe(200);
    expect(owner.json().data.user.email).toBe(email);
  });

  it('let the owner in on a new browser after the code mailed to the account', async () => {
    const email = await learner();
    await attack(email);
    const mailsBefore = await mailsTo(email);

    const first = await login(email, GOOD_PASSWORD, '198.51.100.31');
    expect(first.statusCode).toBe(202);
    expect(first.json()).toEqual(CODE_SENT);
    expect(first.cookies.find((c) => c.name === 'skillhub_refresh')).toBeUndefined();
    expect(await mailsTo(email)).toBe(mailsBefore + 1);

    const code = await mailedCode(email);
    const second = await login(email, GOOD_PASSWORD, '198.51.100.31', { code });
    expect(second.statusCode).toBe(200);
    expect(second.json().data.user.email).toBe(email);
    // That browser is now known: it signs in without a code while the attack goes on.
    const device = deviceCookie(second);
    expect((await login(email, GOOD_PASSWORD, '198.51.100.31', { device })).statusCode).toBe(200);
    // The code worked once.
    expect((await login(email, GOOD_PASSWORD, '198.51.100.32', { code })).json()).toEqual(BAD_CODE);
  });

  it('tell a guesser nothing: a wrong password answers like the right one and mails nothing', async () => {
    const email = await learner();
    await attack(email);
    const mailsBefore = await mailsTo(email);
    const guess = await login(email, 'Guess#Pass2', '203.0.113.5');
    expect(guess.statusCode).toBe(202);
    expect(guess.json()).toEqual(CODE_SENT);
    expect(await mailsTo(email)).toBe(mailsBefore);
    // With a made-up code, a wrong password and a wrong code answer alike.
    expect((await login(email, 'Guess#Pass2', '203.0.113.5', { code: '123456' })).json()).toEqual(BAD_CODE);
    // A guesser's address is still held after five wrong answers, code step or not.
    for (let i = 0; i < 3; i++) await login(email, 'Guess#Pass3', '203.0.113.5');
    expect((await login(email, 'Guess#Pass4', '203.0.113.5')).statusCode).toBe(429);
  });

  it('refuse a wrong, reused or expired code, and limit the tries of one code', async () => {
    const email = await learner();
    await attack(email);
    const ip = '198.51.100.33';
    expect((await login(email, GOOD_PASSWORD, ip)).statusCode).toBe(202);
    const code = await mailedCode(email);
    const wrong = code === '000000' ? '000001' : '000000';
    const refused = await login(email, GOOD_PASSWORD, ip, { code: wrong });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual(BAD_CODE);
    expect((await login(email, GOOD_PASSWORD, ip, { code: '12ab56' })).json().errors).toEqual({
      code: 'Code must be 6 digits',
    });

    t.clock.advance(10 * MINUTE + 1000);
    expect((await login(email, GOOD_PASSWORD, '198.51.100.34', { code })).json()).toEqual(BAD_CODE);

    // A fresh code (the resend cooldown has passed) has five tries; the right code after them is refused.
    expect((await login(email, GOOD_PASSWORD, '198.51.100.35')).statusCode).toBe(202);
    const fresh = await mailedCode(email);
    const other = fresh === '000000' ? '000001' : '000000';
    for (const ip of ['198.51.100.36', '198.51.100.37', '198.51.100.38', '198.51.100.39', '198.51.100.40']) {
      expect((await login(email, GOOD_PASSWORD, ip, { code: other })).statusCode).toBe(400);
    }
    expect((await login(email, GOOD_PASSWORD, '198.51.100.41', { code: fresh })).json()).toEqual(BAD_CODE);
  });

  it('mail a code at most once a minute however often the login is repeated', async () => {
    const email = await learner();
    await attack(email);
    const mailsBefore = await mailsTo(email);
    expect((await login(email, GOOD_PASSWORD, '198.51.100.42')).statusCode).toBe(202);
    expect((await login(email, GOOD_PASSWORD, '198.51.100.42')).statusCode).toBe(202);
    expect(await mailsTo(email)).toBe(mailsBefore + 1);
    t.clock.advance(MINUTE + 1000);
    expect((await login(email, GOOD_PASSWORD, '198.51.100.42')).statusCode).toBe(202);
    expect(await mailsTo(email)).toBe(mailsBefore + 2);
  });

  it('do not take a known-browser cookie of another account, or a tampered one', async () => {
    const email = await learner();
    const mine = await knownBrowser(email);
    const otherDevice = await knownBrowser(await learner());
    await attack(email);
    expect((await login(email, GOOD_PASSWORD, '198.51.100.43', { device: otherDevice })).statusCode).toBe(202);
    const tampered = mine.replace(/\.[^.]+$/, '.AAAA');
    expect((await login(email, GOOD_PASSWORD, '198.51.100.44', { device: tampered })).statusCode).toBe(202);
    expect((await login(email, GOOD_PASSWORD, '198.51.100.44', { device: mine })).statusCode).toBe(200);
  });

  it('leave the reset link working, and the browser that used it known', async () => {
    const email = await learner();
    const [ip] = await attack(email);
    expect((await login(email, GOOD_PASSWORD, ip!)).statusCode).toBe(429);

    const ask = await t.app.inject({
      method: 'POST',
      url: '/api/user/send-password-reset-link',
      payload: { email },
      remoteAddress: ip,
    });
    expect(ask.statusCode).toBe(200);
    const reset = await t.app.inject({
      method: 'POST',
      url: `/api/user/reset-password/${await latestLinkTokenFor(t.app, email)}`,
      payload: { newPassword: 'Fresh#Pass99', confirmPassword: 'Fresh#Pass99' },
      remoteAddress: '198.51.100.45',
    });
    expect(reset.statusCode).toBe(200);
    const device = deviceCookie(reset);
    expect((await login(email, 'Fresh#Pass99', '198.51.100.45', { device })).statusCode).toBe(200);
  });

  it('mail no code to a deactivated account and let it not in', async () => {
    const email = await learner();
    const admin = await loginAsAdmin(t.app);
    const users = await t.app.inject({
      method: 'GET',
      url: `/api/user/all?search=${encodeURIComponent(email)}`,
      headers: bearer(admin),
    });
    const userId = users.json().data[0]._id;
    await attack(email);
    const off = await t.app.inject({
      method: 'PATCH',
      url: `/api/user/status/${userId}`,
      headers: bearer(admin),
      payload: { isActive: false },
    });
    expect(off.statusCode).toBe(200);
    const mailsBefore = await mailsTo(email);
    expect((await login(email, GOOD_PASSWORD, '198.51.100.46')).json()).toEqual(CODE_SENT);
    expect(await mailsTo(email)).toBe(mailsBefore);
  });
});

describe('the per-address limit', () => {
  it('still counts every login from an address, known browser or not', async () => {
    const email = await learner();
    const device = await knownBrowser(email);
    const ip = '192.0.2.77';
    for (let i = 0; i < 30; i++) {
      expect((await login(`someone${i}@skillhub.test`, WRONG, ip)).statusCode).toBe(401);
    }
    const blocked = await login(email, GOOD_PASSWORD, ip, { device });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });
});

// Last: the admin signs in on 127.0.0.1 to create each test's learner, which the attack below would turn into a code step.
describe('the super admin', () => {
  it('is slowed down for guessers and never locked out', async () => {
    const device = await knownBrowser(ADMIN_EMAIL, ADMIN_PASSWORD);
    const [ip] = await attack(ADMIN_EMAIL, 3);
    expect((await login(ADMIN_EMAIL, ADMIN_PASSWORD, ip!)).statusCode).toBe(429);

    expect((await login(ADMIN_EMAIL, ADMIN_PASSWORD, '198.51.100.90', { device })).statusCode).toBe(200);
    expect((await login(ADMIN_EMAIL, ADMIN_PASSWORD, '198.51.100.91')).json()).toEqual(CODE_SENT);
    const signedIn = await login(ADMIN_EMAIL, ADMIN_PASSWORD, '198.51.100.91', { code: await mailedCode(ADMIN_EMAIL) });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().data.user.role.name).toBe('SUPER_ADMIN');
  });
});
