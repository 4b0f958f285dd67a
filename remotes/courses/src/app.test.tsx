import { routeTo } from '@skillhub/shared/routes';
import { describeRemoteLifecycles } from '@skillhub/shared/test-support/remote-lifecycle-test';
import { ok, withScriptedServer } from '@skillhub/shared/test-support/scripted-server';
import { within } from '@testing-library/react';
import { categoryFixture } from '../test/fixtures.ts';
import { categoryPermissions, signInAs } from '../test/session.ts';
import * as lifecycles from './app.tsx';

const server = withScriptedServer();

describeRemoteLifecycles({
  name: 'courses',
  lifecycles,
  area: 'dashboard',
  page: {
    path: routeTo('category'),
    arrange: () => {
      server.on('GET /course/category', () => ok([categoryFixture('Data Science')]));
      signInAs(categoryPermissions('create'));
    },
    expect: async (area) => {
      const table = await within(area).findByRole('table', { name: 'Active categories' });
      await within(table).findByText('Data Science');
      within(area).getByRole('button', { name: 'Add Category' });
    },
  },
  foreignPath: '/dashboard/no-such-page',
});
