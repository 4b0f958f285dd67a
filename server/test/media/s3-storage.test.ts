import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type StorageConfig } from '../../src/config.ts';
import type { FileStorage } from '../../src/storage/file-storage.ts';
import { createS3Storage } from '../../src/storage/s3-storage.ts';
import { bearer } from '../support/test-app.ts';
import {
  createMediaTestApp,
  fakeMp4,
  type Lecture,
  lecturePath,
  lectureRow,
  multipartBody,
  seedCourse,
} from './media-fixtures.ts';

const BUCKET = 'skillhub-test';
const MiB = 1024 * 1024;

let server: S3rver;
let directory: string;
let storage: FileStorage;
let s3Config: Extract<StorageConfig, { kind: 's3' }>;

async function readAll(stream: Readable | undefined): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream ?? []) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'skillhub-s3rver-'));
  server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: BUCKET }] });
  const { port } = await server.run();
  // The same settings the config reads from S3_* variables.
  const config = loadConfig({
    S3_BUCKET: BUCKET,
    S3_REGION: 'ap-south-1',
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  });
  if (config.storage.kind !== 's3') throw new Error('S3_BUCKET did not select the S3 driver');
  s3Config = config.storage;
  storage = createS3Storage({ ...config.storage, mediaBaseUrl: 'http://skillhub.test/api/media' });
});
afterAll(async () => {
  await server.close();
  await rm(directory, { recursive: true, force: true });
});

describe('S3 driver (against s3rver)', () => {
  it('is chosen by S3_BUCKET; local disk otherwise', () => {
    expect(loadConfig({ DATA_DIR: '/srv/skillhub' }).storage).toEqual({ kind: 'local', root: '/srv/skillhub/files' });
    expect(() => loadConfig({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'only-the-id' })).toThrow(
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
    );
  });

  it('uploads in parts (in any order), completes, and reads whole or by range', async () => {
    const key = 'videos/course-1/lecture';
    const first = randomBytes(5 * MiB);
    const last = randomBytes(1234);
    const uploadId = await storage.createMultipart(key, 'application/octet-stream');
    const etag2 = await storage.uploadPart(key, uploadId, 2, Readable.from([last]), last.length);
    const etag1 = await storage.uploadPart(
      key,
      uploadId,
      1,
      Readable.from([first.subarray(0, MiB), first.subarray(MiB)]),
      first.length,
    );
    await storage.completeMultipart(key, uploadId, [
      { partNumber: 1, etag: etag1 },
      { partNumber: 2, etag: etag2 },
    ]);
    const whole = Buffer.concat([first, last]);
    expect(await storage.headObject(key)).toEqual({ size: whole.length });

    const all = await storage.getObject(key);
    expect(all?.totalSize).toBe(whole.length);
    expect((await readAll(all?.body)).equals(whole)).toBe(true);

    const range = await storage.getObject(key, { start: 5 * MiB - 10, end: 5 * MiB + 9 });
    expect(range?.totalSize).toBe(whole.length);
    expect((await readAll(range?.body)).equals(whole.subarray(5 * MiB - 10, 5 * MiB + 10))).toBe(true);
  });

  it('refuses a part whose length is not the one announced', async () => {
    const key = 'videos/course-1/short';
    const uploadId = await storage.createMultipart(key, 'application/octet-stream');
    await expect(storage.uploadPart(key, uploadId, 1, Readable.from([Buffer.alloc(10)]), 11)).rejects.toThrow(
      'Part has 10 bytes, expected 11',
    );
  });

  it('leaves open multipart uploads alone where the service cannot list uploads (s3rver)', async () => {
    const key = 'videos/course-1/listed.mp4';
    const uploadId = await storage.createMultipart(key, 'application/octet-stream');
    // s3rver answers ListMultipartUploads with NotImplemented: nothing can be judged a leftover there.
    expect(await storage.removeLeftovers(new Date(Date.now() + 60_000), async () => false)).toEqual({
      temporaries: 0,
      multipartUploads: 0,
    });
    const part = randomBytes(1000);
    const etag = await storage.uploadPart(key, uploadId, 1, Readable.from([part]), part.length);
    await storage.completeMultipart(key, uploadId, [{ partNumber: 1, etag }]);
    expect(await storage.headObject(key)).toEqual({ size: 1000 });
  });

  it('puts, signs a readable URL, and deletes', async () => {
    const key = 'public/cover.png';
    const content = randomBytes(2048);
    await storage.putObject(key, content, 'image/png');
    const url = await storage.signedReadUrl(key, 600, 'image/png');
    expect(url).toContain('X-Amz-Expires=600');
    const fetched = await fetch(url);
    expect(fetched.status).toBe(200);
    expect(Buffer.from(await fetched.arrayBuffer()).equals(content)).toBe(true);
    expect(storage.publicUrl(key)).toBe('http://skillhub.test/api/media/public/cover.png');

    await storage.deleteObject(key);
    expect(await storage.headObject(key)).toBeNull();
    expect(await storage.getObject(key)).toBeNull();
    await storage.deleteObject(key);
  });

  it('points public files at S3_PUBLIC_URL when it is set', () => {
    const config = loadConfig({ S3_BUCKET: BUCKET, S3_PUBLIC_URL: 'https://cdn.skillhub.example/' });
    if (config.storage.kind !== 's3') throw new Error('S3_BUCKET did not select the S3 driver');
    expect(config.storage).toMatchObject({ region: 'us-east-1', forcePathStyle: false, endpoint: null });
    const withCdn = createS3Storage({ ...config.storage, mediaBaseUrl: 'http://skillhub.test/api/media' });
    expect(withCdn.publicUrl('public/a.png')).toBe('https://cdn.skillhub.example/public/a.png');
  });

  it('refuses keys it did not generate', async () => {
    await expect(storage.putObject('../escape', Buffer.alloc(1), 'text/plain')).rejects.toThrow('unsafe storage key');
  });
});

describe('the upload calls on the S3 driver', () => {
  it('upload a video in 5 MiB parts, attach it and hand out a presigned URL that reads it', async () => {
    const t = await createMediaTestApp((config) => {
      config.storage = s3Config;
    });
    try {
      const { lectures } = await seedCourse(t.app, 1);
      const lecture = lectures[0] as Lecture;
      const file = fakeMp4(5 * MiB + 4321);
      const started = await t.app.inject({
        method: 'POST',
        url: lecturePath('start-upload', lecture),
        headers: bearer(t.adminToken),
        payload: { fileName: 'lesson.mp4', fileType: 'video/mp4', fileSize: file.length },
      });
      const session = started.json().data;
      expect(session).toMatchObject({ chunkSize: 5 * MiB, totalParts: 2 });
      const parts = [];
      for (const partNumber of [2, 1]) {
        const body = multipartBody(
          { uploadId: session.uploadId, fileKey: session.fileKey, partNumber },
          {
            field: 'chunk',
            name: 'lesson.mp4',
            type: 'video/mp4',
            content: file.subarray((partNumber - 1) * 5 * MiB, partNumber * 5 * MiB),
          },
        );
        const sent = await t.app.inject({
          method: 'POST',
          url: lecturePath('chunk-upload', lecture),
          headers: { ...bearer(t.adminToken), ...body.headers },
          payload: body.payload,
        });
        expect(sent.statusCode, sent.body).toBe(200);
        parts.unshift(sent.json().data);
      }
      const completed = await t.app.inject({
        method: 'POST',
        url: lecturePath('complete-upload', lecture),
        headers: bearer(t.adminToken),
        payload: { uploadId: session.uploadId, fileKey: session.fileKey, parts },
      });
      expect(completed.statusCode, completed.body).toBe(200);
      expect((await lectureRow(t.app, lecture.subSectionId))?.videoSizeBytes).toBe(file.length);

      const presigned = await t.app.inject({
        method: 'GET',
        url: lecturePath('presigned', lecture),
        headers: bearer(t.adminToken),
      });
      const { url } = presigned.json().data;
      expect(url.startsWith(s3Config.endpoint ?? '')).toBe(true);
      const ranged = await fetch(url, { headers: { range: 'bytes=0-15' } });
      expect(ranged.status).toBe(206);
      expect(Buffer.from(await ranged.arrayBuffer()).equals(file.subarray(0, 16))).toBe(true);
    } finally {
      await t.close();
    }
  });
});
