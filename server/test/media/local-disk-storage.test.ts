import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileStorage } from '../../src/storage/file-storage.ts';
import { createLocalDiskStorage } from '../../src/storage/local-disk-storage.ts';
import { verifyStreamToken } from '../../src/storage/stream-token.ts';

const secret = new Uint8Array(32).fill(7);
const now = new Date('2026-01-01T00:00:00Z');
let root: string;
let storage: FileStorage;

async function readAll(stream: Readable | undefined): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream ?? []) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const md5 = (content: Buffer) => createHash('md5').update(content).digest('hex');

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'skillhub-disk-'));
  storage = createLocalDiskStorage({
    root,
    mediaBaseUrl: 'https://skillhub.example/api/media',
    tokenSecret: secret,
    now: () => now,
  });
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('local-disk driver', () => {
  it('stores parts in any order, replaces a re-sent part and joins them in order', async () => {
    const key = 'videos/c1/v1';
    const uploadId = await storage.createMultipart(key, 'video/mp4');
    const e3 = await storage.uploadPart(key, uploadId, 3, Readable.from([Buffer.from('ccc')]), 3);
    await storage.uploadPart(key, uploadId, 1, Readable.from([Buffer.from('xxx')]), 3);
    const e1 = await storage.uploadPart(key, uploadId, 1, Readable.from([Buffer.from('aaa')]), 3);
    const e2 = await storage.uploadPart(key, uploadId, 2, Readable.from([Buffer.from('b'), Buffer.from('bb')]), 3);
    expect(e1).toBe(md5(Buffer.from('aaa')));
    await storage.completeMultipart(key, uploadId, [
      { partNumber: 1, etag: e1 },
      { partNumber: 2, etag: e2 },
      { partNumber: 3, etag: e3 },
    ]);
    expect((await readAll((await storage.getObject(key))?.body)).toString()).toBe('aaabbbccc');
    // The parts and temporary files are gone.
    expect(await readdir(join(root, 'multipart'))).toEqual([]);
    expect(await readdir(join(root, 'tmp'))).toEqual([]);
  });

  it('refuses a join whose ETag does not match and leaves no half-written object', async () => {
    const key = 'videos/c1/v2';
    const uploadId = await storage.createMultipart(key, 'video/mp4');
    await storage.uploadPart(key, uploadId, 1, Readable.from([Buffer.from('data')]), 4);
    await expect(storage.completeMultipart(key, uploadId, [{ partNumber: 1, etag: 'wrong' }])).rejects.toThrow(
      'Part 1 does not match its ETag',
    );
    expect(await storage.headObject(key)).toBeNull();
    expect(await readdir(join(root, 'tmp'))).toEqual([]);
  });

  it('refuses a part of the wrong size and parts of an unknown upload', async () => {
    const key = 'videos/c1/v3';
    const uploadId = await storage.createMultipart(key, 'video/mp4');
    await expect(storage.uploadPart(key, uploadId, 1, Readable.from([Buffer.from('12345')]), 4)).rejects.toThrow(
      'Part 1 has 5 bytes, expected 4',
    );
    await expect(
      storage.uploadPart(key, '00000000-0000-4000-8000-000000000000', 1, Readable.from([Buffer.from('1')]), 1),
    ).rejects.toThrow('No open multipart upload');
  });

  it('aborts an upload and its parts; aborting twice is harmless', async () => {
    const key = 'videos/c1/v4';
    const uploadId = await storage.createMultipart(key, 'video/mp4');
    await storage.uploadPart(key, uploadId, 1, Readable.from([Buffer.from('x')]), 1);
    await storage.abortMultipart(key, uploadId);
    await storage.abortMultipart(key, uploadId);
    expect(await readdir(join(root, 'multipart'))).not.toContain(uploadId);
  });

  it('puts, reads ranges, heads and deletes objects', async () => {
    const key = 'public/file.pdf';
    await storage.putObject(key, Buffer.from('0123456789'), 'application/pdf');
    expect(await storage.headObject(key)).toEqual({ size: 10 });
    const range = await storage.getObject(key, { start: 2, end: 5 });
    expect(range?.totalSize).toBe(10);
    expect((await readAll(range?.body)).toString()).toBe('2345');
    await storage.deleteObject(key);
    await storage.deleteObject(key);
    expect(await storage.headObject(key)).toBeNull();
    expect(await storage.getObject(key)).toBeNull();
  });

  it('lists the objects under a prefix, with when each was written, and nothing for a prefix with none', async () => {
    for (const key of ['remotes/blog/1.0.0-a/remoteEntry.js', 'remotes/blog/1.0.0-a/static/x.js', 'remotes/blogs/y']) {
      await storage.putObject(key, Buffer.from('x'), 'text/javascript');
    }
    const listed = await storage.listObjects('remotes/blog/');
    expect(listed.map((object) => object.key)).toEqual([
      'remotes/blog/1.0.0-a/remoteEntry.js',
      'remotes/blog/1.0.0-a/static/x.js',
    ]);
    expect(listed.every((object) => Date.now() - object.lastModified.getTime() < 60_000)).toBe(true);
    expect(await storage.listObjects('remotes/blo')).toHaveLength(3);
    expect(await storage.listObjects('remotes/none/')).toEqual([]);
    await expect(storage.listObjects('../etc/')).rejects.toThrow('unsafe storage key');
  });

  it('refuses keys that could leave its folder', async () => {
    for (const key of ['../etc/passwd', '/abs', 'a/../../b', 'a//b', 'a/./b', '']) {
      await expect(storage.putObject(key, Buffer.alloc(1), 'text/plain'), key).rejects.toThrow('unsafe storage key');
    }
    await expect(storage.abortMultipart('videos/x', '../../etc')).rejects.toThrow('unsafe upload id');
  });

  it('signs read URLs that expire and name the key and type', async () => {
    const url = await storage.signedReadUrl('videos/c1/v1', 600, 'video/mp4');
    expect(url.startsWith('https://skillhub.example/api/media/stream/')).toBe(true);
    const token = url.split('/').pop() as string;
    const nowSeconds = now.getTime() / 1000;
    expect(verifyStreamToken(token, secret, nowSeconds)).toEqual({
      ok: true,
      claims: { key: 'videos/c1/v1', contentType: 'video/mp4', exp: nowSeconds + 600 },
    });
    expect(verifyStreamToken(token, secret, nowSeconds + 600)).toEqual({ ok: false, reason: 'expired' });
    expect(verifyStreamToken(token, new Uint8Array(32), nowSeconds)).toEqual({ ok: false, reason: 'invalid' });
    expect(storage.publicUrl('public/a.png')).toBe('https://skillhub.example/api/media/public/a.png');
  });
});
