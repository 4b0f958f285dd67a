import { restoreSession } from '@skillhub/shared/session';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { start } from 'single-spa';
import { App } from './app.tsx';
import { restoreLanguage } from './i18n/language.ts';
import { readDescriptors } from './runtime/descriptors.ts';
import { registerRuntimeRemotes } from './runtime/remotes.ts';
import { fetchRuntimeConfig, setRuntimeConfig } from './runtime/runtime-config.ts';
import './styles/shell.css';

// With no access token in either storage this dispatches the logout.
restoreSession();
restoreLanguage();

// single-spa re-announces every navigation (back/forward included) to every router on the page.
start({ urlRerouteOnly: true });

// The shell renders at once; remote areas wait for their addresses and pages, and an address no app publishes
// is "not found". Pages the host did not inline are read from beside each entry, all remotes at once.
void fetchRuntimeConfig().then((config) => {
  try {
    registerRuntimeRemotes(config);
    setRuntimeConfig(config);
  } catch (error) {
    console.error('[shell] remotes could not be registered', error);
    setRuntimeConfig({ ...config, remotes: {} });
  }
  return readDescriptors();
});

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
