import { replayEarlyInput } from '@skillhub/shared/early-input';
import { sessionStore, themeModeAtom } from '@skillhub/shared/session';
import { RemoteRoot } from '@skillhub/shared/ui/remote-root';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppContent } from './app-content.tsx';
import { restoreLanguage } from './i18n/language.ts';
import { buildAppRoutes } from './router/app-routes.tsx';

const router = createBrowserRouter(buildAppRoutes());

/**
 * The shell's React root wears the same providers as every remote's root: one store, one cache, one theme. On a
 * page the server rendered (`serverRendered`) it hydrates the server's markup: it first renders what the server
 * drew (English, the light theme, signed out) and the visitor's own choices right after (RemoteRoot).
 */
export function App({ serverRendered }: { serverRendered: boolean }) {
  const themeMode = useAtomValue(themeModeAtom, { store: sessionStore });
  useEffect(() => {
    if (!serverRendered) return;
    // The header's fields and taps from before the app (a page's own: LazyPage).
    replayEarlyInput();
    // The language chosen before, now that the server's English markup is React's.
    restoreLanguage();
  }, [serverRendered]);
  return (
    <RemoteRoot themeMode={themeMode} serverRendered={serverRendered}>
      <AppContent router={<RouterProvider router={router} />} />
    </RemoteRoot>
  );
}
