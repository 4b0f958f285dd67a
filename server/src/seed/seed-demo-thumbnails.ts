import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { and, eq, like } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { courses } from '../db/schema/courses.ts';
import { storedFilesRepository } from '../modules/media/stored-files.repository.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import { DEMO_THUMBNAIL_PREFIX } from './demo-courses.ts';

/** The cover image per category (640x360 PNGs made with ffmpeg), shipped in the repository. */
const ASSETS = new URL('./assets/demo-thumbnails/', import.meta.url);
const DEMO_NAME = /^[a-z0-9-]+\.png$/;

/**
 * Stores the demo courses' thumbnails through the storage driver as an upload would (a public PNG and its
 * stored-file row, purpose thumbnail), so the image renditions job gives them renditions and the pages a
 * srcset. The demo catalogue names each course's category image by its demo path; every course still on one
 * (this start's and those of installations seeded before) gets the stored image's URL, one stored copy per
 * category. A course whose thumbnail staff changed is left alone; a restart finds nothing to do.
 */
export async function storeDemoThumbnails(db: Database, storage: FileStorage): Promise<number> {
  const rows = await db
    .select({ id: courses.id, thumbnail: courses.thumbnail })
    .from(courses)
    .where(like(courses.thumbnail, `${DEMO_THUMBNAIL_PREFIX}%`));
  const stored = new Map<string, string>();
  let moved = 0;
  for (const row of rows) {
    const name = row.thumbnail.slice(DEMO_THUMBNAIL_PREFIX.length);
    if (!DEMO_NAME.test(name)) continue;
    let url = stored.get(name);
    if (!url) {
      const image = await readFile(new URL(name, ASSETS));
      const fileKey = `public/${randomUUID()}.png`;
      await storage.putObject(fileKey, image, 'image/png');
      await storedFilesRepository.insertStoredFile(db, {
        fileKey,
        purpose: 'thumbnail',
        mimeType: 'image/png',
        sizeBytes: image.length,
        originalName: name,
        createdBy: null,
      });
      url = storage.publicUrl(fileKey);
      stored.set(name, url);
    }
    // Only if staff did not change it meanwhile.
    const updated = await db
      .update(courses)
      .set({ thumbnail: url })
      .where(and(eq(courses.id, row.id), eq(courses.thumbnail, row.thumbnail)))
      .returning({ id: courses.id });
    moved += updated.length;
  }
  return moved;
}
