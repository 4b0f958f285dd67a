import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseLectures } from '../../src/db/schema/curriculum.ts';
import { enrollments } from '../../src/db/schema/enrollments.ts';
import { lectureCaptions } from '../../src/db/schema/lecture-captions.ts';
import { users } from '../../src/db/schema/users-and-roles.ts';
import { CAPTION_TOO_LARGE, NOT_UTF8, NOT_WEBVTT } from '../../src/modules/lecture-captions/caption-file.ts';
import {
  createMediaTestApp,
  fakeMp4,
  type Lecture,
  lecturePath,
  multipartBody,
  seedCourse,
} from '../media/media-fixtures.ts';
import { enrolDirectly } from '../support/learner-fixtures.ts';
import { bearer, userWithPermissions } from '../support/test-app.ts';
import { uploadLectureVideo } from '../video-transcoding/video-upload.ts';

const VTT = 'WEBVTT\n\n00:00:00.000 --> 00:00:02.000\nनमस्ते, welcome to the course\n';

let t: Awaited<ReturnType<typeof createMediaTestApp>>;
let lectures: Lecture[];
let learnerId: string;
let readerToken: string;

beforeAll(async () => {
  t = await createMediaTestApp();
  ({ lectures } = await seedCourse(t.app, 3));
  const [learner] = await t.app.db.select({ id: users.id }).from(users).where(eq(users.email, t.learnerEmail));
  learnerId = learner?.id as string;
  readerToken = (
    await userWithPermissions(t.app, t.adminToken, 'Captions Reader', [
      { name: 'Courses', operations: {}, subModules: [{ name: 'Courses', operations: { read: true } }] },
    ])
  ).token;
});
afterAll(() => t.close());

const admin = () => bearer(t.adminToken);
const captionPath = (lecture: Lecture, language: string) => `${lecturePath('captions', lecture)}/${language}`;
const pathOf = (url: string) => new URL(url).pathname;

function putCaption(lecture: Lecture, language: string, content: Buffer, token = t.adminToken, field = 'file') {
  const body = multipartBody({}, { field, name: 'captions.vtt', type: 'text/vtt', content });
  return t.app.inject({
    method: 'PUT',
    url: captionPath(lecture, language),
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
}

const tracks = (lecture: Lecture, token: string) =>
  t.app.inject({ method: 'GET', url: lecturePath('caption-tracks', lecture), headers: bearer(token) });

async function storedCaptionKeys(): Promise<string[]> {
  return (await t.app.fileStorage.listObjects('captions/')).map((o) => o.key).sort();
}

describe('lecture captions', () => {
  it('refuses captions for a lecture without a video, and files that are not WebVTT, with a 400 naming file', async () => {
    const lecture = lectures[0] as Lecture;
    const noVideo = await putCaption(lecture, 'en', Buffer.from(VTT));
    expect(noVideo.statusCode).toBe(404);
    await uploadLectureVideo(t.app, t.adminToken, lecture, fakeMp4(4096));

    const cases: [Buffer, string][] = [
      [Buffer.from('1\n00:00:00,000 --> 00:00:02,000\nAn SRT file\n'), NOT_WEBVTT],
      [Buffer.from('WEBVTTX\n'), NOT_WEBVTT],
      [Buffer.from([0x57, 0x45, 0x42, 0x56, 0x54, 0x54, 0x0a, 0xff, 0xfe, 0x00]), NOT_UTF8],
      [Buffer.from(`WEBVTT\n\n${'a'.repeat(512 * 1024)}`), CAPTION_TOO_LARGE],
      [Buffer.alloc(0), 'The caption file is empty'],
    ];
    for (const [content, message] of cases) {
      const res = await putCaption(lecture, 'en', content);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors).toEqual({ file: message });
    }
    const wrongField = await putCaption(lecture, 'en', Buffer.from(VTT), t.adminToken, 'captions');
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().errors).toEqual({ file: 'file is required' });
    const badLanguage = await putCaption(lecture, 'fr', Buffer.from(VTT));
    expect(badLanguage.statusCode).toBe(400);
    expect(await storedCaptionKeys()).toEqual([]);
  });

  it('lets Courses update upload, replace and remove captions; Courses read only lists them', async () => {
    const lecture = lectures[0] as Lecture;
    const refused = await putCaption(lecture, 'en', Buffer.from(VTT), readerToken);
    expect(refused.statusCode).toBe(403);
    const refusedRemove = await t.app.inject({
      method: 'DELETE',
      url: captionPath(lecture, 'en'),
      headers: bearer(readerToken),
    });
    expect(refusedRemove.statusCode).toBe(403);

    // A byte order mark before WEBVTT is allowed and dropped.
    const saved = await putCaption(lecture, 'en', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(VTT)]));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ language: 'en' });
    expect((await putCaption(lecture, 'hi', Buffer.from(VTT))).statusCode).toBe(200);
    const [first] = (await t.app.db.select().from(lectureCaptions).where(eq(lectureCaptions.language, 'en'))).map(
      (row) => row.fileKey,
    );
    expect(await storedCaptionKeys()).toContain(first);

    const replaced = await putCaption(lecture, 'en', Buffer.from('WEBVTT - replaced\n'));
    expect(replaced.statusCode).toBe(200);
    const keys = await storedCaptionKeys();
    expect(keys).toHaveLength(2);
    expect(keys).not.toContain(first);

    const listed = await t.app.inject({
      method: 'GET',
      url: lecturePath('captions', lecture),
      headers: bearer(readerToken),
    });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data.map((c: { language: string }) => c.language)).toEqual(['en', 'hi']);

    const removed = await t.app.inject({ method: 'DELETE', url: captionPath(lecture, 'hi'), headers: admin() });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await storedCaptionKeys()).toHaveLength(1);
    const again = await t.app.inject({ method: 'DELETE', url: captionPath(lecture, 'hi'), headers: admin() });
    expect(again.statusCode).toBe(404);
  });

  it('serves captions only through a valid, unexpired token to someone who may still watch', async () => {
    const lecture = lectures[0] as Lecture;
    expect((await tracks(lecture, t.learnerToken)).statusCode).toBe(403);
    await enrolDirectly(t.app, learnerId, lecture.courseId);
    const res = await tracks(lecture, t.learnerToken);
    expect(res.statusCode, res.body).toBe(200);
    const [track] = res.json().data.tracks as { language: string; url: string }[];
    expect(track?.language).toBe('en');
    const file = await t.app.inject({ method: 'GET', url: pathOf(track?.url as string) });
    expect(file.statusCode, file.body).toBe(200);
    expect(file.headers['content-type']).toBe('text/vtt; charset=utf-8');
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(file.body).toBe('WEBVTT - replaced\n');

    const url = pathOf(track?.url as string);
    const tampered = url.replace(/\/captions\/([^/]+)\//, (_, token: string) => `/captions/${token.slice(0, -2)}xx/`);
    expect((await t.app.inject({ method: 'GET', url: tampered })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: url.replace('en.vtt', 'hi.vtt') })).statusCode).toBe(404);

    await t.app.db.delete(enrollments).where(eq(enrollments.userId, learnerId));
    const removedEnrolment = await t.app.inject({ method: 'GET', url });
    expect(removedEnrolment.statusCode).toBe(403);
    expect(removedEnrolment.json().message).toBe('You no longer have access to this course');

    const staffUrl = pathOf((await tracks(lecture, t.adminToken)).json().data.tracks[0].url);
    expect((await t.app.inject({ method: 'GET', url: staffUrl })).statusCode).toBe(200);
    t.clock.advance((t.config.media.playbackUrlTtlSeconds + 1) * 1000);
    const expired = await t.app.inject({ method: 'GET', url: staffUrl });
    expect(expired.statusCode).toBe(403);
    expect(expired.json().message).toBe('This caption link has expired');
  });

  it("frees the captions when the lecture's video is replaced", async () => {
    const lecture = lectures[1] as Lecture;
    const firstVideo = await uploadLectureVideo(t.app, t.adminToken, lecture, fakeMp4(4096));
    expect((await putCaption(lecture, 'hi', Buffer.from(VTT))).statusCode).toBe(200);
    const before = await storedCaptionKeys();
    const [row] = await t.app.db.select().from(lectureCaptions).where(eq(lectureCaptions.videoKey, firstVideo));
    expect(before).toContain(row?.fileKey);

    await uploadLectureVideo(t.app, t.adminToken, lecture, fakeMp4(4096));
    expect(await storedCaptionKeys()).not.toContain(row?.fileKey);
    expect(await t.app.db.select().from(lectureCaptions).where(eq(lectureCaptions.videoKey, firstVideo))).toEqual([]);
    const listed = await t.app.inject({ method: 'GET', url: lecturePath('captions', lecture), headers: admin() });
    expect(listed.json().data).toEqual([]);
  });

  it('frees the captions with a video no lecture points to any more (the cleanup job)', async () => {
    const lecture = lectures[2] as Lecture;
    const videoKey = await uploadLectureVideo(t.app, t.adminToken, lecture, fakeMp4(4096));
    expect((await putCaption(lecture, 'en', Buffer.from(VTT))).statusCode).toBe(200);
    const [row] = await t.app.db.select().from(lectureCaptions).where(eq(lectureCaptions.videoKey, videoKey));
    const before = await storedCaptionKeys();
    expect(before).toContain(row?.fileKey);
    await t.app.db.delete(courseLectures).where(eq(courseLectures.id, lecture.subSectionId));
    await t.app.uploadCleanup.runNow();
    const after = await storedCaptionKeys();
    expect(after).toEqual(before.filter((key) => key !== row?.fileKey));
    expect(await t.app.db.select().from(lectureCaptions).where(eq(lectureCaptions.videoKey, videoKey))).toEqual([]);
  });
});
