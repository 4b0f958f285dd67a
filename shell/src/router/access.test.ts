import { fullPermissions, normalizePermissions } from '@skillhub/shared/permissions';
import type { AppRoute } from '@skillhub/shared/routes';
import { describe, expect, it } from 'vitest';
import { decideAccess } from './access.ts';

const signedOut = { accessToken: null, permissions: [] };
const signedIn = (permissions = fullPermissions()) => ({ accessToken: 'token', permissions });
const config = { remotes: { courses: '/remotes/courses/remoteEntry.js' } };

const users: AppRoute = {
  path: '/dashboard/users',
  owner: 'shell',
  area: 'dashboard',
  access: 'signed-in',
  permissions: [{ module: 'Users', subModule: 'Users', operation: 'read' }],
};
const category: AppRoute = { ...users, path: '/dashboard/category', owner: 'courses', permissions: [] };
const auth: AppRoute = { path: '/auth', owner: 'shell', area: 'auth', access: 'guest' };

describe('decideAccess', () => {
  it('sends a signed-out visitor of a signed-in route to sign in', () => {
    expect(decideAccess(users, signedOut, config)).toBe('sign-in');
  });

  it('sends a signed-in visitor away from a guest route', () => {
    expect(decideAccess(auth, signedIn(), config)).toBe('signed-in-already');
    expect(decideAccess(auth, signedOut, config)).toBe('allow');
  });

  it('refuses a route whose permission requirement fails', () => {
    expect(decideAccess(users, signedIn(normalizePermissions([])), config)).toBe('forbidden');
    expect(decideAccess(users, signedIn(), config)).toBe('allow');
  });

  it('waits for the runtime config before deciding on a remote-owned route', () => {
    expect(decideAccess(category, signedIn(), undefined)).toBe('loading');
    expect(decideAccess(users, signedIn(), undefined)).toBe('allow');
  });

  it('treats a route whose remote is not deployed as not found, before any redirect', () => {
    expect(decideAccess(category, signedOut, { remotes: {} })).toBe('not-found');
    expect(decideAccess(category, signedIn(), config)).toBe('allow');
  });
});
