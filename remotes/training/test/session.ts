import { normalizePermissions, type Operation } from '@skillhub/shared/permissions';
import type { AuthData } from '@skillhub/shared/schemas/auth';
import { authAtom, sessionStore } from '@skillhub/shared/session';

/**
 * A staff session holding only these Training Programs operations on one sub-module (read is implied: the shell
 * requires it to open the page at all). It keeps the signed-in admin's token, so the real server answers every
 * call: what the page hides or offers is decided by the permissions alone.
 */
export function signInWithTraining(
  subModule: 'Institutions' | 'Programs' | 'Applicants',
  operations: Operation[],
  admin: AuthData,
): void {
  const ops = {
    create: operations.includes('create'),
    read: true,
    update: operations.includes('update'),
    delete: operations.includes('delete'),
  };
  const permissions = normalizePermissions([
    { name: 'Training Programs', operations: ops, subModules: [{ name: subModule, operations: ops }] },
  ]);
  sessionStore.set(authAtom, {
    accessToken: admin.accessToken,
    refreshToken: null,
    isAuthenticated: true,
    permissions,
    user: { ...admin.user, role: { ...admin.user.role, permissions } },
  });
}
