import type { CourseContent } from '@skillhub/shared/schemas/course';
import type { MultipartBody } from '@skillhub/shared/test-support/multipart';
import { failure, ok, type ScriptedReply, withScriptedServer } from '@skillhub/shared/test-support/scripted-server';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { courseContentFixture } from '../../../test/fixtures.ts';
import { renderCoursesApp } from '../../../test/render-remote.tsx';
import { coursePermissions, signInAs } from '../../../test/session.ts';
import { rememberedUpload } from './upload-resume-store.ts';

/**
 * Uploads when parts fail: storage that is briefly unavailable, a connection that drops for good. The real
 * server cannot be made to fail a given part, so these run on the scripted server, in 1 KiB parts.
 */

const CHUNK = 1024;
const server = withScriptedServer();

afterEach(() => {
  localStorage.clear();
});

/**
 * The upload calls of one session: parts are kept as received, `fail` says how the next sends of a part are
 * answered, and completing attaches the video to the content the page reloads.
 */
function scriptUpload(content: CourseContent, fail: Record<number, ScriptedReply[]>) {
  const received = new Set<number>();
  const session = { uploadId: 'upload-1', fileKey: 'videos/upload-1' };
  server.on('GET /course/content/:courseId', () => ok(content));
  server.on('POST /course/start-upload/:courseId/:sectionId/:subSectionId', ({ body }) => {
    const { fileSize } = body as { fileSize: number };
    return ok({ ...session, chunkSize: CHUNK, totalParts: Math.ceil(fileSize / CHUNK), receivedParts: [] });
  });
  server.on('POST /course/chunk-upload/:courseId/:sectionId/:subSectionId', ({ body }) => {
    const partNumber = Number((body as MultipartBody).fields.partNumber);
    const scripted = fail[partNumber]?.shift();
    if (scripted) return scripted;
    received.add(partNumber);
    return ok({ partNumber, etag: `etag-${partNumber}` });
  });
  server.on('GET /course/upload-status/:courseId/:sectionId/:subSectionId', () =>
    ok({ receivedParts: [...received].sort().map((partNumber) => ({ partNumber, etag: `etag-${partNumber}` })) }),
  );
  server.on('DELETE /course/abort-upload/:courseId/:sectionId/:subSectionId', () => ok(undefined, 'Upload cancelled'));
  server.on('POST /course/complete-upload/:courseId/:sectionId/:subSectionId', ({ params }) => {
    const video = { mimeType: 'video/mp4', sizeBytes: received.size * CHUNK, durationSeconds: 95 };
    const lecture = content.sections[0]!.subSections.find((l) => l._id === params.subSectionId)!;
    lecture.video = video;
    return ok({ subSectionId: lecture._id, video }, 'Video uploaded successfully');
  });
  return received;
}

/** Every part the page sent, failed sends included, in order. */
const sentParts = () =>
  server
    .callsTo('POST /course/chunk-upload/:courseId/:sectionId/:subSectionId')
    .map((call) => Number((call.body as MultipartBody).fields.partNumber));

async function openContent(content: CourseContent) {
  signInAs(coursePermissions('create', 'update', 'delete'));
  renderCoursesApp(`/dashboard/course/content/${content._id}`);
  await screen.findByRole('group', { name: 'Lecture 1.1: Welcome' });
  return userEvent.setup();
}

const videoFile = (size: number) =>
  new File([new Uint8Array(size).map((_, i) => i % 251)], 'welcome.mp4', {
    type: 'video/mp4',
    lastModified: 1_700_000_000_000,
  });

describe('Course content when parts fail', () => {
  it('shows percent, speed and time left while a part is retried, and cancels on request', async () => {
    const content = courseContentFixture('Full Stack Bootcamp', ['Welcome']);
    const welcome = content.sections[0]!.subSections[0]!;
    // Part 2 fails once; the engine pauses a second before trying again, long enough to look and cancel.
    const received = scriptUpload(content, { 2: [failure(503, 'Storage is unavailable')] });
    const user = await openContent(content);
    await user.upload(screen.getByLabelText('Video file for Welcome'), videoFile(4 * CHUNK));

    const row = screen.getByRole('group', { name: 'Lecture 1.1: Welcome' });
    await within(row).findByText(/^1\.0 KB of 4\.0 KB · [\d.]+ MB\/s · .+ left$/);
    expect(
      within(row).getByRole('progressbar', { name: 'Upload progress of Welcome' }).getAttribute('aria-valuenow'),
    ).toBe('25');
    expect(rememberedUpload(welcome._id)?.fileName).toBe('welcome.mp4');

    await user.click(within(row).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(server.callsTo('DELETE /course/abort-upload/:courseId/:sectionId/:subSectionId')).toHaveLength(1),
    );
    within(row).getByRole('button', { name: 'Upload Video' });
    within(row).getByText('No video');
    expect(rememberedUpload(welcome._id)).toBeUndefined();
    // Nothing more is sent after the cancel.
    await server.quiet(1200);
    expect([...received]).toEqual([1]);
  });

  it('after a dropped connection, resumes with the file in hand without re-sending parts', async () => {
    const content = courseContentFixture('Full Stack Bootcamp', ['Welcome']);
    const gateway = failure(502, 'Storage is unavailable');
    const received = scriptUpload(content, { 3: [gateway, gateway, gateway] });
    const user = await openContent(content);
    await user.upload(screen.getByLabelText('Video file for Welcome'), videoFile(4 * CHUNK));

    const row = screen.getByRole('group', { name: 'Lecture 1.1: Welcome' });
    await within(row).findByText('The upload of "welcome.mp4" stopped: Storage is unavailable');
    await user.click(within(row).getByRole('button', { name: 'Resume' }));

    await within(row).findByText('Video uploaded · 4.0 KB · 1:35');
    expect(sentParts()).toEqual([1, 2, 3, 3, 3, 3, 4]);
    expect([...received].sort()).toEqual([1, 2, 3, 4]);
  });
});
