import { defineConfig } from 'vitest/config';

/**
 * Two projects: plain modules run in Node; components (*.test.tsx) in happy-dom, since jsdom needs
 * Node 22 here (design/environment.md). A *.test.ts that needs browser storage opts in per file with
 * `// @vitest-environment happy-dom`.
 */
export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'node', environment: 'node', include: ['test/**/*.test.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'happy-dom',
          include: ['test/**/*.test.tsx'],
          setupFiles: ['./test/setup-dom.ts'],
        },
      },
    ],
  },
});
