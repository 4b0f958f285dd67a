import { and, eq, inArray, isNull, lte, notExists, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { courseLectures } from '../../db/schema/curriculum.ts';
import { storedFiles } from '../../db/schema/media.ts';
import { type FinishedRendition, type VideoTranscodeRow, videoTranscodes } from '../../db/schema/video-transcodes.ts';
import { LECTURE_VIDEO_PURPOSE } from '../media/stored-files.repository.ts';

/** Where a job's files live in the storage: under one prefix, so deleting the video frees them in one sweep. */
export const renditionsPrefix = (jobId: string) => `hls/${jobId}/`;

/** The video_transcodes table: the queue of transcoding jobs and the renditions they made. */
export const transcodesRepository = {
  /** Queues the video's job in the caller's transaction; a video already queued keeps its job. */
  async enqueue(tx: Database, sourceKey: string, now: Date): Promise<void> {
    await tx.insert(videoTranscodes).values({ sourceKey, availableAt: now }).onConflictDoNothing();
  },

  /**
   * Queues every lecture video that has no job yet (videos stored before transcoding existed, the demo videos):
   * processes doing it together queue each video once (the source key is unique).
   */
  async enqueueMissing(db: Database, now: Date): Promise<number> {
    const missing = await db
      .select({ fileKey: storedFiles.fileKey })
      .from(storedFiles)
      .where(
        and(
          eq(storedFiles.purpose, LECTURE_VIDEO_PURPOSE),
          notExists(
            db.select({ one: sql`1` }).from(videoTranscodes).where(eq(videoTranscodes.sourceKey, storedFiles.fileKey)),
          ),
        ),
      );
    if (missing.length === 0) return 0;
    const rows = await db
      .insert(videoTranscodes)
      .values(missing.map((row) => ({ sourceKey: row.fileKey, availableAt: now })))
      .onConflictDoNothing()
      .returning({ id: videoTranscodes.id });
    return rows.length;
  },

  /**
   * Leases up to `limit` due jobs: queued ones whose retry time has come, and processing ones whose worker
   * stopped renewing its lease (it died). SKIP LOCKED lets workers in several processes claim side by side,
   * each job going to one of them.
   */
  async claim(db: Database, now: Date, leaseMs: number, limit: number): Promise<VideoTranscodeRow[]> {
    const due = db
      .select({ id: videoTranscodes.id })
      .from(videoTranscodes)
      .where(
        or(
          and(eq(videoTranscodes.status, 'queued'), lte(videoTranscodes.availableAt, now)),
          and(
            eq(videoTranscodes.status, 'processing'),
            or(isNull(videoTranscodes.lockedUntil), lte(videoTranscodes.lockedUntil, now)),
          ),
        ),
      )
      .orderBy(videoTranscodes.availableAt)
      .limit(limit)
      .for('update', { skipLocked: true });
    return db
      .update(videoTranscodes)
      .set({
        status: 'processing',
        lockedUntil: new Date(now.getTime() + leaseMs),
        attempts: sql`${videoTranscodes.attempts} + 1`,
      })
      .where(inArray(videoTranscodes.id, due))
      .returning();
  },

  /**
   * Records progress and renews the lease; false when the job is gone (its video was deleted meanwhile) or
   * was taken over, so the worker stops.
   */
  async heartbeat(
    db: Database,
    id: string,
    values: Partial<Pick<VideoTranscodeRow, 'progress' | 'etaSeconds' | 'planned' | 'durationSeconds'>>,
    lockedUntil: Date,
  ): Promise<boolean> {
    const rows = await db
      .update(videoTranscodes)
      .set({ ...values, lockedUntil })
      .where(and(eq(videoTranscodes.id, id), eq(videoTranscodes.status, 'processing')))
      .returning({ id: videoTranscodes.id });
    return rows.length > 0;
  },

  /** Appends a finished rendition: a worker taking the job over after a crash starts after it. */
  async addRendition(db: Database, id: string, rendition: FinishedRendition, lockedUntil: Date): Promise<boolean> {
    const rows = await db
      .update(videoTranscodes)
      .set({ renditions: sql`${videoTranscodes.renditions} || ${JSON.stringify([rendition])}::jsonb`, lockedUntil })
      .where(and(eq(videoTranscodes.id, id), eq(videoTranscodes.status, 'processing')))
      .returning({ id: videoTranscodes.id });
    return rows.length > 0;
  },

  async setThumbnails(db: Database, id: string, thumbnailsKey: string): Promise<void> {
    await db.update(videoTranscodes).set({ thumbnailsKey }).where(eq(videoTranscodes.id, id));
  },

  async markReady(db: Database, id: string, now: Date): Promise<void> {
    await db
      .update(videoTranscodes)
      .set({ status: 'ready', progress: 1, etaSeconds: null, lockedUntil: null, lastError: null, finishedAt: now })
      .where(eq(videoTranscodes.id, id));
  },

  /** Tries again after `retryAt` (the finished renditions kept), or gives up (failed) when it is null. */
  /** Whether this worker's try was the one recorded (false when the job was taken over or deleted meanwhile). */
  async markFailed(db: Database, id: string, error: string, retryAt: Date | null, now: Date): Promise<boolean> {
    const rows = await db
      .update(videoTranscodes)
      .set(
        retryAt
          ? { status: 'queued', lastError: error, lockedUntil: null, etaSeconds: null, availableAt: retryAt }
          : { status: 'failed', lastError: error, lockedUntil: null, etaSeconds: null, finishedAt: now },
      )
      .where(and(eq(videoTranscodes.id, id), eq(videoTranscodes.status, 'processing')))
      .returning({ id: videoTranscodes.id });
    return rows.length > 0;
  },

  /** Staff's Retry: a failed job queued at once with a fresh count of tries. */
  async retry(db: Database, sourceKey: string, now: Date): Promise<boolean> {
    const rows = await db
      .update(videoTranscodes)
      .set({ status: 'queued', attempts: 0, availableAt: now, lastError: null, finishedAt: null })
      .where(and(eq(videoTranscodes.sourceKey, sourceKey), eq(videoTranscodes.status, 'failed')))
      .returning({ id: videoTranscodes.id });
    return rows.length > 0;
  },

  async findBySource(db: Database, sourceKey: string): Promise<VideoTranscodeRow | null> {
    const [row] = await db.select().from(videoTranscodes).where(eq(videoTranscodes.sourceKey, sourceKey));
    return row ?? null;
  },

  async findById(db: Database, id: string): Promise<VideoTranscodeRow | null> {
    const [row] = await db.select().from(videoTranscodes).where(eq(videoTranscodes.id, id));
    return row ?? null;
  },

  /** The job of each live lecture of a course that has a video, for the content editor. */
  async forCourse(db: Database, courseId: string) {
    return db
      .select({ lectureId: courseLectures.id, job: videoTranscodes })
      .from(courseLectures)
      .innerJoin(videoTranscodes, eq(videoTranscodes.sourceKey, courseLectures.videoFileKey))
      .where(and(eq(courseLectures.courseId, courseId), isNull(courseLectures.archivedAt)));
  },
};
