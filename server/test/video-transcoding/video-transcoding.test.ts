import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseLectures } from '../../src/db/schema/curriculum.ts';
import { enrollments } from '../../src/db/schema/enrollments.ts';
import { storedFiles } from '../../src/db/schema/media.ts';
import { users } from '../../src/db/schema/users-and-roles.ts';
import { videoTranscodes } from '../../src/db/schema/video-transcodes.ts';
import { resolveFfmpeg } from '../../src/modules/video-transcoding/ffmpeg.ts';
import { makeTestPattern } from '../../src/modules/video-transcoding/test-pattern.ts';
import { createTranscodeWorker } from '../../src/modules/video-transcoding/transcode-worker.ts';
import { renditionsPrefix, transcodesRepository } from '../../src/modules/video-transcoding/transcodes.repository.ts';
import { createMediaTestApp, fakeMp4, type Lecture, lecturePath, seedCourse } from '../media/media-fixtures.ts';
import { enrolDirectly } from '../support/learner-fixtures.ts';
import { bearer } from '../support/test-app.ts';
import { uploadLectureVideo } from './video-upload.ts';

const ffmpeg = resolveFfmpeg(null);
/** 640x360 allows 240p and 360p and nothing above; one second keeps each encode well under a second. */
const video = await makeTestPattern(ffmpeg, { width: 640, height: 360, seconds: 1 });

let t: Awaited<ReturnType<typeof createMediaTestApp>>;
let lectures: Lecture[];
let learnerId: string;

beforeAll(async () => {
  t = await createMediaTestApp((config) => {
    config.transcode.maxAttempts = 2;
  });
  ({ lectures } = await seedCourse(t.app, 4));
  const [learner] = await t.app.db.select({ id: users.id }).from(users).where(eq(users.email, t.learnerEmail));
  learnerId = learner?.id as string;
});
afterAll(() => t.close());

const admin = () => bearer(t.adminToken);

async function states(courseId: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/course/video-states/${courseId}`, headers: admin() });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    subSectionId: string;
    status: string;
    percent: number;
    renditions: string[];
    error: string | null;
  }[];
}

async function playback(lecture: Lecture, token: string) {
  const res = await t.app.inject({ method: 'GET', url: lecturePath('playback', lecture), headers: bearer(token) });
  return res;
}

const pathOf = (url: string) => new URL(url).pathname;
const get = (url: string) => t.app.inject({ method: 'GET', url: pathOf(url) });
const uris = (playlist: string) => playlist.split('\n').filter((line) => line && !line.startsWith('#'));
/** The first segment a rendition playlist names, as the player resolves it against the playlist's URL. */
async function firstSegment(masterUrl: string, rendition: string): Promise<string> {
  const playlistUrl = masterUrl.replace('master.m3u8', `${rendition}/index.m3u8`);
  const playlist = await get(playlistUrl);
  expect(playlist.statusCode, playlist.body).toBe(200);
  return new URL(uris(playlist.body)[0] as string, playlistUrl).toString();
}

describe('lecture video transcoding', () => {
  let ready: Lecture;

  it('queues a completed upload, plays the original meanwhile, then makes the renditions the source allows', async () => {
    ready = lectures[0] as Lecture;
    await uploadLectureVideo(t.app, t.adminToken, ready, video);
    expect((await states(ready.courseId)).find((s) => s.subSectionId === ready.subSectionId)).toMatchObject({
      status: 'queued',
      percent: 0,
    });
    const before = (await playback(ready, t.adminToken)).json().data;
    expect(before.type).toBe('file');

    await t.app.videoTranscoder.runNow();

    const state = (await states(ready.courseId)).find((s) => s.subSectionId === ready.subSectionId);
    expect(state).toMatchObject({ status: 'ready', percent: 100, renditions: ['240p', '360p'], error: null });
    const after = (await playback(ready, t.adminToken)).json().data;
    expect(after.type).toBe('hls');
    const master = await get(after.url);
    expect(master.statusCode, master.body).toBe(200);
    expect(master.headers['content-type']).toContain('application/vnd.apple.mpegurl');
    expect(master.headers['cache-control']).toBe('private, no-store');
    expect(master.body).toContain('RESOLUTION=426x240');
    expect(master.body).toContain('RESOLUTION=640x360');
    expect(master.body).not.toContain('480');
    expect(uris(master.body)).toEqual(['240p/index.m3u8', '360p/index.m3u8']);

    const variant = await get(after.url.replace('master.m3u8', '360p/index.m3u8'));
    expect(variant.statusCode).toBe(200);
    expect(variant.body).toContain('#EXT-X-ENDLIST');
    expect(uris(variant.body)[0]).toBe('seg_0000.ts');
    const segment = await get(await firstSegment(after.url, '360p'));
    expect(segment.statusCode).toBe(200);
    expect(segment.headers['content-type']).toBe('video/mp2t');
    // Every MPEG-TS packet starts with the sync byte 0x47.
    expect(segment.rawPayload[0]).toBe(0x47);

    const thumbnails = await get(after.thumbnailsUrl);
    expect(thumbnails.statusCode).toBe(200);
    const sprite = /^(\S+)#xywh=0,0,160,90$/m.exec(thumbnails.body)?.[1];
    expect(sprite).toBe('thumbnails.jpg');
    const image = await get(new URL(sprite as string, after.thumbnailsUrl).toString());
    expect(image.headers['content-type']).toBe('image/jpeg');
  });

  it('refuses a signed URL once it lapses, a tampered one, and a learner whose enrolment was removed', async () => {
    await enrolDirectly(t.app, learnerId, ready.courseId);
    const { url } = (await playback(ready, t.learnerToken)).json().data;
    const segmentUrl = await firstSegment(url, '240p');
    expect((await get(segmentUrl)).statusCode).toBe(200);

    // The token is the path segment after /hls/; a changed character breaks its signature.
    const tampered = await get(
      segmentUrl.replace(
        /\/hls\/([^/]+)\//,
        (_, token: string) => `/hls/${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}/`,
      ),
    );
    expect(tampered.statusCode).toBe(403);
    expect(tampered.json().message).toBe('This video link is not valid');

    await t.app.db.delete(enrollments).where(eq(enrollments.userId, learnerId));
    const refusedSegment = await get(segmentUrl);
    expect(refusedSegment.statusCode).toBe(403);
    expect(refusedSegment.json().message).toBe('You no longer have access to this course');
    expect((await get(url)).statusCode).toBe(403);
    expect((await playback(ready, t.learnerToken)).statusCode).toBe(403);

    // Staff's URLs: valid now, refused once the playback TTL has passed.
    const staff = (await playback(ready, t.adminToken)).json().data;
    const staffSegment = await firstSegment(staff.url, '240p');
    expect((await get(staffSegment)).statusCode).toBe(200);
    t.clock.advance((t.config.media.playbackUrlTtlSeconds + 1) * 1000);
    const expired = await get(staffSegment);
    expect(expired.statusCode).toBe(403);
    expect(expired.json().message).toBe('This video link has expired');
    expect((await get(staff.url)).statusCode).toBe(403);
  });

  it('resumes a job whose worker died after the last rendition it finished', async () => {
    const lecture = lectures[1] as Lecture;
    const key = await uploadLectureVideo(t.app, t.adminToken, lecture, video);
    const stop = new AbortController();
    // A worker that stops right after storing 240p, leaving its lease behind as a crashed process would.
    const dying = createTranscodeWorker({
      db: t.app.db,
      clock: t.app.clock,
      config: t.config.transcode,
      ffmpeg,
      log: t.app.log,
      notice: {
        enqueueMail: (tx, mail) => t.app.outbox.enqueueMail(tx, mail),
        kick: () => t.app.outbox.kick(),
        publicUrl: t.config.publicUrl,
        adminEmail: t.config.admin.email,
      },
      storage: {
        ...t.app.fileStorage,
        async putObject(objectKey, body, type) {
          await t.app.fileStorage.putObject(objectKey, body, type);
          if (objectKey.includes('/240p/')) stop.abort();
        },
      },
    });
    await dying(stop.signal, 1);
    const crashed = await transcodesRepository.findBySource(t.app.db, key);
    expect(crashed).toMatchObject({ status: 'processing', attempts: 1 });
    expect(crashed?.renditions.map((r) => r.name)).toEqual(['240p']);
    const first240 = await t.app.fileStorage.listObjects(`${renditionsPrefix(crashed?.id as string)}240p/`);

    // Within the lease nobody takes it over; after it, the next worker makes only what is missing.
    await t.app.videoTranscoder.runNow();
    expect((await transcodesRepository.findBySource(t.app.db, key))?.status).toBe('processing');
    t.clock.advance(t.config.transcode.leaseMs + 1000);
    await t.app.videoTranscoder.runNow();
    const resumed = await transcodesRepository.findBySource(t.app.db, key);
    expect(resumed).toMatchObject({ status: 'ready', attempts: 2 });
    expect(resumed?.renditions.map((r) => r.name)).toEqual(['240p', '360p']);
    expect(await t.app.fileStorage.listObjects(`${renditionsPrefix(resumed?.id as string)}240p/`)).toEqual(first240);
  });

  it('retries a failing video with a growing wait, then shows it failed to staff, who can retry it', async () => {
    const lecture = lectures[2] as Lecture;
    const key = await uploadLectureVideo(t.app, t.adminToken, lecture, fakeMp4(2000));
    await t.app.videoTranscoder.runNow();
    const first = await transcodesRepository.findBySource(t.app.db, key);
    expect(first).toMatchObject({ status: 'queued', attempts: 1 });
    expect(first?.lastError).toBeTruthy();
    expect(first?.availableAt.getTime()).toBe(t.app.clock.now().getTime() + t.config.transcode.retryBaseMs);

    const retry = () =>
      t.app.inject({ method: 'POST', url: `${lecturePath('video-states', lecture)}/retry`, headers: admin() });
    expect((await retry()).statusCode).toBe(409);

    await t.app.videoTranscoder.runNow();
    expect((await transcodesRepository.findBySource(t.app.db, key))?.attempts).toBe(1);
    t.clock.advance(t.config.transcode.retryBaseMs);
    await t.app.videoTranscoder.runNow();
    const state = (await states(lecture.courseId)).find((s) => s.subSectionId === lecture.subSectionId);
    expect(state?.status).toBe('failed');
    expect(state?.error).toBeTruthy();
    // The original still plays.
    expect((await playback(lecture, t.adminToken)).json().data.type).toBe('file');

    const learnerRetry = await t.app.inject({
      method: 'POST',
      url: `${lecturePath('video-states', lecture)}/retry`,
      headers: bearer(t.learnerToken),
    });
    expect(learnerRetry.statusCode).toBe(403);
    expect((await retry()).statusCode).toBe(200);
    expect(await transcodesRepository.findBySource(t.app.db, key)).toMatchObject({ status: 'queued', attempts: 0 });
  });

  it('frees the renditions when a video is replaced and when its lecture is deleted', async () => {
    const lecture = lectures[3] as Lecture;
    const firstKey = await uploadLectureVideo(t.app, t.adminToken, lecture, video);
    await t.app.videoTranscoder.runNow();
    const firstJob = await transcodesRepository.findBySource(t.app.db, firstKey);
    expect(firstJob?.status).toBe('ready');
    const firstPrefix = renditionsPrefix(firstJob?.id as string);
    expect((await t.app.fileStorage.listObjects(firstPrefix)).length).toBeGreaterThan(4);

    const secondKey = await uploadLectureVideo(t.app, t.adminToken, lecture, video);
    expect(await t.app.fileStorage.listObjects(firstPrefix)).toEqual([]);
    expect(await transcodesRepository.findBySource(t.app.db, firstKey)).toBeNull();

    await t.app.videoTranscoder.runNow();
    const secondJob = await transcodesRepository.findBySource(t.app.db, secondKey);
    const secondPrefix = renditionsPrefix(secondJob?.id as string);
    expect((await t.app.fileStorage.listObjects(secondPrefix)).length).toBeGreaterThan(4);
    await t.app.db.delete(courseLectures).where(eq(courseLectures.id, lecture.subSectionId));
    await t.app.uploadCleanup.runNow();
    expect(await t.app.fileStorage.listObjects(secondPrefix)).toEqual([]);
    expect(await t.app.db.select().from(videoTranscodes).where(eq(videoTranscodes.sourceKey, secondKey))).toEqual([]);
  });
});

describe('the transcoding queue', () => {
  it('queues, on its first run, the videos stored before any job existed (the demo videos)', async () => {
    const { lectures: demo } = await seedCourse(t.app, 1);
    const lecture = demo[0] as Lecture;
    const fileKey = `videos/${lecture.courseId}/demo-seeded`;
    await t.app.fileStorage.putObject(fileKey, video, 'video/mp4');
    await t.app.db
      .insert(storedFiles)
      .values({ fileKey, purpose: 'lecture-video', mimeType: 'video/mp4', sizeBytes: video.length });
    await t.app.db
      .update(courseLectures)
      .set({ videoFileKey: fileKey, videoMimeType: 'video/mp4', videoSizeBytes: video.length })
      .where(eq(courseLectures.id, lecture.subSectionId));
    expect(await transcodesRepository.findBySource(t.app.db, fileKey)).toBeNull();
    await t.app.videoTranscoder.runNow();
    expect((await transcodesRepository.findBySource(t.app.db, fileKey))?.status).toBe('ready');
  });

  it('gives each due job to exactly one of two workers claiming at the same time', async () => {
    const { lectures: more } = await seedCourse(t.app, 1);
    const keys = [`videos/${more[0]?.courseId}/a`, `videos/${more[0]?.courseId}/b`, `videos/${more[0]?.courseId}/c`];
    for (const fileKey of keys) {
      await t.app.db.insert(storedFiles).values({
        fileKey,
        purpose: 'lecture-video',
        mimeType: 'video/mp4',
        sizeBytes: 1,
      });
      await transcodesRepository.enqueue(t.app.db, fileKey, t.app.clock.now());
    }
    const now = t.app.clock.now();
    const [a, b] = await Promise.all([
      transcodesRepository.claim(t.app.db, now, 60_000, 10),
      transcodesRepository.claim(t.app.db, now, 60_000, 10),
    ]);
    const claimed = [...(a ?? []), ...(b ?? [])].map((row) => row.sourceKey);
    expect(new Set(claimed).size).toBe(claimed.length);
    expect(claimed).toEqual(expect.arrayContaining(keys));
    expect(await transcodesRepository.claim(t.app.db, now, 60_000, 10)).toEqual([]);
  });
});
