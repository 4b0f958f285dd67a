import { ROLE_USER } from '@skillhub/shared/constants';
import { can } from '@skillhub/shared/permissions';
import { routeTo } from '@skillhub/shared/routes';
import type { AuthData } from '@skillhub/shared/schemas/auth';
import { sessionStore, setSession } from '@skillhub/shared/session';
import { atom } from 'jotai';

/**
 * Where a successful sign-in leads, decided once here and carried out by the guest guard of the sign-in page
 * (the page itself never navigates, so there is no race between its redirect and the guard's).
 */

export const AUTH_PATH = routeTo('auth');
export const HOME_PATH = routeTo('home');
export const DASHBOARD_PATH = routeTo('dashboard');

/** Router state a guard leaves on /auth: the address the visitor was on their way to. */
export interface SignInState {
  from?: string;
}

export function rememberedDestination(state: unknown): string | undefined {
  const from = (state as SignInState | null | undefined)?.from;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return undefined;
  if (from === AUTH_PATH || from.startsWith('/reset-password')) return undefined;
  return from;
}

/**
 * A visitor sent to /auth by a guard goes back where they were going. Otherwise staff who may read the
 * dashboard (a SUPER_ADMIN always may) land on /dashboard and everyone else on /.
 */
export function signInDestination(data: Pick<AuthData, 'user' | 'permissions'>, from: string | undefined): string {
  if (from) return from;
  const staff = data.user.role.name !== ROLE_USER;
  return staff && can(data.permissions, 'Dashboard', undefined, 'read') ? DASHBOARD_PATH : HOME_PATH;
}

/** Set just before the session, read by the guest guard: null means "already signed in, go home". */
export const signInTargetAtom = atom<string | null>(null);

export function completeSignIn(data: AuthData, from: string | undefined): void {
  sessionStore.set(signInTargetAtom, signInDestination(data, from));
  setSession(data);
}
