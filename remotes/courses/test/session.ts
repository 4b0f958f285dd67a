import {
  normalizePermissions,
  OPERATIONS,
  type Operation,
  type Operations,
  type Permissions,
} from '@skillhub/shared/permissions';
import { authAtom, sessionStore, signedOut } from '@skillhub/shared/session';

/** Category permissions with the given operations granted (read is implied: the shell requires it). */
export function categoryPermissions(...operations: Operation[]): Permissions {
  const granted = Object.fromEntries(OPERATIONS.map((op) => [op, op === 'read' || operations.includes(op)]));
  return normalizePermissions([
    {
      name: 'Courses',
      operations: granted as Operations,
      subModules: [{ name: 'Category', operations: granted as Operations }],
    },
  ]);
}

/** A staff session holding the given permissions, as the shell leaves it after sign-in. */
export function signInAs(permissions: Permissions): void {
  sessionStore.set(authAtom, {
    accessToken: 'test-access-token',
    refreshToken: null,
    isAuthenticated: true,
    permissions,
    user: {
      _id: 'staff-1',
      name: 'Asha Staff',
      email: 'asha@skillhub.in',
      profilePic: null,
      role: { _id: 'role-1', name: 'Catalogue Editor', description: null, permissions },
    },
  });
}

export function signOut(): void {
  sessionStore.set(authAtom, signedOut);
}
