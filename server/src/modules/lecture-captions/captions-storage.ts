import type { Database } from '../../db/database.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { captionsRepository } from './captions.repository.ts';

/** Where a caption file is stored: a name of its own, so a replaced file never serves from a cache. */
export const captionKey = (id: string) => `captions/${id}.vtt`;

/**
 * Deletes the caption files of a lecture video about to be deleted; call it before deleting the video's
 * stored_files row, whose caption rows (the record of where the files are) go with it.
 */
export async function freeCaptionsOf(db: Database, storage: FileStorage, videoKey: string): Promise<void> {
  for (const caption of await captionsRepository.forVideo(db, videoKey)) await storage.deleteObject(caption.fileKey);
}
