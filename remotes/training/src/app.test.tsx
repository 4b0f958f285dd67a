import { routeTo } from '@skillhub/shared/routes';
import { describeRemoteLifecycles } from '@skillhub/shared/test-support/remote-lifecycle-test';
import { within } from '@testing-library/react';
import * as lifecycles from './app.tsx';

describeRemoteLifecycles({
  name: 'training',
  lifecycles,
  area: 'public',
  page: {
    path: routeTo('certificate'),
    expect: async (area) => {
      await within(area).findByRole('heading', { name: 'Verify a certificate' });
    },
  },
  foreignPath: routeTo('catalogue'),
});
