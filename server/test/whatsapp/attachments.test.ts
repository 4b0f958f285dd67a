import { WHATSAPP_DOCUMENT_MAX_BYTES, WHATSAPP_IMAGE_MAX_BYTES } from '@skillhub/shared/schemas/whatsapp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { whatsappAttachments } from '../../src/db/schema/whatsapp.ts';
import { connectedClient } from '../../src/modules/whatsapp/account.service.ts';
import { MEDIA_ID_TTL_MS, mediaIdFor, readAttachmentBytes } from '../../src/modules/whatsapp/attachment-media.ts';
import { ATTACHMENT_REFUSED } from '../../src/modules/whatsapp/attachments.service.ts';
import { multipartBody } from '../media/media-fixtures.ts';
import { bearer, createTestApp, loginAsAdmin, type TestApp, userWithPermissions } from '../support/test-app.ts';
import { api, connectSandbox, trainingOnlyRole, whatsappRole } from './account-fixtures.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAsAdmin(t.app);
});
afterAll(() => t.close());

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);
const pdfOf = (size: number) => Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(Math.max(0, size - 9), 0x20)]);
const PDF = pdfOf(200);

function upload(file: Buffer | null, name = 'file.bin', token: string | null = admin, field = 'file') {
  const body = multipartBody({}, file ? { field, name, type: 'application/octet-stream', content: file } : null);
  return t.app
    .inject({
      method: 'POST',
      url: '/api/whatsapp/attachments',
      headers: { ...(token ? bearer(token) : {}), ...body.headers },
      payload: body.payload,
    })
    .then((response) => ({ status: response.statusCode, body: response.json() }));
}

const rowOf = async (id: string) =>
  (await t.app.db.select().from(whatsappAttachments).where(eq(whatsappAttachments.id, id)))[0];

describe('POST /whatsapp/attachments', () => {
  it('stores JPEG, PNG and PDF files, their type told by the bytes', async () => {
    for (const [content, name, mimeType] of [
      [JPEG, 'photo.jpeg', 'image/jpeg'],
      [PNG, 'banner.png', 'image/png'],
      [PDF, 'brochure.pdf', 'application/pdf'],
    ] as const) {
      const response = await upload(content, name);
      expect(response.status).toBe(201);
      expect(response.body.message).toBe('File uploaded successfully');
      expect(response.body.data).toEqual({ _id: expect.any(String), fileName: name, mimeType, size: content.length });
      const row = await rowOf(response.body.data._id);
      expect(row?.storageKey).toMatch(/^whatsapp\/[0-9a-f-]+\.(jpg|png|pdf)$/);
      expect(row && (await readAttachmentBytes(t.app, row)).equals(content)).toBe(true);
    }
  });

  it('names the file after its real type, without folders', async () => {
    const pdf = await upload(PDF, 'photo.png');
    expect(pdf.body.data).toMatchObject({ mimeType: 'application/pdf', fileName: 'photo.png.pdf' });
    const png = await upload(PNG, '..\\..\\secret/report');
    expect(png.body.data).toMatchObject({ mimeType: 'image/png', fileName: 'report.png' });
    const jpeg = await upload(JPEG, 'scan.JPG');
    expect(jpeg.body.data.fileName).toBe('scan.JPG');
  });

  it('refuses other files, an empty one, and a request without the file', async () => {
    for (const content of [Buffer.from('<svg onload="alert(1)"></svg>'), Buffer.from('GIF89a......')]) {
      const response = await upload(content, 'picture.png');
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual({ file: ATTACHMENT_REFUSED });
    }
    const empty = await upload(Buffer.alloc(0), 'empty.pdf');
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({ file: 'The file is empty' });
    const none = await upload(null);
    expect(none.status).toBe(400);
    expect(none.body.errors).toEqual({ file: 'file is required' });
    const otherField = await upload(PNG, 'banner.png', admin, 'image');
    expect(otherField.body.errors).toEqual({ file: 'file is required' });
    const json = await api(t.app, 'POST', '/whatsapp/attachments', admin, { file: 'x' });
    expect(json.status).toBe(400);
  });

  it('holds images to 5 MB and PDFs to 16 MB', async () => {
    const bigImage = Buffer.concat([PNG, Buffer.alloc(WHATSAPP_IMAGE_MAX_BYTES + 1 - PNG.length)]);
    const image = await upload(bigImage, 'big.png');
    expect(image.status).toBe(413);
    expect(image.body.errors).toEqual({ file: 'An image must not exceed 5 MB' });

    const largePdf = await upload(pdfOf(WHATSAPP_IMAGE_MAX_BYTES + 1), 'large.pdf');
    expect(largePdf.status).toBe(201);
    const tooLarge = await upload(pdfOf(WHATSAPP_DOCUMENT_MAX_BYTES + 1), 'huge.pdf');
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.message).toBe('The file must not exceed 16 MB');
  });

  it('answers 401 without a token and 403 to staff who neither send messages nor write templates', async () => {
    expect((await upload(PNG, 'a.png', null)).status).toBe(401);
    const other = await userWithPermissions(t.app, admin, 'Attachments Outsider', trainingOnlyRole);
    const reader = await userWithPermissions(
      t.app,
      admin,
      'Attachments Reader',
      whatsappRole({ Messages: { read: true }, Templates: { read: true }, Contacts: { create: true } }),
    );
    for (const token of [other.token, reader.token]) expect((await upload(PNG, 'a.png', token)).status).toBe(403);

    const sender = await userWithPermissions(
      t.app,
      admin,
      'Attachments Sender',
      whatsappRole({ Messages: { create: true } }),
    );
    const writer = await userWithPermissions(
      t.app,
      admin,
      'Attachments Template Writer',
      whatsappRole({ Templates: { create: true } }),
    );
    const editor = await userWithPermissions(
      t.app,
      admin,
      'Attachments Template Editor',
      whatsappRole({ Templates: { update: true } }),
    );
    for (const staff of [sender, writer, editor]) {
      const response = await upload(PNG, 'a.png', staff.token);
      expect(response.status).toBe(201);
      expect((await rowOf(response.body.data._id))?.createdBy).toBe(staff.userId);
    }
  });
});

describe('mediaIdFor', () => {
  it('uploads a file to the API once and reuses its media id for 29 days', async () => {
    await connectSandbox(t.app, admin);
    const connected = await connectedClient(t.app);
    if (!connected) throw new Error('not connected');
    const { body } = await upload(PDF, 'timetable.pdf');
    const first = await mediaIdFor(t.app, connected.client, body.data._id);
    expect(first).toEqual({
      id: expect.stringMatching(/^\d+$/),
      mimeType: 'application/pdf',
      fileName: 'timetable.pdf',
    });
    expect(await rowOf(body.data._id)).toMatchObject({ providerMediaId: first.id });

    t.clock.advance(MEDIA_ID_TTL_MS - 1000);
    expect((await mediaIdFor(t.app, connected.client, body.data._id)).id).toBe(first.id);
    t.clock.advance(1000);
    const renewed = await mediaIdFor(t.app, connected.client, body.data._id);
    expect(renewed.id).not.toBe(first.id);
    expect(await rowOf(body.data._id)).toMatchObject({ providerMediaId: renewed.id, providerMediaAt: t.clock.now() });
  });

  it('answers 404 for an unknown attachment', async () => {
    const connected = await connectedClient(t.app);
    if (!connected) throw new Error('not connected');
    await expect(mediaIdFor(t.app, connected.client, '00000000-0000-4000-8000-000000000000')).rejects.toMatchObject({
      statusCode: 404,
    });
  });

  it('forgets the media ids when an account is connected anew (they belong to the number that uploaded them)', async () => {
    // The clock moved past the earlier sign-in's expiry.
    admin = await loginAsAdmin(t.app);
    const { body } = await upload(PNG, 'logo.png');
    const connected = await connectedClient(t.app);
    if (!connected) throw new Error('not connected');
    await mediaIdFor(t.app, connected.client, body.data._id);
    await api(t.app, 'POST', '/whatsapp/logout', admin);
    await connectSandbox(t.app, admin);
    expect(await rowOf(body.data._id)).toMatchObject({ providerMediaId: null, providerMediaAt: null });
  });
});
