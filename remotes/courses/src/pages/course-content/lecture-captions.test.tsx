import { UPLOAD_CHUNK_SIZE } from '@skillhub/shared/constants';
import type { Category } from '@skillhub/shared/schemas/category';
import { lectureOf, seedCategory, seedCourse } from '@skillhub/shared/test-support/skillhub-seed';
import { withSkillhubServer } from '@skillhub/shared/test-support/skillhub-server';
import { mp4File, seedLectureVideo } from '@skillhub/shared/test-support/test-video';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderCoursesApp } from '../../../test/render-remote.tsx';
import { coursePermissions, signInAs } from '../../../test/session.ts';

/** A lecture video's captions in the content editor, against the real server (which checks the files). */

const skillhub = withSkillhubServer(window.location.origin);
let category: Category;

beforeAll(async () => {
  category = await seedCategory();
});

const vtt = (text: string, name = 'captions.vtt') => new File([text], name, { type: 'text/vtt' });

async function openCaptions(...operations: Parameters<typeof coursePermissions>) {
  const course = await seedCourse({
    title: 'Captioned Course',
    category,
    sections: [{ title: 'Getting started', lectures: ['Welcome', 'Setting up'] }],
  });
  await seedLectureVideo(lectureOf(course), mp4File(UPLOAD_CHUNK_SIZE, 30));
  signInAs(coursePermissions(...operations), skillhub.admin);
  renderCoursesApp(`/dashboard/course/content/${course._id}`);
  const row = await screen.findByRole('group', { name: 'Lecture 1.1: Welcome' });
  // A lecture without a video has nothing to caption.
  expect(
    within(screen.getByRole('group', { name: 'Lecture 1.2: Setting up' })).queryByRole('button', { name: /Captions/ }),
  ).toBeNull();
  const user = userEvent.setup({ applyAccept: false });
  await user.click(within(row).getByRole('button', { name: 'Captions of Welcome' }));
  const dialog = await screen.findByRole('dialog', { name: 'Captions · Welcome' });
  return { user, dialog };
}

describe('Course content: captions', () => {
  it('uploads, refuses a file that is not WebVTT with the reason, replaces and removes after confirming', async () => {
    const { user, dialog } = await openCaptions('update');
    await within(dialog).findByText('English');
    expect(within(dialog).getAllByText('No captions')).toHaveLength(2);

    await user.click(within(dialog).getByRole('button', { name: 'Upload Hindi captions' }));
    await user.upload(
      within(dialog).getByLabelText('Hindi caption file (.vtt)'),
      vtt('1\n00:00:00,000 --> 00:00:02,000\nAn SRT file\n'),
    );
    await screen.findByText('The caption file must be WebVTT: its first line starts with WEBVTT');
    expect(within(dialog).getAllByText('No captions')).toHaveLength(2);

    await user.upload(
      within(dialog).getByLabelText('Hindi caption file (.vtt)'),
      vtt('WEBVTT\n\n00:00:00.000 --> 00:00:02.000\nनमस्ते\n'),
    );
    await screen.findByText('Hindi captions saved');
    await within(dialog).findByRole('button', { name: 'Replace Hindi captions' });
    expect(within(dialog).getAllByText('No captions')).toHaveLength(1);

    await user.click(within(dialog).getByRole('button', { name: 'Remove Hindi captions' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove the Hindi captions?' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await screen.findByText('Hindi captions removed');
    await within(dialog).findByRole('button', { name: 'Upload Hindi captions' });
    expect(within(dialog).getAllByText('No captions')).toHaveLength(2);
  });

  it('shows read-only staff the captions without the means to change them', async () => {
    const { dialog } = await openCaptions();
    await within(dialog).findByText('Only staff who may update courses can change captions.');
    await within(dialog).findByText('Hindi');
    expect(within(dialog).queryByRole('button', { name: /Upload|Replace|Remove/ })).toBeNull();
  });
});
