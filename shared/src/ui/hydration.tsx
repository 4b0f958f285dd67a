import { useAtomValue } from 'jotai';
import { createContext, startTransition, useContext, useEffect, useState } from 'react';
import type { ThemeMode } from '../remote-props.ts';
import { type AuthState, authAtom, sessionStore, signedOut } from '../session.ts';

/**
 * A React root that hydrates the server's markup of a page (the shell's, a remote's in it) first renders what the
 * server drew: the light theme and a signed-out visitor, whatever this visitor's own choice and session. Its
 * markup then equals the server's, so React takes the server's elements over as they are. The visitor's own state
 * follows in a second render right after, as a transition: React lets it wait for parts of the page whose code is
 * still on the way (a lazy page keeps the server's markup meanwhile) instead of drawing them afresh.
 * A root that renders from nothing (createRoot) is hydrated from its first render.
 */
const HydratedContext = createContext(true);

/** The server's drawing of the visitor's state: what a hydrating root renders first. */
export const SERVER_THEME: ThemeMode = 'light';

/** Whether the root has had its second render: the visitor's own state is shown. */
export function useHydrated(): boolean {
  return useContext(HydratedContext);
}

/**
 * Provides useHydrated to a root: false for the first render of a root that hydrates (`serverRendered`), true
 * after it (a transition, see above) and always for any other root.
 */
export function HydrationBoundary({
  serverRendered,
  children,
}: {
  serverRendered: boolean;
  children: React.ReactNode;
}) {
  const [hydrated, setHydrated] = useState(!serverRendered);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return <HydratedContext value={hydrated}>{children}</HydratedContext>;
}

/** The visitor's session as the page shows it: signed out until the root is hydrated (see above). */
export function useShownAuth(): AuthState {
  const auth = useAtomValue(authAtom, { store: sessionStore });
  return useHydrated() ? auth : signedOut;
}

/** The theme the page shows: the server's until the root is hydrated. */
export function useShownTheme(mode: ThemeMode): ThemeMode {
  return useHydrated() ? mode : SERVER_THEME;
}
