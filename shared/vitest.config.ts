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
    // The files share one module graph instead of loading it again for each (half the processor time);
    // setup-dom.ts puts back what the shared modules hold after each file.
    isolate: false,
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
          setupFiles: ['./src/test-support/setup-dom.ts'],
        },
      },
    ],
  },
});
