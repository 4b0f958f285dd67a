import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Without vitest globals RTL cannot register its own cleanup, so rendered trees would leak between tests.
afterEach(() => {
  cleanup();
});
