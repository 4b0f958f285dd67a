import type { Database } from '../../db/database.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { renditionsPrefix, transcodesRepository } from './transcodes.repository.ts';

/** Deletes every file a transcoding job stored (playlists, segments, thumbnails). */
export async function removeRenditions(storage: FileStorage, jobId: string): Promise<number> {
  const objects = await storage.listObjects(renditionsPrefix(jobId));
  for (const object of objects) await storage.deleteObject(object.key);
  return objects.length;
}

/**
 * Frees the renditions of a lecture video about to be deleted; call it before deleting the video's
 * stored_files row, whose job row (and the record of where the files are) goes with it.
 */
export async function freeRenditionsOf(db: Database, storage: FileStorage, sourceKey: string): Promise<void> {
  const job = await transcodesRepository.findBySource(db, sourceKey);
  if (job) await removeRenditions(storage, job.id);
}
