import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses } from '../../src/db/schema/courses.ts';
import { courseLectures } from '../../src/db/schema/curriculum.ts';
import { lectureCaptions } from '../../src/db/schema/lecture-captions.ts';
import { createPlaybackToken } from '../../src/modules/video-transcoding/playback-token.ts';
import {
  createMediaTestApp,
  fakeMp4,
  type Lecture,
  lecturePath,
  multipartBody,
  seedCourse,
} from '../media/media-fixtures.ts';
import { bearer } from '../support/test-app.ts';
import { uploadLectureVideo } from '../video-transcoding/video-upload.ts';

const VTT = 'WEBVTT\n\n00:00:00.000 --> 00:00:02.000\nनमस्ते, welcome to the preview\n';

let t: Awaited<ReturnType<typeof createMediaTestApp>>;
let preview: Lecture;
let other: Lecture;

const pathOf = (url: string) => new URL(url).pathname;
/** Signed out: no Authorization header at all. */
const get = (url: string) => t.app.inject({ method: 'GET', url: url.startsWith('http') ? pathOf(url) : url });
const previewTracks = (lecture: Lecture) => get(lecturePath('preview-caption-tracks', lecture));
const setPreview = (lecture: Lecture, freePreview: boolean) =>
  t.app.db.update(courseLectures).set({ freePreview }).where(eq(courseLectures.id, lecture.subSectionId));

async function putCaption(lecture: Lecture, language: string) {
  const body = multipartBody({}, { field: 'file', name: 'captions.vtt', type: 'text/vtt', content: Buffer.from(VTT) });
  const res = await t.app.inject({
    method: 'PUT',
    url: `${lecturePath('captions', lecture)}/${language}`,
    headers: { ...bearer(t.adminToken), ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(200);
}

beforeAll(async () => {
  t = await createMediaTestApp();
  [preview, other] = (await seedCourse(t.app, 2)).lectures as [Lecture, Lecture];
  for (const lecture of [preview, other]) {
    await uploadLectureVideo(t.app, t.adminToken, lecture, fakeMp4(4096));
    await putCaption(lecture, 'en');
  }
  await putCaption(preview, 'hi');
  await setPreview(preview, true);
  await t.app.db.update(courses).set({ status: 'PUBLISHED' }).where(eq(courses.id, preview.courseId));
});
afterAll(() => t.close());

describe("a free preview lecture's captions", () => {
  it('are served signed out through short-lived signed URLs, and lapse', async () => {
    const res = await previewTracks(preview);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.tracks.map((track: { language: string }) => track.language).sort()).toEqual(['en', 'hi']);
    // Whole seconds: the URL lasts the configured time, give or take the second it was signed in.
    const life = new Date(data.expiresAt).getTime() - t.clock.now().getTime();
    expect(life).toBeGreaterThan((t.config.media.playbackUrlTtlSeconds - 1) * 1000);
    expect(life).toBeLessThanOrEqual(t.config.media.playbackUrlTtlSeconds * 1000);
    const file = await get(data.tracks[0].url);
    expect(file.statusCode, file.body).toBe(200);
    expect(file.headers['content-type']).toBe('text/vtt; charset=utf-8');
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(file.body).toBe(VTT);

    t.clock.advance((t.config.media.playbackUrlTtlSeconds + 1) * 1000);
    const lapsed = await get(data.tracks[0].url);
    expect(lapsed.statusCode).toBe(403);
    expect(lapsed.json().message).toBe('This caption link has expired');
  });

  it("refuses a lecture that is not a preview, and a preview token naming another lecture's caption", async () => {
    const refused = await previewTracks(other);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('This lecture is not a free preview');
    // Signed in as a learner without an enrolment changes nothing.
    const asLearner = await t.app.inject({
      method: 'GET',
      url: lecturePath('preview-caption-tracks', other),
      headers: bearer(t.learnerToken),
    });
    expect(asLearner.statusCode).toBe(403);

    const [otherCaption] = await t.app.db
      .select({ id: lectureCaptions.id })
      .from(lectureCaptions)
      .innerJoin(courseLectures, eq(courseLectures.videoFileKey, lectureCaptions.videoKey))
      .where(eq(courseLectures.id, other.subSectionId));
    const tokenKey = new Uint8Array(createHmac('sha256', t.app.secrets.jwtKey).update('caption-playback').digest());
    const forged = createPlaybackToken(
      {
        p: preview.subSectionId,
        c: preview.courseId,
        j: otherCaption?.id as string,
        e: Math.floor(t.clock.now().getTime() / 1e3) + 600,
      },
      tokenKey,
    );
    const crossed = await get(`/api/media/captions/${forged}/en.vtt`);
    expect(crossed.statusCode).toBe(403);
    expect(crossed.json().message).toBe('This lecture is no longer a free preview');
  });

  it('stops at once when the lecture is unmarked or the course unpublished; 404 and 400 for bad lectures', async () => {
    const url = (await previewTracks(preview)).json().data.tracks[0].url;
    expect((await get(url)).statusCode).toBe(200);
    await setPreview(preview, false);
    const unmarked = await get(url);
    expect(unmarked.statusCode).toBe(403);
    expect(unmarked.json().message).toBe('This lecture is no longer a free preview');
    await setPreview(preview, true);
    await t.app.db.update(courses).set({ status: 'DRAFT' }).where(eq(courses.id, preview.courseId));
    expect((await get(url)).statusCode).toBe(403);
    expect((await previewTracks(preview)).statusCode).toBe(403);
    await t.app.db.update(courses).set({ status: 'PUBLISHED' }).where(eq(courses.id, preview.courseId));
    expect((await get(url)).statusCode).toBe(200);

    const missing = await previewTracks({ ...preview, subSectionId: '00000000-0000-4000-8000-000000000000' });
    expect(missing.statusCode).toBe(404);
    const bad = await previewTracks({ ...preview, subSectionId: 'not-a-uuid' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('subSectionId');
  });

  it('is documented in /api/docs as a public call', async () => {
    const docs = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const call = docs.paths['/api/course/preview-caption-tracks/{courseId}/{sectionId}/{subSectionId}'];
    expect(call.get.tags).toEqual(['Lecture captions']);
    expect(call.get.security ?? []).toEqual([]);
    expect(Object.keys(call.get.responses)).toEqual(expect.arrayContaining(['200', '400', '403', '404']));
  });
});
