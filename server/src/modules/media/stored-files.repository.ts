import { and, eq, notExists } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { courseLectures } from '../../db/schema/curriculum.ts';
import { storedFiles } from '../../db/schema/media.ts';

/** The purpose of the stored files that hold lecture videos. */
export const LECTURE_VIDEO_PURPOSE = 'lecture-video';

/** The stored_files table: public files and lecture videos, so that no stored file is ever forgotten. */
export const storedFilesRepository = {
  async insertStoredFile(db: Database, values: typeof storedFiles.$inferInsert): Promise<void> {
    await db.insert(storedFiles).values(values);
  },

  async deleteStoredFile(db: Database, fileKey: string): Promise<void> {
    await db.delete(storedFiles).where(eq(storedFiles.fileKey, fileKey));
  },

  /**
   * Up to `limit` lecture videos no lecture points to any more, locked for the caller's transaction; SKIP
   * LOCKED lets another process take the next ones instead of waiting.
   */
  async lockOrphanedVideos(tx: Database, limit: number): Promise<string[]> {
    const rows = await tx
      .select({ fileKey: storedFiles.fileKey })
      .from(storedFiles)
      .where(
        and(
          eq(storedFiles.purpose, LECTURE_VIDEO_PURPOSE),
          notExists(
            tx
              .select({ id: courseLectures.id })
              .from(courseLectures)
              .where(eq(courseLectures.videoFileKey, storedFiles.fileKey)),
          ),
        ),
      )
      .limit(limit)
      .for('update', { skipLocked: true });
    return rows.map((row) => row.fileKey);
  },

  async findStoredFile(db: Database, fileKey: string) {
    const [row] = await db.select().from(storedFiles).where(eq(storedFiles.fileKey, fileKey));
    return row ?? null;
  },
};
