import { configureApiBase } from '@skillhub/shared/api-client';
import { apiPaths } from '@skillhub/shared/api-paths';
import { queryClient } from '@skillhub/shared/query-client';
import { routeTo } from '@skillhub/shared/routes';
import { describeRemoteLifecycles } from '@skillhub/shared/test-support/remote-lifecycle-test';
import { ok, type ScriptedServer, startScriptedServer } from '@skillhub/shared/test-support/scripted-server';
import { within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { myCourse } from '../test/learner-fixtures.ts';
import { signInAsLearner, signOut } from '../test/session.ts';
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
  name: 'learner',
  lifecycles,
  area: 'public',
  page: {
    path: routeTo('myCourses'),
    arrange: () => {
      server.on(`GET ${apiPaths.enrollments.myCourses}`, () => ok([myCourse()]));
      signInAsLearner();
    },
    expect: async (area) => {
      await within(area).findByRole('article', { name: 'Full Stack Web Development' });
      within(area).getByRole('heading', { name: 'My courses' });
    },
  },
  foreignPath: routeTo('catalogue'),
});
