import { defineConfig } from 'vitest/config';
import { vitestPolicy, vitestRunPolicy } from './src/test-support/test-policy.mjs';

/**
 * Two projects: plain modules run in Node; components (*.test.tsx) in happy-dom, since jsdom 31 needs
 * Node 22 and the project also runs on Node 20. A *.test.ts that needs browser storage opts in per file with
 * `// @vitest-environment happy-dom`. Limits, workers and retries: test-policy.mjs.
 */
export default defineConfig({
  test: {
    ...vitestRunPolicy(),
    projects: [
      {
        extends: true,
        test: { ...vitestPolicy('unit'), name: 'node', environment: 'node', include: ['test/**/*.test.ts'] },
      },
      {
        extends: true,
        test: {
          ...vitestPolicy('component'),
          name: 'dom',
          environment: 'happy-dom',
          include: ['test/**/*.test.tsx'],
          setupFiles: ['./test/setup-dom.ts'],
        },
      },
    ],
  },
});
