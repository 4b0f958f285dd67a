import { readFile } from 'node:fs/promises';
import { tinyPng } from '@skillhub/shared/test-support/tiny-png';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadsRepository } from '../../src/modules/media/uploads.repository.ts';
import { bearer } from '../support/test-app.ts';
import { createMediaTestApp, type Lecture, lecturePath, multipartBody, seedCourse } from './media-fixtures.ts';

const video = await readFile(new URL('../../src/seed/assets/demo-lecture.mp4', import.meta.url));

let t: Awaited<ReturnType<typeof createMediaTestApp>>;
let withVideo: Lecture;
let withoutVideo: Lecture;

beforeAll(async () => {
  t = await createMediaTestApp();
  const { lectures } = await seedCourse(t.app, 2);
  [withVideo, withoutVideo] = lectures as [Lecture, Lecture];
  const key = `videos/${withVideo.courseId}/demo`;
  await t.app.fileStorage.putObject(key, video, 'video/mp4');
  await uploadsRepository.setLectureVideo(t.app.db, withVideo.subSectionId, {
    fileKey: key,
    mimeType: 'video/mp4',
    sizeBytes: video.length,
    durationSeconds: 6,
  });
});
afterAll(() => t.close());

async function presignedPath(): Promise<{ path: string; expiresAt: string }> {
  const res = await t.app.inject({
    method: 'GET',
    url: lecturePath('presigned', withVideo),
    headers: bearer(t.adminToken),
  });
  expect(res.statusCode).toBe(200);
  const { url, expiresAt } = res.json().data;
  expect(url.startsWith('http://skillhub.test/api/media/stream/')).toBe(true);
  return { path: new URL(url).pathname, expiresAt };
}

describe('presigned lecture-video URL', () => {
  it('lasts ten minutes and streams the whole file with the right headers', async () => {
    const { path, expiresAt } = await presignedPath();
    expect(new Date(expiresAt).getTime() - t.clock.now().getTime()).toBe(10 * 60 * 1000);
    const res = await t.app.inject({ method: 'GET', url: path });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('video/mp4');
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.headers['cache-control']).toBe('private, max-age=600');
    expect(Number(res.headers['content-length'])).toBe(video.length);
    expect(res.rawPayload.equals(video)).toBe(true);
  });

  it('answers byte ranges with 206 and the exact bytes', async () => {
    const { path } = await presignedPath();
    const middle = await t.app.inject({ method: 'GET', url: path, headers: { range: 'bytes=100-1099' } });
    expect(middle.statusCode).toBe(206);
    expect(middle.headers['content-range']).toBe(`bytes 100-1099/${video.length}`);
    expect(middle.rawPayload.equals(video.subarray(100, 1100))).toBe(true);

    const open = await t.app.inject({ method: 'GET', url: path, headers: { range: `bytes=${video.length - 10}-` } });
    expect(open.statusCode).toBe(206);
    expect(open.rawPayload.equals(video.subarray(video.length - 10))).toBe(true);

    const suffix = await t.app.inject({ method: 'GET', url: path, headers: { range: 'bytes=-16' } });
    expect(suffix.statusCode).toBe(206);
    expect(suffix.headers['content-range']).toBe(`bytes ${video.length - 16}-${video.length - 1}/${video.length}`);
    expect(suffix.rawPayload.equals(video.subarray(video.length - 16))).toBe(true);
  });

  it('answers 416 for a range past the end and ignores a malformed one', async () => {
    const { path } = await presignedPath();
    const past = await t.app.inject({ method: 'GET', url: path, headers: { range: `bytes=${video.length}-` } });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${video.length}`);
    const malformed = await t.app.inject({ method: 'GET', url: path, headers: { range: 'pages=1-2' } });
    expect(malformed.statusCode).toBe(200);
  });

  it('refuses an expired or tampered link', async () => {
    const { path } = await presignedPath();
    const token = path.split('/').pop() as string;
    const [payload, signature] = token.split('.') as [string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const otherKey = Buffer.from(JSON.stringify({ ...claims, k: 'videos/someone-else' })).toString('base64url');
    const tampered = await t.app.inject({ method: 'GET', url: `/api/media/stream/${otherKey}.${signature}` });
    expect(tampered.statusCode).toBe(403);
    expect(tampered.json().message).toBe('This video link is not valid');
    const garbage = await t.app.inject({ method: 'GET', url: '/api/media/stream/not-a-token' });
    expect(garbage.statusCode).toBe(403);

    t.clock.advance(10 * 60 * 1000 + 1000);
    const expired = await t.app.inject({ method: 'GET', url: path });
    expect(expired.statusCode).toBe(403);
    expect(expired.json().message).toBe('This video link has expired');
  });

  it('is for staff only and needs a lecture with a video', async () => {
    const learner = await t.app.inject({
      method: 'GET',
      url: lecturePath('presigned', withVideo),
      headers: bearer(t.learnerToken),
    });
    expect(learner.statusCode).toBe(403);
    const none = await t.app.inject({
      method: 'GET',
      url: lecturePath('presigned', withoutVideo),
      headers: bearer(t.adminToken),
    });
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('This lecture has no video yet');
  });
});

describe('POST /course/file', () => {
  // A real 1×1 PNG: the type is decided by the first bytes, and the whole image must decode.
  const png = Buffer.from(tinyPng());
  const pdf = Buffer.from('%PDF-1.4\n'.padEnd(400, '%'));

  async function upload(
    fields: Record<string, string>,
    file: { name: string; content: Buffer } | null,
    token = t.adminToken,
  ) {
    const body = multipartBody(
      fields,
      file && { field: 'file', name: file.name, type: 'application/octet-stream', content: file.content },
    );
    return t.app.inject({
      method: 'POST',
      url: '/api/course/file',
      headers: { ...bearer(token), ...body.headers },
      payload: body.payload,
    });
  }

  it('stores a thumbnail by its content and serves it publicly with a long cache', async () => {
    const res = await upload({ purpose: 'thumbnail' }, { name: 'cover.jpg', content: png });
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data).toMatchObject({ size: png.length, mimeType: 'image/png' });
    expect(data.fileKey).toMatch(/^public\/[0-9a-f-]{36}\.png$/);
    expect(data.url).toBe(`http://skillhub.test/api/media/${data.fileKey}`);
    const served = await t.app.inject({ method: 'GET', url: new URL(data.url).pathname });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload.equals(png)).toBe(true);
  });

  it('stores a PDF brochure, the purpose sent after the file', async () => {
    const body = multipartBody({}, { field: 'file', name: 'syllabus.pdf', type: 'application/pdf', content: pdf });
    const withPurposeAfter = Buffer.concat([
      body.payload.subarray(
        0,
        body.payload.length - `--${body.headers['content-type'].split('boundary=')[1]}--\r\n`.length,
      ),
      Buffer.from(
        `--${body.headers['content-type'].split('boundary=')[1]}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\nbrochure\r\n--${body.headers['content-type'].split('boundary=')[1]}--\r\n`,
      ),
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/course/file',
      headers: { ...bearer(t.adminToken), ...body.headers },
      payload: withPurposeAfter,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.mimeType).toBe('application/pdf');
  });

  it('refuses files by content and size, and bad purposes', async () => {
    const fakeImage = await upload({ purpose: 'thumbnail' }, { name: 'cover.png', content: pdf });
    expect(fakeImage.statusCode).toBe(400);
    expect(fakeImage.json().message).toBe('The thumbnail must be a JPEG, PNG or WebP image');
    const fakePdf = await upload({ purpose: 'brochure' }, { name: 'brochure.pdf', content: png });
    expect(fakePdf.statusCode).toBe(400);
    expect(fakePdf.json().message).toBe('The brochure must be a PDF file');
    const big = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await upload({ purpose: 'thumbnail' }, { name: 'big.png', content: big });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe('The thumbnail must not exceed 5 MB');
    const badPurpose = await upload({ purpose: 'avatar' }, { name: 'a.png', content: png });
    expect(badPurpose.statusCode).toBe(400);
    expect(badPurpose.json().errors.purpose).toBe('Invalid file purpose');
    const noFile = await upload({ purpose: 'thumbnail' }, null);
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().message).toBe('file is required');
  });

  it('is for staff who may create courses; unknown public files are 404', async () => {
    const learner = await upload({ purpose: 'thumbnail' }, { name: 'a.png', content: png }, t.learnerToken);
    expect(learner.statusCode).toBe(403);
    for (const name of ['00000000-0000-4000-8000-000000000000.png', '..%2F..%2Fetc%2Fpasswd', 'x.png']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/media/public/${name}` });
      expect(res.statusCode, name).toBe(404);
    }
  });
});
