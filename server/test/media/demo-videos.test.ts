import { eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseLectures } from '../../src/db/schema/curriculum.ts';
import { storedFiles } from '../../src/db/schema/media.ts';
import { LECTURE_VIDEO_PURPOSE } from '../../src/modules/media/stored-files.repository.ts';
import { seedDemoVideos } from '../../src/seed/seed-demo-videos.ts';
import { bearer } from '../support/test-app.ts';
import { createMediaTestApp } from './media-fixtures.ts';

let t: Awaited<ReturnType<typeof createMediaTestApp>>;

beforeAll(async () => {
  t = await createMediaTestApp((config) => {
    config.demoData = true;
  });
});
afterAll(() => t.close());

describe('demo lecture videos', () => {
  it('gives the first lecture of each demo course a playable video, once', async () => {
    const withVideo = await t.app.db
      .select({
        id: courseLectures.id,
        courseId: courseLectures.courseId,
        sectionId: courseLectures.sectionId,
        key: courseLectures.videoFileKey,
        mimeType: courseLectures.videoMimeType,
        duration: courseLectures.videoDurationSeconds,
      })
      .from(courseLectures)
      .where(isNotNull(courseLectures.videoFileKey));
    expect(withVideo.length).toBeGreaterThan(0);
    expect(new Set(withVideo.map((row) => row.courseId)).size).toBe(withVideo.length);
    expect(withVideo.every((row) => row.mimeType === 'video/mp4' && row.duration === 6)).toBe(true);

    // Recorded like uploaded videos, so the cleanup job removes them with their lectures. (The demo blog's
    // cover images are stored files too, under their own purpose.)
    const files = await t.app.db
      .select({ key: storedFiles.fileKey })
      .from(storedFiles)
      .where(eq(storedFiles.purpose, LECTURE_VIDEO_PURPOSE));
    expect(files.map((f) => f.key).sort()).toEqual(withVideo.map((row) => row.key).sort());

    // A restart adds nothing.
    expect(await seedDemoVideos(t.app.db, t.app.fileStorage)).toBe(0);

    const lecture = withVideo[0] as (typeof withVideo)[number];
    const presigned = await t.app.inject({
      method: 'GET',
      url: `/api/course/presigned/${lecture.courseId}/${lecture.sectionId}/${lecture.id}`,
      headers: bearer(t.adminToken),
    });
    expect(presigned.statusCode).toBe(200);
    const video = await t.app.inject({
      method: 'GET',
      url: new URL(presigned.json().data.url).pathname,
      headers: { range: 'bytes=0-11' },
    });
    expect(video.statusCode).toBe(206);
    expect(video.rawPayload.toString('latin1', 4, 8)).toBe('ftyp');
  });
});
