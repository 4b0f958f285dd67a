import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseSlugs, courses } from '../../src/db/schema/courses.ts';
import { courseLectures } from '../../src/db/schema/curriculum.ts';
import { resolveFfmpeg } from '../../src/modules/video-transcoding/ffmpeg.ts';
import { createPlaybackToken } from '../../src/modules/video-transcoding/playback-token.ts';
import { makeTestPattern } from '../../src/modules/video-transcoding/test-pattern.ts';
import { transcodesRepository } from '../../src/modules/video-transcoding/transcodes.repository.ts';
import { createMediaTestApp, type Lecture, lecturePath, seedCourse } from '../media/media-fixtures.ts';
import { bearer, loginAsAdmin } from '../support/test-app.ts';
import { uploadLectureVideo } from './video-upload.ts';

const ffmpeg = resolveFfmpeg(null);
const video = await makeTestPattern(ffmpeg, { width: 426, height: 240, seconds: 1 });

let t: Awaited<ReturnType<typeof createMediaTestApp>>;
let lectures: Lecture[];
let preview: Lecture;
let other: Lecture;
let slug: string;

let adminToken: string;
const admin = () => bearer(adminToken);
const pathOf = (url: string) => new URL(url).pathname;
/** Signed out: no Authorization header at all. */
const get = (url: string) => t.app.inject({ method: 'GET', url: url.startsWith('http') ? pathOf(url) : url });
const previewOf = (lecture: Lecture) => get(lecturePath('preview', lecture));

/** Staff save the curriculum through the editor's call, marking the given lectures (by index) as previews. */
async function saveCurriculum(previews: (boolean | undefined)[]) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/course/curriculum/${preview.courseId}`,
    headers: admin(),
    payload: {
      sections: [
        {
          _id: preview.sectionId,
          title: 'Getting started',
          subSections: lectures.map((lecture, i) => ({
            _id: lecture.subSectionId,
            title: `Lecture ${i + 1}`,
            ...(previews[i] === undefined ? {} : { freePreview: previews[i] }),
          })),
        },
      ],
    },
  });
}

const setStatus = (status: 'DRAFT' | 'PUBLISHED') =>
  t.app.db.update(courses).set({ status }).where(eq(courses.id, preview.courseId));

/** The first segment the master's first rendition names, as the player resolves it. */
async function firstSegment(masterUrl: string): Promise<string> {
  const master = await get(masterUrl);
  expect(master.statusCode, master.body).toBe(200);
  const rendition = master.body.split('\n').find((line) => line && !line.startsWith('#')) as string;
  const playlistUrl = new URL(rendition, masterUrl).toString();
  const playlist = await get(playlistUrl);
  expect(playlist.statusCode, playlist.body).toBe(200);
  const segment = playlist.body.split('\n').find((line) => line && !line.startsWith('#')) as string;
  return new URL(segment, playlistUrl).toString();
}

beforeAll(async () => {
  t = await createMediaTestApp();
  adminToken = t.adminToken;
  ({ lectures } = await seedCourse(t.app, 3));
  [preview, other] = lectures as [Lecture, Lecture];
  const [course] = await t.app.db.select({ slug: courses.slug }).from(courses).where(eq(courses.id, preview.courseId));
  slug = course?.slug as string;
  // The public page finds a course through its slugs (the course calls record them; the fixture inserts rows).
  await t.app.db.insert(courseSlugs).values({ slug, courseId: preview.courseId });
  await uploadLectureVideo(t.app, adminToken, preview, video);
  await uploadLectureVideo(t.app, adminToken, other, video);
});
afterAll(() => t.close());

describe('free preview lectures', () => {
  it('staff mark a lecture as a preview in the curriculum; a save that leaves the flag out keeps it', async () => {
    const bad = await saveCurriculum(['yes' as unknown as boolean]);
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Free preview must be true or false');

    expect((await saveCurriculum([true, false, false])).statusCode).toBe(200);
    expect((await saveCurriculum([undefined, undefined, undefined])).statusCode).toBe(200);
    await setStatus('PUBLISHED');
    const page = await get(`/api/course/slug/${slug}`);
    expect(page.statusCode, page.body).toBe(200);
    const outline = page.json().data.sections[0].subSections;
    expect(outline.map((l: { freePreview: boolean }) => l.freePreview)).toEqual([true, false, false]);
    // The public outline says which lectures are previews, never where any video is.
    expect(page.body).not.toContain('/media/');
    expect(page.body).not.toContain('videoFileKey');
  });

  it('plays the original file to a signed-out visitor until renditions exist, through a URL that lapses', async () => {
    const res = await previewOf(preview);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.type).toBe('file');
    const file = await get(data.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('video/mp4');
    expect(new Date(data.expiresAt).getTime() - t.clock.now().getTime()).toBe(t.config.media.readUrlTtlSeconds * 1000);
    t.clock.advance((t.config.media.readUrlTtlSeconds + 1) * 1000);
    expect((await get(data.url)).statusCode).toBe(403);
  });

  it('streams the preview signed out once transcoded, refuses every other lecture, and lapses in minutes', async () => {
    await t.app.videoTranscoder.runNow();
    const res = await previewOf(preview);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.type).toBe('hls');
    const segmentUrl = await firstSegment(data.url);
    const segment = await get(segmentUrl);
    expect(segment.statusCode).toBe(200);
    expect(segment.rawPayload[0]).toBe(0x47);

    const refused = await previewOf(other);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('This lecture is not a free preview');
    // Signed in as a learner without an enrolment changes nothing.
    const asLearner = await t.app.inject({
      method: 'GET',
      url: lecturePath('preview', other),
      headers: bearer(t.learnerToken),
    });
    expect(asLearner.statusCode).toBe(403);
    // A preview token opens its own lecture's video only: one signed for the preview but naming another lecture's
    // job (as a forged or stale token would) is refused.
    const [otherLecture] = await t.app.db
      .select({ key: courseLectures.videoFileKey })
      .from(courseLectures)
      .where(eq(courseLectures.id, other.subSectionId));
    const otherJob = await transcodesRepository.findBySource(t.app.db, otherLecture?.key as string);
    expect(otherJob?.status).toBe('ready');
    const tokenKey = new Uint8Array(createHmac('sha256', t.app.secrets.jwtKey).update('hls-playback').digest());
    const forged = createPlaybackToken(
      {
        p: preview.subSectionId,
        c: preview.courseId,
        j: otherJob?.id as string,
        e: Math.floor(t.clock.now().getTime() / 1e3) + 600,
      },
      tokenKey,
    );
    const crossed = await get(data.url.replace(/\/hls\/[^/]+\//, `/hls/${forged}/`));
    expect(crossed.statusCode).toBe(403);
    expect(crossed.json().message).toBe('This lecture is no longer a free preview');

    t.clock.advance((t.config.media.playbackUrlTtlSeconds + 1) * 1000);
    const expired = await get(segmentUrl);
    expect(expired.statusCode).toBe(403);
    expect(expired.json().message).toBe('This video link has expired');
  });

  it('stops a preview at once when it is unmarked, and refuses one archived or of an unpublished course', async () => {
    // The clock has moved past the sign-in's life: staff sign in again.
    adminToken = await loginAsAdmin(t.app);
    const data = (await previewOf(preview)).json().data;
    const segmentUrl = await firstSegment(data.url);
    expect((await get(segmentUrl)).statusCode).toBe(200);

    expect((await saveCurriculum([false, false, false])).statusCode).toBe(200);
    const unmarked = await get(segmentUrl);
    expect(unmarked.statusCode).toBe(403);
    expect(unmarked.json().message).toBe('This lecture is no longer a free preview');
    expect((await previewOf(preview)).statusCode).toBe(403);

    expect((await saveCurriculum([true, false, false])).statusCode).toBe(200);
    expect((await get(segmentUrl)).statusCode).toBe(200);
    await setStatus('DRAFT');
    expect((await previewOf(preview)).statusCode).toBe(403);
    expect((await get(segmentUrl)).statusCode).toBe(403);
    await setStatus('PUBLISHED');

    await t.app.db
      .update(courseLectures)
      .set({ archivedAt: t.clock.now() })
      .where(eq(courseLectures.id, preview.subSectionId));
    const archived = await previewOf(preview);
    expect(archived.statusCode).toBe(403);
    expect(archived.json().message).toBe('This lecture is not a free preview');
    expect((await get(segmentUrl)).statusCode).toBe(403);
  });

  it('answers 404 for a lecture not in the course or section and 400 for a malformed id', async () => {
    const missing = await previewOf({ ...preview, subSectionId: '00000000-0000-4000-8000-000000000000' });
    expect(missing.statusCode).toBe(404);
    const otherSection = await previewOf({ ...other, sectionId: '00000000-0000-4000-8000-000000000000' });
    expect(otherSection.statusCode).toBe(404);
    const bad = await previewOf({ ...preview, subSectionId: 'not-a-uuid' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('subSectionId');
  });
});

describe('/api/docs', () => {
  it('documents the preview call, its answers, and the free preview flag of the curriculum', async () => {
    const docs = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const preview = docs.paths['/api/course/preview/{courseId}/{sectionId}/{subSectionId}'];
    expect(preview.get.tags).toEqual(['Lecture playback']);
    expect(preview.get.security ?? []).toEqual([]);
    expect(Object.keys(preview.get.responses)).toEqual(expect.arrayContaining(['200', '400', '403', '404']));
    expect(JSON.stringify(docs.paths['/api/course/curriculum/{courseId}'].put)).toContain('freePreview');
  });
});
