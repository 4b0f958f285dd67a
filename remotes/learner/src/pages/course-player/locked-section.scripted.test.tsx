import { apiPaths } from '@skillhub/shared/api-paths';
import { setLocale } from '@skillhub/shared/i18n';
import type { LearnerQuiz } from '@skillhub/shared/schemas/quiz';
import { type MountedRemote, mountRemote } from '@skillhub/shared/test-support/mount-remote';
import { ok, withScriptedServer } from '@skillhub/shared/test-support/scripted-server';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import {
  COURSE_ID,
  courseOutline,
  courseProgress,
  LECTURE_1,
  LECTURE_3,
  SECTION_1,
  SECTION_2,
  SLUG,
} from '../../../test/learner-fixtures.ts';
import { renderLearnerApp, setViewportWidth } from '../../../test/render-remote.tsx';
import { signInAsLearner } from '../../../test/session.ts';
import * as lifecycles from '../../app.tsx';

/**
 * A section on a drip schedule in the player's outline, for a learner (staff never see one locked, and the
 * real server's learners in these tests are the admin): the outline's answer is scripted.
 */

const server = withScriptedServer();
const PLAYBACK = `GET ${apiPaths.videoPlayback.playback}`;
let remote: MountedRemote | undefined;

afterEach(async () => {
  cleanup();
  await remote?.unmount();
  remote = undefined;
  await setLocale('en');
  setViewportWidth(1280);
  await server.quiet();
});

/** 00:00 IST on 6 December 2026. */
const OPENS_AT = '2026-12-05T18:30:00.000Z';
const lockedQuiz: LearnerQuiz = {
  _id: '90000000-0000-4000-8000-000000000001',
  sectionId: SECTION_2,
  title: 'Routing check',
  afterLectures: 1,
  passPercent: 60,
  timeLimitMinutes: null,
  attemptsAllowed: null,
  questionCount: 5,
  attemptsUsed: 0,
  bestPercent: null,
  passed: false,
  openAttemptId: null,
};

function scriptOutline(locks: Record<string, string>) {
  server.on(`GET ${apiPaths.courses.outline}`, () => ok(courseOutline(courseProgress(), locks, [lockedQuiz])));
  server.on(PLAYBACK, ({ params }) =>
    ok({
      type: 'file',
      url: `${server.apiBase}/media/stream/${params.subSectionId}.mp4`,
      expiresAt: OPENS_AT,
      thumbnailsUrl: null,
    }),
  );
  server.on(`GET ${apiPaths.overviews.byLecture}`, () => ok(null));
  server.on(`PUT ${apiPaths.progress.byLecture}`, () => ok(courseProgress()));
}
const playerPath = (lecture?: string) => `/course/${SLUG}/learn/${COURSE_ID}${lecture ? `?lecture=${lecture}` : ''}`;

describe('a locked section in the course player', () => {
  it('shows on a phone with a lock and when it opens; its lecture and quiz are not buttons, nor playable by URL', async () => {
    setViewportWidth(390);
    scriptOutline({ [SECTION_2]: OPENS_AT });
    signInAsLearner();
    // The locked section's lecture asked for by URL: the player opens the first lecture it may play instead.
    renderLearnerApp(playerPath(LECTURE_3));
    const user = userEvent.setup();
    // The page first, then its video (the lecture's URL comes from a call of its own).
    expect(await screen.findByRole('heading', { level: 2, name: 'Components' })).toBeTruthy();
    expect(await screen.findByLabelText('Video: Components')).toBeTruthy();

    // On a phone the outline is a tab under the video.
    await user.click(screen.getByRole('tab', { name: 'Course content' }));
    const outline = screen.getByRole('navigation', { name: 'Course content' });
    const header = within(outline).getByRole('button', { name: /Section 2: Node/ });
    expect(header.textContent).toContain('Opens on 6 Dec 2026, 12:00 am (IST)');
    expect(within(header).getByRole('img', { name: 'Locked' })).toBeTruthy();
    if (header.getAttribute('aria-expanded') !== 'true') await user.click(header);
    await within(outline).findByText('Its lectures and quizzes unlock when the section opens.');
    expect(within(outline).getByText('Express routes')).toBeTruthy();
    expect(within(outline).getByText('Quiz: Routing check')).toBeTruthy();
    expect(within(outline).queryByRole('button', { name: 'Express routes' })).toBeNull();
    expect(within(outline).queryByRole('button', { name: /Routing check/ })).toBeNull();
    // The open section's lectures are buttons as ever.
    expect(within(outline).getByRole('button', { name: 'Props and state' })).toBeTruthy();
    expect(server.callsTo(PLAYBACK).every((c) => c.params.subSectionId === LECTURE_1)).toBe(true);
  });

  it('says when each section opens when none is open yet', async () => {
    scriptOutline({ [SECTION_1]: OPENS_AT, [SECTION_2]: '2026-12-12T18:30:00.000Z' });
    signInAsLearner();
    renderLearnerApp(playerPath());
    await screen.findByText('No section of this course is open yet: each shows when it opens.');
    const outline = screen.getByRole('navigation', { name: 'Course content' });
    expect(within(outline).getByText('Opens on 6 Dec 2026, 12:00 am (IST)')).toBeTruthy();
    expect(within(outline).getByText('Opens on 13 Dec 2026, 12:00 am (IST)')).toBeTruthy();
    expect(within(outline).queryAllByRole('button', { name: 'Components' })).toHaveLength(0);
    expect(server.callsTo(PLAYBACK)).toHaveLength(0);
  });

  it('gives the date in Hindi in a shell showing Hindi', async () => {
    scriptOutline({ [SECTION_2]: OPENS_AT });
    signInAsLearner();
    remote = await mountRemote(lifecycles, {
      name: 'learner',
      area: 'public',
      path: playerPath(),
      locale: 'hi',
    });
    const page = within(remote.element);
    const outline = await page.findByRole('navigation', { name: 'कोर्स की सामग्री' });
    const header = await within(outline).findByRole('button', { name: /सेक्शन 2: Node/ });
    expect(header.textContent).toContain('6 दिस॰ 2026, 12:00 am (IST) को खुलेगा');
    expect(within(header).getByRole('img', { name: 'लॉक है' })).toBeTruthy();
  });
});
