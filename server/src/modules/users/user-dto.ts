import type { User } from '@skillhub/shared/schemas/user';
import type { PendingEmail } from './email-changes.repository.ts';
import type { UserWithRole } from './users.repository.ts';

/**
 * A user as the API returns it: no password hash, no session version; `pendingEmail` waits for confirmation
 * (and, when `pendingEmailAwaitsApproval`, first for the owner's approval).
 */
export function toUserDto(user: UserWithRole, pending: PendingEmail | null): User {
  return {
    _id: user.id,
    name: user.name,
    email: user.email,
    pendingEmail: pending?.newEmail ?? null,
    pendingEmailAwaitsApproval: pending?.awaitsApproval ?? false,
    profilePic: user.profilePic,
    role: { _id: user.role.id, name: user.role.name },
    isActive: user.isActive,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
  };
}
