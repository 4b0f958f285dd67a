import type { Reporter } from 'vitest/reporters';

export declare const TEST_TIMEOUTS: {
  unit: { test: number; hook: number };
  component: { test: number; hook: number; waitFor: number; longWork: number };
  server: { test: number; hook: number; waitFor: number; heavy: number };
  e2e: { test: number; expect: number; longWork: number; build: number };
};
export declare const VITEST_MAX_WORKERS: string;
export declare const TEST_RETRIES: number;
export declare function vitestPolicy(kind: 'unit' | 'component' | 'server'): {
  testTimeout: number;
  hookTimeout: number;
  retry: number;
  expect?: { poll: { timeout: number } };
};
export declare function vitestRunPolicy(runner?: string): { maxWorkers: string; reporters: ['default', Reporter] };
