import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogAttachments } from '../../src/db/schema/blog.ts';
import { multipartBody } from '../media/media-fixtures.ts';
import { bearer, createTestApp, loginAsAdmin, type TestApp } from '../support/test-app.ts';
import { addCategory, addTopic, createPost, PNG, postBody } from './blog-fixtures.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAsAdmin(t.app);
});
afterAll(() => t.close());

function upload(fields: Record<string, string | number>, file: Buffer | null, token = admin, name = 'diagram.png') {
  const body = multipartBody(fields, file ? { field: 'file', name, type: 'image/png', content: file } : null);
  return t.app.inject({
    method: 'POST',
    url: '/api/blog/attachments',
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
}

describe('POST /blog/attachments', () => {
  it('stores an image through the storage driver and serves it at a permanent public URL', async () => {
    const response = await upload({}, PNG);
    expect(response.statusCode).toBe(201);
    const data = response.json().data;
    expect(data).toMatchObject({ mimeType: 'image/png', size: PNG.length });
    expect(data.url).toMatch(/\/api\/media\/public\/[0-9a-f-]+\.png$/);
    const served = await t.app.inject({ method: 'GET', url: new URL(data.url).pathname });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });

  it('links the image to its post by blogNo, sent before or after the file', async () => {
    const [category, topic] = await Promise.all([addCategory(t.app, admin), addTopic(t.app, admin)]);
    const post = await createPost(t.app, admin, postBody({ categoryId: category._id, topicId: topic._id }));
    const response = await upload({ blogNo: post.blogNumber }, PNG);
    expect(response.statusCode).toBe(201);
    const [row] = await t.app.db
      .select()
      .from(blogAttachments)
      .where(eq(blogAttachments.fileKey, response.json().data.fileKey));
    expect(row?.postId).toBe(post._id);
    const unknown = await upload({ blogNo: 99_999 }, PNG);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ blogNo: 'No blog has this number' });
    expect((await upload({ blogNo: 'abc' }, PNG)).json().errors).toEqual({ blogNo: 'Invalid blogNo' });
  });

  it('takes images only, by their bytes, whatever the name says', async () => {
    const pdf = Buffer.from('%PDF-1.7 not an image');
    const response = await upload({}, pdf, admin, 'photo.png');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ file: 'The image must be a JPEG, PNG or WebP image' });
    const html = await upload({}, Buffer.from('<svg onload="alert(1)"></svg>'), admin, 'x.svg');
    expect(html.statusCode).toBe(400);
  });

  it('refuses an image over 5 MB with 413, a missing file or an empty one with 400', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await upload({}, big);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe('The file must not exceed 5 MB');
    const none = await upload({ blogNo: 1 }, null);
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toEqual({ file: 'file is required' });
    expect((await upload({}, Buffer.alloc(0))).statusCode).toBe(400);
    const notMultipart = await t.app.inject({
      method: 'POST',
      url: '/api/blog/attachments',
      headers: bearer(admin),
      payload: { file: 'x' },
    });
    expect(notMultipart.statusCode).toBe(400);
  });
});
