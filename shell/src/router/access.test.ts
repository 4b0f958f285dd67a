import { fullPermissions, normalizePermissions } from '@skillhub/shared/permissions';
import { needsRead, type PageDefinition } from '@skillhub/shared/routes';
import { describe, expect, it } from 'vitest';
import { decideAccess } from './access.ts';

const signedOut = { isAuthenticated: false, permissions: [] };
const signedIn = (permissions = fullPermissions()) => ({ isAuthenticated: true, permissions });

const users: PageDefinition = {
  name: 'users',
  path: '/dashboard/users',
  area: 'dashboard',
  access: 'signed-in',
  permissions: needsRead('Users', 'Users'),
};
const auth: PageDefinition = { name: 'auth', path: '/auth', area: 'auth', access: 'guest' };
const releases: PageDefinition = {
  name: 'releases',
  path: '/dashboard/releases',
  area: 'dashboard',
  access: 'signed-in',
  superAdminOnly: true,
};
const withRole = (name: string) => ({
  ...signedIn(),
  user: {
    _id: 'u1',
    name: 'Asha Rao',
    email: 'asha@skillhub.in',
    profilePic: null,
    role: { _id: 'r1', name, description: null, permissions: fullPermissions() },
  },
});

describe('decideAccess', () => {
  it('sends a signed-out visitor of a signed-in page to sign in', () => {
    expect(decideAccess(users, signedOut)).toBe('sign-in');
  });

  it('sends a signed-in visitor away from a guest page', () => {
    expect(decideAccess(auth, signedIn())).toBe('signed-in-already');
    expect(decideAccess(auth, signedOut)).toBe('allow');
  });

  it('refuses a page whose permission requirement fails', () => {
    expect(decideAccess(users, signedIn(normalizePermissions([])))).toBe('forbidden');
    expect(decideAccess(users, signedIn())).toBe('allow');
  });

  it('refuses a super-admin-only page to every other role, whatever its permissions', () => {
    expect(decideAccess(releases, signedOut)).toBe('sign-in');
    expect(decideAccess(releases, signedIn())).toBe('forbidden');
    expect(decideAccess(releases, withRole('EDITOR'))).toBe('forbidden');
    expect(decideAccess(releases, withRole('SUPER_ADMIN'))).toBe('allow');
  });
});
