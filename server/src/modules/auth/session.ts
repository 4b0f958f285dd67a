import { ROLE_SUPER_ADMIN } from '@skillhub/shared/constants';
import { fullPermissions, normalizePermissions, type Permissions } from '@skillhub/shared/permissions';
import type { SessionUser } from '@skillhub/shared/schemas/auth';
import type { PageVisitor } from '@skillhub/shared/session';
import type { UserWithRole } from '../users/users.repository.ts';

/** The signed-in user as loaded from the database for one request. */
export interface Session {
  user: UserWithRole;
  permissions: Permissions;
}

/**
 * SUPER_ADMIN holds every permission whatever is stored, so it can never be locked out; other roles get
 * their stored permissions in the canonical shape (modules added in a later release show up as denied).
 */
export function effectivePermissions(role: { name: string; permissions: Permissions }): Permissions {
  return role.name === ROLE_SUPER_ADMIN ? fullPermissions() : normalizePermissions(role.permissions);
}

export function isSuperAdmin(user: { role: { name: string } }): boolean {
  return user.role.name === ROLE_SUPER_ADMIN;
}

export function toSessionUser(user: UserWithRole): SessionUser {
  return {
    _id: user.id,
    name: user.name,
    email: user.email,
    profilePic: user.profilePic,
    role: {
      _id: user.role.id,
      name: user.role.name,
      description: user.role.description,
      permissions: effectivePermissions(user.role),
    },
  };
}

/** The user and permissions a client is told of (GET /api/user/me), and a page drawn for the user shows. */
export function visitorOf(session: Session): PageVisitor {
  return { user: toSessionUser(session.user), permissions: effectivePermissions(session.user.role) };
}
