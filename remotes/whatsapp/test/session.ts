import { normalizePermissions, type Operation } from '@skillhub/shared/permissions';
import type { AuthData } from '@skillhub/shared/schemas/auth';
import { authAtom, sessionStore } from '@skillhub/shared/session';

export type WhatsappSubModule = 'Contacts' | 'Messages' | 'Templates';

/**
 * A staff session holding only the given Whatsapp operations, per sub-module (read is implied for each one
 * named: the shell requires it to open the page at all); a sub-module left out is not held at all. It keeps
 * the signed-in admin's token, so the real server answers every call: what the page hides or offers is decided
 * by the permissions alone.
 */
export function signInWithWhatsapp(grants: Partial<Record<WhatsappSubModule, Operation[]>>, admin: AuthData): void {
  const opsOf = (operations: Operation[]) => ({
    create: operations.includes('create'),
    read: true,
    update: operations.includes('update'),
    delete: operations.includes('delete'),
  });
  const subModules = Object.entries(grants).map(([name, operations]) => ({
    name,
    operations: opsOf(operations ?? []),
  }));
  const permissions = normalizePermissions([{ name: 'Whatsapp', operations: opsOf([]), subModules }]);
  sessionStore.set(authAtom, {
    accessToken: admin.accessToken,
    refreshToken: null,
    isAuthenticated: true,
    permissions,
    user: { ...admin.user, role: { ...admin.user.role, permissions } },
  });
}
