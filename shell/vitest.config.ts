import { fileURLToPath } from 'node:url';
import { vitestPolicy, vitestRunPolicy } from '@skillhub/shared/test-support/test-policy';
import { defineConfig } from 'vitest/config';

/**
 * Plain modules run in Node; components (*.test.tsx) in happy-dom, since jsdom 31 needs Node 22 and the
 * project also runs on Node 20. Tests sit next to what they test, under src/. Limits, workers and retries:
 * shared's test-policy.mjs.
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
          ...vitestPolicy('component'),
          name: 'dom',
          environment: 'happy-dom',
          include: ['src/**/*.test.tsx', 'test/**/*.test.tsx'],
          setupFiles: [fileURLToPath(import.meta.resolve('@skillhub/shared/test-support/setup-dom'))],
        },
      },
    ],
  },
});
