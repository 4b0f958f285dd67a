import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.ts';
import type { MediaConfig } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { freeCaptionsOf } from '../lecture-captions/captions-storage.ts';
import { freeRenditionsOf } from '../video-transcoding/renditions-storage.ts';
import { storedFilesRepository } from './stored-files.repository.ts';
import { uploadsRepository } from './uploads.repository.ts';

const BATCH = 20;
/** How long a claimed session stays with one cleaner before another may take it over. */
const LEASE_MS = 10 * 60_000;
/**
 * A temporary file or multipart upload untouched this long belongs to no live write: writes keep their files'
 * times current, and a session is recorded milliseconds after its multipart upload is opened.
 */
export const LEFTOVER_AGE_MS = 60 * 60_000;

/**
 * Removes what interrupted writes left in the storage (temporary files, multipart uploads no session
 * recorded) untouched since before `olderThan`.
 */
export async function removeStorageLeftovers(
  deps: { db: Database; storage: FileStorage; log: FastifyBaseLogger },
  olderThan: Date,
): Promise<void> {
  const removed = await deps.storage.removeLeftovers(olderThan, (uploadId) =>
    uploadsRepository.hasStorageUpload(deps.db, uploadId),
  );
  if (removed.temporaries > 0 || removed.multipartUploads > 0) {
    deps.log.info(removed, 'removed files left by interrupted writes');
  }
}

/**
 * Aborts uploads nobody has touched for `abandonAfterMs` (the stored parts are dropped, then the session),
 * deletes lecture videos no lecture points to any more, and removes the storage's leftovers older than
 * LEFTOVER_AGE_MS. Rows are taken in batches with SKIP LOCKED, so several processes can run this side by side.
 */
export function createUploadCleanup(deps: {
  db: Database;
  clock: Clock;
  storage: FileStorage;
  config: MediaConfig;
  log: FastifyBaseLogger;
}) {
  const { db, clock, storage, config, log } = deps;

  async function abortAbandonedUploads(): Promise<void> {
    for (;;) {
      const now = clock.now().getTime();
      const idleBefore = new Date(now - config.abandonAfterMs);
      // After the lease the row looks idle again (activity older than the window), so it is retried.
      const leasedActivity = new Date(now - config.abandonAfterMs + LEASE_MS);
      const sessions = await uploadsRepository.claimAbandoned(db, idleBefore, leasedActivity, BATCH);
      for (const session of sessions) {
        try {
          await storage.abortMultipart(session.fileKey, session.storageUploadId);
          await uploadsRepository.deleteSession(db, session.id);
        } catch (error) {
          log.warn({ err: error, uploadId: session.id }, 'could not abort an abandoned upload');
        }
      }
      if (sessions.length < BATCH) return;
    }
  }

  /**
   * The files of lecture videos whose course was deleted, or that were replaced (archived lectures keep theirs),
   * with their renditions.
   */
  async function removeOrphanedVideos(): Promise<void> {
    for (;;) {
      const removed = await db.transaction(async (tx) => {
        const keys = await storedFilesRepository.lockOrphanedVideos(tx, BATCH);
        for (const key of keys) {
          await freeRenditionsOf(tx, storage, key);
          await freeCaptionsOf(tx, storage, key);
          await storage.deleteObject(key);
          await storedFilesRepository.deleteStoredFile(tx, key);
        }
        return keys.length;
      });
      if (removed < BATCH) return;
    }
  }

  return async function cleanUp(): Promise<void> {
    await abortAbandonedUploads();
    await removeOrphanedVideos();
    // File times are wall-clock, whatever clock the app runs on.
    await removeStorageLeftovers({ db, storage, log }, new Date(Date.now() - LEFTOVER_AGE_MS));
  };
}
