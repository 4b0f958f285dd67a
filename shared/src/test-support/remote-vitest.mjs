import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { vitestPolicy, vitestRunPolicy } from './test-policy.mjs';

/**
 * A remote's `vitest.config.ts`: `export default remoteTestConfig();`, or `remoteTestConfig({ realServer: true })`
 * when page tests use `withSkillhubServer`: the run then launches one real server for all its files. Its tests sit beside what they test under
 * src/ and render in happy-dom (jsdom 31 needs Node 22, and Node 20 is supported). Plain JavaScript: vitest
 * loads a config's imports from packages with Node itself, which cannot read TypeScript here.
 */
export function remoteTestConfig({ realServer = false } = {}) {
  return defineConfig({
    test: {
      ...vitestPolicy('component'),
      ...vitestRunPolicy(),
      environment: 'happy-dom',
      // The files of a worker share one module graph (antd, React, the remote's pages) and one page instead of
      // loading them again for each: a quarter less processor time. withSkillhubServer and the setup file reset
      // what the shared modules and the page hold (session, query cache, language, the rendered tree) between
      // tests.
      isolate: false,
      // happy-dom 21 keeps serving an expired answer that has an ETag from its cache without asking the server
      // again (a browser revalidates it), so a page test would read a course or a post as it was before the change
      // it just made. A request that says no-cache skips that cache.
      environmentOptions: {
        happyDOM: { settings: { fetch: { requestHeaders: [{ headers: { 'cache-control': 'no-cache' } }] } } },
      },
      globalSetup: realServer ? [fileURLToPath(new URL('./skillhub-server-global.ts', import.meta.url))] : [],
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: [fileURLToPath(new URL('./setup-dom.ts', import.meta.url))],
      // antd gives every element the same id ('test-id') when NODE_ENV is 'test', which breaks the
      // aria-labelledby links that name dialogs and fields; run it as in development instead.
      env: { NODE_ENV: 'development' },
    },
  });
}
