import { Layout } from 'antd';
import { type ComponentType, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { Area, RemoteProps } from '../remote-props.ts';
import { restoreSession, sessionStore, themeModeAtom } from '../session.ts';
import { RemoteRoot } from './remote-root.tsx';
import { StandaloneSession } from './standalone-session.tsx';

/**
 * `npm run dev` of a remote alone (its src/bootstrap.tsx): its pages as the given area shows them, with a sign-in
 * box, without the shell's layout and guards; /api is proxied to the server (remote-build.ts). `home` is where
 * the bare address leads. The shell never runs this.
 */
export function startStandalone(App: ComponentType<RemoteProps>, { area, home }: { area: Area; home: string }): void {
  restoreSession();
  document.body.style.margin = '0';
  if (window.location.pathname === '/') window.history.replaceState(null, '', home);

  const themeMode = window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  sessionStore.set(themeModeAtom, themeMode);
  const basePath = area === 'dashboard' ? '/dashboard' : '/';

  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <RemoteRoot themeMode={themeMode}>
        <Layout style={{ minHeight: '100vh' }}>
          <StandaloneSession />
          <Layout.Content style={area === 'dashboard' ? { padding: 16 } : undefined}>
            <App basePath={basePath} area={area} themeMode={themeMode} />
          </Layout.Content>
        </Layout>
      </RemoteRoot>
    </StrictMode>,
  );
}
