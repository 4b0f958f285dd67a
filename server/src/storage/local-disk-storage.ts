import { createHash, randomUUID } from 'node:crypto';
import { constants, createReadStream, createWriteStream } from 'node:fs';
import { access, mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  assertSafeKey,
  type ByteRange,
  type FileStorage,
  type ListedObject,
  type StoredObject,
} from './file-storage.ts';
import { createStreamToken } from './stream-token.ts';

export interface LocalDiskOptions {
  /** DATA_DIR/files: objects under `objects/`, open multipart uploads under `multipart/`. */
  root: string;
  /** Absolute base of the media routes, e.g. https://skillhub.example/api/media. */
  mediaBaseUrl: string;
  /** Signs the stream tokens of signedReadUrl. */
  tokenSecret: Uint8Array;
  now: () => Date;
}

const UPLOAD_ID = /^[a-f0-9-]{36}$/;

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * The default driver: files on the local disk. Every write goes to a temporary file first and is renamed
 * into place, so a reader never sees half a file and a crash leaves only a temporary to clean up.
 */
export function createLocalDiskStorage(options: LocalDiskOptions): FileStorage {
  const { root, mediaBaseUrl, tokenSecret, now } = options;
  const objectsDir = join(root, 'objects');
  const multipartDir = join(root, 'multipart');
  const tmpDir = join(root, 'tmp');

  const objectPath = (key: string) => {
    assertSafeKey(key);
    return join(objectsDir, key);
  };
  const uploadDir = (uploadId: string) => {
    if (!UPLOAD_ID.test(uploadId)) throw new Error(`Refusing unsafe upload id "${uploadId}"`);
    return join(multipartDir, uploadId);
  };
  const partPath = (uploadId: string, partNumber: number) =>
    join(uploadDir(uploadId), String(partNumber).padStart(5, '0'));

  /** The entries of a folder untouched since before `olderThan`; none when the folder does not exist. */
  async function entriesOlderThan(dir: string, olderThan: Date): Promise<string[]> {
    const names = await readdir(dir).catch((error) => {
      if (isMissing(error)) return [] as string[];
      throw error;
    });
    const old: string[] = [];
    for (const name of names) {
      // Gone meanwhile (a write renamed it into place): not a leftover.
      const info = await stat(join(dir, name)).catch((error) => {
        if (isMissing(error)) return null;
        throw error;
      });
      if (info && info.mtime < olderThan) old.push(name);
    }
    return old;
  }

  async function tempFile(): Promise<string> {
    await mkdir(tmpDir, { recursive: true });
    return join(tmpDir, randomUUID());
  }

  /** Writes the stream to a temporary file, then renames it to `target`; returns the md5 and size. */
  async function writeAtomically(body: Readable, target: string): Promise<{ md5: string; size: number }> {
    const temp = await tempFile();
    const hash = createHash('md5');
    let size = 0;
    body.on('data', (chunk: Buffer) => {
      hash.update(chunk);
      size += chunk.length;
    });
    try {
      await pipeline(body, createWriteStream(temp, { flags: 'wx' }));
      await mkdir(dirname(target), { recursive: true });
      await rename(temp, target);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
    return { md5: hash.digest('hex'), size };
  }

  return {
    kind: 'local',

    async createMultipart(key) {
      assertSafeKey(key);
      const uploadId = randomUUID();
      await mkdir(uploadDir(uploadId), { recursive: true });
      return uploadId;
    },

    async uploadPart(key, uploadId, partNumber, body, size) {
      assertSafeKey(key);
      const dir = uploadDir(uploadId);
      await stat(dir).catch((error) => {
        throw isMissing(error) ? new Error(`No open multipart upload ${uploadId}`) : error;
      });
      const written = await writeAtomically(body, partPath(uploadId, partNumber));
      if (written.size !== size) {
        await rm(partPath(uploadId, partNumber), { force: true });
        throw new Error(`Part ${partNumber} has ${written.size} bytes, expected ${size}`);
      }
      return written.md5;
    },

    async completeMultipart(key, uploadId, parts) {
      const target = objectPath(key);
      const temp = await tempFile();
      const out = await open(temp, 'wx');
      try {
        for (const part of parts) {
          const path = partPath(uploadId, part.partNumber);
          const hash = createHash('md5');
          for await (const chunk of createReadStream(path)) {
            hash.update(chunk as Buffer);
            await out.write(chunk as Buffer);
          }
          if (hash.digest('hex') !== part.etag) throw new Error(`Part ${part.partNumber} does not match its ETag`);
        }
        await out.sync();
        await out.close();
        await mkdir(dirname(target), { recursive: true });
        await rename(temp, target);
      } catch (error) {
        await out.close().catch(() => {});
        await rm(temp, { force: true });
        throw error;
      }
      await rm(uploadDir(uploadId), { recursive: true, force: true });
    },

    async abortMultipart(_key, uploadId) {
      await rm(uploadDir(uploadId), { recursive: true, force: true });
    },

    async putObject(key, body) {
      const target = objectPath(key);
      const temp = await tempFile();
      try {
        const file = await open(temp, 'wx');
        try {
          await file.writeFile(body);
          await file.sync();
        } finally {
          await file.close();
        }
        await mkdir(dirname(target), { recursive: true });
        await rename(temp, target);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
    },

    async getObject(key, range?: ByteRange): Promise<StoredObject | null> {
      const path = objectPath(key);
      const info = await stat(path).catch((error) => {
        if (isMissing(error)) return null;
        throw error;
      });
      if (!info?.isFile()) return null;
      const body = createReadStream(path, range ? { start: range.start, end: range.end } : {});
      return { body, totalSize: info.size };
    },

    async listObjects(prefix) {
      // A key's folders are folders here: read the deepest folder the prefix names, then match the rest.
      const folder = prefix.slice(0, prefix.lastIndexOf('/') + 1);
      if (folder) assertSafeKey(folder.slice(0, -1));
      const entries = await readdir(join(objectsDir, folder), { recursive: true, withFileTypes: true }).catch(
        (error) => {
          if (isMissing(error)) return [];
          throw error;
        },
      );
      const listed: ListedObject[] = [];
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const path = join(entry.parentPath, entry.name);
        const key = path
          .slice(objectsDir.length + 1)
          .split(sep)
          .join('/');
        if (!key.startsWith(prefix)) continue;
        listed.push({ key, lastModified: (await stat(path)).mtime });
      }
      return listed.sort((a, b) => a.key.localeCompare(b.key));
    },

    async headObject(key) {
      const info = await stat(objectPath(key)).catch((error) => {
        if (isMissing(error)) return null;
        throw error;
      });
      return info?.isFile() ? { size: info.size } : null;
    },

    async deleteObject(key) {
      await rm(objectPath(key), { force: true });
    },

    async signedReadUrl(key, ttlSeconds, contentType) {
      assertSafeKey(key);
      const exp = Math.floor(now().getTime() / 1000) + ttlSeconds;
      return `${mediaBaseUrl}/stream/${createStreamToken({ key, contentType, exp }, tokenSecret)}`;
    },

    publicUrl(key) {
      assertSafeKey(key);
      return `${mediaBaseUrl}/${key}`;
    },

    async ping() {
      await mkdir(root, { recursive: true });
      await access(root, constants.W_OK);
    },

    async removeLeftovers(olderThan, isOpen) {
      // A live write keeps its temporary's modification time current; one not written since is dead.
      const temporaries = await entriesOlderThan(tmpDir, olderThan);
      for (const name of temporaries) await rm(join(tmpDir, name), { force: true });
      // A folder gets a new modification time with every part renamed into it.
      let multipartUploads = 0;
      for (const uploadId of await entriesOlderThan(multipartDir, olderThan)) {
        if (!UPLOAD_ID.test(uploadId) || (await isOpen(uploadId))) continue;
        await rm(uploadDir(uploadId), { recursive: true, force: true });
        multipartUploads += 1;
      }
      return { temporaries: temporaries.length, multipartUploads };
    },
  };
}
