import { restoreSession, sessionStore, themeModeAtom } from '@skillhub/shared/session';
import { RemoteRoot } from '@skillhub/shared/ui/remote-root';
import { StandaloneSession } from '@skillhub/shared/ui/standalone-session';
import { Layout } from 'antd';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { LearnerApp } from './app.tsx';

/**
 * `npm run dev` of this remote alone: its pages as the public area shows them, without the shell's
 * layout and guards, /api proxied to the server (rsbuild.config.ts). The shell never runs this file.
 */
restoreSession();
document.body.style.margin = '0';
if (window.location.pathname === '/') window.history.replaceState(null, '', '/my-courses');

const themeMode = window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
sessionStore.set(themeModeAtom, themeMode);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RemoteRoot themeMode={themeMode}>
      <Layout style={{ minHeight: '100vh' }}>
        <StandaloneSession />
        <Layout.Content>
          <LearnerApp basePath="/" area="public" themeMode={themeMode} />
        </Layout.Content>
      </Layout>
    </RemoteRoot>
  </StrictMode>,
);
