import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/support/global-setup.ts'],
    // Each test file builds its own app on its own database, so files run in parallel safely.
    pool: 'forks',
    // Files share their worker process: V8 then compiles PGlite's WebAssembly once per worker instead of
    // once per file (seconds each). The files share no state: each builds its own app and database.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
