import { and, asc, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { courseLectures } from '../../db/schema/curriculum.ts';
import { type UploadSessionRow, uploadParts, uploadSessions } from '../../db/schema/media.ts';

export interface LectureRef {
  courseId: string;
  sectionId: string;
  lectureId: string;
}

export interface LectureVideoRow {
  id: string;
  videoFileKey: string | null;
  videoMimeType: string | null;
}

/** Upload sessions, their parts, and the video columns of course_lectures. */
export const uploadsRepository = {
  async findLecture(db: Database, ref: LectureRef): Promise<LectureVideoRow | null> {
    const [row] = await db
      .select({
        id: courseLectures.id,
        videoFileKey: courseLectures.videoFileKey,
        videoMimeType: courseLectures.videoMimeType,
      })
      .from(courseLectures)
      .where(
        and(
          eq(courseLectures.id, ref.lectureId),
          eq(courseLectures.courseId, ref.courseId),
          eq(courseLectures.sectionId, ref.sectionId),
          // An archived lecture takes no new video.
          isNull(courseLectures.archivedAt),
        ),
      );
    return row ?? null;
  },

  async setLectureVideo(
    db: Database,
    lectureId: string,
    video: { fileKey: string; mimeType: string; sizeBytes: number; durationSeconds: number | null },
  ): Promise<void> {
    await db
      .update(courseLectures)
      .set({
        videoFileKey: video.fileKey,
        videoMimeType: video.mimeType,
        videoSizeBytes: video.sizeBytes,
        videoDurationSeconds: video.durationSeconds,
      })
      .where(eq(courseLectures.id, lectureId));
  },

  /**
   * An open session of the same file (name and size) for the lecture: the one a resumed upload continues,
   * also when a completion of it started (the caller tells a live completion from one a dead process left).
   */
  async findResumable(db: Database, lectureId: string, fileName: string, fileSize: number, chunkSize: number) {
    const [row] = await db
      .select()
      .from(uploadSessions)
      .where(
        and(
          eq(uploadSessions.lectureId, lectureId),
          eq(uploadSessions.fileName, fileName),
          eq(uploadSessions.fileSize, fileSize),
          eq(uploadSessions.chunkSize, chunkSize),
        ),
      )
      .orderBy(asc(uploadSessions.createdAt))
      .limit(1);
    return row ?? null;
  },

  async insertSession(db: Database, values: typeof uploadSessions.$inferInsert): Promise<UploadSessionRow> {
    const [row] = await db.insert(uploadSessions).values(values).returning();
    if (!row) throw new Error('Upload session was not created');
    return row;
  },

  async findSession(db: Database, id: string, ref: LectureRef): Promise<UploadSessionRow | null> {
    const [row] = await db
      .select()
      .from(uploadSessions)
      .where(
        and(
          eq(uploadSessions.id, id),
          eq(uploadSessions.lectureId, ref.lectureId),
          eq(uploadSessions.sectionId, ref.sectionId),
          eq(uploadSessions.courseId, ref.courseId),
        ),
      );
    return row ?? null;
  },

  /** Records the size of an upload whose client declared none, once its parts are counted. */
  async declareSize(db: Database, id: string, fileSize: number, totalParts: number): Promise<void> {
    await db.update(uploadSessions).set({ fileSize, totalParts }).where(eq(uploadSessions.id, id));
  },

  async touchSession(db: Database, id: string, now: Date, mimeType?: string): Promise<void> {
    await db
      .update(uploadSessions)
      .set({ lastActivityAt: now, ...(mimeType ? { mimeType } : {}) })
      .where(eq(uploadSessions.id, id));
  },

  async parts(db: Database, sessionId: string) {
    return db
      .select({ partNumber: uploadParts.partNumber, etag: uploadParts.etag, sizeBytes: uploadParts.sizeBytes })
      .from(uploadParts)
      .where(eq(uploadParts.sessionId, sessionId))
      .orderBy(asc(uploadParts.partNumber));
  },

  /** Records a part; a re-sent part replaces the earlier one (same number, new ETag). */
  async savePart(db: Database, part: { sessionId: string; partNumber: number; etag: string; sizeBytes: number }) {
    await db
      .insert(uploadParts)
      .values(part)
      .onConflictDoUpdate({
        target: [uploadParts.sessionId, uploadParts.partNumber],
        set: { etag: part.etag, sizeBytes: part.sizeBytes, uploadedAt: new Date() },
      });
  },

  /**
   * Records that a completion of the session started (the caller holds its completion lock); false when the
   * session is gone, completed by the request that held the lock before.
   */
  async markCompleting(db: Database, id: string, now: Date): Promise<boolean> {
    const marked = await db
      .update(uploadSessions)
      .set({ completingSince: now, lastActivityAt: now })
      .where(eq(uploadSessions.id, id))
      .returning({ id: uploadSessions.id });
    return marked.length === 1;
  },

  async releaseCompletion(db: Database, id: string): Promise<void> {
    await db.update(uploadSessions).set({ completingSince: null }).where(eq(uploadSessions.id, id));
  },

  /** Whether an upload session holds this multipart upload of the storage. */
  async hasStorageUpload(db: Database, storageUploadId: string): Promise<boolean> {
    const [row] = await db
      .select({ id: uploadSessions.id })
      .from(uploadSessions)
      .where(eq(uploadSessions.storageUploadId, storageUploadId))
      .limit(1);
    return row !== undefined;
  },

  async deleteSession(db: Database, id: string): Promise<void> {
    await db.delete(uploadSessions).where(eq(uploadSessions.id, id));
  },

  /**
   * Leases up to `limit` sessions idle since before `idleBefore` to this cleaner. SKIP LOCKED lets several
   * processes claim side by side; the lease moves the row's activity to `leaseUntil - idle window`, so a
   * cleaner that dies mid-way leaves the rows to be claimed again once the lease runs out.
   */
  async claimAbandoned(db: Database, idleBefore: Date, leasedActivity: Date, limit: number) {
    const stale = db
      .select({ id: uploadSessions.id })
      .from(uploadSessions)
      .where(lt(uploadSessions.lastActivityAt, idleBefore))
      .orderBy(asc(uploadSessions.lastActivityAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    return db
      .update(uploadSessions)
      .set({ lastActivityAt: leasedActivity })
      .where(inArray(uploadSessions.id, stale))
      .returning({
        id: uploadSessions.id,
        fileKey: uploadSessions.fileKey,
        storageUploadId: uploadSessions.storageUploadId,
      });
  },
};
