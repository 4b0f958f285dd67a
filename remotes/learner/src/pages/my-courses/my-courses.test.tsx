import { configureApiBase } from '@skillhub/shared/api-client';
import { apiPaths } from '@skillhub/shared/api-paths';
import { queryClient } from '@skillhub/shared/query-client';
import { captureDownloads } from '@skillhub/shared/test-support/browser-downloads';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { COURSE_ID, LECTURE_2, myCourse } from '../../../test/learner-fixtures.ts';
import { renderLearnerApp } from '../../../test/render-remote.tsx';
import { failure, ok, type ScriptedApi, startScriptedApi } from '../../../test/scripted-api.ts';
import { signInAsLearner, signOut } from '../../../test/session.ts';

const MY_COURSES = `GET ${apiPaths.enrollments.myCourses}`;
const EXPIRED_ID = '10000000-0000-4000-8000-000000000002';

let api: ScriptedApi;

beforeAll(async () => {
  api = await startScriptedApi();
  configureApiBase(api.apiBase);
});
afterAll(() => api.close());
afterEach(() => {
  api.reset();
  queryClient.clear();
  signOut();
});

function openMyCourses() {
  signInAsLearner();
  renderLearnerApp('/my-courses');
  return userEvent.setup();
}

describe('My courses', () => {
  it('shows each course with its progress, where to continue and how long access lasts', async () => {
    api.on(MY_COURSES, () =>
      ok([
        myCourse(),
        myCourse({
          id: EXPIRED_ID,
          title: 'Data Science with Python',
          expired: true,
          expiresAt: '2026-03-01T00:00:00.000Z',
          progressPercent: 0,
          completedLectures: 0,
          lastLecture: null,
          orderId: null,
        }),
        myCourse({
          id: '10000000-0000-4000-8000-000000000003',
          title: 'Digital Marketing',
          expiresAt: null,
          lastLecture: null,
          source: 'staff',
          orderId: null,
        }),
      ]),
    );
    const user = openMyCourses();

    const fullStack = await screen.findByRole('article', { name: 'Full Stack Web Development' });
    within(fullStack).getByText('Web Development');
    expect(within(fullStack).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('25');
    within(fullStack).getByText('3 of 12 lectures');
    const resume = within(fullStack).getByRole('link', { name: /Continue: Props and state/ });
    expect(resume.getAttribute('href')).toBe(
      `/course/full-stack-web-development/learn/${COURSE_ID}?lecture=${LECTURE_2}`,
    );
    within(fullStack).getByText('Access until 20 Nov 2027');
    within(fullStack).getByRole('button', { name: /Download receipt/ });

    const marketing = screen.getByRole('article', { name: 'Digital Marketing' });
    within(marketing).getByRole('link', { name: /Start course/ });
    within(marketing).getByText('Lifetime access');
    expect(within(marketing).queryByRole('button', { name: /Download receipt/ })).toBeNull();

    const expired = screen.getByRole('article', { name: 'Data Science with Python' });
    within(expired).getByText('Expired on 1 Mar 2026');
    expect(within(expired).queryByRole('link', { name: /Start course/ })).toBeNull();
    await user.click(within(expired).getByRole('button', { name: 'Renew' }));
    expect(window.location.pathname).toBe(`/course-payment/${EXPIRED_ID}`);
  });

  it('filters the cards by title and downloads a receipt', async () => {
    api.on(MY_COURSES, () => ok([myCourse(), myCourse({ id: EXPIRED_ID, title: 'Data Science with Python' })]));
    api.on(`GET ${apiPaths.payments.receipt}`, () => ({
      raw: '%PDF-1.4',
      headers: { 'content-type': 'application/pdf' },
    }));
    const user = openMyCourses();
    await screen.findByRole('article', { name: 'Full Stack Web Development' });

    await user.type(screen.getByRole('searchbox', { name: 'Search my courses' }), 'python');
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Full Stack Web Development' })).toBeNull());
    const card = screen.getByRole('article', { name: 'Data Science with Python' });

    const saved = captureDownloads();
    try {
      await user.click(within(card).getByRole('button', { name: /Download receipt/ }));
      await waitFor(() => expect(saved.downloads).toHaveLength(1));
    } finally {
      saved.stop();
    }
    expect(api.callsTo(`GET ${apiPaths.payments.receipt}`)[0]?.params.orderId).toBe(myCourse().orderId);
  });

  it('says when the learner has no course yet and links to the catalogue', async () => {
    api.on(MY_COURSES, () => ok([]));
    openMyCourses();
    await screen.findByText('You have not enrolled in any course yet.');
    expect(screen.getByRole('link', { name: 'Browse courses' }).getAttribute('href')).toBe('/courses');
  });

  it('shows a failure with Retry, which loads the courses', async () => {
    api.on(MY_COURSES, () => failure(500, 'Database unavailable'));
    const user = openMyCourses();
    await screen.findByText('Your courses could not be loaded.');
    screen.getByText('Database unavailable');

    api.on(MY_COURSES, () => ok([myCourse()]));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByRole('article', { name: 'Full Stack Web Development' });
  });
});
