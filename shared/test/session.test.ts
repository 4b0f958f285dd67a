// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { ROLE_SUPER_ADMIN, ROLE_USER } from '../src/constants.ts';
import {
  AUTH_STORAGE_KEY,
  authAtom,
  clearSession,
  getAccessToken,
  LANGUAGE_STORAGE_KEY,
  restoreSession,
  sessionStore,
  setSession,
  signedOut,
} from '../src/session.ts';
import { authData } from './session-fixtures.ts';

const stored = (storage: Storage) => {
  const raw = storage.getItem(AUTH_STORAGE_KEY);
  return raw ? (JSON.parse(raw) as { accessToken: string; user: { name: string } }) : null;
};

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  sessionStore.set(authAtom, signedOut);
});

describe('setSession', () => {
  it('keeps a super admin session in session storage only', () => {
    setSession(authData(ROLE_SUPER_ADMIN, 'admin-token'));
    expect(stored(sessionStorage)?.accessToken).toBe('admin-token');
    expect(stored(localStorage)).toBeNull();
    expect(sessionStore.get(authAtom).isAuthenticated).toBe(true);
  });

  it('keeps every other role in local storage', () => {
    setSession(authData(ROLE_USER, 'user-token'));
    expect(stored(localStorage)?.accessToken).toBe('user-token');
    expect(stored(sessionStorage)).toBeNull();
  });

  it('never stores a refresh token', () => {
    setSession(authData());
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).not.toContain('refreshToken');
    expect(sessionStore.get(authAtom).refreshToken).toBeNull();
  });

  it('keeps the held token when an answer carries none', () => {
    setSession(authData(ROLE_USER, 'first'));
    const { accessToken: _, ...rest } = authData(ROLE_USER, 'unused');
    setSession(rest);
    expect(getAccessToken()).toBe('first');
  });
});

describe('restoreSession', () => {
  it('reads local storage before session storage', () => {
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ ...authData(ROLE_USER, 'local-token') }));
    sessionStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ ...authData(ROLE_SUPER_ADMIN, 'session-token') }));
    expect(restoreSession().accessToken).toBe('local-token');
    expect(getAccessToken()).toBe('local-token');
  });

  it('falls back to session storage', () => {
    sessionStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(authData(ROLE_SUPER_ADMIN, 'session-token')));
    const state = restoreSession();
    expect(state.accessToken).toBe('session-token');
    expect(state.isAuthenticated).toBe(true);
    expect(state.user?.role.name).toBe(ROLE_SUPER_ADMIN);
  });

  it('ignores a stored entry without a token', () => {
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ user: authData().user }));
    sessionStorage.setItem(AUTH_STORAGE_KEY, 'not json');
    expect(restoreSession()).toEqual(signedOut);
  });

  it('logs out when nothing is stored', () => {
    // A half-session held only in memory must not survive start-up.
    sessionStore.set(authAtom, { ...signedOut, accessToken: 'memory-only', isAuthenticated: true });
    localStorage.setItem('unrelated', 'x');
    expect(restoreSession()).toEqual(signedOut);
    expect(sessionStore.get(authAtom)).toEqual(signedOut);
    expect(localStorage.length).toBe(0);
  });
});

describe('clearSession', () => {
  it('signs out and empties both storages', () => {
    setSession(authData(ROLE_USER));
    sessionStorage.setItem('other', 'x');
    clearSession();
    expect(sessionStore.get(authAtom)).toEqual(signedOut);
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(getAccessToken()).toBeNull();
  });

  it("keeps the visitor's language", () => {
    setSession(authData(ROLE_USER));
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'hi');
    clearSession();
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('hi');
    expect(sessionStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
  });
});
