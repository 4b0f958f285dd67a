import { routeTo } from '@skillhub/shared/routes';
import { describeRemoteLifecycles } from '@skillhub/shared/test-support/remote-lifecycle-test';
import { within } from '@testing-library/react';
import * as lifecycles from './app.tsx';

describeRemoteLifecycles({
  name: 'blog',
  lifecycles,
  area: 'public',
  page: {
    path: routeTo('blog'),
    expect: async (area) => {
      await within(area).findByRole('heading', { level: 1, name: 'Blogs' });
    },
  },
  foreignPath: routeTo('catalogue'),
});
