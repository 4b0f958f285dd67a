import { meets } from '@skillhub/shared/permissions';
import type { RuntimeConfig } from '@skillhub/shared/remote-props';
import type { AppRoute } from '@skillhub/shared/routes';
import type { AuthState } from '@skillhub/shared/session';
import { isRouteAvailable } from '../runtime/use-runtime-config.ts';

/**
 * Access is a pure function of the route's manifest entry, the session and the runtime config; the guard
 * component only turns the answer into a render or a redirect. Checked in this order:
 *
 * 1. a remote-owned route waits for /runtime-config.json, then is "not found" when its remote is not listed;
 * 2. a 'guest' route (sign-in pages) with an access token goes to / (or to where a fresh sign-in leads);
 * 3. a 'signed-in' route without an access token goes to /auth, remembering where the visitor was going;
 * 4. any failed permission requirement (`meets`) goes to /.
 */
export type AccessDecision = 'allow' | 'loading' | 'not-found' | 'signed-in-already' | 'sign-in' | 'forbidden';

export function decideAccess(
  route: Pick<AppRoute, 'owner' | 'access' | 'permissions'>,
  auth: Pick<AuthState, 'accessToken' | 'permissions'>,
  config: RuntimeConfig | undefined,
): AccessDecision {
  if (route.owner !== 'shell' && config === undefined) return 'loading';
  if (!isRouteAvailable(route as AppRoute, config)) return 'not-found';
  const signedIn = Boolean(auth.accessToken);
  if (route.access === 'guest' && signedIn) return 'signed-in-already';
  if (route.access === 'signed-in' && !signedIn) return 'sign-in';
  if (route.permissions?.some((requirement) => !meets(auth.permissions, requirement))) return 'forbidden';
  return 'allow';
}
