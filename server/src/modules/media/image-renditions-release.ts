import { eq, like, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.ts';
import { blogPosts } from '../../db/schema/blog.ts';
import { courses } from '../../db/schema/courses.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { RENDERED_PURPOSES, imageRenditionsRepository as repo } from './image-renditions.repository.ts';
import { storedImageKey } from './responsive-images.ts';
import { storedFilesRepository } from './stored-files.repository.ts';

/** Whether any course or post (its cover or its body) still shows the image. */
async function inUse(db: Database, url: string, fileKey: string): Promise<boolean> {
  const [course] = await db.select({ id: courses.id }).from(courses).where(eq(courses.thumbnail, url)).limit(1);
  if (course) return true;
  const [post] = await db
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(or(eq(blogPosts.thumbnail, url), like(blogPosts.content, `%${fileKey}%`)))
    .limit(1);
  return post !== undefined;
}

/**
 * Frees a cover image a course or post stopped showing (replaced, or its course deleted): its renditions and
 * the upload itself, from the storage and the tables. An image still shown elsewhere (two courses may share a
 * thumbnail, a post's body may show its cover) stays, and so does anything not stored here (a demo image,
 * another host). Called after the change committed; a failure is logged, never the caller's error.
 */
export async function releaseImage(
  deps: { db: Database; storage: FileStorage; log: FastifyBaseLogger },
  url: string,
): Promise<void> {
  const { db, storage, log } = deps;
  const fileKey = storedImageKey(storage, url);
  if (!fileKey) return;
  try {
    if (await inUse(db, url, fileKey)) return;
    // Only cover images: a brochure or attachment stored under public/ is another feature's to keep.
    const stored = await storedFilesRepository.findStoredFile(db, fileKey);
    if (!stored || !RENDERED_PURPOSES.includes(stored.purpose)) return;
    for (const key of await repo.renditionKeys(db, fileKey)) await storage.deleteObject(key);
    await storage.deleteObject(fileKey);
    // Cascades to the image's image_sources and image_renditions rows.
    await storedFilesRepository.deleteStoredFile(db, fileKey);
  } catch (error) {
    log.warn({ err: error, fileKey }, 'could not free a replaced image');
  }
}
