import {
  normalizePermissions,
  OPERATIONS,
  type Operation,
  type Operations,
  type Permissions,
} from '@skillhub/shared/permissions';
import type { AuthData } from '@skillhub/shared/schemas/auth';
import { authAtom, sessionStore, signedOut } from '@skillhub/shared/session';

/** The operations granted (read is implied: the shell requires it to open a page at all). */
function granted(operations: Operation[]): Operations {
  return Object.fromEntries(OPERATIONS.map((op) => [op, op === 'read' || operations.includes(op)])) as Operations;
}

/** Courses › Category permissions with the given operations. */
export function categoryPermissions(...operations: Operation[]): Permissions {
  const ops = granted(operations);
  return normalizePermissions([
    { name: 'Courses', operations: ops, subModules: [{ name: 'Category', operations: ops }] },
  ]);
}

/** Courses › Coupons permissions with the given operations. */
export function couponPermissions(...operations: Operation[]): Permissions {
  const ops = granted(operations);
  return normalizePermissions([
    { name: 'Courses', operations: ops, subModules: [{ name: 'Coupons', operations: ops }] },
  ]);
}

/** Courses › Courses permissions with the given operations. */
export function coursePermissions(...operations: Operation[]): Permissions {
  const ops = granted(operations);
  return normalizePermissions([
    { name: 'Courses', operations: ops, subModules: [{ name: 'Courses', operations: ops }] },
  ]);
}

/** Enquiries permissions: read, and update when asked. */
export function enquiryPermissions(...operations: Operation[]): Permissions {
  return normalizePermissions([{ name: 'Enquiries', operations: granted(operations) }]);
}

const STAFF = {
  _id: 'staff-1',
  name: 'Asha Staff',
  email: 'asha@skillhub.in',
  profilePic: null,
  role: { _id: 'role-1', name: 'Catalogue Editor', description: null, permissions: [] as Permissions },
};

/**
 * A staff session holding these permissions, as the shell leaves it after sign-in; the page shows what they
 * allow. Against the real server, pass the signed-in admin: the session keeps their token (the server answers
 * every call), so what the page hides or offers is decided by `permissions` alone.
 */
export function signInAs(permissions: Permissions, as?: AuthData): void {
  sessionStore.set(authAtom, {
    accessToken: as?.accessToken ?? 'test-access-token',
    refreshToken: null,
    isAuthenticated: true,
    permissions,
    user: { ...(as?.user ?? STAFF), role: { ...(as?.user.role ?? STAFF.role), permissions } },
  });
}

export function signOut(): void {
  sessionStore.set(authAtom, signedOut);
}
