import { authDataSchema } from '@skillhub/shared/schemas/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFRESH_REUSE_GRACE_MS } from '../../src/modules/auth/refresh-rotation.ts';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  bearer,
  createTestApp,
  createUserWithPassword,
  GOOD_PASSWORD,
  login,
  loginAsAdmin,
  refreshCookie,
  type TestApp,
} from '../support/test-app.ts';

let t: TestApp;
let learnerRoleId: string;
const learnerEmail = 'meera.iyer@skillhub.test';

beforeAll(async () => {
  t = await createTestApp();
  const adminToken = await loginAsAdmin(t.app);
  const roles = await t.app.inject({ method: 'GET', url: '/api/user/role/all', headers: bearer(adminToken) });
  learnerRoleId = roles.json().data.find((r: { name: string }) => r.name === 'USER')._id;
  await createUserWithPassword(t.app, adminToken, { name: 'Meera Iyer', email: learnerEmail, roleId: learnerRoleId });
});
afterAll(() => t.close());

const postLogin = (payload: object) => t.app.inject({ method: 'POST', url: '/api/user/login', payload });
const refresh = (cookie?: string) =>
  t.app.inject({ method: 'POST', url: '/api/user/refresh-token', headers: cookie ? { cookie } : {} });
const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(token) });

describe('POST /api/user/login', () => {
  it('answers the token, the user with role and permissions, and sets a session cookie for a super admin', async () => {
    const response = await postLogin({ email: ' Admin@Skillhub.TEST ', password: ADMIN_PASSWORD });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.message).toBe('Logged in successfully');
    const data = authDataSchema.parse(body.data);
    expect(data.user.email).toBe(ADMIN_EMAIL);
    expect(data.user.role.name).toBe('SUPER_ADMIN');
    expect(data.permissions).toEqual(data.user.role.permissions);
    expect(data.permissions.every((p) => p.operations.read && p.operations.delete)).toBe(true);
    expect(Object.keys(body.data).sort()).toEqual(['accessToken', 'permissions', 'user']);

    const cookie = response.cookies.find((c) => c.name === 'skillhub_refresh');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/user' });
    expect(cookie?.secure).toBeFalsy();
    // Super admin: a browser-session cookie.
    expect(cookie?.maxAge).toBeUndefined();
    expect(cookie?.expires).toBeUndefined();
  });

  it('gives other users a 30-day cookie', async () => {
    const response = await postLogin({ email: learnerEmail, password: GOOD_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.cookies.find((c) => c.name === 'skillhub_refresh')?.maxAge).toBe(30 * 24 * 3600);
    expect(response.json().data.user.role.name).toBe('USER');
  });

  it('answers wrong passwords and unknown e-mails alike', async () => {
    const wrong = await postLogin({ email: ADMIN_EMAIL, password: 'Wrong#Pass1' });
    const unknown = await postLogin({ email: 'nobody@skillhub.test', password: 'Wrong#Pass1' });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        success: false,
        message: 'Invalid email or password',
        code: 'INVALID_CREDENTIALS',
      });
      expect(response.cookies).toHaveLength(0);
    }
  });

  it('applies the password rules with the spec messages', async () => {
    const cases: Array<[string, string]> = [
      ['', 'Password is required'],
      ['Ab1!', 'Password must be at least 8 characters'],
      [`Ab1!${'x'.repeat(97)}`, 'Password must not exceed 100 characters'],
      ['abcdefg1!', 'Password must have at least one uppercase letter'],
      ['ABCDEFG1!', 'Password must have at least one lowercase letter'],
      ['Abcdefgh!', 'Password must contain at least one number'],
      ['Abcdefgh1', 'Password must contain at least one special character'],
      ['Abcd efg1!', 'Password must not contain spaces'],
    ];
    for (const [password, message] of cases) {
      const response = await postLogin({ email: ADMIN_EMAIL, password });
      expect(response.statusCode, password).toBe(400);
      expect(response.json().errors.password, password).toBe(message);
    }
    const email = await postLogin({ email: '', password: ADMIN_PASSWORD });
    expect(email.json().errors.email).toBe('Email is required');
  });
});

describe('GET /api/user/me', () => {
  it('returns the signed-in user and permissions without a token', async () => {
    const token = await login(t.app, learnerEmail, GOOD_PASSWORD);
    const response = await me(token);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.user).toMatchObject({
      email: learnerEmail,
      name: 'Meera Iyer',
      role: { name: 'USER' },
    });
    expect(response.json().data).not.toHaveProperty('accessToken');
  });

  it('answers 401 without a token, with a forged one and with an expired one', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/user/me' })).statusCode).toBe(401);
    const forged = await me('eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl');
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toEqual({ success: false, message: 'Invalid or expired access token' });

    const token = await login(t.app, learnerEmail, GOOD_PASSWORD);
    t.clock.advance(15 * 60_000 + 1000);
    expect((await me(token)).statusCode).toBe(401);
  });
});

describe('refresh-token rotation', () => {
  it('rotates the cookie on every use and answers like login', async () => {
    const first = await postLogin({ email: learnerEmail, password: GOOD_PASSWORD });
    const second = await refresh(refreshCookie(first));
    expect(second.statusCode).toBe(200);
    expect(authDataSchema.parse(second.json().data).user.email).toBe(learnerEmail);
    expect(refreshCookie(second)).not.toBe(refreshCookie(first));
    const third = await refresh(refreshCookie(second));
    expect(third.statusCode).toBe(200);
    expect((await me(third.json().data.accessToken)).statusCode).toBe(200);
  });

  it('revokes the whole family when an old token is replayed', async () => {
    const first = await postLogin({ email: learnerEmail, password: GOOD_PASSWORD });
    const second = await refresh(refreshCookie(first));
    expect(second.statusCode).toBe(200);

    // Past the grace window another tab racing this rotation is given; refresh-grace.test.ts covers within it.
    t.clock.advance(REFRESH_REUSE_GRACE_MS + 1_000);
    const replay = await refresh(refreshCookie(first));
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ success: false, message: 'Your session has expired. Please log in again.' });
    // The thief's replay also ends the legitimate holder's newer token.
    expect((await refresh(refreshCookie(second))).statusCode).toBe(401);
  });

  it('answers 401 without a cookie or with an unknown one, and clears the cookie', async () => {
    expect((await refresh()).statusCode).toBe(401);
    const unknown = await refresh('skillhub_refresh=not-a-real-token');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.cookies.find((c) => c.name === 'skillhub_refresh')?.value).toBe('');
  });

  it('expires refresh tokens after their lifetime', async () => {
    const first = await postLogin({ email: learnerEmail, password: GOOD_PASSWORD });
    t.clock.advance(31 * 24 * 3600_000);
    expect((await refresh(refreshCookie(first))).statusCode).toBe(401);
  });
});

describe('logout', () => {
  it('revokes every refresh token and access token of the user', async () => {
    const phone = await postLogin({ email: learnerEmail, password: GOOD_PASSWORD });
    const laptop = await postLogin({ email: learnerEmail, password: GOOD_PASSWORD });
    const token = laptop.json().data.accessToken;

    const response = await t.app.inject({ method: 'POST', url: '/api/user/logout', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Logged out successfully' });
    expect(response.cookies.find((c) => c.name === 'skillhub_refresh')?.value).toBe('');

    expect((await refresh(refreshCookie(phone))).statusCode).toBe(401);
    expect((await refresh(refreshCookie(laptop))).statusCode).toBe(401);
    expect((await me(token)).statusCode).toBe(401);
  });

  it('works with only the cookie, when the access token has expired', async () => {
    const session = await postLogin({ email: learnerEmail, password: GOOD_PASSWORD });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/logout',
      headers: { cookie: refreshCookie(session), authorization: 'Bearer expired.token.here' },
    });
    expect(response.statusCode).toBe(200);
    expect((await refresh(refreshCookie(session))).statusCode).toBe(401);
  });
});

describe('deactivated users', () => {
  it('cannot log in (403) and lose their current session at once (401)', async () => {
    // Earlier tests moved the clock past the first admin token's lifetime.
    const adminToken = await loginAsAdmin(t.app);
    const email = 'arjun.nair@skillhub.test';
    const { userId } = await createUserWithPassword(t.app, adminToken, {
      name: 'Arjun Nair',
      email,
      roleId: learnerRoleId,
    });
    const session = await postLogin({ email, password: GOOD_PASSWORD });
    const token = session.json().data.accessToken;

    const off = await t.app.inject({
      method: 'PATCH',
      url: `/api/user/status/${userId}`,
      headers: bearer(adminToken),
      payload: { isActive: false },
    });
    expect(off.statusCode).toBe(200);

    expect((await me(token)).statusCode).toBe(401);
    expect((await refresh(refreshCookie(session))).statusCode).toBe(401);
    const again = await postLogin({ email, password: GOOD_PASSWORD });
    expect(again.statusCode).toBe(403);
    expect(again.json()).toEqual({
      success: false,
      message: 'Your account has been deactivated. Please contact the administrator.',
    });
  });
});

describe('POST /api/user/change-password', () => {
  it('checks the current password and signs out every other session', async () => {
    const email = 'kavya.rao@skillhub.test';
    await createUserWithPassword(t.app, await loginAsAdmin(t.app), { name: 'Kavya Rao', email, roleId: learnerRoleId });
    const other = await postLogin({ email, password: GOOD_PASSWORD });
    const current = await postLogin({ email, password: GOOD_PASSWORD });
    const token = current.json().data.accessToken;
    const change = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/user/change-password', headers: bearer(token), payload });

    const wrong = await change({
      currentPassword: 'Nope#1234',
      newPassword: 'Fresh#Pass99',
      confirmPassword: 'Fresh#Pass99',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ currentPassword: 'Current password is incorrect' });

    const mismatch = await change({
      currentPassword: GOOD_PASSWORD,
      newPassword: 'Fresh#Pass99',
      confirmPassword: 'Other#Pass99',
    });
    expect(mismatch.json().errors).toEqual({ confirmPassword: 'Passwords must match' });

    const ok = await change({
      currentPassword: GOOD_PASSWORD,
      newPassword: 'Fresh#Pass99',
      confirmPassword: 'Fresh#Pass99',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe('Password changed successfully');
    expect((await me(ok.json().data.accessToken)).statusCode).toBe(200);
    expect((await refresh(refreshCookie(ok))).statusCode).toBe(200);

    expect((await me(token)).statusCode).toBe(401);
    expect((await refresh(refreshCookie(other))).statusCode).toBe(401);
    expect((await postLogin({ email, password: GOOD_PASSWORD })).statusCode).toBe(401);
    expect((await postLogin({ email, password: 'Fresh#Pass99' })).statusCode).toBe(200);
  });
});

describe('cookies over https', () => {
  it('marks the refresh cookie Secure when PUBLIC_URL is https', async () => {
    const secure = await createTestApp((config) => {
      config.publicUrl = 'https://skillhub.example';
      config.secureCookies = true;
    });
    try {
      const response = await secure.app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
      });
      expect(response.cookies.find((c) => c.name === 'skillhub_refresh')?.secure).toBe(true);
      expect(response.headers['strict-transport-security']).toContain('max-age=');
    } finally {
      await secure.close();
    }
  });
});
