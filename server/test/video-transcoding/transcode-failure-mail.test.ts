import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses } from '../../src/db/schema/courses.ts';
import { outbox } from '../../src/db/schema/outbox.ts';
import { transcodesRepository } from '../../src/modules/video-transcoding/transcodes.repository.ts';
import { createMediaTestApp, fakeMp4, type Lecture, seedCourse } from '../media/media-fixtures.ts';
import { userWithPermissions } from '../support/test-app.ts';
import { uploadLectureVideo } from './video-upload.ts';

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
    const key = await uploadLectureVideo(t.app, t.adminToken, lecture, fakeMp4(2000), 'broken.mp4');
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
