import { request } from '@skillhub/shared/api-client';
import { lectureCaptionEndpoints } from '@skillhub/shared/endpoints/lecture-captions';
import type { Category } from '@skillhub/shared/schemas/category';
import { pickOption } from '@skillhub/shared/test-support/select-option';
import {
  enrol,
  type LectureRef,
  lectureOf,
  seedCategory,
  seedCourse,
} from '@skillhub/shared/test-support/skillhub-seed';
import { withSkillhubServer } from '@skillhub/shared/test-support/skillhub-server';
import { mp4File, seedLectureVideo } from '@skillhub/shared/test-support/test-video';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderLearnerApp } from '../../../test/render-remote.tsx';
import { signInAsLearner } from '../../../test/session.ts';

/**
 * Captions in the course player against the real server: the tracks staff uploaded, served through signed
 * URLs, and the learner's choice, kept in this browser for the next lecture and visit.
 */

const skillhub = withSkillhubServer(window.location.origin);
const { network } = skillhub;
let category: Category;

beforeAll(async () => {
  category = await seedCategory();
});
afterEach(async () => {
  cleanup();
  await network.idle();
  localStorage.clear();
});

async function uploadCaptions(lecture: LectureRef, language: 'en' | 'hi', text: string) {
  const body = new FormData();
  body.append('file', new File([text], `${language}.vtt`, { type: 'text/vtt' }));
  await request(lectureCaptionEndpoints.upload, { params: { ...lecture, language }, body });
}

async function captionedCourse() {
  const course = await seedCourse({
    title: 'Spoken English',
    category,
    sections: [{ title: 'Basics', lectures: ['Greetings', 'Numbers'] }],
    status: 'PUBLISHED',
  });
  const greetings = lectureOf(course, 0, 0);
  const numbers = lectureOf(course, 0, 1);
  await seedLectureVideo(greetings, mp4File(64 * 1024, 600, 'greetings.mp4'));
  await seedLectureVideo(numbers, mp4File(64 * 1024, 600, 'numbers.mp4'));
  await uploadCaptions(greetings, 'en', 'WEBVTT\n\n00:00:00.000 --> 00:00:04.000\nHello and welcome\n');
  await uploadCaptions(greetings, 'hi', 'WEBVTT\n\n00:00:00.000 --> 00:00:04.000\nनमस्ते और स्वागत है\n');
  await enrol(skillhub.admin.user._id, course._id);
  return { course, greetings, numbers };
}

async function openPlayer(slug: string, courseId: string, lecture: LectureRef) {
  signInAsLearner(skillhub.admin);
  renderLearnerApp(`/course/${slug}/learn/${courseId}?lecture=${lecture.subSectionId}`);
  return (await screen.findByLabelText(/^Video: /)) as HTMLVideoElement;
}

const tracksOf = (video: HTMLVideoElement) =>
  [...video.querySelectorAll('track')].map((track) => ({
    kind: track.kind,
    language: track.srclang,
    label: track.label,
    shown: track.default,
  }));

describe('Course player: captions', () => {
  it('offers each uploaded language, serves the chosen track and remembers the choice', async () => {
    const { course, greetings, numbers } = await captionedCourse();
    const video = await openPlayer(course.slug, course._id, greetings);
    const menu = await screen.findByRole('combobox', { name: 'Captions' });
    await waitFor(() =>
      expect(tracksOf(video)).toEqual([
        { kind: 'captions', language: 'en', label: 'English', shown: false },
        { kind: 'captions', language: 'hi', label: 'Hindi', shown: false },
      ]),
    );

    const user = userEvent.setup();
    await user.click(menu);
    await pickOption(user, 'Hindi');
    await waitFor(() => expect(tracksOf(video).find((t) => t.language === 'hi')?.shown).toBe(true));
    expect(localStorage.getItem('skillhub.player.captions')).toBe('hi');

    // The track's URL is signed for this learner; it serves the file as uploaded.
    const src = video.querySelector<HTMLTrackElement>('track[srclang="hi"]')?.src as string;
    expect(src).toMatch(/\/api\/media\/captions\/[^/]+\/hi\.vtt$/);
    const served = await fetch(src);
    expect(served.status).toBe(200);
    expect(await served.text()).toContain('नमस्ते और स्वागत है');

    // The next visit starts with Hindi; a lecture without captions has no Captions menu.
    cleanup();
    const again = await openPlayer(course.slug, course._id, greetings);
    await waitFor(() => expect(tracksOf(again).find((t) => t.language === 'hi')?.shown).toBe(true));
    expect(screen.getByRole('combobox', { name: 'Captions' }).closest('.ant-select')?.textContent).toBe('Hindi');
    cleanup();
    await openPlayer(course.slug, course._id, numbers);
    await screen.findByRole('combobox', { name: 'Playback speed' });
    await network.idle();
    expect(screen.queryByRole('combobox', { name: 'Captions' })).toBeNull();

    // Turning them off is remembered too.
    cleanup();
    const third = await openPlayer(course.slug, course._id, greetings);
    await user.click(await screen.findByRole('combobox', { name: 'Captions' }));
    await pickOption(user, 'Captions off');
    await waitFor(() => expect(tracksOf(third).every((t) => !t.shown)).toBe(true));
    expect(localStorage.getItem('skillhub.player.captions')).toBe('off');
  });
});
