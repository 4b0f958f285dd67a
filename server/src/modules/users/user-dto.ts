import type { User } from '@skillhub/shared/schemas/user';
import type { UserWithRole } from './users.repository.ts';

/** A user as the API returns it: no password hash, no session version; `pendingEmail` waits for confirmation. */
export function toUserDto(user: UserWithRole, pendingEmail: string | null): User {
  return {
    _id: user.id,
    name: user.name,
    email: user.email,
    pendingEmail,
    profilePic: user.profilePic,
    role: { _id: user.role.id, name: user.role.name },
    isActive: user.isActive,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
  };
}
