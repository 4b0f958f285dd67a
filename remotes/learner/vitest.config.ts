import { defineConfig } from 'vitest/config';

/** Components render in happy-dom (jsdom needs Node 22 here, see design/environment.md). */
export default defineConfig({
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./test/setup-dom.ts'],
    // antd gives every element the same id ('test-id') when NODE_ENV is 'test', which breaks the
    // aria-labelledby links that name dialogs and fields; run it as in development instead.
    env: { NODE_ENV: 'development' },
    // antd is heavy to render in a simulated DOM; a full add/edit flow takes a few seconds.
    testTimeout: 30_000,
  },
});
