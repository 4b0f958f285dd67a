import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalDiskStorage } from '../../src/storage/local-disk-storage.ts';
import { bearer } from '../support/test-app.ts';
import { createMediaTestApp, fakeMp4, lecturePath, seedCourse } from './media-fixtures.ts';

/**
 * What interrupted writes leave in the local-disk driver's folders (a temporary file a crashed write never
 * renamed, the folder of a multipart upload whose session was never recorded) is removed once it is older
 * than a safe age, by the upload cleanup job and at start-up; nothing a live write or an open upload uses.
 */

const HOUR = 60 * 60_000;
const roots: string[] = [];
afterAll(async () => {
  for (const root of roots) await rm(root, { recursive: true, force: true });
});

async function newRoot(): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'skillhub-leftovers-'));
  roots.push(root);
  return root;
}

/** A file as a write killed mid-way leaves it, last written `ageMs` ago (file times are wall-clock). */
async function leftover(path: string, ageMs: number, content = 'half a video'): Promise<string> {
  await mkdir(join(path, '..'), { recursive: true });
  await writeFile(path, content);
  const at = new Date(Date.now() - ageMs);
  await utimes(path, at, at);
  return path;
}

/** A multipart upload's folder with one part, untouched for `ageMs`. */
async function multipartFolder(root: string, uploadId: string, ageMs: number): Promise<string> {
  const dir = join(root, 'multipart', uploadId);
  await leftover(join(dir, '00001'), ageMs);
  const at = new Date(Date.now() - ageMs);
  await utimes(dir, at, at);
  return uploadId;
}

const names = async (dir: string) => (await readdir(dir).catch(() => [] as string[])).sort();

describe('local-disk driver: removeLeftovers', () => {
  it('removes temporaries and unrecorded multipart uploads older than the cut-off, and nothing else', async () => {
    const root = await newRoot();
    const storage = createLocalDiskStorage({
      root,
      mediaBaseUrl: 'http://skillhub.test/api/media',
      tokenSecret: new Uint8Array(32),
      now: () => new Date(),
    });
    await storage.putObject('thumbnails/kept.png', Buffer.from('a stored file'), 'image/png');
    await leftover(join(root, 'tmp', randomUUID()), 2 * HOUR);
    await leftover(join(root, 'tmp', randomUUID()), 3 * 24 * HOUR);
    const fresh = await leftover(join(root, 'tmp', randomUUID()), 60_000);
    await multipartFolder(root, randomUUID(), 2 * HOUR);
    const open = await multipartFolder(root, randomUUID(), 2 * HOUR);
    const starting = await multipartFolder(root, randomUUID(), 60_000);

    const isOpen = async (uploadId: string) => uploadId === open;
    const removed = await storage.removeLeftovers(new Date(Date.now() - HOUR), isOpen);

    expect(removed).toEqual({ temporaries: 2, multipartUploads: 1 });
    expect(await names(join(root, 'tmp'))).toEqual([fresh.split('/').at(-1)]);
    expect(await names(join(root, 'multipart'))).toEqual([open, starting].sort());
    expect(await storage.headObject('thumbnails/kept.png')).toEqual({ size: 13 });
    // Nothing left to do, and folders that do not exist yet are not an error.
    expect(await storage.removeLeftovers(new Date(Date.now() - HOUR), isOpen)).toEqual({
      temporaries: 0,
      multipartUploads: 0,
    });
    const empty = createLocalDiskStorage({
      root: join(root, 'never-written'),
      mediaBaseUrl: 'http://skillhub.test/api/media',
      tokenSecret: new Uint8Array(32),
      now: () => new Date(),
    });
    expect(await empty.removeLeftovers(new Date(), isOpen)).toEqual({ temporaries: 0, multipartUploads: 0 });
  });
});

describe('the upload cleanup job and start-up', () => {
  let t: Awaited<ReturnType<typeof createMediaTestApp>> | undefined;
  let root: string;
  beforeEach(async () => {
    root = await newRoot();
  });
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('removes the leftovers a crash left before the app takes requests', async () => {
    // A crash just before this start: the leftovers are recent.
    const temporary = await leftover(join(root, 'tmp', randomUUID()), 5_000);
    const orphan = await multipartFolder(root, randomUUID(), 5_000);
    const aged = await leftover(join(root, 'tmp', randomUUID()), 2 * HOUR);
    t = await createMediaTestApp((config) => {
      config.storage = { kind: 'local', root };
    });
    await t.app.ready();

    expect(await names(join(root, 'tmp'))).not.toContain(aged.split('/').at(-1));
    if (t.app.database.kind === 'pglite') {
      // The embedded database is this process's alone, and so is its storage folder: everything there is
      // from a process that is gone.
      expect(await names(join(root, 'tmp'))).toEqual([]);
      expect(await names(join(root, 'multipart'))).not.toContain(orphan);
    } else {
      // Other processes may share the folder: only what is older than any live write goes at start-up.
      expect(await names(join(root, 'tmp'))).toEqual([temporary.split('/').at(-1)]);
    }
  });

  it('removes aged leftovers on every run and keeps the parts of open uploads', async () => {
    t = await createMediaTestApp((config) => {
      config.storage = { kind: 'local', root };
    });
    const [lecture] = (await seedCourse(t.app, 1)).lectures;
    if (!lecture) throw new Error('lecture');
    const file = fakeMp4(400);
    const started = await t.app.inject({
      method: 'POST',
      url: lecturePath('start-upload', lecture),
      headers: bearer(t.adminToken),
      payload: { fileName: 'open.mp4', fileType: 'video/mp4', fileSize: file.length },
    });
    expect(started.statusCode, started.body).toBe(200);
    const openFolders = await names(join(root, 'multipart'));
    expect(openFolders).toHaveLength(1);
    // The open upload's folder has not been touched for a while (its session is younger than the 24-hour
    // abandonment, by the app's clock).
    const openDir = join(root, 'multipart', openFolders[0] as string);
    const longAgo = new Date(Date.now() - 2 * HOUR);
    await utimes(openDir, longAgo, longAgo);
    const aged = await leftover(join(root, 'tmp', randomUUID()), 2 * HOUR);
    const live = await leftover(join(root, 'tmp', randomUUID()), 1_000);
    const orphan = await multipartFolder(root, randomUUID(), 2 * HOUR);

    await t.app.uploadCleanup.runNow();

    const tmp = await names(join(root, 'tmp'));
    expect(tmp).toContain(live.split('/').at(-1));
    expect(tmp).not.toContain(aged.split('/').at(-1));
    expect(await names(join(root, 'multipart'))).toEqual(openFolders);
    expect(await names(join(root, 'multipart'))).not.toContain(orphan);
    const status = await t.app.inject({
      method: 'GET',
      url: `${lecturePath('upload-status', lecture)}?uploadId=${started.json().data.uploadId}`,
      headers: bearer(t.adminToken),
    });
    expect(status.statusCode).toBe(200);
  });
});
