import { TEST_TIMEOUTS } from '@skillhub/shared/test-support/test-policy';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Without vitest globals RTL cannot register its own cleanup, so rendered trees would leak between tests.
afterEach(() => {
  cleanup();
});

// The first render loads antd and the page's lazy chunk: `find*` waits as long as the policy says.
configure({ asyncUtilTimeout: TEST_TIMEOUTS.component.waitFor });
