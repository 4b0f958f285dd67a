import { configureApiBase } from '@skillhub/shared/api-client';
import { queryClient } from '@skillhub/shared/query-client';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderCoursesApp } from '../../../test/render-remote.tsx';
import { signOut } from '../../../test/session.ts';
import { signInWithCourses } from '../courses-list/course-session.ts';
import {
  type ScriptedCourseApi,
  startScriptedCourseApi,
  UPLOAD_CHUNK_BYTES,
} from '../courses-list/scripted-course-api.ts';
import { rememberedUpload, rememberUpload } from './upload-resume-store.ts';

let server: ScriptedCourseApi;

beforeAll(async () => {
  // The first render of a file loads antd and the page chunk; on a busy machine that outlasts 5 s.
  configure({ asyncUtilTimeout: 15_000 });
  server = await startScriptedCourseApi();
  configureApiBase(server.apiBase);
});
afterAll(() => server.close());
afterEach(() => {
  server.reset();
  queryClient.clear();
  localStorage.clear();
  signOut();
});

const outline = [
  { title: 'Getting started', lectures: ['Welcome', 'Setting up'] },
  { title: 'React basics', lectures: ['Components'] },
];

async function openContent() {
  const course = server.seedCourse({ title: 'Full Stack Bootcamp', sections: outline });
  signInWithCourses('create', 'update', 'delete');
  renderCoursesApp(`/dashboard/course/content/${course._id}`);
  await screen.findByRole('group', { name: 'Lecture 1.1: Welcome' });
  const welcome = course.sections[0]!.subSections[0]!;
  const target = `${course._id}:${course.sections[0]!._id}:${welcome._id}`;
  return { user: userEvent.setup(), course, welcome, target };
}

const lectureRow = (name: string) => screen.getByRole('group', { name });

function videoFile(size: number, name = 'welcome.mp4') {
  const bytes = new Uint8Array(size).map((_, i) => i % 251);
  return { file: new File([bytes], name, { type: 'video/mp4', lastModified: 1_700_000_000_000 }), bytes };
}

describe('Course content', { timeout: 120_000 }, () => {
  it('lists the lectures by section with their video state', async () => {
    const course = server.seedCourse({ title: 'Data Science', sections: outline });
    server.videos.set(course.sections[1]!.subSections[0]!._id, {
      mimeType: 'video/mp4',
      sizeBytes: 12 * 1024 * 1024,
      durationSeconds: 3909,
    });
    signInWithCourses('update');
    renderCoursesApp(`/dashboard/course/content/${course._id}`);

    await screen.findByRole('heading', { level: 2, name: 'Section 1: Getting started' });
    screen.getByRole('heading', { level: 2, name: 'Section 2: React basics' });
    within(lectureRow('Lecture 1.2: Setting up')).getByText('No video');
    const components = lectureRow('Lecture 2.1: Components');
    within(components).getByText('Video uploaded · 12.0 MB · 1:05:09');
    within(components).getByRole('button', { name: 'Replace Video' });
  });

  it('uploads a video in chunks with progress and shows it attached', async () => {
    const { user, welcome } = await openContent();
    const { file } = videoFile(3 * UPLOAD_CHUNK_BYTES + 10);
    await user.upload(screen.getByLabelText('Video file for Welcome'), file);

    const row = lectureRow('Lecture 1.1: Welcome');
    await within(row).findByText('Video uploaded · 3.0 KB · 1:35');
    await screen.findByText('"welcome.mp4" uploaded');
    expect(server.uploads.chunks.map((c) => c.partNumber)).toEqual([1, 2, 3, 4]);
    expect(server.videos.get(welcome._id)?.sizeBytes).toBe(file.size);
    expect(rememberedUpload(welcome._id)).toBeUndefined();
  });

  it('shows percent, speed and time left while a part is retried, and cancels on request', async () => {
    const { user, welcome } = await openContent();
    // Part 2 fails once; the engine pauses a second before trying again, long enough to look and cancel.
    server.uploads.failPart(2, 1, 503);
    await user.upload(screen.getByLabelText('Video file for Welcome'), videoFile(4 * UPLOAD_CHUNK_BYTES).file);

    const row = lectureRow('Lecture 1.1: Welcome');
    await within(row).findByText(/^1\.0 KB of 4\.0 KB · [\d.]+ MB\/s · .+ left$/);
    expect(
      within(row).getByRole('progressbar', { name: 'Upload progress of Welcome' }).getAttribute('aria-valuenow'),
    ).toBe('25');
    expect(rememberedUpload(welcome._id)?.fileName).toBe('welcome.mp4');

    await user.click(within(row).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(server.uploads.aborted).toHaveLength(1));
    within(row).getByRole('button', { name: 'Upload Video' });
    within(row).getByText('No video');
    expect(rememberedUpload(welcome._id)).toBeUndefined();
    // Nothing more is sent after the cancel.
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(server.uploads.chunks.filter((c) => c.status === 200).map((c) => c.partNumber)).toEqual([1]);
  });

  it('after a dropped connection, resumes with the file in hand without re-sending parts', async () => {
    const { user, welcome } = await openContent();
    server.uploads.failPart(3, 3, 502);
    await user.upload(screen.getByLabelText('Video file for Welcome'), videoFile(4 * UPLOAD_CHUNK_BYTES).file);

    const row = lectureRow('Lecture 1.1: Welcome');
    await within(row).findByText('The upload of "welcome.mp4" stopped: Storage is unavailable', {}, { timeout: 8000 });
    await user.click(within(row).getByRole('button', { name: 'Resume' }));

    await within(row).findByText('Video uploaded · 4.0 KB · 1:35');
    const sent = server.uploads.chunks.filter((c) => c.status === 200).map((c) => c.partNumber);
    expect(sent).toEqual([1, 2, 3, 4]);
    expect(server.videos.has(welcome._id)).toBe(true);
  });

  it('after a reload, asks for the same file and sends only the missing parts', async () => {
    const course = server.seedCourse({ title: 'Full Stack Bootcamp', sections: outline });
    const section = course.sections[0]!;
    const welcome = section.subSections[0]!;
    const { file, bytes } = videoFile(4 * UPLOAD_CHUNK_BYTES);
    const earlier = server.uploads.seedSession(
      `${course._id}:${section._id}:${welcome._id}`,
      { name: file.name, size: file.size, bytes: Buffer.from(bytes) },
      [1, 2],
    );
    // What the page remembered before the reload.
    rememberUpload(welcome._id, {
      uploadId: earlier.uploadId,
      fileKey: earlier.fileKey,
      chunkSize: UPLOAD_CHUNK_BYTES,
      fileName: file.name,
      fileSize: file.size,
      lastModified: file.lastModified,
    });
    signInWithCourses('update');
    renderCoursesApp(`/dashboard/course/content/${course._id}`);
    const user = userEvent.setup();

    const row = await screen.findByRole('group', { name: 'Lecture 1.1: Welcome' });
    within(row).getByText('An upload of "welcome.mp4" (4.0 KB) did not finish.');
    within(row).getByRole('button', { name: 'Resume Upload' });

    const other = new File([new Uint8Array(10)], 'other.mp4', { type: 'video/mp4' });
    await user.upload(within(row).getByLabelText('Video file for Welcome'), other);
    await screen.findByText(
      'This is not the interrupted file. Pick "welcome.mp4" to continue, or discard that upload first.',
    );
    expect(server.uploads.chunks).toHaveLength(0);

    await user.upload(within(row).getByLabelText('Video file for Welcome'), file);
    await within(row).findByText('Video uploaded · 4.0 KB · 1:35');
    expect(server.uploads.chunks.map((c) => c.partNumber)).toEqual([3, 4]);
    expect(server.uploads.assembled(earlier.uploadId)).toEqual(Buffer.from(bytes));
    expect(rememberedUpload(welcome._id)).toBeUndefined();
  });

  it('discards an interrupted upload on the server too', async () => {
    const course = server.seedCourse({ title: 'Full Stack Bootcamp', sections: outline });
    const section = course.sections[0]!;
    const welcome = section.subSections[0]!;
    const earlier = server.uploads.seedSession(
      `${course._id}:${section._id}:${welcome._id}`,
      { name: 'welcome.mp4', size: 2048, bytes: Buffer.alloc(2048) },
      [1],
    );
    rememberUpload(welcome._id, {
      uploadId: earlier.uploadId,
      fileKey: earlier.fileKey,
      chunkSize: UPLOAD_CHUNK_BYTES,
      fileName: 'welcome.mp4',
      fileSize: 2048,
      lastModified: 1,
    });
    signInWithCourses('update');
    renderCoursesApp(`/dashboard/course/content/${course._id}`);
    const user = userEvent.setup();
    const row = await screen.findByRole('group', { name: 'Lecture 1.1: Welcome' });

    await user.click(within(row).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(server.uploads.aborted).toEqual([earlier.uploadId]));
    within(row).getByRole('button', { name: 'Upload Video' });
    expect(rememberedUpload(welcome._id)).toBeUndefined();
  });

  it('previews an uploaded video from a short-lived URL', async () => {
    const course = server.seedCourse({ title: 'Full Stack Bootcamp', sections: outline });
    const welcome = course.sections[0]!.subSections[0]!;
    server.videos.set(welcome._id, { mimeType: 'video/mp4', sizeBytes: 1000, durationSeconds: 30 });
    signInWithCourses('read');
    renderCoursesApp(`/dashboard/course/content/${course._id}`);
    const user = userEvent.setup();
    const row = await screen.findByRole('group', { name: 'Lecture 1.1: Welcome' });
    // Read-only staff may watch but not upload.
    expect(within(row).queryByRole('button', { name: /Upload Video|Replace Video/ })).toBeNull();

    await user.click(within(row).getByRole('button', { name: 'Preview' }));
    const dialog = await screen.findByRole('dialog', { name: 'Welcome' });
    const video = await within(dialog).findByLabelText('Video: Welcome');
    expect(video.getAttribute('src')).toBe(`http://127.0.0.1/media/${course._id}/${welcome._id}.mp4?signature=abc`);
    expect(video.hasAttribute('controls')).toBe(true);
    expect(server.requests.some((r) => r.path.startsWith('/course/presigned/'))).toBe(true);
  });

  describe('announcements', () => {
    it('adds, edits and deletes an announcement, with the required-field messages', async () => {
      const { user, course } = await openContent();
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
      expect(server.announcements[0]).toMatchObject({ courseId: course._id, title: 'Live session on Friday' });

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
      expect(server.announcements).toHaveLength(0);
    });
  });

  describe('lecture overview', () => {
    it("refuses an empty overview with 'Overview cannot be empty'", async () => {
      const { user } = await openContent();
      await user.click(within(lectureRow('Lecture 1.1: Welcome')).getByRole('button', { name: 'Overview' }));
      const dialog = await screen.findByRole('dialog', { name: 'Overview: Welcome' });
      await user.click(await within(dialog).findByRole('button', { name: 'Save Overview' }));
      await within(dialog).findByText('Overview cannot be empty');
      expect(server.requests.filter((r) => r.method === 'POST' && r.path.startsWith('/course/overview'))).toHaveLength(
        0,
      );
    });

    it('shows, saves and deletes an existing overview', async () => {
      const { user, course, welcome } = await openContent();
      server.overviews.push({
        _id: '0b7c3c55-1111-4000-8000-000000000001',
        courseId: course._id,
        sectionId: course.sections[0]!._id,
        subSectionId: welcome._id,
        overview: '<p>Meet the mentors.</p>',
        createdBy: null,
        createdAt: new Date().toISOString(),
        updatedAt: new Date().toISOString(),
      });
      await user.click(within(lectureRow('Lecture 1.1: Welcome')).getByRole('button', { name: 'Overview' }));
      const dialog = await screen.findByRole('dialog', { name: 'Overview: Welcome' });
      await within(dialog).findByText('Meet the mentors.');

      await user.click(within(dialog).getByRole('button', { name: 'Save Overview' }));
      await screen.findByText('Overview updated successfully');
      const put = server.requests.find((r) => r.method === 'PUT');
      expect(put).toMatchObject({ path: '/course/overview/0b7c3c55-1111-4000-8000-000000000001' });
      expect(put?.body).toEqual({ overview: '<p>Meet the mentors.</p>' });

      await user.click(within(lectureRow('Lecture 1.1: Welcome')).getByRole('button', { name: 'Overview' }));
      const again = await screen.findByRole('dialog', { name: 'Overview: Welcome' });
      await user.click(await within(again).findByRole('button', { name: 'Delete Overview' }));
      await screen.findByText('Overview deleted successfully');
      expect(server.overviews).toHaveLength(0);
    });
  });
});
