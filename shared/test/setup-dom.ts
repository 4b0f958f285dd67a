import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { TEST_TIMEOUTS } from '../src/test-support/test-policy.mjs';

// Without vitest globals RTL cannot register its own cleanup, so rendered trees would leak between tests.
afterEach(() => {
  cleanup();
});

configure({ asyncUtilTimeout: TEST_TIMEOUTS.component.waitFor });
