import type { PageDefinition } from '@skillhub/shared/routes';
import { sessionStore } from '@skillhub/shared/session';
import { useShownAuth } from '@skillhub/shared/ui/hydration';
import { type ReactNode, useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { AUTH_PATH, HOME_PATH, rememberedDestination, type SignInState, signInTargetAtom } from '../session/sign-in.ts';
import { decideAccess } from './access.ts';

export interface RouteGuardProps {
  route: Pick<PageDefinition, 'access' | 'permissions' | 'superAdminOnly'>;
  children: ReactNode;
}

/**
 * Renders the page or redirects, from its published entry alone. It subscribes to the session atom, so a
 * logout or a 401 that clears the session sends a protected page to /auth at once.
 */
export function RouteGuard({ route, children }: RouteGuardProps) {
  // As the server drew the page until the app has hydrated it (a signed-in visitor's sign-in page, then on).
  const auth = useShownAuth();
  const location = useLocation();

  switch (decideAccess(route, auth)) {
    case 'signed-in-already':
      return <SignedInRedirect />;
    case 'sign-in': {
      const state: SignInState = { from: `${location.pathname}${location.search}${location.hash}` };
      return <Navigate to={AUTH_PATH} replace state={state} />;
    }
    case 'forbidden':
      return <Navigate to={HOME_PATH} replace />;
    default:
      return children;
  }
}

/**
 * A signed-in visitor on a sign-in page: to where a fresh sign-in leads, else where the page was told to lead (a
 * guard's state, a link's `from`: Buy now followed before the app knew the visitor), else to /.
 */
function SignedInRedirect() {
  const navigate = useNavigate();
  const location = useLocation();
  // Read once into state: StrictMode runs the effect twice, and the second run must go to the same place.
  const [target] = useState(
    () =>
      sessionStore.get(signInTargetAtom) ??
      rememberedDestination(location.state) ??
      rememberedDestination({ from: new URLSearchParams(location.search).get('from') }) ??
      HOME_PATH,
  );
  useEffect(() => {
    sessionStore.set(signInTargetAtom, null);
    navigate(target, { replace: true });
  }, [navigate, target]);
  return null;
}
