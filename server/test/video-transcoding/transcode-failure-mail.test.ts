import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses } from '../../src/db/schema/courses.ts';
import { outbox } from '../../src/db/schema/outbox.ts';
import { transcodesRepository } from '../../src/modules/video-transcoding/transcodes.repository.ts';
import {
  createMediaTestApp,
  fakeMp4,
  type Lecture,
  lecturePath,
  multipartBody,
  seedCourse,
} from '../media/media-fixtures.ts';
import { bearer, userWithPermissions } from '../support/test-app.ts';

let t: Awaited<ReturnType<typeof createMediaTestApp>>;
let lecture: Lecture;
let creatorEmail: string;
let courseTitle: string;

beforeAll(async () => {
  t = await createMediaTestApp((config) => {
    config.transcode.maxAttempts = 3;
  });
  ({
    lectures: [lecture],
  } = (await seedCourse(t.app, 1)) as { lectures: [Lecture] });
  const creator = await userWithPermissions(t.app, t.adminToken, 'Course Author', [
    { name: 'Courses', operations: {}, subModules: [{ name: 'Courses', operations: { read: true, update: true } }] },
  ]);
  creatorEmail = creator.email;
  const [course] = await t.app.db
    .update(courses)
    .set({ createdBy: creator.userId })
    .where(eq(courses.id, lecture.courseId))
    .returning({ title: courses.title });
  courseTitle = course?.title as string;
});
afterAll(() => t.close());

/** Uploads a file that is no video at all: ffmpeg fails on it every time. */
async function uploadBrokenVideo(): Promise<string> {
  const content = fakeMp4(2000);
  const admin = bearer(t.adminToken);
  const start = await t.app.inject({
    method: 'POST',
    url: lecturePath('start-upload', lecture),
    headers: admin,
    payload: { fileName: 'broken.mp4', fileType: 'video/mp4', fileSize: content.length, courseTitle: 'Video Editing' },
  });
  expect(start.statusCode, start.body).toBe(200);
  const session = start.json().data;
  const body = multipartBody(
    { uploadId: session.uploadId, fileKey: session.fileKey, partNumber: 1 },
    { field: 'chunk', name: 'broken.mp4', type: 'video/mp4', content },
  );
  const part = await t.app.inject({
    method: 'POST',
    url: lecturePath('chunk-upload', lecture),
    headers: { ...admin, ...body.headers },
    payload: body.payload,
  });
  expect(part.statusCode, part.body).toBe(200);
  const done = await t.app.inject({
    method: 'POST',
    url: lecturePath('complete-upload', lecture),
    headers: admin,
    payload: { uploadId: session.uploadId, fileKey: session.fileKey, parts: [part.json().data] },
  });
  expect(done.statusCode, done.body).toBe(200);
  return session.fileKey;
}

/** The failure mails in the outbox, by recipient. */
async function failureMails() {
  const rows = await t.app.db
    .select({ payload: outbox.payload })
    .from(outbox)
    .where(and(sql`${outbox.payload}->>'subject' like '%could not be processed%'`));
  return rows.map((row) => row.payload as { to: string; subject: string; text: string });
}

describe('a lecture video that fails for good', () => {
  it("mails the course's creator and the super admin once, after the last try and not before", async () => {
    const key = await uploadBrokenVideo();
    await t.app.videoTranscoder.runNow();
    expect(await transcodesRepository.findBySource(t.app.db, key)).toMatchObject({ status: 'queued', attempts: 1 });
    expect(await failureMails()).toEqual([]);
    t.clock.advance(t.config.transcode.retryBaseMs);
    await t.app.videoTranscoder.runNow();
    expect(await transcodesRepository.findBySource(t.app.db, key)).toMatchObject({ status: 'queued', attempts: 2 });
    expect(await failureMails()).toEqual([]);

    t.clock.advance(t.config.transcode.retryBaseMs * 2);
    await t.app.videoTranscoder.runNow();
    const failed = await transcodesRepository.findBySource(t.app.db, key);
    expect(failed).toMatchObject({ status: 'failed', attempts: 3 });
    const mails = await failureMails();
    expect(mails.map((mail) => mail.to).sort()).toEqual([creatorEmail, t.config.admin.email].sort());
    const [mail] = mails;
    expect(mail?.subject).toContain(courseTitle);
    expect(mail?.text).toContain('Lecture 1');
    expect(mail?.text).toContain(`Reason: ${failed?.lastError}`);
    expect(mail?.text).toContain(`${t.config.publicUrl}/dashboard/course/content/${lecture.courseId}`);

    // Later runs find nothing due: no second mail for the same failure.
    t.clock.advance(t.config.transcode.retryBaseMs * 8);
    await t.app.videoTranscoder.runNow();
    expect(await failureMails()).toHaveLength(2);
  });
});
