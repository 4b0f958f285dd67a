import { apiPaths } from '@skillhub/shared/api-paths';
import { routeTo } from '@skillhub/shared/routes';
import { describeRemoteLifecycles } from '@skillhub/shared/test-support/remote-lifecycle-test';
import { ok, withScriptedServer } from '@skillhub/shared/test-support/scripted-server';
import { within } from '@testing-library/react';
import { myCourse } from '../test/learner-fixtures.ts';
import { signInAsLearner } from '../test/session.ts';
import * as lifecycles from './app.tsx';

const server = withScriptedServer();

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
