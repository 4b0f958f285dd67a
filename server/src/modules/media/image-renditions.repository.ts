import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { imageRenditions, imageSources } from '../../db/schema/image-renditions.ts';
import { storedFiles } from '../../db/schema/media.ts';

/** The stored_files purposes whose images are shown as covers: course thumbnails and blog images. */
export const RENDERED_PURPOSES = ['thumbnail', 'blog-image'];
/** What sharp re-encodes; the content sniffing admits no other image type. */
export const RENDERED_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

export interface ImageSourceRecord {
  fileKey: string;
  width: number;
  height: number;
  failure: string | null;
  renditions: Omit<typeof imageRenditions.$inferInsert, 'sourceKey'>[];
}

/** The image_sources and image_renditions tables. */
export const imageRenditionsRepository = {
  /** Up to `limit` cover images the renditions job has not looked at yet, oldest first. */
  async pending(db: Database, limit: number): Promise<{ fileKey: string; mimeType: string }[]> {
    return db
      .select({ fileKey: storedFiles.fileKey, mimeType: storedFiles.mimeType })
      .from(storedFiles)
      .leftJoin(imageSources, eq(imageSources.fileKey, storedFiles.fileKey))
      .where(
        and(
          isNull(imageSources.fileKey),
          inArray(storedFiles.purpose, RENDERED_PURPOSES),
          inArray(storedFiles.mimeType, RENDERED_MIME_TYPES),
        ),
      )
      .orderBy(storedFiles.createdAt)
      .limit(limit);
  },

  /** Records the job's outcome for one image; a second record of the same image (another process) is a no-op. */
  async record(db: Database, source: ImageSourceRecord): Promise<boolean> {
    return db.transaction(async (tx) => {
      const inserted = await tx
        .insert(imageSources)
        .values({ fileKey: source.fileKey, width: source.width, height: source.height, failure: source.failure })
        .onConflictDoNothing()
        .returning({ fileKey: imageSources.fileKey });
      if (inserted.length === 0) return false;
      if (source.renditions.length > 0) {
        await tx
          .insert(imageRenditions)
          .values(source.renditions.map((r) => ({ ...r, sourceKey: source.fileKey })))
          .onConflictDoNothing();
      }
      return true;
    });
  },

  async findRendition(db: Database, fileKey: string) {
    const [row] = await db.select().from(imageRenditions).where(eq(imageRenditions.fileKey, fileKey));
    return row ?? null;
  },

  /** The sources among `fileKeys` that have renditions, with them. */
  async forSources(db: Database, fileKeys: string[]) {
    if (fileKeys.length === 0) return { sources: [], renditions: [] };
    const [sources, renditions] = await Promise.all([
      db.select().from(imageSources).where(inArray(imageSources.fileKey, fileKeys)),
      db.select().from(imageRenditions).where(inArray(imageRenditions.sourceKey, fileKeys)),
    ]);
    return { sources, renditions };
  },

  async renditionKeys(db: Database, sourceKey: string): Promise<string[]> {
    const rows = await db
      .select({ fileKey: imageRenditions.fileKey })
      .from(imageRenditions)
      .where(eq(imageRenditions.sourceKey, sourceKey));
    return rows.map((row) => row.fileKey);
  },
};
