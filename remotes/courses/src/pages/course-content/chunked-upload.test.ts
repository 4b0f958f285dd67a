// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { configureApiBase } from '@skillhub/shared/api-client';
import type { CompleteUploadResult } from '@skillhub/shared/schemas/upload';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ChunkedUpload, UploadCancelledError, type UploadProgress, type UploadSession } from './chunked-upload.ts';
import { createScriptedUploads, sendJson } from './scripted-upload-api.ts';

/** The engine against a real HTTP server that answers the upload calls as the Skillhub server does. */

const CHUNK = 1024;
const uploads = createScriptedUploads(CHUNK);
const target = { courseId: 'course-1', sectionId: 'section-1', subSectionId: 'lecture-1' };
const LECTURE = 'course-1:section-1:lecture-1';
let server: Server;

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', 'http://localhost');
    const path = url.pathname.replace(/^\/api/, '');
    if (!uploads.handle(req.method ?? '', path, url, req, Buffer.concat(chunks), res)) {
      sendJson(res, 404, { success: false, message: 'Not found' });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  configureApiBase(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api`);
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => uploads.reset());

/** A file of `size` bytes whose content tells its parts apart. */
function videoFile(size: number, name = 'intro.mp4') {
  const bytes = Buffer.alloc(size);
  for (let i = 0; i < size; i += 1) bytes[i] = (i * 7 + Math.floor(i / CHUNK)) % 256;
  return { file: new File([bytes], name, { type: 'video/mp4', lastModified: 1_700_000_000_000 }), bytes };
}

describe('ChunkedUpload', () => {
  it('sends the parts in order, reports progress and attaches the assembled file', async () => {
    const { file, bytes } = videoFile(3 * CHUNK + 100);
    const progress: UploadProgress[] = [];
    const sessions: UploadSession[] = [];
    const upload = new ChunkedUpload({
      target,
      file,
      courseTitle: 'Full Stack Web Development',
      onProgress: (p) => progress.push(p),
      onSession: (s) => sessions.push(s),
    });

    const result = await upload.run<CompleteUploadResult>();

    expect(uploads.chunks.map((c) => [c.partNumber, c.size])).toEqual([
      [1, CHUNK],
      [2, CHUNK],
      [3, CHUNK],
      [4, 100],
    ]);
    const session = [...uploads.sessions.values()][0]!;
    expect(uploads.assembled(session.uploadId)).toEqual(bytes);
    expect(result).toEqual({
      subSectionId: 'lecture-1',
      video: { mimeType: 'video/mp4', sizeBytes: file.size, durationSeconds: 95 },
    });
    expect(sessions).toEqual([
      {
        uploadId: session.uploadId,
        fileKey: session.fileKey,
        chunkSize: CHUNK,
        fileName: 'intro.mp4',
        fileSize: file.size,
        lastModified: file.lastModified,
      },
    ]);
    expect(progress.map((p) => p.percent)).toEqual([0, 32, 64, 96, 100]);
    expect(progress.at(-1)).toMatchObject({ sentBytes: file.size, totalBytes: file.size, secondsLeft: 0 });
    expect(progress.at(-1)!.bytesPerSecond).toBeGreaterThan(0);
  });

  it('tries a failed part again with a pause and carries on', async () => {
    const { file, bytes } = videoFile(2 * CHUNK);
    uploads.failPart(2, 2, 503);
    const started = Date.now();

    await new ChunkedUpload({ target, file, courseTitle: 'Course', retryDelayMs: 40 }).run();

    expect(uploads.chunks.map((c) => [c.partNumber, c.status])).toEqual([
      [1, 200],
      [2, 503],
      [2, 503],
      [2, 200],
    ]);
    // 40 ms, then 80 ms: the pause doubles.
    expect(Date.now() - started).toBeGreaterThanOrEqual(120);
    expect(uploads.assembled([...uploads.sessions.keys()][0]!)).toEqual(bytes);
  });

  it('gives up after three attempts and keeps the session for a later resume', async () => {
    const { file } = videoFile(2 * CHUNK);
    uploads.failPart(2, 3, 502);
    let remembered: UploadSession | undefined;

    await expect(
      new ChunkedUpload({
        target,
        file,
        courseTitle: 'Course',
        retryDelayMs: 1,
        onSession: (s) => (remembered = s),
      }).run(),
    ).rejects.toMatchObject({ status: 502 });

    expect(uploads.chunks.filter((c) => c.partNumber === 2)).toHaveLength(3);
    expect(remembered).toBeDefined();
    expect(uploads.sessions.get(remembered!.uploadId)?.state).toBe('open');
  });

  it('does not retry a part the server refuses', async () => {
    const { file } = videoFile(CHUNK);
    uploads.failPart(1, 1, 400);
    await expect(
      new ChunkedUpload({ target, file, courseTitle: 'Course', retryDelayMs: 1 }).run(),
    ).rejects.toMatchObject({
      status: 400,
    });
    expect(uploads.chunks).toHaveLength(1);
  });

  it('resumes a remembered session from upload-status without re-sending received parts', async () => {
    const { file, bytes } = videoFile(4 * CHUNK);
    const earlier = uploads.seedSession(LECTURE, { name: file.name, size: file.size, bytes }, [1, 2]);
    const progress: UploadProgress[] = [];

    await new ChunkedUpload({
      target,
      file,
      courseTitle: 'Course',
      resume: {
        uploadId: earlier.uploadId,
        fileKey: earlier.fileKey,
        chunkSize: CHUNK,
        fileName: file.name,
        fileSize: file.size,
        lastModified: file.lastModified,
      },
      onProgress: (p) => progress.push(p),
    }).run();

    expect(uploads.chunks.map((c) => c.partNumber)).toEqual([3, 4]);
    expect(uploads.sessions.size).toBe(1);
    expect(uploads.assembled(earlier.uploadId)).toEqual(bytes);
    expect(progress.map((p) => p.percent)).toEqual([50, 75, 100]);
  });

  it('resumes through start-upload when nothing was remembered (same file, same lecture)', async () => {
    const { file, bytes } = videoFile(3 * CHUNK);
    const earlier = uploads.seedSession(LECTURE, { name: file.name, size: file.size, bytes }, [1]);

    await new ChunkedUpload({ target, file, courseTitle: 'Course' }).run();

    expect(uploads.chunks.map((c) => c.partNumber)).toEqual([2, 3]);
    expect(uploads.assembled(earlier.uploadId)).toEqual(bytes);
  });

  it('starts afresh when the remembered session is gone, and ignores one for another file', async () => {
    const { file } = videoFile(2 * CHUNK);
    const stale = {
      uploadId: 'expired-upload',
      fileKey: 'videos/old',
      chunkSize: CHUNK,
      fileName: file.name,
      fileSize: file.size,
      lastModified: file.lastModified,
    };
    await new ChunkedUpload({ target, file, courseTitle: 'Course', resume: stale }).run();
    expect(uploads.chunks.map((c) => c.partNumber)).toEqual([1, 2]);

    uploads.reset();
    const other = { ...stale, lastModified: file.lastModified + 1 };
    await new ChunkedUpload({ target, file, courseTitle: 'Course', resume: other }).run();
    expect(uploads.chunks.map((c) => c.partNumber)).toEqual([1, 2]);
  });

  it('cancel stops sending and aborts the session on the server', async () => {
    const { file } = videoFile(6 * CHUNK);
    let upload: ChunkedUpload | undefined;
    let cancelling: Promise<void> | undefined;
    upload = new ChunkedUpload({
      target,
      file,
      courseTitle: 'Course',
      onProgress: (p) => {
        if (p.sentBytes === 2 * CHUNK) cancelling = upload?.cancel();
      },
    });

    await expect(upload.run()).rejects.toBeInstanceOf(UploadCancelledError);
    await cancelling;

    const session = [...uploads.sessions.values()][0]!;
    expect(uploads.aborted).toEqual([session.uploadId]);
    expect(session.state).toBe('aborted');
    expect(uploads.chunks.length).toBeLessThanOrEqual(3);
    expect(upload.cancelled).toBe(true);
  });
});
