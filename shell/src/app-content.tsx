import { sessionStore, themeModeAtom } from '@skillhub/shared/session';
import { useShownTheme } from '@skillhub/shared/ui/hydration';
import { theme } from 'antd';
import { useAtomValue } from 'jotai';
import { type ReactNode, useEffect } from 'react';
import { SplashScreen } from './components/splash-screen.tsx';
import { documentStyle } from './document-style.ts';

/**
 * The document itself follows the palette, so overscroll and the area outside the layout match it; its font is
 * the theme's, as the server's page set it.
 */
function DocumentTheme() {
  const { token } = theme.useToken();
  const mode = useShownTheme(useAtomValue(themeModeAtom, { store: sessionStore }));
  useEffect(() => {
    const root = document.documentElement;
    root.dataset.theme = mode;
    root.style.colorScheme = mode;
    for (const [name, value] of Object.entries(documentStyle(token))) document.body.style.setProperty(name, value);
  }, [mode, token]);
  return null;
}

/**
 * What the shell's root holds inside its providers, in the browser (around its router, app.tsx) and on the
 * server (around a router fixed at one address, server-render.tsx): one tree, so the browser's first render of a
 * server-rendered page is the server's markup, which it hydrates.
 */
export function AppContent({ router }: { router: ReactNode }) {
  return (
    <>
      <DocumentTheme />
      {router}
      <SplashScreen />
    </>
  );
}
