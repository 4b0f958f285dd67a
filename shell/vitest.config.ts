import { defineConfig } from 'vitest/config';

/**
 * Plain modules run in Node; components (*.test.tsx) in happy-dom, since jsdom needs Node 22 here
 * (design/environment.md). Tests sit next to what they test, under src/.
 */
export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'node', environment: 'node', include: ['src/**/*.test.ts', 'test/**/*.test.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'happy-dom',
          include: ['src/**/*.test.tsx', 'test/**/*.test.tsx'],
          testTimeout: 60_000,
        },
      },
    ],
  },
});
