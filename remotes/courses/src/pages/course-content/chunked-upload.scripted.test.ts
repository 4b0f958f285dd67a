import type { MultipartBody } from '@skillhub/shared/test-support/multipart';
import { failure, ok, type ScriptedReply, withScriptedServer } from '@skillhub/shared/test-support/scripted-server';
import { afterEach, describe, expect, it } from 'vitest';
import { ChunkedUpload, type UploadSession } from './chunked-upload.ts';

/** The engine when parts fail: the real server cannot be made to fail a given part, the scripted one can. */

const CHUNK = 1024;
const target = { courseId: 'course-1', sectionId: 'section-1', subSectionId: 'lecture-1' };
const CHUNK_ROUTE = 'POST /course/chunk-upload/:courseId/:sectionId/:subSectionId';
const server = withScriptedServer();
afterEach(() => server.reset());

/** One upload session whose part sends are answered from `fail` first, then stored. */
function scriptUpload(fail: Record<number, ScriptedReply[]>) {
  const session = { uploadId: 'upload-1', fileKey: 'videos/upload-1' };
  server.on('POST /course/start-upload/:courseId/:sectionId/:subSectionId', ({ body }) => {
    const { fileSize } = body as { fileSize: number };
    return ok({ ...session, chunkSize: CHUNK, totalParts: Math.ceil(fileSize / CHUNK), receivedParts: [] });
  });
  server.on(CHUNK_ROUTE, ({ body }) => {
    const partNumber = Number((body as MultipartBody).fields.partNumber);
    return fail[partNumber]?.shift() ?? ok({ partNumber, etag: `etag-${partNumber}` });
  });
  server.on('POST /course/complete-upload/:courseId/:sectionId/:subSectionId', () =>
    ok({
      subSectionId: target.subSectionId,
      video: { mimeType: 'video/mp4', sizeBytes: 2 * CHUNK, durationSeconds: 1 },
    }),
  );
}

/** The part number of each send, failed sends included. */
const sends = () => server.callsTo(CHUNK_ROUTE).map((call) => Number((call.body as MultipartBody).fields.partNumber));

const videoFile = (size: number) => new File([new Uint8Array(size)], 'intro.mp4', { type: 'video/mp4' });

describe('ChunkedUpload when parts fail', () => {
  it('tries a failed part again with a pause and carries on', async () => {
    scriptUpload({ 2: [failure(503, 'Storage is unavailable'), failure(503, 'Storage is unavailable')] });
    const started = Date.now();

    await new ChunkedUpload({ target, file: videoFile(2 * CHUNK), courseTitle: 'Course', retryDelayMs: 40 }).run();

    expect(sends()).toEqual([1, 2, 2, 2]);
    // 40 ms, then 80 ms: the pause doubles.
    expect(Date.now() - started).toBeGreaterThanOrEqual(120);
    expect(server.callsTo('POST /course/complete-upload/:courseId/:sectionId/:subSectionId')).toHaveLength(1);
  });

  it('gives up after three attempts and keeps the session for a later resume', async () => {
    const gateway = failure(502, 'Bad gateway');
    scriptUpload({ 2: [gateway, gateway, gateway] });
    let remembered: UploadSession | undefined;

    await expect(
      new ChunkedUpload({
        target,
        file: videoFile(2 * CHUNK),
        courseTitle: 'Course',
        retryDelayMs: 1,
        onSession: (s) => (remembered = s),
      }).run(),
    ).rejects.toMatchObject({ status: 502 });

    expect(sends()).toEqual([1, 2, 2, 2]);
    expect(remembered?.uploadId).toBe('upload-1');
    expect(server.calls.some((call) => call.path.startsWith('/course/abort-upload/'))).toBe(false);
  });

  it('does not retry a part the server refuses', async () => {
    scriptUpload({ 1: [failure(400, 'partNumber is required')] });
    await expect(
      new ChunkedUpload({ target, file: videoFile(CHUNK), courseTitle: 'Course', retryDelayMs: 1 }).run(),
    ).rejects.toMatchObject({ status: 400 });
    expect(sends()).toEqual([1]);
  });
});
