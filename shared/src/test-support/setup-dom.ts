import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';
import { configureApiBase } from '../api-client.ts';
import { API_PREFIX } from '../api-paths.ts';
import { setLocale } from '../i18n.ts';
import { queryClient } from '../query-client.ts';
import { clearSession } from '../session.ts';
import { keepAntdStylesOffPage } from './antd-styles-off-page.ts';
import { TEST_TIMEOUTS } from './test-policy.mjs';

// Without vitest globals RTL cannot register its own cleanup, so rendered trees would leak between tests.
afterEach(() => {
  cleanup();
});

// The files of a run share their modules (remote-vitest.mjs: isolate false), so what those modules hold is put
// back after each file: no session, no cached answers, English, the API where the app finds it.
afterAll(async () => {
  queryClient.clear();
  clearSession();
  configureApiBase(API_PREFIX);
  await setLocale('en');
});

// The first render loads antd and the lazy page chunk, which takes longer than RTL's default second.
configure({ asyncUtilTimeout: TEST_TIMEOUTS.component.waitFor });

// A plain-module test of a DOM workspace runs in Node, with no page.
if (typeof document !== 'undefined') {
  keepAntdStylesOffPage();
  backOnTheFirstOrigin();
}

/**
 * Each file starts on the origin the worker's page started on. The files of a worker share one page, and a file
 * that left it for another origin (happy-dom following a link a browser would have opened apart, to about:blank
 * once) would leave every later file calling the API cross-origin, refused, each of its tests timing out.
 */
function backOnTheFirstOrigin() {
  const page = globalThis as { skillhubFirstPageUrl?: string };
  page.skillhubFirstPageUrl ??= window.location.href;
  const first = new URL(page.skillhubFirstPageUrl);
  if (window.location.origin === first.origin) return;
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(first.href);
}
