import { QueryClient } from '@tanstack/react-query';
import { atom, createStore } from 'jotai';

/**
 * What must be one instance on the page, and nothing else: the jotai store with the session atoms, the query
 * cache, and the one session refresh in flight. The shell and every remote share this module at run time
 * (Module Federation singleton, strict version), so they read and write the same atoms and cache. Everything
 * that only computes (how a session is stored, the API client, schemas) is bundled by each app instead.
 *
 * Its version is the version of this contract: adding or changing an export is a new version, and a remote
 * built against a newer one is refused by an older shell instead of running against atoms that do not exist.
 * Types are loose here (this package knows nothing of the API's schemas); `@skillhub/shared/session` gives
 * them their real shapes.
 */

export type ThemeMode = 'light' | 'dark';

export interface AuthState<User = unknown, Permissions = unknown> {
  accessToken: string | null;
  /** Always null in the browser: the refresh token lives only in an httpOnly cookie. */
  refreshToken: null;
  user: User | null;
  permissions: Permissions;
  isAuthenticated: boolean;
}

export const signedOut: AuthState<never, never[]> = {
  accessToken: null,
  refreshToken: null,
  user: null,
  permissions: [],
  isAuthenticated: false,
};

export const sessionStore = createStore();
export const authAtom = atom<AuthState>(signedOut);
/** Not persisted: only the auth slice is. */
export const themeModeAtom = atom<ThemeMode>('light');
export const sidebarAtom = atom({ open: false, isMobileOpen: false });
export const splashAtom = atom({ hasShown: false });

/** Unused data is kept 60 s. */
const GC_TIME_MS = 60_000;

/** A failed call the server answered with a 4xx: asking again will not fix it. */
function isClientError(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
}

/**
 * The page's one query cache. No refetch on focus or reconnect; one retry, but not of client errors. Errors are
 * recognised by their numeric `status`, not by class: each app bundles its own API client, so an error thrown
 * by a remote's client is not an instance of the shell's error class.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      gcTime: GC_TIME_MS,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
      retry: (failures, error) => failures < 1 && !isClientError(error),
    },
  },
});

let refreshing: Promise<boolean> | null = null;

/**
 * One session refresh at a time for the whole page: while one runs, every caller (the shell's API client or a
 * remote's) gets the same answer instead of spending the refresh cookie again.
 */
export function refreshOnce(refresh: () => Promise<boolean>): Promise<boolean> {
  refreshing ??= refresh().finally(() => {
    refreshing = null;
  });
  return refreshing;
}
