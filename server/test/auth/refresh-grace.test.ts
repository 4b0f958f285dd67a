import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFRESH_REUSE_GRACE_MS } from '../../src/modules/auth/refresh-rotation.ts';
import {
  bearer,
  createTestApp,
  createUserWithPassword,
  GOOD_PASSWORD,
  loginAsAdmin,
  refreshCookie,
  type TestApp,
} from '../support/test-app.ts';

/**
 * Tabs of one browser share the refresh cookie, so two of them can refresh with the same token at once. The
 * slower one must not be taken for a thief, while a real replay still ends the session.
 */
let t: TestApp;
const email = 'nisha.tabs@skillhub.test';

beforeAll(async () => {
  t = await createTestApp();
  const admin = await loginAsAdmin(t.app);
  const roles = await t.app.inject({ method: 'GET', url: '/api/user/role/all', headers: bearer(admin) });
  const roleId = roles.json().data.find((r: { name: string }) => r.name === 'USER')._id;
  await createUserWithPassword(t.app, admin, { name: 'Nisha Tabs', email, roleId });
});
afterAll(() => t.close());

const signIn = () =>
  t.app.inject({ method: 'POST', url: '/api/user/login', payload: { email, password: GOOD_PASSWORD } });
const refresh = (cookie: string) =>
  t.app.inject({ method: 'POST', url: '/api/user/refresh-token', headers: { cookie } });
const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(token) });
const accessToken = (response: { json(): { data: { accessToken: string } } }) => response.json().data.accessToken;

describe('two tabs refreshing with the same cookie', () => {
  it('both succeed at the same moment, get the same successor, and the session goes on', async () => {
    const cookie = refreshCookie(await signIn());
    const [first, second] = await Promise.all([refresh(cookie), refresh(cookie)]);
    expect(first?.statusCode, first?.body).toBe(200);
    expect(second?.statusCode, second?.body).toBe(200);
    if (!first || !second) throw new Error('two answers expected');
    // One live token per session: whichever answer the browser keeps, it holds the same cookie.
    expect(refreshCookie(second)).toBe(refreshCookie(first));
    expect(refreshCookie(first)).not.toBe(cookie);
    expect((await me(accessToken(first))).statusCode).toBe(200);
    expect((await me(accessToken(second))).statusCode).toBe(200);
    const next = await refresh(refreshCookie(first));
    expect(next.statusCode, next.body).toBe(200);
    expect((await me(accessToken(next))).statusCode).toBe(200);
  });

  it('let the slower tab in when it arrives after the rotation, within the window', async () => {
    const cookie = refreshCookie(await signIn());
    const fast = await refresh(cookie);
    t.clock.advance(REFRESH_REUSE_GRACE_MS - 1_000);
    const slow = await refresh(cookie);
    expect(slow.statusCode, slow.body).toBe(200);
    expect(refreshCookie(slow)).toBe(refreshCookie(fast));
    const next = await refresh(refreshCookie(slow));
    expect(next.statusCode).toBe(200);
    expect((await me(accessToken(next))).statusCode).toBe(200);
  });
});

describe('a replay is still a replay', () => {
  it('after the window: the family is revoked', async () => {
    const cookie = refreshCookie(await signIn());
    const rotated = await refresh(cookie);
    t.clock.advance(REFRESH_REUSE_GRACE_MS + 1_000);
    const replay = await refresh(cookie);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ success: false, message: 'Your session has expired. Please log in again.' });
    expect((await refresh(refreshCookie(rotated))).statusCode).toBe(401);
    expect((await me(accessToken(rotated))).statusCode).toBe(401);
  });

  it('of a token two rotations old, even within the window', async () => {
    const cookie = refreshCookie(await signIn());
    const second = await refresh(cookie);
    const third = await refresh(refreshCookie(second));
    expect(third.statusCode).toBe(200);
    const replay = await refresh(cookie);
    expect(replay.statusCode).toBe(401);
    expect((await refresh(refreshCookie(third))).statusCode).toBe(401);
    expect((await me(accessToken(third))).statusCode).toBe(401);
  });

  it('of an older token, while the latest rotated one is still answered with its successor', async () => {
    const cookie = refreshCookie(await signIn());
    const second = await refresh(cookie);
    const third = await refresh(refreshCookie(second));
    const late = await refresh(refreshCookie(second));
    expect(late.statusCode, late.body).toBe(200);
    expect(refreshCookie(late)).toBe(refreshCookie(third));
    const replay = await refresh(cookie);
    expect(replay.statusCode).toBe(401);
    expect((await refresh(refreshCookie(third))).statusCode).toBe(401);
  });

  it('of a token after logout, which ends the session', async () => {
    const session = await signIn();
    const cookie = refreshCookie(session);
    const rotated = await refresh(cookie);
    await t.app.inject({ method: 'POST', url: '/api/user/logout', headers: bearer(accessToken(rotated)) });
    expect((await refresh(cookie)).statusCode).toBe(401);
    expect((await refresh(refreshCookie(rotated))).statusCode).toBe(401);
  });
});
