import { sessionStore, themeModeAtom } from '@skillhub/shared/session';
import { RemoteRoot } from '@skillhub/shared/ui/remote-root';
import { theme } from 'antd';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { SplashScreen } from './components/splash-screen.tsx';
import { documentStyle } from './document-style.ts';
import { buildAppRoutes } from './router/app-routes.tsx';

/**
 * The document itself follows the palette, so overscroll and the area outside the layout match it; its font is
 * the theme's, as the server's page set it.
 */
function DocumentTheme() {
  const { token } = theme.useToken();
  const mode = useAtomValue(themeModeAtom, { store: sessionStore });
  useEffect(() => {
    const root = document.documentElement;
    root.dataset.theme = mode;
    root.style.colorScheme = mode;
    for (const [name, value] of Object.entries(documentStyle(token))) document.body.style.setProperty(name, value);
  }, [mode, token]);
  return null;
}

const router = createBrowserRouter(buildAppRoutes());

/** The shell's React root wears the same providers as every remote's root: one store, one cache, one theme. */
export function App() {
  const themeMode = useAtomValue(themeModeAtom, { store: sessionStore });
  return (
    <RemoteRoot themeMode={themeMode}>
      <DocumentTheme />
      <RouterProvider router={router} />
      <SplashScreen />
    </RemoteRoot>
  );
}
