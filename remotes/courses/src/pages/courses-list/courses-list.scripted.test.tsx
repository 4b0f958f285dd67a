import { failure, list, withScriptedServer } from '@skillhub/shared/test-support/scripted-server';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, it } from 'vitest';
import { courseSummaryFixture } from '../../../test/fixtures.ts';
import { settled } from '../../../test/queries.ts';
import { renderCoursesApp } from '../../../test/render-remote.tsx';
import { coursePermissions, signInAs } from '../../../test/session.ts';

/** The courses list when the server fails: answers a healthy server does not give on demand. */

const server = withScriptedServer();

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
