import { ROLE_USER } from '@skillhub/shared/constants';
import { emptyPermissions } from '@skillhub/shared/permissions';
import type { AuthData } from '@skillhub/shared/schemas/auth';
import { authAtom, sessionStore, signedOut } from '@skillhub/shared/session';

export const LEARNER = {
  _id: '20000000-0000-4000-8000-000000000001',
  name: 'Priya Sharma',
  email: 'priya@example.com',
};

/**
 * A learner's session (the USER role holds no staff permission), as the shell leaves it after sign-in. Against
 * the real server, pass the signed-in admin: the session keeps their token and name, and they are enrolled as
 * a learner would be (a test cannot receive a new learner's sign-up mail).
 */
export function signInAsLearner(as?: AuthData): void {
  const permissions = emptyPermissions();
  sessionStore.set(authAtom, {
    accessToken: as?.accessToken ?? 'learner-access-token',
    refreshToken: null,
    isAuthenticated: true,
    permissions,
    user: {
      ...(as ? { _id: as.user._id, name: as.user.name, email: as.user.email } : LEARNER),
      profilePic: null,
      role: { _id: '00000000-0000-4000-8000-0000000000bb', name: ROLE_USER, description: null, permissions },
    },
  });
}

export function signOut(): void {
  sessionStore.set(authAtom, signedOut);
}
