import { configureApiBase } from '@skillhub/shared/api-client';
import { queryClient } from '@skillhub/shared/query-client';
import { routeTo } from '@skillhub/shared/routes';
import { describeRemoteLifecycles } from '@skillhub/shared/test-support/remote-lifecycle-test';
import { ok, type ScriptedServer, startScriptedServer } from '@skillhub/shared/test-support/scripted-server';
import { within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { categoryFixture } from '../test/fixtures.ts';
import { categoryPermissions, signInAs, signOut } from '../test/session.ts';
import * as lifecycles from './app.tsx';

let server: ScriptedServer;
beforeAll(async () => {
  server = await startScriptedServer();
  configureApiBase(server.apiBase);
});
afterAll(() => server.close());
afterEach(() => {
  server.reset();
  queryClient.clear();
  signOut();
});

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
