import { request } from '@skillhub/shared/api-client';
import { courseEndpoints } from '@skillhub/shared/endpoints/courses';
import { lectureCaptionEndpoints } from '@skillhub/shared/endpoints/lecture-captions';
import type { Category } from '@skillhub/shared/schemas/category';
import type { Course } from '@skillhub/shared/schemas/course';
import { pickOption } from '@skillhub/shared/test-support/select-option';
import { type LectureRef, lectureOf, seedCategory, seedCourse } from '@skillhub/shared/test-support/skillhub-seed';
import { withSkillhubServer } from '@skillhub/shared/test-support/skillhub-server';
import { mp4File, seedLectureVideo } from '@skillhub/shared/test-support/test-video';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderCoursesApp } from '../../../test/render-remote.tsx';
import { coursePermissions, signInAs, signOut } from '../../../test/session.ts';

/** The public course page's free previews against the real server, as a signed-out visitor sees them. */

const skillhub = withSkillhubServer(window.location.origin);
let category: Category;

beforeAll(async () => {
  category = await seedCategory();
});
afterEach(async () => {
  cleanup();
  await skillhub.network.idle();
  localStorage.clear();
  // The seeding of the next test runs as the admin.
  signInAs(coursePermissions('update'), skillhub.admin);
});

/** Staff's save of the curriculum with the given lectures of the first section marked as free previews. */
async function markPreviews(course: Course, previews: boolean[]) {
  await request(courseEndpoints.saveCurriculum, {
    params: { courseId: course._id },
    body: {
      sections: course.sections.map((section, i) => ({
        _id: section._id,
        title: section.title,
        subSections: section.subSections.map((lecture, j) => ({
          _id: lecture._id,
          title: lecture.title,
          freePreview: i === 0 && previews[j] === true,
        })),
      })),
    },
  });
}

async function uploadCaptions(lecture: LectureRef, language: 'en' | 'hi', text: string) {
  const body = new FormData();
  body.append('file', new File([text], `${language}.vtt`, { type: 'text/vtt' }));
  await request(lectureCaptionEndpoints.upload, { params: { ...lecture, language }, body });
}

/** A published course whose first two lectures have videos; Welcome is a free preview, Setup is not. */
async function previewCourse() {
  const course = await seedCourse({
    title: 'Photography Basics',
    category,
    sections: [{ title: 'Getting started', lectures: ['Welcome', 'Setup', 'Light'] }],
    status: 'PUBLISHED',
  });
  await seedLectureVideo(lectureOf(course, 0, 0), mp4File(64 * 1024, 90, 'welcome.mp4'));
  await seedLectureVideo(lectureOf(course, 0, 1), mp4File(64 * 1024, 90, 'setup.mp4'));
  await markPreviews(course, [true, false, true]);
  return course;
}

async function openSignedOut(course: Course) {
  signOut();
  renderCoursesApp(`/course/${course.slug}`);
  await screen.findByRole('heading', { level: 1, name: course.title });
  return userEvent.setup();
}

describe('Free preview on the course page', () => {
  it('offers Preview on the preview lecture only and plays it in a dialog to a signed-out visitor', async () => {
    const course = await previewCourse();
    const user = await openSignedOut(course);
    // The section holding a preview starts open.
    const lectures = await screen.findByRole('list', { name: 'Lectures of Getting started' });
    const preview = within(lectures).getByRole('button', { name: 'Preview Welcome' });
    expect(within(lectures).queryByRole('button', { name: 'Preview Setup' })).toBeNull();
    // Light is marked but has no video: nothing to play, no button.
    expect(within(lectures).queryByRole('button', { name: 'Preview Light' })).toBeNull();

    await user.click(preview);
    const dialog = await screen.findByRole('dialog', { name: 'Preview: Welcome' });
    const video = (await within(dialog).findByLabelText('Free preview video: Welcome')) as HTMLVideoElement;
    await waitFor(() => expect(video.src).toContain('/media/'));
    const asked = skillhub.network.requests.filter((r) => r.path.startsWith('/course/preview/'));
    expect(asked.map((r) => r.path)).toEqual([
      `/course/preview/${course._id}/${course.sections[0]?._id}/${course.sections[0]?.subSections[0]?._id}`,
    ]);
    within(dialog).getByText('Enrol to watch every lecture of this course.');

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByLabelText('Free preview video: Welcome')).toBeNull());
  });

  it("shows the preview's captions to a signed-out visitor, Off, English or Hindi, and its seek bar", async () => {
    const course = await previewCourse();
    const welcome = lectureOf(course, 0, 0);
    await uploadCaptions(welcome, 'en', 'WEBVTT\n\n00:00:00.000 --> 00:00:04.000\nHello and welcome\n');
    await uploadCaptions(welcome, 'hi', 'WEBVTT\n\n00:00:00.000 --> 00:00:04.000\nनमस्ते और स्वागत है\n');
    const user = await openSignedOut(course);
    const lectures = await screen.findByRole('list', { name: 'Lectures of Getting started' });
    await user.click(within(lectures).getByRole('button', { name: 'Preview Welcome' }));
    const dialog = await screen.findByRole('dialog', { name: 'Preview: Welcome' });
    const video = (await within(dialog).findByLabelText('Free preview video: Welcome')) as HTMLVideoElement;
    const menu = await within(dialog).findByRole('combobox', { name: 'Captions' });
    const tracks = () =>
      [...video.querySelectorAll('track')].map((track) => ({ language: track.srclang, label: track.label }));
    await waitFor(() =>
      expect(tracks()).toEqual([
        { language: 'en', label: 'English' },
        { language: 'hi', label: 'Hindi' },
      ]),
    );
    within(dialog).getByRole('slider', { name: 'Seek' });

    await user.click(menu);
    await pickOption(user, 'Hindi');
    await waitFor(() => expect(video.querySelector<HTMLTrackElement>('track[srclang="hi"]')?.default).toBe(true));
    // Signed out, the track's signed URL serves the file as uploaded.
    const src = video.querySelector<HTMLTrackElement>('track[srclang="hi"]')?.src as string;
    expect(src).toMatch(/\/api\/media\/captions\/[^/]+\/hi\.vtt$/);
    const served = await fetch(src);
    expect(served.status).toBe(200);
    expect(await served.text()).toContain('नमस्ते और स्वागत है');

    await user.click(menu);
    await pickOption(user, 'Captions off');
    await waitFor(() => expect(video.querySelector<HTMLTrackElement>('track[srclang="hi"]')?.default).toBe(false));
    expect(localStorage.getItem('skillhub.player.captions')).toBe('off');
  });

  it('says so, with a retry, when the lecture stopped being a preview after the page loaded', async () => {
    const course = await previewCourse();
    const user = await openSignedOut(course);
    const lectures = await screen.findByRole('list', { name: 'Lectures of Getting started' });
    signInAs(coursePermissions('update'), skillhub.admin);
    await markPreviews(course, [false, false, false]);
    signOut();

    await user.click(within(lectures).getByRole('button', { name: 'Preview Welcome' }));
    const dialog = await screen.findByRole('dialog', { name: 'Preview: Welcome' });
    await within(dialog).findByText('The preview could not be loaded.');
    within(dialog).getByText('This lecture is not a free preview');
    within(dialog).getByRole('button', { name: 'Retry' });
    expect(within(dialog).queryByLabelText('Free preview video: Welcome')).toBeNull();
  });
});
