import { ROLE_SUPER_ADMIN } from '@skillhub/shared/constants';
import { meets } from '@skillhub/shared/permissions';
import type { PageDefinition } from '@skillhub/shared/routes';
import type { AuthState } from '@skillhub/shared/session';

/**
 * Access is a pure function of the page's published entry and the session; the guard component only turns the
 * answer into a render or a redirect. Checked in this order:
 *
 * 1. a 'guest' page (sign-in pages) signed in goes to / (or to where a fresh sign-in leads);
 * 2. a 'signed-in' page signed out goes to /auth, remembering where the visitor was going;
 * 3. any failed permission requirement (`meets`) goes to /, and so does a super-admin-only page for anyone else.
 *
 * The server checks every call itself; this only keeps people away from pages that would refuse them.
 */
export type AccessDecision = 'allow' | 'signed-in-already' | 'sign-in' | 'forbidden';

export function decideAccess(
  page: Pick<PageDefinition, 'access' | 'permissions' | 'superAdminOnly'>,
  auth: Pick<AuthState, 'isAuthenticated' | 'permissions'> & { user?: AuthState['user'] },
): AccessDecision {
  const signedIn = auth.isAuthenticated;
  if (page.access === 'guest' && signedIn) return 'signed-in-already';
  if (page.access === 'signed-in' && !signedIn) return 'sign-in';
  if (page.permissions?.some((requirement) => !meets(auth.permissions, requirement))) return 'forbidden';
  if (page.superAdminOnly && auth.user?.role.name !== ROLE_SUPER_ADMIN) return 'forbidden';
  return 'allow';
}
