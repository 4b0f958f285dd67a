import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
 * A session is one refresh-token family, and its access tokens carry its id: when reuse detection revokes
 * the family, the access tokens it issued stop working at once instead of living out their 15 minutes.
 * Reuse ends only the family it was seen in; logout ends every session of the user.
 */
let t: TestApp;
let userId: string;
const email = 'farah.sessions@skillhub.test';
const SESSION_ENDED = { success: false, message: 'Your session has ended. Please log in again.' };

beforeAll(async () => {
  t = await createTestApp();
  const admin = await loginAsAdmin(t.app);
  const roles = await t.app.inject({ method: 'GET', url: '/api/user/role/all', headers: bearer(admin) });
  const roleId = roles.json().data.find((r: { name: string }) => r.name === 'USER')._id;
  ({ userId } = await createUserWithPassword(t.app, admin, { name: 'Farah Sessions', email, roleId }));
});
afterAll(() => t.close());

const signIn = () =>
  t.app.inject({ method: 'POST', url: '/api/user/login', payload: { email, password: GOOD_PASSWORD } });
const refresh = (cookie: string) =>
  t.app.inject({ method: 'POST', url: '/api/user/refresh-token', headers: { cookie } });
const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(token) });
const accessToken = (response: { json(): { data: { accessToken: string } } }) => response.json().data.accessToken;

describe('reuse detection', () => {
  it('cuts the access tokens of the replayed family on the next request', async () => {
    const login = await signIn();
    const stolen = refreshCookie(login);
    const owner = await refresh(stolen);
    expect(owner.statusCode).toBe(200);
    // The owner's tab refreshes again; the thief then presents the token copied two rotations ago.
    const later = await refresh(refreshCookie(owner));
    expect((await me(accessToken(later))).statusCode).toBe(200);

    expect((await refresh(stolen)).statusCode).toBe(401);

    for (const token of [accessToken(login), accessToken(owner), accessToken(later)]) {
      const response = await me(token);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(SESSION_ENDED);
    }
  });

  it("leaves the user's other sessions signed in", async () => {
    const laptop = await signIn();
    const phone = await signIn();
    const rotated = await refresh(refreshCookie(phone));
    await refresh(refreshCookie(rotated));
    expect((await refresh(refreshCookie(phone))).statusCode).toBe(401);
    expect((await me(accessToken(rotated))).statusCode).toBe(401);

    expect((await me(accessToken(laptop))).statusCode).toBe(200);
    const next = await refresh(refreshCookie(laptop));
    expect(next.statusCode).toBe(200);
    expect((await me(accessToken(next))).statusCode).toBe(200);
  });
});

describe('logout', () => {
  it('ends every session of the user, access tokens included', async () => {
    const laptop = await signIn();
    const phone = await signIn();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/logout',
      headers: bearer(accessToken(phone)),
    });
    expect(response.statusCode).toBe(200);
    for (const session of [laptop, phone]) {
      expect((await me(accessToken(session))).statusCode).toBe(401);
      expect((await refresh(refreshCookie(session))).statusCode).toBe(401);
    }
  });
});

describe('access tokens', () => {
  it('without a session id (issued before sessions were named) are refused, so the client refreshes', async () => {
    const current = accessToken(await signIn());
    expect((await me(current)).statusCode).toBe(200);
    const { sv } = decodeJwt(current);
    const now = Math.floor(t.clock.now().getTime() / 1000);
    const legacy = await new SignJWT({ sv })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(userId)
      .setIssuer('skillhub')
      .setAudience('skillhub-api')
      .setIssuedAt(now)
      .setExpirationTime(now + 600)
      .sign(t.app.secrets.jwtKey);
    const response = await me(legacy);
    expect(response.statusCode).toBe(401);
  });

  it('die with their session when its refresh token expires unused', async () => {
    const session = await signIn();
    expect((await me(accessToken(session))).statusCode).toBe(200);
    // Past the refresh token's 30 days the access token has long expired too; this only checks nothing lives on.
    t.clock.advance(31 * 24 * 3600_000);
    expect((await me(accessToken(session))).statusCode).toBe(401);
  });
});
