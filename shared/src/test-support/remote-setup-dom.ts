import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { TEST_TIMEOUTS } from './test-policy.mjs';

// Without vitest globals RTL cannot register its own cleanup, so rendered trees would leak between tests.
afterEach(() => {
  cleanup();
});

// The first render loads antd and the lazy page chunk, which takes longer than RTL's default second.
configure({ asyncUtilTimeout: TEST_TIMEOUTS.component.waitFor });
