import { apiPaths } from '@skillhub/shared/api-paths';
import type { Qna } from '@skillhub/shared/schemas/qna';
import { failure, list, ok, withScriptedServer } from '@skillhub/shared/test-support/scripted-server';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import {
  COURSE_ID,
  courseOutline,
  courseProgress,
  LECTURE_1,
  LECTURE_2,
  SECTION_1,
  SLUG,
} from '../../../test/learner-fixtures.ts';
import { renderLearnerApp } from '../../../test/render-remote.tsx';
import { LEARNER, signInAsLearner } from '../../../test/session.ts';

/**
 * The player with answers the real server does not give on demand: a video URL that expires while it plays,
 * a reply by another learner (a test signs in one, the admin, whose replies are staff's), and a course the
 * learner is not enrolled in (the admin reads every course).
 */

const PLAYBACK = `GET ${apiPaths.videoPlayback.playback}`;
const NOW = '2026-11-20T10:00:00.000Z';
const server = withScriptedServer();

afterEach(async () => {
  // Leaving the page saves where the video was: let those calls land before the next test's script.
  cleanup();
  await server.quiet();
});

/** An enrolled learner's course: a new video URL on each ask, progress saved as sent, questions as given. */
function scriptCourse(questions: Qna[] = []) {
  let signed = 0;
  server.on(`GET ${apiPaths.courses.outline}`, () =>
    ok(courseOutline(courseProgress([{ lectureId: LECTURE_1, completed: true }], LECTURE_2))),
  );
  server.on(`PUT ${apiPaths.progress.byLecture}`, () => ok(courseProgress([], LECTURE_2)));
  server.on(PLAYBACK, ({ params }) => {
    signed += 1;
    return ok({
      type: 'file',
      url: `${server.apiBase}/media/stream/${params.subSectionId}-${signed}.mp4`,
      expiresAt: NOW,
      thumbnailsUrl: null,
    });
  });
  server.on(`GET ${apiPaths.overviews.byLecture}`, () => ok(null));
  server.on(`GET ${apiPaths.qna.list}`, () => list(questions));
  server.on(`POST ${apiPaths.qna.reply}`, ({ params, body }) => {
    const item = questions.find((q) => q._id === params.qnaId);
    if (!item) return failure(404, 'Question not found');
    item.replies.push({
      _id: `r${item.replies.length + 1}`,
      reply: (body as { reply: string }).reply,
      author: { _id: LEARNER._id, name: LEARNER.name },
      isStaff: false,
      createdAt: NOW,
      updatedAt: NOW,
    });
    return ok(item, 'Reply posted successfully', 201);
  });
}

const playerPath = (lecture?: string) => `/course/${SLUG}/learn/${COURSE_ID}${lecture ? `?lecture=${lecture}` : ''}`;

async function openPlayer(lecture?: string) {
  signInAsLearner();
  renderLearnerApp(playerPath(lecture));
  await screen.findByRole('navigation', { name: 'Course content' });
  return userEvent.setup();
}

async function videoOf(title: string) {
  return (await screen.findByLabelText(`Video: ${title}`)) as HTMLVideoElement;
}

describe('Course player with scripted answers', () => {
  it('asks for a new video URL once when playback fails (an expired URL) and carries on where it was', async () => {
    scriptCourse();
    await openPlayer(LECTURE_2);
    let video = await videoOf('Props and state');
    const firstUrl = video.getAttribute('src');
    await act(() => video.play());
    video.currentTime = 200;
    fireEvent(video, new Event('timeupdate'));

    fireEvent(video, new Event('error'));
    await waitFor(() => expect(server.callsTo(PLAYBACK)).toHaveLength(2));
    video = await videoOf('Props and state');
    await waitFor(() => expect(video.getAttribute('src')).not.toBe(firstUrl));
    fireEvent(video, new Event('loadedmetadata'));
    expect(video.currentTime).toBe(200);
    fireEvent(video, new Event('playing'));

    // Later the new URL expires too: one more new URL.
    fireEvent(video, new Event('error'));
    await waitFor(() => expect(server.callsTo(PLAYBACK)).toHaveLength(3));
    // But a URL that fails before playing at all (a file the browser cannot play) is not asked for in a loop.
    fireEvent(video, new Event('error'));
    await screen.findByText('The video could not be played.');
    expect(server.callsTo(PLAYBACK)).toHaveLength(3);
  });

  it('shows a fellow learner’s reply without the instructor’s mark', async () => {
    scriptCourse([
      {
        _id: '80000000-0000-4000-8000-000000000001',
        course: { _id: COURSE_ID, title: 'Full Stack Web Development', slug: SLUG },
        sectionId: SECTION_1,
        subSectionId: LECTURE_2,
        lectureTitle: 'Props and state',
        question: 'Why? Is state immutable?',
        askedBy: { _id: LEARNER._id, name: LEARNER.name },
        replies: [],
        answered: false,
        createdAt: NOW,
        updatedAt: NOW,
      },
    ]);
    const user = await openPlayer(LECTURE_2);
    await user.click(screen.getByRole('tab', { name: 'Q&A' }));
    const qna = screen.getByRole('tabpanel', { name: 'Q&A' });
    const question = await within(qna).findByRole('listitem', { name: `Question by ${LEARNER.name}` });

    await user.type(within(question).getByRole('textbox', { name: 'Your reply' }), 'Found it: yes, treat it so.');
    await user.click(within(question).getByRole('button', { name: 'Reply' }));
    await screen.findByText('Reply posted successfully');
    await within(question).findByText('Found it: yes, treat it so.');
    expect(within(question).queryByText('Instructor')).toBeNull();
  });

  it('tells a learner who is not enrolled so, with a way to enrol', async () => {
    server.on(`GET ${apiPaths.courses.outline}`, () => failure(403, 'You are not enrolled in this course'));
    signInAsLearner();
    renderLearnerApp(playerPath());

    await screen.findByText('You are not enrolled in this course');
    const enrol = screen.getByRole('link', { name: 'Enrol in this course' });
    expect(enrol.getAttribute('href')).toBe(`/course-payment/${COURSE_ID}`);
  });
});
