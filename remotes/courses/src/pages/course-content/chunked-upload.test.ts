// @vitest-environment node
import { request } from '@skillhub/shared/api-client';
import { UPLOAD_CHUNK_SIZE } from '@skillhub/shared/constants';
import { uploadEndpoints } from '@skillhub/shared/endpoints/uploads';
import { type LectureRef, lectureOf, seedCategory, seedCourse } from '@skillhub/shared/test-support/skillhub-seed';
import { withSkillhubServer } from '@skillhub/shared/test-support/skillhub-server';
import { mp4Bytes, uploadParts } from '@skillhub/shared/test-support/test-video';
import { describe, expect, it } from 'vitest';
import { ChunkedUpload, UploadCancelledError, type UploadProgress, type UploadSession } from './chunked-upload.ts';

/**
 * The upload engine against the real server, in its own 5 MiB parts: order, progress, the file the server
 * assembles, resuming and cancelling. Parts that fail are in chunked-upload.scripted.test.ts.
 */

const skillhub = withSkillhubServer('http://localhost');
const { network } = skillhub;

const CHUNK = UPLOAD_CHUNK_SIZE;

async function newLecture(): Promise<LectureRef> {
  const category = await seedCategory();
  const course = await seedCourse({ category, sections: [{ title: 'Getting started', lectures: ['Welcome'] }] });
  return lectureOf(course);
}

function videoFile(size: number, name = 'intro.mp4') {
  const bytes = mp4Bytes(size, 95);
  return { file: new File([bytes], name, { type: 'video/mp4', lastModified: 1_700_000_000_000 }), bytes };
}

const sentParts = () =>
  network.requests
    .filter((r) => r.method === 'POST' && r.path.startsWith('/course/chunk-upload/'))
    .map((r) => Number((r.body as { partNumber: string }).partNumber));

/** Whether the lecture's video, fetched as a learner's player does, holds exactly these bytes. */
async function storedVideoIs(lecture: LectureRef, bytes: Uint8Array): Promise<boolean> {
  const { data } = await request(uploadEndpoints.presigned, { params: lecture });
  const stored = Buffer.from(await (await fetch(data.url)).arrayBuffer());
  // Buffer's comparison: a deep equality over millions of bytes takes minutes.
  return stored.equals(Buffer.from(bytes));
}

const sessionOf = (earlier: { uploadId: string; fileKey: string; chunkSize: number }, file: File): UploadSession => ({
  uploadId: earlier.uploadId,
  fileKey: earlier.fileKey,
  chunkSize: earlier.chunkSize,
  fileName: file.name,
  fileSize: file.size,
  lastModified: file.lastModified,
});

describe('ChunkedUpload', () => {
  it('sends the parts in order, reports progress and attaches the assembled file', async () => {
    const target = await newLecture();
    const { file, bytes } = videoFile(2 * CHUNK + 100);
    const progress: UploadProgress[] = [];
    const sessions: UploadSession[] = [];

    const result = await new ChunkedUpload({
      target,
      file,
      courseTitle: 'Full Stack Web Development',
      onProgress: (p) => progress.push(p),
      onSession: (s) => sessions.push(s),
    }).run();

    expect(sentParts()).toEqual([1, 2, 3]);
    expect(result).toEqual({
      subSectionId: target.subSectionId,
      video: { mimeType: 'video/mp4', sizeBytes: file.size, durationSeconds: 95 },
    });
    expect(sessions).toEqual([
      {
        uploadId: expect.any(String),
        fileKey: expect.any(String),
        chunkSize: CHUNK,
        fileName: 'intro.mp4',
        fileSize: file.size,
        lastModified: file.lastModified,
      },
    ]);
    expect(progress.map((p) => p.percent)).toEqual([0, 49, 99, 100]);
    expect(progress.at(-1)).toMatchObject({ sentBytes: file.size, totalBytes: file.size, secondsLeft: 0 });
    expect(progress.at(-1)!.bytesPerSecond).toBeGreaterThan(0);
    expect(await storedVideoIs(target, bytes)).toBe(true);
  });

  it('resumes a remembered session from upload-status without re-sending received parts', async () => {
    const target = await newLecture();
    const { file, bytes } = videoFile(3 * CHUNK + 100);
    const earlier = await uploadParts(target, file, [1, 2]);
    network.clear();
    const progress: UploadProgress[] = [];

    await new ChunkedUpload({
      target,
      file,
      courseTitle: 'Course',
      resume: sessionOf(earlier, file),
      onProgress: (p) => progress.push(p),
    }).run();

    expect(sentParts()).toEqual([3, 4]);
    expect(network.requests.some((r) => r.path.startsWith('/course/start-upload/'))).toBe(false);
    expect(progress.map((p) => p.percent)).toEqual([66, 99, 100]);
    expect(await storedVideoIs(target, bytes)).toBe(true);
  });

  it('resumes through start-upload when nothing was remembered (same file, same lecture)', async () => {
    const target = await newLecture();
    const { file, bytes } = videoFile(2 * CHUNK + 100);
    await uploadParts(target, file, [1]);
    network.clear();

    await new ChunkedUpload({ target, file, courseTitle: 'Course' }).run();

    expect(sentParts()).toEqual([2, 3]);
    expect(await storedVideoIs(target, bytes)).toBe(true);
  });

  it('starts afresh when the remembered session is gone, and ignores one for another file', async () => {
    const target = await newLecture();
    const { file } = videoFile(CHUNK + 100);
    const stale = {
      uploadId: '6f1d2c3b-0000-4000-8000-000000000000',
      fileKey: 'videos/old',
      chunkSize: CHUNK,
      fileName: file.name,
      fileSize: file.size,
      lastModified: file.lastModified,
    };
    await new ChunkedUpload({ target, file, courseTitle: 'Course', resume: stale }).run();
    expect(sentParts()).toEqual([1, 2]);

    const second = await newLecture();
    const earlier = await uploadParts(second, file, [1]);
    network.clear();
    const other = { ...sessionOf(earlier, file), lastModified: file.lastModified + 1 };
    await new ChunkedUpload({ target: second, file, courseTitle: 'Course', resume: other }).run();
    // The remembered session was for another file; the server's own session for this one still counts.
    expect(sentParts()).toEqual([2]);
  });

  it('cancel stops sending and aborts the session on the server', async () => {
    const target = await newLecture();
    const { file } = videoFile(5 * CHUNK);
    let remembered: UploadSession | undefined;
    let cancelling: Promise<void> | undefined;
    const upload: ChunkedUpload = new ChunkedUpload({
      target,
      file,
      courseTitle: 'Course',
      onSession: (s) => (remembered = s),
      onProgress: (p) => {
        if (p.sentBytes === 2 * CHUNK) cancelling = upload.cancel();
      },
    });

    await expect(upload.run()).rejects.toBeInstanceOf(UploadCancelledError);
    await cancelling;

    expect(
      network.requests.filter((r) => r.method === 'DELETE' && r.path.startsWith('/course/abort-upload/')),
    ).toHaveLength(1);
    expect(sentParts().length).toBeLessThanOrEqual(3);
    expect(upload.cancelled).toBe(true);
    await expect(
      request(uploadEndpoints.status, { params: target, query: { uploadId: remembered!.uploadId } }),
    ).rejects.toMatchObject({ status: 404 });
  });
});
