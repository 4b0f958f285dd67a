import type { CaptionLanguage } from '@skillhub/shared/schemas/lecture-captions';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { type LectureCaptionRow, lectureCaptions } from '../../db/schema/lecture-captions.ts';

/** The lecture_captions table: each lecture video's caption file per language. */
export const captionsRepository = {
  async forVideo(db: Database, videoKey: string): Promise<LectureCaptionRow[]> {
    return db
      .select()
      .from(lectureCaptions)
      .where(eq(lectureCaptions.videoKey, videoKey))
      .orderBy(asc(lectureCaptions.language));
  },

  async find(db: Database, videoKey: string, language: CaptionLanguage): Promise<LectureCaptionRow | undefined> {
    const [row] = await db
      .select()
      .from(lectureCaptions)
      .where(and(eq(lectureCaptions.videoKey, videoKey), eq(lectureCaptions.language, language)));
    return row;
  },

  async findById(db: Database, id: string): Promise<LectureCaptionRow | undefined> {
    const [row] = await db.select().from(lectureCaptions).where(eq(lectureCaptions.id, id));
    return row;
  },

  /** Records the language's file, replacing the row of an earlier one; returns the row now stored. */
  async upsert(
    db: Database,
    values: {
      videoKey: string;
      language: CaptionLanguage;
      fileKey: string;
      sizeBytes: number;
      createdBy: string | null;
    },
    now: Date,
  ): Promise<LectureCaptionRow> {
    const [row] = await db
      .insert(lectureCaptions)
      .values({ ...values, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({
        target: [lectureCaptions.videoKey, lectureCaptions.language],
        set: { fileKey: values.fileKey, sizeBytes: values.sizeBytes, createdBy: values.createdBy, updatedAt: now },
      })
      .returning();
    return row as LectureCaptionRow;
  },

  async delete(db: Database, id: string): Promise<void> {
    await db.delete(lectureCaptions).where(eq(lectureCaptions.id, id));
  },
};
