import * as page from '@skillhub/session';
import type { PrimitiveAtom } from 'jotai';
import { ROLE_SUPER_ADMIN } from './constants.ts';
import type { Permissions } from './permissions.ts';
import type { AuthData, SessionUser } from './schemas/auth.ts';

/**
 * Client session state. The store and atoms themselves are the page's one instance from
 * `@skillhub/session` (shared at run time by the shell and every remote); this module gives them the API's
 * types and holds how a session is restored, kept and cleared, which each app bundles.
 */

export type AuthState = page.AuthState<SessionUser, Permissions>;

export const AUTH_STORAGE_KEY = 'skillhub-auth';

export const signedOut: AuthState = page.signedOut;

/** Who a page was drawn for by the server (a signed-in learner's own page): the user and permissions, no token. */
export type PageVisitor = Omit<AuthData, 'accessToken'>;

/**
 * The session as a page drawn for `visitor` shows it, or signed out for none: what the server renders with, and
 * what the browser's hydrating render shows (ui/hydration.tsx). It holds no token: nothing is asked with it.
 */
export function drawnAuth(visitor: PageVisitor | null): AuthState {
  if (!visitor) return signedOut;
  return { ...signedOut, user: visitor.user, permissions: visitor.permissions, isAuthenticated: true };
}

export const sessionStore = page.sessionStore;
export const authAtom = page.authAtom as unknown as PrimitiveAtom<AuthState>;
export const { themeModeAtom, sidebarAtom, splashAtom } = page;

function storages(): Storage[] {
  if (typeof window === 'undefined') return [];
  return [window.localStorage, window.sessionStorage];
}

function readStored(storage: Storage): AuthState | null {
  try {
    const raw = storage.getItem(AUTH_STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<AuthState>;
    if (typeof parsed.accessToken !== 'string' || !parsed.user) return null;
    return { ...signedOut, ...parsed, refreshToken: null, isAuthenticated: true };
  } catch {
    return null;
  }
}

/**
 * Start-up: restore from local storage first, then session storage. With no access token anywhere the
 * logout action runs, so no half-session survives.
 */
export function restoreSession(): AuthState {
  for (const storage of storages()) {
    const state = readStored(storage);
    if (state) {
      sessionStore.set(authAtom, state);
      return state;
    }
  }
  clearSession();
  return signedOut;
}

/** Super admin sessions end with the browser session; every other role is kept in local storage. */
function storageFor(user: SessionUser): Storage | undefined {
  if (typeof window === 'undefined') return undefined;
  return user.role.name === ROLE_SUPER_ADMIN ? window.sessionStorage : window.localStorage;
}

function persist(state: AuthState): void {
  if (!state.user) return;
  const { accessToken, user, permissions, isAuthenticated } = state;
  storageFor(state.user)?.setItem(
    AUTH_STORAGE_KEY,
    JSON.stringify({ accessToken, user, permissions, isAuthenticated }),
  );
}

export function setSession(data: Omit<AuthData, 'accessToken'> & { accessToken?: string }): void {
  const current = sessionStore.get(authAtom);
  const accessToken = data.accessToken ?? current.accessToken;
  if (!accessToken) return;
  const state: AuthState = {
    accessToken,
    refreshToken: null,
    user: data.user,
    permissions: data.permissions,
    isAuthenticated: true,
  };
  sessionStore.set(authAtom, state);
  persist(state);
}

/** The visitor's chosen language: a preference of the browser, not of a session, so a logout keeps it. */
export const LANGUAGE_STORAGE_KEY = 'skillhub-language';
/**
 * That the splash screen was shown in this browser session (the spec's splash hasShown, in sessionStorage): not
 * sign-in state, so neither a logout nor the start-up of a signed-out page (which runs the logout) clears it.
 */
export const SPLASH_STORAGE_KEY = 'skillhub-splash-shown';
const KEPT_ACROSS_LOGOUT = [LANGUAGE_STORAGE_KEY, SPLASH_STORAGE_KEY];

/**
 * Logout: clears tokens, user, permissions and flag, and empties local and session storage but for the
 * visitor's language.
 */
export function clearSession(): void {
  sessionStore.set(authAtom, signedOut);
  for (const storage of storages()) {
    const kept = KEPT_ACROSS_LOGOUT.map((key) => [key, storage.getItem(key)] as const);
    storage.clear();
    for (const [key, value] of kept) if (value !== null) storage.setItem(key, value);
  }
}

export function getAccessToken(): string | null {
  return sessionStore.get(authAtom).accessToken;
}
