import { request } from '@skillhub/shared/api-client';
import { UPLOAD_CHUNK_SIZE } from '@skillhub/shared/constants';
import { overviewEndpoints } from '@skillhub/shared/endpoints/overviews';
import { uploadEndpoints } from '@skillhub/shared/endpoints/uploads';
import type { Category } from '@skillhub/shared/schemas/category';
import type { Course } from '@skillhub/shared/schemas/course';
import { lectureOf, seedCategory, seedCourse } from '@skillhub/shared/test-support/skillhub-seed';
import { withSkillhubServer } from '@skillhub/shared/test-support/skillhub-server';
import { TEST_TIMEOUTS } from '@skillhub/shared/test-support/test-policy';
import { mp4File, seedLectureVideo, uploadParts } from '@skillhub/shared/test-support/test-video';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderCoursesApp } from '../../../test/render-remote.tsx';
import { coursePermissions, signInAs } from '../../../test/session.ts';
import { rememberedUpload, rememberUpload } from './upload-resume-store.ts';

/**
 * The content page against the real server: its uploads go up in the server's own chunk size (5 MiB), so the
 * test videos are a few parts long, and the lengths shown are read by the server from the files.
 */

const skillhub = withSkillhubServer(window.location.origin);
const { network } = skillhub;
let category: Category;

beforeAll(async () => {
  category = await seedCategory();
});
afterEach(() => {
  localStorage.clear();
});

const outline = [
  { title: 'Getting started', lectures: ['Welcome', 'Setting up'] },
  { title: 'React basics', lectures: ['Components'] },
];
const MB = 1024 * 1024;

const seedOutline = () => seedCourse({ title: 'Full Stack Bootcamp', category, sections: outline });

async function openContent(course: Course, ...operations: Parameters<typeof coursePermissions>) {
  signInAs(coursePermissions(...operations), skillhub.admin);
  // The page's own calls only, not the seeding's.
  network.clear();
  renderCoursesApp(`/dashboard/course/content/${course._id}`);
  await screen.findByRole('group', { name: 'Lecture 1.1: Welcome' });
  return userEvent.setup();
}

const lectureRow = (name: string) => screen.getByRole('group', { name });
/** The part numbers the page sent, in order. */
const sentParts = () =>
  network.requests
    .filter((r) => r.method === 'POST' && r.path.startsWith('/course/chunk-upload/'))
    .map((r) => Number((r.body as { partNumber: string }).partNumber));

describe('Course content', () => {
  it('lists the lectures by section with their video state', async () => {
    const course = await seedOutline();
    await seedLectureVideo(lectureOf(course, 1, 0), mp4File(12 * MB, 3909, 'components.mp4'));
    await openContent(course, 'update');

    await screen.findByRole('heading', { level: 2, name: 'Section 1: Getting started' });
    screen.getByRole('heading', { level: 2, name: 'Section 2: React basics' });
    within(lectureRow('Lecture 1.2: Setting up')).getByText('No video');
    const components = lectureRow('Lecture 2.1: Components');
    within(components).getByText('Video uploaded · 12.0 MB · 1:05:09');
    within(components).getByRole('button', { name: 'Replace Video' });
  });

  it('uploads a video in chunks with progress and shows it attached', async () => {
    const course = await seedOutline();
    const welcome = lectureOf(course);
    const user = await openContent(course, 'create', 'update', 'delete');
    const file = mp4File(2 * UPLOAD_CHUNK_SIZE + 10, 95);
    await user.upload(screen.getByLabelText('Video file for Welcome'), file);

    const row = lectureRow('Lecture 1.1: Welcome');
    await within(row).findByText('Video uploaded · 10.0 MB · 1:35', {}, { timeout: TEST_TIMEOUTS.component.longWork });
    await screen.findByText('"welcome.mp4" uploaded');
    expect(sentParts()).toEqual([1, 2, 3]);
    expect(rememberedUpload(welcome.subSectionId)).toBeUndefined();
  });

  it('after a reload, asks for the same file and sends only the missing parts', async () => {
    const course = await seedOutline();
    const welcome = lectureOf(course);
    const file = mp4File(2 * UPLOAD_CHUNK_SIZE + 10, 95);
    const earlier = await uploadParts(welcome, file, [1]);
    // What the page remembered before the reload.
    rememberUpload(welcome.subSectionId, {
      uploadId: earlier.uploadId,
      fileKey: earlier.fileKey,
      chunkSize: earlier.chunkSize,
      fileName: file.name,
      fileSize: file.size,
      lastModified: file.lastModified,
    });
    const user = await openContent(course, 'update');

    const row = lectureRow('Lecture 1.1: Welcome');
    within(row).getByText('An upload of "welcome.mp4" (10.0 MB) did not finish.');
    within(row).getByRole('button', { name: 'Resume Upload' });

    const other = new File([new Uint8Array(10)], 'other.mp4', { type: 'video/mp4' });
    await user.upload(within(row).getByLabelText('Video file for Welcome'), other);
    await screen.findByText(
      'This is not the interrupted file. Pick "welcome.mp4" to continue, or discard that upload first.',
    );
    expect(sentParts()).toEqual([]);

    await user.upload(within(row).getByLabelText('Video file for Welcome'), file);
    await within(row).findByText('Video uploaded · 10.0 MB · 1:35', {}, { timeout: TEST_TIMEOUTS.component.longWork });
    expect(sentParts()).toEqual([2, 3]);
    expect(rememberedUpload(welcome.subSectionId)).toBeUndefined();
  });

  it('discards an interrupted upload on the server too', async () => {
    const course = await seedOutline();
    const welcome = lectureOf(course);
    const file = mp4File(UPLOAD_CHUNK_SIZE + 10, 30);
    const earlier = await uploadParts(welcome, file, [1]);
    rememberUpload(welcome.subSectionId, {
      uploadId: earlier.uploadId,
      fileKey: earlier.fileKey,
      chunkSize: earlier.chunkSize,
      fileName: file.name,
      fileSize: file.size,
      lastModified: file.lastModified,
    });
    const user = await openContent(course, 'update');
    const row = lectureRow('Lecture 1.1: Welcome');

    await user.click(within(row).getByRole('button', { name: 'Discard' }));
    await within(row).findByRole('button', { name: 'Upload Video' });
    expect(rememberedUpload(welcome.subSectionId)).toBeUndefined();
    const abort = network.requests.find((r) => r.method === 'DELETE' && r.path.startsWith('/course/abort-upload/'));
    expect(abort?.search).toBe(`?uploadId=${earlier.uploadId}`);
    // The server no longer knows the session.
    await waitFor(() =>
      expect(
        request(uploadEndpoints.status, { params: welcome, query: { uploadId: earlier.uploadId } }),
      ).rejects.toMatchObject({ status: 404 }),
    );
  });

  it('previews an uploaded video from a short-lived URL', async () => {
    const course = await seedOutline();
    await seedLectureVideo(lectureOf(course), mp4File(UPLOAD_CHUNK_SIZE, 30));
    // Read-only staff may watch but not upload.
    const user = await openContent(course);
    const row = lectureRow('Lecture 1.1: Welcome');
    expect(within(row).queryByRole('button', { name: /Upload Video|Replace Video/ })).toBeNull();

    await user.click(within(row).getByRole('button', { name: 'Preview' }));
    const dialog = await screen.findByRole('dialog', { name: 'Welcome' });
    const video = await within(dialog).findByLabelText('Video: Welcome');
    expect(video.getAttribute('src')).toMatch(/^http:\/\/.+\/api\/media\/.+/);
    expect(video.hasAttribute('controls')).toBe(true);
    expect(network.requests.some((r) => r.path.startsWith('/course/presigned/'))).toBe(true);
  });

  describe('announcements', () => {
    it('adds, edits and deletes an announcement, with the required-field messages', async () => {
      const course = await seedOutline();
      const user = await openContent(course, 'create', 'update', 'delete');
      await user.click(screen.getByRole('tab', { name: 'Announcements' }));
      await screen.findByText('No announcements yet.');

      await user.click(screen.getByRole('button', { name: 'Add Announcement' }));
      const dialog = await screen.findByRole('dialog', { name: 'Add Announcement' });
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      await within(dialog).findByText('Title is required');
      within(dialog).getByText('Message is required');

      await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Live session on Friday');
      await user.type(within(dialog).getByRole('textbox', { name: 'Message' }), 'Join at 7 pm IST.');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      await screen.findByText('Announcement posted successfully');
      const list = screen.getByRole('list', { name: 'Announcements' });
      await within(list).findByText('Join at 7 pm IST.');
      expect(network.to('POST', `/course/announcement/${course._id}`)[0]?.body).toEqual({
        title: 'Live session on Friday',
        message: 'Join at 7 pm IST.',
      });

      await user.click(screen.getByRole('button', { name: 'Edit announcement Live session on Friday' }));
      const edit = await screen.findByRole('dialog', { name: 'Edit Announcement' });
      const message = within(edit).getByRole('textbox', { name: 'Message' });
      expect(message).toHaveProperty('value', 'Join at 7 pm IST.');
      await user.clear(message);
      await user.type(message, 'Moved to Saturday, 7 pm IST.');
      await user.click(within(edit).getByRole('button', { name: 'Save' }));
      await within(list).findByText('Moved to Saturday, 7 pm IST.');

      await user.click(screen.getByRole('button', { name: 'Delete announcement Live session on Friday' }));
      const confirm = await screen.findByRole('dialog', { name: 'Delete Announcement' });
      within(confirm).getByText('Delete "Live session on Friday"? Learners will no longer see it.');
      await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
      await screen.findByText('No announcements yet.');
    });
  });

  describe('lecture overview', () => {
    it("refuses an empty overview with 'Overview cannot be empty'", async () => {
      const course = await seedOutline();
      const user = await openContent(course, 'update');
      await user.click(within(lectureRow('Lecture 1.1: Welcome')).getByRole('button', { name: 'Overview' }));
      const dialog = await screen.findByRole('dialog', { name: 'Overview: Welcome' });
      await user.click(await within(dialog).findByRole('button', { name: 'Save Overview' }));
      await within(dialog).findByText('Overview cannot be empty');
      expect(network.requests.filter((r) => r.method === 'POST' && r.path.startsWith('/course/overview'))).toHaveLength(
        0,
      );
    });

    it('shows, saves and deletes an existing overview', async () => {
      const course = await seedOutline();
      const welcome = lectureOf(course);
      const overview = await request(overviewEndpoints.create, {
        params: welcome,
        body: { overview: '<p>Meet the mentors.</p>' },
      });
      const user = await openContent(course, 'update');
      await user.click(within(lectureRow('Lecture 1.1: Welcome')).getByRole('button', { name: 'Overview' }));
      const dialog = await screen.findByRole('dialog', { name: 'Overview: Welcome' });
      await within(dialog).findByText('Meet the mentors.');

      await user.click(within(dialog).getByRole('button', { name: 'Save Overview' }));
      await screen.findByText('Overview updated successfully');
      const put = network.to('PUT', `/course/overview/${overview.data._id}`)[0];
      expect(put?.body).toEqual({ overview: '<p>Meet the mentors.</p>' });

      await user.click(within(lectureRow('Lecture 1.1: Welcome')).getByRole('button', { name: 'Overview' }));
      const again = await screen.findByRole('dialog', { name: 'Overview: Welcome' });
      await user.click(await within(again).findByRole('button', { name: 'Delete Overview' }));
      await screen.findByText('Overview deleted successfully');
      await waitFor(() => expect(network.to('DELETE', `/course/overview/${overview.data._id}`)).toHaveLength(1));
    });
  });
});
