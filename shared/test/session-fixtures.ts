import { ROLE_SUPER_ADMIN, ROLE_USER } from '../src/constants.ts';
import { fullPermissions } from '../src/permissions.ts';
import type { AuthData } from '../src/schemas/auth.ts';

/** A signed-in answer of the given role, as POST user/login returns it. */
export function authData(roleName: string = ROLE_USER, accessToken = 'access-1'): AuthData {
  const permissions = roleName === ROLE_SUPER_ADMIN ? fullPermissions() : [];
  return {
    accessToken,
    user: {
      _id: 'b1a1f3c2-0d5e-4f8a-9c7b-2e6d4a1f0c93',
      name: 'Asha Rao',
      email: 'asha@example.com',
      profilePic: null,
      role: { _id: '0c4f9e1a-7b2d-4e6f-8a3c-5d9b1e7f2a40', name: roleName, description: null, permissions },
    },
    permissions,
  };
}
