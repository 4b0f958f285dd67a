import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseLectures } from '../../src/db/schema/curriculum.ts';
import { storedFiles, uploadSessions } from '../../src/db/schema/media.ts';
import { uploadsRepository } from '../../src/modules/media/uploads.repository.ts';
import { bearer, loginAsAdmin } from '../support/test-app.ts';
import { createMediaTestApp, fakeMp4, type Lecture, lecturePath, multipartBody, seedCourse } from './media-fixtures.ts';

const HOUR = 3_600_000;
let t: Awaited<ReturnType<typeof createMediaTestApp>>;
let lectures: Lecture[];

beforeAll(async () => {
  t = await createMediaTestApp();
  ({ lectures } = await seedCourse(t.app, 3));
});
afterAll(() => t.close());

async function startWithOnePart(lecture: Lecture, name: string) {
  // Access tokens last 15 minutes and the tests move the clock by hours.
  t.adminToken = await loginAsAdmin(t.app);
  const started = await t.app.inject({
    method: 'POST',
    url: lecturePath('start-upload', lecture),
    headers: bearer(t.adminToken),
    payload: { fileName: name, fileType: 'video/mp4', fileSize: 100 },
  });
  expect(started.statusCode, started.body).toBe(200);
  const session = started.json().data;
  const body = multipartBody(
    { uploadId: session.uploadId, fileKey: session.fileKey, partNumber: 1 },
    { field: 'chunk', name, type: 'video/mp4', content: fakeMp4(100) },
  );
  const sent = await t.app.inject({
    method: 'POST',
    url: lecturePath('chunk-upload', lecture),
    headers: { ...bearer(t.adminToken), ...body.headers },
    payload: body.payload,
  });
  expect(sent.statusCode).toBe(200);
  return session as { uploadId: string; fileKey: string };
}

describe('abandoned upload cleanup', () => {
  it('aborts sessions idle for 24 hours, with their stored parts, and keeps active ones', async () => {
    const stale = await startWithOnePart(lectures[0] as Lecture, 'old.mp4');
    t.clock.advance(20 * HOUR);
    const fresh = await startWithOnePart(lectures[1] as Lecture, 'new.mp4');
    t.clock.advance(5 * HOUR);

    await t.app.uploadCleanup.runNow();

    const left = await t.app.db.select({ id: uploadSessions.id }).from(uploadSessions);
    expect(left.map((row) => row.id)).toEqual([fresh.uploadId]);
    const onDisk = await readdir(join(t.root, 'multipart'));
    expect(onDisk).toHaveLength(1);
    t.adminToken = await loginAsAdmin(t.app);
    const status = await t.app.inject({
      method: 'GET',
      url: `${lecturePath('upload-status', lectures[0] as Lecture)}?uploadId=${stale.uploadId}`,
      headers: bearer(t.adminToken),
    });
    expect(status.statusCode).toBe(404);
  });

  it('leases what it claims, so a second cleaner does not take the same sessions', async () => {
    await startWithOnePart(lectures[0] as Lecture, 'leased.mp4');
    t.clock.advance(25 * HOUR);
    const now = t.clock.now().getTime();
    const idleBefore = new Date(now - 24 * HOUR);
    const lease = new Date(now - 24 * HOUR + 10 * 60_000);
    const first = await uploadsRepository.claimAbandoned(t.app.db, idleBefore, lease, 20);
    const second = await uploadsRepository.claimAbandoned(t.app.db, idleBefore, lease, 20);
    expect(first.length).toBeGreaterThan(0);
    expect(second).toEqual([]);
    // Once the lease runs out, a session its cleaner failed to finish is claimed again.
    t.clock.advance(11 * 60_000);
    const later = t.clock.now().getTime();
    const retried = await uploadsRepository.claimAbandoned(t.app.db, new Date(later - 24 * HOUR), new Date(later), 20);
    expect(retried.map((row) => row.id).sort()).toEqual(first.map((row) => row.id).sort());
  });

  it('deletes the video files of lectures that were deleted, and keeps the others', async () => {
    async function uploadVideo(lecture: Lecture, name: string) {
      const session = await startWithOnePart(lecture, name);
      const status = await t.app.inject({
        method: 'GET',
        url: `${lecturePath('upload-status', lecture)}?uploadId=${session.uploadId}`,
        headers: bearer(t.adminToken),
      });
      const done = await t.app.inject({
        method: 'POST',
        url: lecturePath('complete-upload', lecture),
        headers: bearer(t.adminToken),
        payload: { ...session, parts: status.json().data.receivedParts },
      });
      expect(done.statusCode).toBe(200);
      return session.fileKey;
    }
    const kept = await uploadVideo(lectures[1] as Lecture, 'kept.mp4');
    const dropped = await uploadVideo(lectures[2] as Lecture, 'dropped.mp4');
    // Deleting the course takes its lecture rows away (curriculum edits only archive them, video and all).
    await t.app.db.delete(courseLectures).where(eq(courseLectures.id, (lectures[2] as Lecture).subSectionId));

    await t.app.uploadCleanup.runNow();

    expect(await t.app.fileStorage.headObject(dropped)).toBeNull();
    expect(await t.app.fileStorage.headObject(kept)).not.toBeNull();
    const rows = await t.app.db.select({ key: storedFiles.fileKey }).from(storedFiles);
    expect(rows.map((row) => row.key)).toEqual([kept]);
  });
});
