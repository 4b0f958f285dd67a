import { INLINE_DATA_FRESH_MS, readInlineQueries } from '@skillhub/shared/inline-data';
import { queryClient } from '@skillhub/shared/query-client';
import { restoreSession } from '@skillhub/shared/session';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { restoreLanguage } from './i18n/language.ts';
import { startBuildReports } from './runtime/build-reports.ts';
import { readDescriptors } from './runtime/descriptors.ts';
import { registerRuntimeRemotes } from './runtime/remotes.ts';
import {
  fetchRuntimeConfig,
  inlineRuntimeConfig,
  type ShellRuntimeConfig,
  setRuntimeConfig,
} from './runtime/runtime-config.ts';
import { claimServerRendered } from './runtime/server-rendered.ts';
import { startWarmingPages } from './runtime/warm-pages.ts';
import './styles/shell.css';

// With no access token in either storage this dispatches the logout.
restoreSession();
restoreLanguage();
// Counts per remote build (areas shown, crashes, files that failed) go to the API for the canaries; they start
// with the first build the runtime config names.
startBuildReports();
// The next page's code is fetched when the browser is idle or a finger is on its way to the link, not at the tap.
startWarmingPages();

function applyRuntimeConfig(config: ShellRuntimeConfig): Promise<void> {
  try {
    registerRuntimeRemotes(config);
    setRuntimeConfig(config);
  } catch (error) {
    console.error('[shell] remotes could not be registered', error);
    setRuntimeConfig({ ...config, remotes: {} });
  }
  return readDescriptors();
}

// The shell renders at once; remote areas wait for their addresses and pages, and an address no app publishes
// is "not found". A page the server rendered carries the config inline (no request, known before the first
// render); otherwise it is fetched. Pages the host did not inline are read from beside each entry, all at once.
const inlineConfig = inlineRuntimeConfig();
if (inlineConfig) void applyRuntimeConfig(inlineConfig);
else void fetchRuntimeConfig().then(applyRuntimeConfig);

// The page's API answers the server inlined, under the owning page's own query keys: its first render asks
// nothing (shared/src/inline-data.ts). Dated ahead so that they count as fresh for a moment.
const inlinedAt = Date.now() + INLINE_DATA_FRESH_MS;
for (const { key, data } of readInlineQueries()) queryClient.setQueryData(key, data, { updatedAt: inlinedAt });

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
// The server's content of this page stays on screen until the app has drawn its own (runtime/server-rendered.ts).
createRoot(claimServerRendered(root)).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
