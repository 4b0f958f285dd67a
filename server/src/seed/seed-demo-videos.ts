import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { courses } from '../db/schema/courses.ts';
import { courseLectures, courseSections } from '../db/schema/curriculum.ts';
import { slugify } from '../modules/categories/slug.ts';
import { sniffVideo } from '../modules/media/content-sniffing.ts';
import { readMp4DurationSeconds } from '../modules/media/mp4-duration.ts';
import { LECTURE_VIDEO_PURPOSE, storedFilesRepository } from '../modules/media/stored-files.repository.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import { DEMO_COURSES } from './demo-courses.ts';

/** A 6-second 640x360 H.264 test pattern with a tone, made with ffmpeg and shipped in the repository. */
const DEMO_VIDEO = new URL('./assets/demo-lecture.mp4', import.meta.url);

/**
 * Gives the first lecture of each demo course a playable video, through the storage driver like a real
 * upload. Runs after the demo catalogue is seeded and only touches lectures that have no video, so a video
 * staff uploaded is never replaced and a restart adds nothing twice. Each lecture gets its own copy, since
 * replacing a lecture's video deletes the old file.
 */
export async function seedDemoVideos(db: Database, storage: FileStorage): Promise<number> {
  const slugs = DEMO_COURSES.map((course) => slugify(course.title, 'course'));
  const courseRows = await db.select({ id: courses.id }).from(courses).where(inArray(courses.slug, slugs));
  if (courseRows.length === 0) return 0;

  const video = await readFile(DEMO_VIDEO);
  const mimeType = sniffVideo(video);
  if (!mimeType) throw new Error('The demo lecture video is not a video');
  const seconds = await readMp4DurationSeconds(
    async (start, length) => video.subarray(start, start + length),
    video.length,
  );
  const durationSeconds = seconds === null ? null : Math.round(seconds);

  let attached = 0;
  for (const course of courseRows) {
    const [first] = await db
      .select({ id: courseLectures.id, videoFileKey: courseLectures.videoFileKey })
      .from(courseLectures)
      .innerJoin(courseSections, eq(courseSections.id, courseLectures.sectionId))
      .where(eq(courseLectures.courseId, course.id))
      .orderBy(asc(courseSections.position), asc(courseLectures.position))
      .limit(1);
    if (!first || first.videoFileKey) continue;
    const fileKey = `videos/${course.id}/demo-${randomUUID()}`;
    await storage.putObject(fileKey, video, mimeType);
    const done = await db.transaction(async (tx) => {
      // Only a lecture still without a video gets it, in case staff uploaded one meanwhile.
      const updated = await tx
        .update(courseLectures)
        .set({
          videoFileKey: fileKey,
          videoMimeType: mimeType,
          videoSizeBytes: video.length,
          videoDurationSeconds: durationSeconds,
        })
        .where(and(eq(courseLectures.id, first.id), isNull(courseLectures.videoFileKey)))
        .returning({ id: courseLectures.id });
      if (updated.length === 0) return false;
      await storedFilesRepository.insertStoredFile(tx, {
        fileKey,
        purpose: LECTURE_VIDEO_PURPOSE,
        mimeType,
        sizeBytes: video.length,
        originalName: 'demo-lecture.mp4',
        createdBy: null,
      });
      return true;
    });
    if (done) attached++;
    else await storage.deleteObject(fileKey);
  }
  return attached;
}
