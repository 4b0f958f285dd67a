import { configureApiBase } from '@skillhub/shared/api-client';
import { queryClient } from '@skillhub/shared/query-client';
import { failure, list, type ScriptedServer, startScriptedServer } from '@skillhub/shared/test-support/scripted-server';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, it } from 'vitest';
import { courseSummaryFixture } from '../../../test/fixtures.ts';
import { settled } from '../../../test/queries.ts';
import { renderCoursesApp } from '../../../test/render-remote.tsx';
import { coursePermissions, signInAs, signOut } from '../../../test/session.ts';

/** The courses list when the server fails: answers a healthy server does not give on demand. */

let server: ScriptedServer;

beforeAll(async () => {
  configure({ asyncUtilTimeout: 15_000 });
  server = await startScriptedServer();
  configureApiBase(server.apiBase);
});
afterAll(() => server.close());
afterEach(() => {
  server.reset();
  queryClient.clear();
  signOut();
});

describe('Courses list when the server fails', () => {
  it('says the list could not be loaded and retries', async () => {
    // The query client tries a 5xx once more before giving up.
    let answered = 0;
    server.on('GET /course/all', () =>
      answered++ < 2 ? failure(500, 'Down') : list([courseSummaryFixture('Full Stack Bootcamp')]),
    );
    server.on('GET /course/category', () => list([]));
    signInAs(coursePermissions());
    renderCoursesApp('/dashboard/courses');
    const table = await settled(await screen.findByRole('table', { name: 'Courses' }));
    within(table).getByText('Something went wrong. Please check your internet connection.');
    await userEvent.setup().click(within(table).getByRole('button', { name: 'Retry' }));
    await within(table).findByText('Full Stack Bootcamp');
  });
});
