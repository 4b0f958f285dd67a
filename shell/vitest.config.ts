import { fileURLToPath } from 'node:url';
import { vitestPolicy, vitestRunPolicy } from '@skillhub/shared/test-support/test-policy';
import { configDefaults, defineConfig } from 'vitest/config';

const sharedTestSupport = (name: string) => fileURLToPath(import.meta.resolve(`@skillhub/shared/test-support/${name}`));

/**
 * Files after which the page is never a fresh one again: a vendor's chat widget ran in their document, which the
 * app remembers for as long as the document lives (src/components/live-chat-widget.ts), as a browser does until
 * the next full page load. Each runs on a page and with modules of its own.
 */
const OWN_DOCUMENT = ['src/components/live-chat.test.tsx', 'src/components/live-chat-navigation.test.tsx'];

/** Components (*.test.tsx) in happy-dom. */
const dom = {
  ...vitestPolicy('component'),
  environment: 'happy-dom',
  // happy-dom 21 keeps serving an expired answer that has an ETag from its cache without asking the server
  // again (a browser revalidates it), so a page test would read what an earlier one saw before its change. A
  // request that says no-cache skips that cache.
  environmentOptions: {
    happyDOM: { settings: { fetch: { requestHeaders: [{ headers: { 'cache-control': 'no-cache' } }] } } },
  },
  setupFiles: [sharedTestSupport('setup-dom'), fileURLToPath(new URL('./test/setup-federation.ts', import.meta.url))],
};

/**
 * Plain modules run in Node; components in happy-dom, since jsdom 31 needs Node 22 and the project also runs on
 * Node 20. Tests sit next to what they test, under src/. Limits, workers and retries: shared's test-policy.mjs.
 */
export default defineConfig({
  test: {
    ...vitestRunPolicy(),
    projects: [
      {
        extends: true,
        test: {
          ...vitestPolicy('unit'),
          name: 'node',
          environment: 'node',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          ...dom,
          name: 'dom',
          // The files of a worker share one page and one module graph (antd, React, the shell's pages) instead of
          // loading them again for each: a third less processor time. The setup files and the test kits' resetPage
          // put back what the page and the shared modules hold between tests and files.
          isolate: false,
          // One real server for the page tests of the run (withSkillhubServer), instead of one per file.
          globalSetup: [sharedTestSupport('skillhub-server-global')],
          include: ['src/**/*.test.tsx', 'test/**/*.test.tsx'],
          exclude: [...configDefaults.exclude, ...OWN_DOCUMENT],
        },
      },
      {
        extends: true,
        test: { ...dom, name: 'dom-own-document', include: OWN_DOCUMENT },
      },
    ],
  },
});
