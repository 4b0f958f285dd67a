import { buffer } from 'node:stream/consumers';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { imageRenditionsRepository as repo } from './image-renditions.repository.ts';
import { RENDITION_MIME, renderImage, renditionKey } from './image-renditions.ts';

const BATCH = 5;

/**
 * One run of the renditions job: every cover image not looked at yet (just uploaded, or stored before
 * renditions existed: the seed's, older uploads) gets its renditions written through the storage driver, then
 * a row per image records it, so a second run, or another process, finds nothing left to do. The rendition
 * files have fixed names, so a run cut short before its rows rewrites the same files instead of leaking them.
 * `onRendered` is told after each batch that made any (the public pages' cache must show them).
 */
export function createImageRenditionsWork(deps: {
  db: Database;
  storage: FileStorage;
  log: FastifyBaseLogger;
  onRendered: () => Promise<void>;
}) {
  const { db, storage, log, onRendered } = deps;

  async function renderOne(fileKey: string, mimeType: string): Promise<boolean> {
    const object = await storage.getObject(fileKey);
    if (!object) {
      log.warn({ fileKey }, 'a stored image is missing from the storage; no renditions');
      return repo.record(db, { fileKey, width: 0, height: 0, failure: 'missing', renditions: [] });
    }
    const content = await buffer(object.body);
    let rendered: Awaited<ReturnType<typeof renderImage>>;
    try {
      rendered = await renderImage(content, mimeType);
    } catch (error) {
      log.warn({ err: error, fileKey }, 'a stored image could not be read; no renditions');
      const failure = error instanceof Error ? error.message.slice(0, 500) : 'unreadable';
      return repo.record(db, { fileKey, width: 0, height: 0, failure, renditions: [] });
    }
    const renditions = [];
    for (const r of rendered.renditions) {
      const key = renditionKey(fileKey, r.width, r.format);
      await storage.putObject(key, r.content, RENDITION_MIME[r.format]);
      renditions.push({
        fileKey: key,
        width: r.width,
        height: r.height,
        mimeType: RENDITION_MIME[r.format],
        sizeBytes: r.content.length,
      });
    }
    const recorded = await repo.record(db, {
      fileKey,
      width: rendered.width,
      height: rendered.height,
      failure: null,
      renditions,
    });
    return recorded && renditions.length > 0;
  }

  return async function renderPendingImages(signal: AbortSignal): Promise<void> {
    while (!signal.aborted) {
      const pending = await repo.pending(db, BATCH);
      if (pending.length === 0) return;
      let rendered = false;
      for (const image of pending) {
        if (await renderOne(image.fileKey, image.mimeType)) rendered = true;
      }
      if (rendered) await onRendered();
    }
  };
}
