import { useAtomValue } from 'jotai';
import { createContext, startTransition, useContext, useEffect, useMemo, useState } from 'react';
import { INLINE_VISITOR_ID, readInlineJson } from '../inline-data.ts';
import type { ThemeMode } from '../remote-props.ts';
import { type AuthState, authAtom, drawnAuth, type PageVisitor, sessionStore } from '../session.ts';

/**
 * A React root that hydrates the server's markup of a page (the shell's, a remote's in it) first renders what the
 * server drew: the light theme, and a signed-out visitor (or, on a learner's page drawn for them, that learner:
 * INLINE_VISITOR_ID), whatever this visitor's own choice and session. Its markup then equals the server's, so React
 * takes the server's elements over as they are. The visitor's own state follows in a second render right after, as a
 * transition: React lets it wait for parts of the page whose code is still on the way (a lazy page keeps the server's
 * markup meanwhile) instead of drawing them afresh. A root that renders from nothing (createRoot) is hydrated from its
 * first render.
 */
const HydratedContext = createContext(true);

/** The server's drawing of the visitor's state: what a hydrating root renders first. */
export const SERVER_THEME: ThemeMode = 'light';

/** Whether the root has had its second render: the visitor's own state is shown. */
export function useHydrated(): boolean {
  return useContext(HydratedContext);
}

/**
 * The session a server render draws with (prerender.tsx: signed out, or the learner the page is for), given to
 * its root rather than set in the process's one session store, which renders running at once would share.
 */
const ServerDrawnContext = createContext<AuthState | null>(null);

/**
 * Provides useHydrated to a root: false for the first render of a root that hydrates (`serverRendered`), true
 * after it (a transition, see above) and always for any other root. `drawn`: a server render's visitor.
 */
export function HydrationBoundary({
  serverRendered,
  drawn = null,
  children,
}: {
  serverRendered: boolean;
  drawn?: AuthState | null;
  children: React.ReactNode;
}) {
  const [hydrated, setHydrated] = useState(!serverRendered);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return (
    <ServerDrawnContext value={drawn}>
      <HydratedContext value={hydrated}>{children}</HydratedContext>
    </ServerDrawnContext>
  );
}

/** Who the server drew the page for: the learner the page names (INLINE_VISITOR_ID), else nobody. */
function serverVisitor(): PageVisitor | null {
  const visitor = readInlineJson(INLINE_VISITOR_ID) as Partial<PageVisitor> | undefined;
  const user = visitor?.user as Partial<PageVisitor['user']> | undefined;
  return typeof user?._id === 'string' && Array.isArray(visitor?.permissions) ? (visitor as PageVisitor) : null;
}

/**
 * The visitor's session as the page shows it: in a server render, its visitor; in the browser, as the server drew
 * the page until the root is hydrated (see above), then the session itself.
 */
export function useShownAuth(): AuthState {
  const auth = useAtomValue(authAtom, { store: sessionStore });
  const drawn = useContext(ServerDrawnContext);
  const hydrated = useHydrated();
  return useMemo(() => drawn ?? (hydrated ? auth : drawnAuth(serverVisitor())), [drawn, hydrated, auth]);
}

/** The theme the page shows: the server's until the root is hydrated. */
export function useShownTheme(mode: ThemeMode): ThemeMode {
  return useHydrated() ? mode : SERVER_THEME;
}
