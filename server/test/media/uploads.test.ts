import { readFile } from 'node:fs/promises';
import { UPLOAD_CHUNK_SIZE } from '@skillhub/shared/constants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { storedFiles, uploadSessions } from '../../src/db/schema/media.ts';
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

const CHUNK = 64 * 1024;
const demoVideo = new URL('../../src/seed/assets/demo-lecture.mp4', import.meta.url);

let t: Awaited<ReturnType<typeof createMediaTestApp>>;
let lectures: Lecture[];
let other: Lecture[];

beforeAll(async () => {
  // Small parts keep the test quick; the size of a part does not change any rule.
  t = await createMediaTestApp((config) => {
    config.media.chunkSizeBytes = CHUNK;
  });
  ({ lectures } = await seedCourse(t.app, 4));
  ({ lectures: other } = await seedCourse(t.app, 1));
});
afterAll(() => t.close());

const admin = () => bearer(t.adminToken);

async function start(lecture: Lecture, file: { name: string; size: number }, headers = admin()) {
  return t.app.inject({
    method: 'POST',
    url: lecturePath('start-upload', lecture),
    headers,
    payload: { fileName: file.name, fileType: 'video/mp4', fileSize: file.size, courseTitle: 'Video Editing' },
  });
}

async function sendPart(
  lecture: Lecture,
  session: { uploadId: string; fileKey: string },
  partNumber: number,
  content: Buffer,
  name = 'lesson.mp4',
) {
  const body = multipartBody(
    { uploadId: session.uploadId, fileKey: session.fileKey, partNumber },
    { field: 'chunk', name, type: 'application/octet-stream', content },
  );
  return t.app.inject({
    method: 'POST',
    url: lecturePath('chunk-upload', lecture),
    headers: { ...admin(), ...body.headers },
    payload: body.payload,
  });
}

const slice = (file: Buffer, part: number) => file.subarray((part - 1) * CHUNK, part * CHUNK);

describe('chunked lecture-video upload', () => {
  it('uses 5 MiB parts by default', () => {
    expect(loadConfig({}).media.chunkSizeBytes).toBe(UPLOAD_CHUNK_SIZE);
    expect(UPLOAD_CHUNK_SIZE).toBe(5 * 1024 * 1024);
  });

  it('takes parts out of order, replaces a re-sent part, resumes, completes and attaches the video', async () => {
    const lecture = lectures[0] as Lecture;
    const file = fakeMp4(CHUNK * 2 + 1000);
    const started = await start(lecture, { name: 'lesson.mp4', size: file.length });
    expect(started.statusCode).toBe(200);
    const session = started.json().data;
    expect(session).toMatchObject({ chunkSize: CHUNK, totalParts: 3, receivedParts: [] });

    expect((await sendPart(lecture, session, 3, slice(file, 3))).statusCode).toBe(200);
    // A corrupted copy of part 2 first, then the right bytes: the second send replaces the first.
    const wrong = await sendPart(lecture, session, 2, Buffer.alloc(CHUNK, 7));
    expect(wrong.statusCode).toBe(200);
    const part2 = await sendPart(lecture, session, 2, slice(file, 2));
    expect(part2.json().data.partNumber).toBe(2);
    expect(part2.json().data.etag).not.toBe(wrong.json().data.etag);

    // The page reloads: the same file for the same lecture continues the same session.
    const resumed = (await start(lecture, { name: 'lesson.mp4', size: file.length })).json().data;
    expect(resumed).toMatchObject({ uploadId: session.uploadId, fileKey: session.fileKey, receivedParts: [2, 3] });
    const status = await t.app.inject({
      method: 'GET',
      url: `${lecturePath('upload-status', lecture)}?uploadId=${session.uploadId}`,
      headers: admin(),
    });
    expect(status.json().data.receivedParts.map((p: { partNumber: number }) => p.partNumber)).toEqual([2, 3]);

    const part1 = await sendPart(lecture, session, 1, slice(file, 1));
    expect(part1.statusCode).toBe(200);
    const parts = (
      await t.app.inject({
        method: 'GET',
        url: `${lecturePath('upload-status', lecture)}?uploadId=${session.uploadId}`,
        headers: admin(),
      })
    ).json().data.receivedParts;
    expect(parts).toHaveLength(3);

    const completed = await t.app.inject({
      method: 'POST',
      url: lecturePath('complete-upload', lecture),
      headers: admin(),
      payload: { uploadId: session.uploadId, fileKey: session.fileKey, parts },
    });
    expect(completed.statusCode).toBe(200);
    expect(completed.json().data).toEqual({
      subSectionId: lecture.subSectionId,
      video: { mimeType: 'video/mp4', sizeBytes: file.length, durationSeconds: null },
    });
    const row = await lectureRow(t.app, lecture.subSectionId);
    expect(row?.videoFileKey).toBe(session.fileKey);
    expect(await t.app.fileStorage.headObject(session.fileKey)).toEqual({ size: file.length });
    const stored = await t.app.fileStorage.getObject(session.fileKey);
    const chunks: Buffer[] = [];
    for await (const chunk of stored?.body ?? []) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(file)).toBe(true);

    // The session is gone once completed.
    const again = await t.app.inject({
      method: 'GET',
      url: `${lecturePath('upload-status', lecture)}?uploadId=${session.uploadId}`,
      headers: admin(),
    });
    expect(again.statusCode).toBe(404);
  });

  it('reads the duration of an MP4 and deletes the video it replaces', async () => {
    const lecture = lectures[1] as Lecture;
    const video = await readFile(demoVideo);
    async function upload(content: Buffer) {
      const session = (await start(lecture, { name: `demo-${content.length}.mp4`, size: content.length })).json().data;
      const parts = [];
      for (let n = 1; n <= session.totalParts; n++) {
        const sent = await sendPart(lecture, session, n, content.subarray((n - 1) * CHUNK, n * CHUNK));
        expect(sent.statusCode).toBe(200);
        parts.push(sent.json().data);
      }
      const done = await t.app.inject({
        method: 'POST',
        url: lecturePath('complete-upload', lecture),
        headers: admin(),
        payload: { uploadId: session.uploadId, fileKey: session.fileKey, parts },
      });
      expect(done.statusCode).toBe(200);
      return { session, done: done.json().data };
    }
    const first = await upload(video);
    expect(first.done.video).toEqual({ mimeType: 'video/mp4', sizeBytes: video.length, durationSeconds: 6 });
    expect((await lectureRow(t.app, lecture.subSectionId))?.videoDurationSeconds).toBe(6);

    const second = await upload(fakeMp4(1000));
    expect((await lectureRow(t.app, lecture.subSectionId))?.videoFileKey).toBe(second.session.fileKey);
    expect(await t.app.fileStorage.headObject(first.session.fileKey)).toBeNull();
    const files = await t.app.db.select({ key: storedFiles.fileKey }).from(storedFiles);
    expect(files.map((f) => f.key)).toContain(second.session.fileKey);
    expect(files.map((f) => f.key)).not.toContain(first.session.fileKey);
  });

  it('refuses completion with a missing part, parts out of order or a stale ETag', async () => {
    const lecture = lectures[2] as Lecture;
    const file = fakeMp4(CHUNK + 10);
    const session = (await start(lecture, { name: 'two-parts.mp4', size: file.length })).json().data;
    const p1 = (await sendPart(lecture, session, 1, slice(file, 1))).json().data;
    const complete = (parts: unknown) =>
      t.app.inject({
        method: 'POST',
        url: lecturePath('complete-upload', lecture),
        headers: admin(),
        payload: { uploadId: session.uploadId, fileKey: session.fileKey, parts },
      });
    const missing = await complete([p1]);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Part 2 of 2 has not been uploaded');

    const p2 = (await sendPart(lecture, session, 2, slice(file, 2))).json().data;
    const reversed = await complete([p2, p1]);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().message).toBe('List the parts in order, 1 to 2, each once');
    const stale = await complete([p1, { partNumber: 2, etag: 'not-the-etag' }]);
    expect(stale.statusCode).toBe(400);
    expect(stale.json().message).toBe('Part 2 does not match the uploaded part; send it again');
    const empty = await complete([]);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.parts).toBe('parts are required');

    expect((await complete([p1, p2])).statusCode).toBe(200);
  });

  it('finishes a completion retried after the parts were joined but not recorded', async () => {
    const lecture = lectures[2] as Lecture;
    const file = fakeMp4(300);
    const session = (await start(lecture, { name: 'crash.mp4', size: file.length })).json().data;
    const part = (await sendPart(lecture, session, 1, file)).json().data;
    const [row] = await t.app.db.select().from(uploadSessions).where(eq(uploadSessions.id, session.uploadId));
    // The process died right after the storage joined the parts.
    await t.app.fileStorage.completeMultipart(session.fileKey, row?.storageUploadId as string, [part]);
    const retried = await t.app.inject({
      method: 'POST',
      url: lecturePath('complete-upload', lecture),
      headers: admin(),
      payload: { uploadId: session.uploadId, fileKey: session.fileKey, parts: [part] },
    });
    expect(retried.statusCode).toBe(200);
    expect((await lectureRow(t.app, lecture.subSectionId))?.videoFileKey).toBe(session.fileKey);
  });

  it('lets only one request complete an upload at a time', async () => {
    const lecture = lectures[2] as Lecture;
    const file = fakeMp4(200);
    const session = (await start(lecture, { name: 'twice.mp4', size: file.length })).json().data;
    const part = (await sendPart(lecture, session, 1, file)).json().data;
    const payload = { uploadId: session.uploadId, fileKey: session.fileKey, parts: [part] };
    // The first request is held while the storage joins the parts (the real driver, called through).
    const storage = t.app.fileStorage;
    const join = storage.completeMultipart;
    let joining!: () => void;
    const joinStarted = new Promise<void>((resolve) => {
      joining = resolve;
    });
    let finishJoin!: () => void;
    const joinMayFinish = new Promise<void>((resolve) => {
      finishJoin = resolve;
    });
    storage.completeMultipart = async (...args) => {
      joining();
      await joinMayFinish;
      return join.apply(storage, args);
    };
    try {
      const first = t.app.inject({
        method: 'POST',
        url: lecturePath('complete-upload', lecture),
        headers: admin(),
        payload,
      });
      await joinStarted;
      const second = await t.app.inject({
        method: 'POST',
        url: lecturePath('complete-upload', lecture),
        headers: admin(),
        payload,
      });
      expect(second.statusCode).toBe(409);
      expect(second.json().message).toBe('This upload is already being completed');
      const abort = await t.app.inject({
        method: 'DELETE',
        url: `${lecturePath('abort-upload', lecture)}?uploadId=${session.uploadId}`,
        headers: admin(),
      });
      expect(abort.statusCode).toBe(409);
      expect((await sendPart(lecture, session, 1, file)).statusCode).toBe(409);
      finishJoin();
      expect((await first).statusCode).toBe(200);
    } finally {
      storage.completeMultipart = join;
    }
    expect((await lectureRow(t.app, lecture.subSectionId))?.videoFileKey).toBe(session.fileKey);
  });

  it('resumes at once a completion whose process died holding it', async () => {
    const lecture = lectures[2] as Lecture;
    const file = fakeMp4(CHUNK + 500);
    const session = (await start(lecture, { name: 'crashed.mp4', size: file.length })).json().data;
    const p1 = (await sendPart(lecture, session, 1, slice(file, 1))).json().data;
    // The state a process killed in the middle of complete-upload leaves: the claim is written, nothing
    // was joined, nobody is working on it. No time passes before the retries.
    await t.app.db
      .update(uploadSessions)
      .set({ completingSince: t.clock.now() })
      .where(eq(uploadSessions.id, session.uploadId));

    // start-upload of the same file resumes that session with the part it has, not from zero.
    const resumed = await start(lecture, { name: 'crashed.mp4', size: file.length });
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json().data).toMatchObject({ uploadId: session.uploadId, receivedParts: [1] });
    // The parts still missing are taken.
    const p2 = await sendPart(lecture, session, 2, slice(file, 2));
    expect(p2.statusCode, p2.body).toBe(200);
    const completed = await t.app.inject({
      method: 'POST',
      url: lecturePath('complete-upload', lecture),
      headers: admin(),
      payload: { uploadId: session.uploadId, fileKey: session.fileKey, parts: [p1, p2.json().data] },
    });
    expect(completed.statusCode, completed.body).toBe(200);
    expect((await lectureRow(t.app, lecture.subSectionId))?.videoFileKey).toBe(session.fileKey);
    expect(await t.app.fileStorage.headObject(session.fileKey)).toMatchObject({ size: file.length });
  });

  it('retries at once a completion left by a process that died, and abort takes it too', async () => {
    const lecture = lectures[2] as Lecture;
    const file = fakeMp4(300);
    const session = (await start(lecture, { name: 'left.mp4', size: file.length })).json().data;
    const part = (await sendPart(lecture, session, 1, file)).json().data;
    await t.app.db
      .update(uploadSessions)
      .set({ completingSince: t.clock.now() })
      .where(eq(uploadSessions.id, session.uploadId));
    const retried = await t.app.inject({
      method: 'POST',
      url: lecturePath('complete-upload', lecture),
      headers: admin(),
      payload: { uploadId: session.uploadId, fileKey: session.fileKey, parts: [part] },
    });
    expect(retried.statusCode, retried.body).toBe(200);

    const other = (await start(lecture, { name: 'dropped.mp4', size: file.length })).json().data;
    await sendPart(lecture, other, 1, file);
    await t.app.db
      .update(uploadSessions)
      .set({ completingSince: t.clock.now() })
      .where(eq(uploadSessions.id, other.uploadId));
    const aborted = await t.app.inject({
      method: 'DELETE',
      url: `${lecturePath('abort-upload', lecture)}?uploadId=${other.uploadId}`,
      headers: admin(),
    });
    expect(aborted.statusCode, aborted.body).toBe(200);
  });

  it('refuses a file that is not a video by its content, whatever its name', async () => {
    const lecture = lectures[3] as Lecture;
    const text = Buffer.from('%PDF-1.7 this is a brochure, not a lecture'.padEnd(2000, ' '));
    const session = (await start(lecture, { name: 'sneaky.mp4', size: text.length })).json().data;
    const refused = await sendPart(lecture, session, 1, text, 'sneaky.mp4');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('The file is not a supported video (MP4, MOV, WebM or MKV)');
    const status = await t.app.inject({
      method: 'GET',
      url: `${lecturePath('upload-status', lecture)}?uploadId=${session.uploadId}`,
      headers: admin(),
    });
    expect(status.json().data.receivedParts).toEqual([]);

    // WebM (EBML) is a video by content.
    const webm = Buffer.concat([
      Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84]),
      Buffer.from('webm'),
      Buffer.alloc(500),
    ]);
    const webmSession = (await start(lecture, { name: 'clip.webm', size: webm.length })).json().data;
    expect((await sendPart(lecture, webmSession, 1, webm)).statusCode).toBe(200);
  });

  it('enforces the size limits: 2 GB per video, exact part sizes, 413 for an oversized part', async () => {
    const lecture = lectures[3] as Lecture;
    const tooBig = await start(lecture, { name: 'huge.mp4', size: 2 * 1024 ** 3 + 1 });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().errors.fileSize).toBe('Video must not exceed 2 GB');

    const file = fakeMp4(CHUNK * 2);
    const session = (await start(lecture, { name: 'sizes.mp4', size: file.length })).json().data;
    const oversized = await sendPart(lecture, session, 1, fakeMp4(CHUNK + 100));
    expect(oversized.statusCode).toBe(413);
    const short = await sendPart(lecture, session, 1, fakeMp4(CHUNK - 1));
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe(`This part must be exactly ${CHUNK} bytes, received ${CHUNK - 1}`);
    const beyond = await sendPart(lecture, session, 3, fakeMp4(10));
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json().errors.partNumber).toBe('partNumber must not exceed 2');
    const badField = await sendPart(lecture, { ...session }, 0, fakeMp4(10));
    expect(badField.statusCode).toBe(400);
    expect(badField.json().errors.partNumber).toBe('partNumber must be at least 1');
  });

  it('answers 404 for a lecture of another course, an unknown lecture or another lecture’s session', async () => {
    const lecture = lectures[0] as Lecture;
    const foreign = other[0] as Lecture;
    const mixed = { ...lecture, subSectionId: foreign.subSectionId };
    const res = await start(mixed, { name: 'x.mp4', size: 100 });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Lecture not found in this course and section');
    const unknown = await start(
      { ...lecture, subSectionId: '00000000-0000-4000-8000-000000000000' },
      { name: 'x.mp4', size: 1 },
    );
    expect(unknown.statusCode).toBe(404);
    const badId = await start({ ...lecture, subSectionId: 'nope' }, { name: 'x.mp4', size: 1 });
    expect(badId.statusCode).toBe(400);

    const session = (await start(lecture, { name: 'mine.mp4', size: 100 })).json().data;
    const elsewhere = await sendPart(lectures[1] as Lecture, session, 1, fakeMp4(100));
    expect(elsewhere.statusCode).toBe(404);
    const wrongKey = await sendPart(lecture, { ...session, fileKey: 'videos/other' }, 1, fakeMp4(100));
    expect(wrongKey.statusCode).toBe(404);
    const presigned = await t.app.inject({ method: 'GET', url: lecturePath('presigned', mixed), headers: admin() });
    expect(presigned.statusCode).toBe(404);
  });

  it('cancels an upload and drops its stored parts', async () => {
    const lecture = lectures[2] as Lecture;
    const session = (await start(lecture, { name: 'cancel-me.mp4', size: 500 })).json().data;
    expect((await sendPart(lecture, session, 1, fakeMp4(500))).statusCode).toBe(200);
    const aborted = await t.app.inject({
      method: 'DELETE',
      url: `${lecturePath('abort-upload', lecture)}?uploadId=${session.uploadId}`,
      headers: admin(),
    });
    expect(aborted.statusCode).toBe(200);
    expect(aborted.json().message).toBe('Upload cancelled');
    const after = await sendPart(lecture, session, 1, fakeMp4(500));
    expect(after.statusCode).toBe(404);
    const missingId = await t.app.inject({
      method: 'DELETE',
      url: lecturePath('abort-upload', lecture),
      headers: admin(),
    });
    expect(missingId.statusCode).toBe(400);
  });

  it('keeps learners and visitors out of every upload call', async () => {
    const lecture = lectures[0] as Lecture;
    const learner = await start(lecture, { name: 'x.mp4', size: 10 }, bearer(t.learnerToken));
    expect(learner.statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'POST', url: lecturePath('start-upload', lecture), payload: {} });
    expect(anonymous.statusCode).toBe(401);
    const body = multipartBody(
      { uploadId: 'x', fileKey: 'y', partNumber: 1 },
      { field: 'chunk', name: 'a', type: 'video/mp4', content: fakeMp4(10) },
    );
    const chunk = await t.app.inject({
      method: 'POST',
      url: lecturePath('chunk-upload', lecture),
      headers: { ...bearer(t.learnerToken), ...body.headers },
      payload: body.payload,
    });
    expect(chunk.statusCode).toBe(403);
    for (const [method, name] of [
      ['GET', 'upload-status'],
      ['POST', 'complete-upload'],
      ['DELETE', 'abort-upload'],
      ['GET', 'presigned'],
    ] as const) {
      const res = await t.app.inject({ method, url: lecturePath(name, lecture), headers: bearer(t.learnerToken) });
      expect(res.statusCode, `${method} ${name}`).toBe(403);
    }
  });

  it('answers a refused part over a real connection, whole body sent or not', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const lecture = lectures[0] as Lecture;
    const post = (fields: Record<string, string | number>, content: Buffer) => {
      const body = multipartBody(fields, { field: 'chunk', name: 'a.mp4', type: 'video/mp4', content });
      return fetch(`${address}${lecturePath('chunk-upload', lecture)}`, {
        method: 'POST',
        headers: { ...admin(), ...body.headers },
        body: body.payload,
      });
    };
    const unknown = await post(
      { uploadId: '00000000-0000-4000-8000-000000000000', fileKey: 'videos/x', partNumber: 1 },
      fakeMp4(2 * 1024 * 1024),
    );
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).message).toBe('Upload not found; start the upload again');
    const session = (await start(lecture, { name: 'real.mp4', size: CHUNK })).json().data;
    const notVideo = await post(
      { uploadId: session.uploadId, fileKey: session.fileKey, partNumber: 1 },
      Buffer.alloc(CHUNK),
    );
    expect(notVideo.status).toBe(400);
    expect((await notVideo.json()).message).toBe('The file is not a supported video (MP4, MOV, WebM or MKV)');
  });

  it('asks for multipart/form-data and for the chunk field', async () => {
    const lecture = lectures[0] as Lecture;
    const json = await t.app.inject({
      method: 'POST',
      url: lecturePath('chunk-upload', lecture),
      headers: admin(),
      payload: { uploadId: 'x' },
    });
    expect(json.statusCode).toBe(400);
    const noFile = multipartBody({ uploadId: 'x', fileKey: 'y', partNumber: 1 }, null);
    const res = await t.app.inject({
      method: 'POST',
      url: lecturePath('chunk-upload', lecture),
      headers: { ...admin(), ...noFile.headers },
      payload: noFile.payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('chunk is required');
  });
});
