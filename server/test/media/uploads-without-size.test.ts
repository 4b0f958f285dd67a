import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadSessions } from '../../src/db/schema/media.ts';
import { bearer } from '../support/test-app.ts';
import {
  createMediaTestApp,
  fakeMp4,
  type Lecture,
  lecturePath,
  lectureRow,
  multipartBody,
  seedCourse,
} from './media-fixtures.ts';

/**
 * start-upload with the spec's body (fileName, fileType, courseTitle; no fileSize): the parts end where the file
 * does, and the size limit is enforced as they arrive. Small parts and a small limit keep the test quick.
 */
const CHUNK = 64 * 1024;
const LIMIT = 2 * CHUNK + 512;
const LIMIT_TEXT = '128.5 KB';

let t: Awaited<ReturnType<typeof createMediaTestApp>>;
let lectures: Lecture[];

beforeAll(async () => {
  t = await createMediaTestApp((config) => {
    config.media.chunkSizeBytes = CHUNK;
    config.media.videoMaxBytes = LIMIT;
  });
  ({ lectures } = await seedCourse(t.app, 4));
});
afterAll(() => t.close());

const admin = () => bearer(t.adminToken);
const lecture = (n: number) => lectures[n] as Lecture;

async function start(target: Lecture, payload: object) {
  return t.app.inject({ method: 'POST', url: lecturePath('start-upload', target), headers: admin(), payload });
}

/** The spec's body: no fileSize. */
const specBody = (fileName: string) => ({ fileName, fileType: 'video/mp4', courseTitle: 'Video Editing Basics' });

async function sendPart(target: Lecture, session: { uploadId: string; fileKey: string }, n: number, content: Buffer) {
  const body = multipartBody(
    { uploadId: session.uploadId, fileKey: session.fileKey, partNumber: n },
    { field: 'chunk', name: 'lesson.mp4', type: 'application/octet-stream', content },
  );
  return t.app.inject({
    method: 'POST',
    url: lecturePath('chunk-upload', target),
    headers: { ...admin(), ...body.headers },
    payload: body.payload,
  });
}

const status = (target: Lecture, uploadId: string) =>
  t.app.inject({
    method: 'GET',
    url: `${lecturePath('upload-status', target)}?uploadId=${uploadId}`,
    headers: admin(),
  });

const complete = (target: Lecture, session: { uploadId: string; fileKey: string }, parts: unknown) =>
  t.app.inject({
    method: 'POST',
    url: lecturePath('complete-upload', target),
    headers: admin(),
    payload: { uploadId: session.uploadId, fileKey: session.fileKey, parts },
  });

const slice = (file: Buffer, n: number) => file.subarray((n - 1) * CHUNK, n * CHUNK);

async function sessionRow(uploadId: string) {
  const [row] = await t.app.db.select().from(uploadSessions).where(eq(uploadSessions.id, uploadId));
  return row;
}

/** Whether the storage still holds the multipart upload (local disk refuses a part of a dropped one). */
async function storageUploadOpen(fileKey: string, storageUploadId: string): Promise<boolean> {
  return t.app.fileStorage
    .uploadPart(fileKey, storageUploadId, 9, Readable.from([Buffer.from('x')]), 1)
    .then(() => true)
    .catch(() => false);
}

describe("start-upload with the spec's body (no fileSize)", () => {
  it('takes the parts, the last one shorter, and completes with the size they add up to', async () => {
    const target = lecture(0);
    const file = fakeMp4(2 * CHUNK + 300);
    const started = await start(target, specBody('lesson.mp4'));
    expect(started.statusCode, started.body).toBe(200);
    const session = started.json().data;
    expect(session).toMatchObject({ chunkSize: CHUNK, totalParts: null, receivedParts: [] });

    const parts = [];
    for (const n of [1, 2, 3]) {
      const sent = await sendPart(target, session, n, slice(file, n));
      expect(sent.statusCode, sent.body).toBe(200);
      parts.push(sent.json().data);
    }
    const done = await complete(target, session, parts);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data.video).toMatchObject({ mimeType: 'video/mp4', sizeBytes: file.length });
    expect((await lectureRow(t.app, target.subSectionId))?.videoFileKey).toBe(session.fileKey);
    const stored = await t.app.fileStorage.getObject(session.fileKey);
    const chunks: Buffer[] = [];
    for await (const chunk of stored?.body ?? []) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(file)).toBe(true);
  });

  it('starts a new session each time: without a size, another file of the same name is not resumed', async () => {
    const first = (await start(lecture(1), specBody('same-name.mp4'))).json().data;
    const second = (await start(lecture(1), specBody('same-name.mp4'))).json().data;
    expect(second.uploadId).not.toBe(first.uploadId);
  });

  it('refuses the part that takes the video past the limit (413) and cancels the upload', async () => {
    const target = lecture(1);
    const session = (await start(target, specBody('too-long.mp4'))).json().data;
    const row = await sessionRow(session.uploadId);
    const file = fakeMp4(2 * CHUNK + 1000);
    expect((await sendPart(target, session, 1, slice(file, 1))).statusCode).toBe(200);
    expect((await sendPart(target, session, 2, slice(file, 2))).statusCode).toBe(200);

    const over = await sendPart(target, session, 3, slice(file, 3));
    expect(over.statusCode).toBe(413);
    const message = `Video must not exceed ${LIMIT_TEXT}; the upload was cancelled`;
    expect(over.json()).toEqual({ success: false, message, errors: { chunk: message } });

    // The session and its stored parts are gone: nothing more is taken, status says so.
    expect(await sessionRow(session.uploadId)).toBeUndefined();
    expect(await storageUploadOpen(session.fileKey, row?.storageUploadId as string)).toBe(false);
    expect((await status(target, session.uploadId)).statusCode).toBe(404);
    const after = await sendPart(target, session, 1, slice(file, 1));
    expect(after.statusCode).toBe(404);
    expect(after.json().message).toBe('Upload not found; start the upload again');
  });

  it('refuses at once a part numbered past the limit, and cancels the upload', async () => {
    const target = lecture(1);
    const session = (await start(target, specBody('far-part.mp4'))).json().data;
    expect((await sendPart(target, session, 1, fakeMp4(CHUNK))).statusCode).toBe(200);
    // Parts 1 to 3 hold 2 full parts and more: part 4 cannot fit in 128.5 KB.
    const far = await sendPart(target, session, 4, Buffer.alloc(10));
    expect(far.statusCode).toBe(413);
    expect(far.json().message).toBe(`Video must not exceed ${LIMIT_TEXT}; the upload was cancelled`);
    expect(await sessionRow(session.uploadId)).toBeUndefined();
  });

  it('refuses a part larger than chunkSize or empty, keeping the upload', async () => {
    const target = lecture(2);
    const session = (await start(target, specBody('odd-parts.mp4'))).json().data;
    const big = await sendPart(target, session, 1, fakeMp4(CHUNK + 1));
    expect(big.statusCode).toBe(413);
    expect(big.json().errors).toEqual({ chunk: `A part must not exceed ${CHUNK} bytes` });
    expect((await sendPart(target, session, 1, fakeMp4(CHUNK))).statusCode).toBe(200);
    const empty = await sendPart(target, session, 2, Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({ chunk: 'This part is empty' });
    const notVideo = await sendPart(target, session, 1, Buffer.alloc(CHUNK, 1));
    expect(notVideo.statusCode).toBe(400);
    expect(notVideo.json().message).toBe('The file is not a supported video (MP4, MOV, WebM or MKV)');
    expect((await status(target, session.uploadId)).json().data.receivedParts).toHaveLength(1);
  });

  it('completes only parts 1 to n with every part but the last full', async () => {
    const target = lecture(3);
    const session = (await start(target, specBody('gaps.mp4'))).json().data;
    const none = await complete(target, session, [{ partNumber: 1, etag: 'x' }]);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Part 1 has not been uploaded');

    const p1 = (await sendPart(target, session, 1, fakeMp4(1000))).json().data;
    const p3 = (await sendPart(target, session, 3, fakeMp4(500))).json().data;
    const gap = await complete(target, session, [p1, p3]);
    expect(gap.statusCode).toBe(400);
    expect(gap.json().message).toBe('Part 2 of 3 has not been uploaded');

    const p2 = (await sendPart(target, session, 2, fakeMp4(CHUNK))).json().data;
    const short = await complete(target, session, [p1, p2, p3]);
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe(`Part 1 must be exactly ${CHUNK} bytes; only the last part may be shorter`);

    // Part 1 sent again in full: the upload completes with 2 full parts and a short one.
    const full = (await sendPart(target, session, 1, fakeMp4(CHUNK))).json().data;
    const done = await complete(target, session, [full, p2, p3]);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data.video.sizeBytes).toBe(2 * CHUNK + 500);
  });

  it('checks a declared size against the same limit, and a size that is no number', async () => {
    const declared = await start(lecture(3), { ...specBody('declared.mp4'), fileSize: LIMIT + 1 });
    expect(declared.statusCode).toBe(400);
    expect(declared.json().errors).toEqual({ fileSize: `Video must not exceed ${LIMIT_TEXT}` });
    const text = await start(lecture(3), { ...specBody('declared.mp4'), fileSize: 'big' });
    expect(text.statusCode).toBe(400);
    expect(text.json().errors).toEqual({ fileSize: 'File size must be a number of bytes' });
    const missingName = await start(lecture(3), { fileType: 'video/mp4', courseTitle: 'Video Editing Basics' });
    expect(missingName.statusCode).toBe(400);
    expect(missingName.json().errors).toEqual({ fileName: 'File name is required' });
  });
});
