import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageRenditions, imageSources } from '../../src/db/schema/image-renditions.ts';
import { storedFiles } from '../../src/db/schema/media.ts';
import { storedFilesRepository } from '../../src/modules/media/stored-files.repository.ts';
import { createCategory, createCourse, publishedCourse, validCourseBody } from '../courses/course-fixtures.ts';
import { bearer } from '../support/test-app.ts';
import { createMediaTestApp, multipartBody } from './media-fixtures.ts';

let t: Awaited<ReturnType<typeof createMediaTestApp>>;
let categoryId: string;

beforeAll(async () => {
  t = await createMediaTestApp();
  categoryId = await createCategory(t.app, t.adminToken, `Design ${randomUUID().slice(0, 6)}`);
});
afterAll(() => t.close());

/** A photo-like image: a gradient under noise, so that it compresses like a photo rather than a flat colour. */
async function photo(width: number, height: number, format: 'jpeg' | 'png'): Promise<Buffer> {
  const noise = await sharp({
    create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } },
  })
    .blur(1.2)
    .png()
    .toBuffer();
  const gradient = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g">` +
      '<stop offset="0" stop-color="#1d4ed8"/><stop offset="1" stop-color="#f59e0b"/></linearGradient></defs>' +
      '<rect width="100%" height="100%" fill="url(#g)"/></svg>',
  );
  const image = sharp(gradient).composite([{ input: noise, blend: 'overlay' }]);
  return format === 'jpeg' ? image.jpeg({ quality: 95 }).toBuffer() : image.png().toBuffer();
}

async function uploadThumbnail(content: Buffer, type = 'image/jpeg', name = 'cover.jpg') {
  const body = multipartBody({ purpose: 'thumbnail' }, { field: 'file', name, type, content });
  return t.app.inject({
    method: 'POST',
    url: '/api/course/file',
    headers: { ...body.headers, ...bearer(t.adminToken) },
    payload: body.payload,
  });
}

const renditionsOf = (sourceKey: string) =>
  t.app.db.select().from(imageRenditions).where(eq(imageRenditions.sourceKey, sourceKey));
const publicFiles = async () => (await readdir(join(t.root, 'public')).catch(() => [])).sort();

describe('image renditions of an uploaded thumbnail', () => {
  it('are made right after the upload: every width up to the upload, AVIF and WebP, each smaller, served immutable', async () => {
    const original = await photo(1600, 900, 'jpeg');
    const res = await uploadThumbnail(original);
    expect(res.statusCode, res.body).toBe(201);
    const { fileKey, url } = res.json().data;
    await t.app.imageRenditions.runNow();

    const rows = await renditionsOf(fileKey);
    const widths = [...new Set(rows.map((r) => r.width))].sort((a, b) => a - b);
    expect(widths).toEqual([320, 640, 960, 1280]);
    for (const width of widths) {
      const types = rows.filter((r) => r.width === width).map((r) => r.mimeType);
      expect(types).toContain('image/avif');
      expect(types).toContain('image/jpeg');
    }
    for (const row of rows) {
      expect(row.sizeBytes).toBeLessThan(original.length);
      expect(row.height).toBe(Math.round((row.width * 900) / 1600));
      const name = row.fileKey.slice('public/'.length);
      const served = await t.app.inject({ method: 'GET', url: `/api/media/public/${name}` });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(row.mimeType);
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta.width).toBe(row.width);
      expect(meta.format).toBe({ 'image/avif': 'heif', 'image/webp': 'webp', 'image/jpeg': 'jpeg' }[row.mimeType]);
    }
    // The phone's rendition weighs tens of kB where the upload weighs hundreds.
    const phone = rows.find((r) => r.width === 640 && r.mimeType === 'image/avif');
    expect(phone?.sizeBytes).toBeLessThan(60_000);
    expect(original.length).toBeGreaterThan(300_000);

    // The public catalogue lists them as srcsets, AVIF first, each width once.
    const course = await publishedCourse(t.app, t.adminToken, validCourseBody(categoryId, { thumbnail: url }));
    const catalogue = await t.app.inject({ method: 'GET', url: '/api/course/published?limit=50' });
    const card = catalogue.json().data.find((c: { _id: string }) => c._id === course._id);
    expect(card.thumbnailImage).toMatchObject({ width: 1600, height: 900 });
    expect(card.thumbnailImage.sources.map((s: { type: string }) => s.type)).toEqual(['image/avif', 'image/webp']);
    const avif = card.thumbnailImage.sources[0].srcset as string;
    expect(avif.split(', ').map((entry) => entry.split(' ')[1])).toEqual(['320w', '640w', '960w', '1280w']);
    expect(avif).toContain(`${url.replace(/\.jpg$/, '')}-640.avif 640w`);
    expect(card.thumbnailImage.srcset).toContain('-320.jpg 320w');
    // The 1600 px upload is never what a page picks.
    expect(card.thumbnailImage.srcset).not.toContain(`${url} `);
  });

  it('never upscales: a 500 px upload gets the 320 px width only; a small PNG photo gets AVIF and WebP', async () => {
    const res = await uploadThumbnail(await photo(500, 280, 'png'), 'image/png', 'small.png');
    expect(res.statusCode, res.body).toBe(201);
    const { fileKey } = res.json().data;
    await t.app.imageRenditions.runNow();
    const rows = await renditionsOf(fileKey);
    expect(new Set(rows.map((r) => r.width))).toEqual(new Set([320]));
    expect(rows.map((r) => r.mimeType)).toEqual(expect.arrayContaining(['image/avif', 'image/webp']));
  });

  it('are freed with the image when a course replaces its thumbnail, and when the course is deleted', async () => {
    const first = (await uploadThumbnail(await photo(1000, 560, 'jpeg'))).json().data;
    const second = (await uploadThumbnail(await photo(1000, 560, 'jpeg'))).json().data;
    await t.app.imageRenditions.runNow();
    const firstRenditions = await renditionsOf(first.fileKey);
    expect(firstRenditions.length).toBeGreaterThan(0);

    const body = validCourseBody(categoryId, { title: `Replaced ${randomUUID().slice(0, 6)}`, thumbnail: first.url });
    const course = await createCourse(t.app, t.adminToken, body);
    const replaced = await t.app.inject({
      method: 'PUT',
      url: `/api/course/details/${course._id}`,
      headers: bearer(t.adminToken),
      payload: { ...body, thumbnail: second.url },
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    for (const key of [first.fileKey, ...firstRenditions.map((r) => r.fileKey)]) {
      expect(await t.app.fileStorage.headObject(key)).toBeNull();
    }
    expect(await storedFilesRepository.findStoredFile(t.app.db, first.fileKey)).toBeNull();
    expect(await renditionsOf(first.fileKey)).toEqual([]);
    const gone = await t.app.inject({
      method: 'GET',
      url: `/api/media/public/${firstRenditions[0]?.fileKey.slice(7)}`,
    });
    expect(gone.statusCode).toBe(404);

    const secondRenditions = await renditionsOf(second.fileKey);
    expect(secondRenditions.length).toBeGreaterThan(0);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/course/${course._id}`,
      headers: bearer(t.adminToken),
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    for (const key of [second.fileKey, ...secondRenditions.map((r) => r.fileKey)]) {
      expect(await t.app.fileStorage.headObject(key)).toBeNull();
    }
  });

  it('keeps an image another course still shows', async () => {
    const shared = (await uploadThumbnail(await photo(700, 400, 'jpeg'))).json().data;
    await t.app.imageRenditions.runNow();
    const a = await createCourse(
      t.app,
      t.adminToken,
      validCourseBody(categoryId, { title: 'Shared thumbnail A', thumbnail: shared.url }),
    );
    await createCourse(
      t.app,
      t.adminToken,
      validCourseBody(categoryId, { title: 'Shared thumbnail B', thumbnail: shared.url }),
    );
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/course/${a._id}`,
      headers: bearer(t.adminToken),
    });
    expect(deleted.statusCode).toBe(200);
    expect(await t.app.fileStorage.headObject(shared.fileKey)).not.toBeNull();
    expect((await renditionsOf(shared.fileKey)).length).toBeGreaterThan(0);
  });
});

describe('refused images', () => {
  it('a corrupt image (a right header over damaged data) is a 400 naming the file field, and nothing is stored', async () => {
    const good = await photo(800, 450, 'png');
    const corrupt = Buffer.concat([good.subarray(0, 200), Buffer.alloc(5000, 7)]);
    const filesBefore = await publicFiles();
    const rowsBefore = (await t.app.db.select().from(storedFiles)).length;

    const res = await uploadThumbnail(corrupt, 'image/png', 'broken.png');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.file).toBe('The image is damaged or incomplete and cannot be read');

    const form = multipartBody({}, { field: 'file', name: 'broken.png', type: 'image/png', content: corrupt });
    const blog = await t.app.inject({
      method: 'POST',
      url: '/api/blog/attachments',
      headers: { ...form.headers, ...bearer(t.adminToken) },
      payload: form.payload,
    });
    expect(blog.statusCode).toBe(400);
    expect(blog.json().errors.file).toBe('The image is damaged or incomplete and cannot be read');

    expect(await publicFiles()).toEqual(filesBefore);
    expect((await t.app.db.select().from(storedFiles)).length).toBe(rowsBefore);
  });

  it('a rendition URL with an unknown width or format is a clear 404, never a 500', async () => {
    const { fileKey } = (await uploadThumbnail(await photo(700, 400, 'jpeg'))).json().data;
    await t.app.imageRenditions.runNow();
    const id = fileKey.slice('public/'.length).replace(/\.jpg$/, '');
    const width = await t.app.inject({ method: 'GET', url: `/api/media/public/${id}-500.webp` });
    expect(width.statusCode).toBe(404);
    expect(width.json().message).toBe('Images have renditions 320, 640, 960, 1280 px wide, not 500');
    // 640 is a width renditions have, but not this 700 px image's AVIF at 960.
    expect((await t.app.inject({ method: 'GET', url: `/api/media/public/${id}-960.avif` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/media/public/${id}-640.avif` })).statusCode).toBe(200);
    for (const name of [`${id}-640.gif`, `${id}-99999999.webp`, `${id}-640.avif.exe`, `${id}--640.webp`]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/media/public/${encodeURIComponent(name)}` });
      expect(res.statusCode, name).toBe(404);
    }
  });
});

describe('start-up backfill', () => {
  it('renders images stored before renditions existed, once: a second run changes nothing', async () => {
    const fileKey = `public/${randomUUID()}.jpg`;
    const content = await photo(1300, 700, 'jpeg');
    await t.app.fileStorage.putObject(fileKey, content, 'image/jpeg');
    await storedFilesRepository.insertStoredFile(t.app.db, {
      fileKey,
      purpose: 'blog-image',
      mimeType: 'image/jpeg',
      sizeBytes: content.length,
      originalName: 'old.jpg',
      createdBy: null,
    });
    // An image whose stored bytes cannot be read is recorded once too, and never retried.
    const brokenKey = `public/${randomUUID()}.png`;
    await t.app.fileStorage.putObject(brokenKey, Buffer.from('not a png'), 'image/png');
    await storedFilesRepository.insertStoredFile(t.app.db, {
      fileKey: brokenKey,
      purpose: 'thumbnail',
      mimeType: 'image/png',
      sizeBytes: 9,
      originalName: 'broken.png',
      createdBy: null,
    });

    await t.app.imageRenditions.runNow();
    const first = await renditionsOf(fileKey);
    expect(new Set(first.map((r) => r.width))).toEqual(new Set([320, 640, 960, 1280]));
    const [broken] = await t.app.db.select().from(imageSources).where(eq(imageSources.fileKey, brokenKey));
    expect(broken?.failure).toBeTruthy();
    const files = await publicFiles();

    await t.app.imageRenditions.runNow();
    const second = await renditionsOf(fileKey);
    expect(second).toEqual(first);
    expect(await publicFiles()).toEqual(files);
  });
});
