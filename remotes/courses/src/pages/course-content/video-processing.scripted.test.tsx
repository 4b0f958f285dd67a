import type { LectureVideoState } from '@skillhub/shared/schemas/video-playback';
import { ok, withScriptedServer } from '@skillhub/shared/test-support/scripted-server';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { courseContentFixture } from '../../../test/fixtures.ts';
import { renderCoursesApp } from '../../../test/render-remote.tsx';
import { coursePermissions, signInAs } from '../../../test/session.ts';

/**
 * The streaming versions' state under each lecture video. Their timing is the worker's, so the states are
 * scripted here; the server's own answers are covered by its API tests.
 */

const server = withScriptedServer();
const video = { mimeType: 'video/mp4', sizeBytes: 5 * 1024 * 1024, durationSeconds: 95 };

function scriptCourse(states: LectureVideoState[]) {
  const content = courseContentFixture('Full Stack Bootcamp', ['Welcome', 'Setting up', 'Components', 'Hooks']);
  for (const lecture of content.sections[0]!.subSections) lecture.video = video;
  const [welcome, setup, components, hooks] = content.sections[0]!.subSections.map((l) => l._id);
  server.on('GET /course/content/:courseId', () => ok(content));
  let current = states.map((s, i) => ({ ...s, subSectionId: [welcome, setup, components, hooks][i]! }));
  server.on('GET /course/video-states/:courseId', () => ok(current));
  server.on('POST /course/video-states/:courseId/:sectionId/:subSectionId/retry', ({ params }) => {
    current = current.map((s) =>
      s.subSectionId === params.subSectionId ? { ...s, status: 'queued', error: null, percent: 0 } : s,
    );
    return ok(undefined, 'The video is queued for processing again');
  });
  return content;
}

const state = (status: LectureVideoState['status'], extra: Partial<LectureVideoState> = {}): LectureVideoState => ({
  subSectionId: '',
  status,
  percent: 0,
  secondsLeft: null,
  renditions: [],
  error: null,
  ...extra,
});

describe('Course content: streaming versions', () => {
  it('shows waiting, progress with time left, ready qualities, and a failure staff can retry', async () => {
    const content = scriptCourse([
      state('queued'),
      state('processing', { percent: 42, secondsLeft: 150, renditions: ['240p'] }),
      state('ready', { percent: 100, renditions: ['240p', '360p', '720p'] }),
      state('failed', { error: 'ffmpeg ended with code 1: Invalid data found' }),
    ]);
    signInAs(coursePermissions('update'));
    renderCoursesApp(`/dashboard/course/content/${content._id}`);
    const row = async (name: string) => screen.findByRole('group', { name });

    await within(await row('Lecture 1.1: Welcome')).findByText('Waiting to make streaming versions');
    const setup = await row('Lecture 1.2: Setting up');
    expect(
      within(setup)
        .getByRole('progressbar', { name: 'Streaming versions of Setting up' })
        .getAttribute('aria-valuenow'),
    ).toBe('42');
    within(setup).getByText('Making streaming versions · 42% · 3 min left');
    within(await row('Lecture 1.3: Components')).getByText('Streams in 240p, 360p, 720p');

    const hooks = await row('Lecture 1.4: Hooks');
    within(hooks).getByText('Could not make streaming versions');
    within(hooks).getByText(/Learners get the uploaded file until this works\. ffmpeg ended with code 1/);
    await userEvent.setup().click(within(hooks).getByRole('button', { name: 'Retry the streaming versions of Hooks' }));
    await within(hooks).findByText('Waiting to make streaming versions');
    expect(within(hooks).queryByText('Could not make streaming versions')).toBeNull();
    expect(server.callsTo('POST /course/video-states/:courseId/:sectionId/:subSectionId/retry')).toHaveLength(1);
  });

  it('offers no Retry to staff who may only read the course', async () => {
    const content = scriptCourse([
      state('failed', { error: 'Broken file' }),
      state('ready'),
      state('ready'),
      state('ready'),
    ]);
    signInAs(coursePermissions());
    renderCoursesApp(`/dashboard/course/content/${content._id}`);
    const welcome = await screen.findByRole('group', { name: 'Lecture 1.1: Welcome' });
    await within(welcome).findByText('Could not make streaming versions');
    expect(within(welcome).queryByRole('button', { name: /Retry/ })).toBeNull();
  });
});
