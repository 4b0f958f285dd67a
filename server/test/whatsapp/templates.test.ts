import type { TemplateBody } from '@skillhub/shared/schemas/whatsapp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { whatsappTemplates } from '../../src/db/schema/whatsapp.ts';
import { renderTemplateText } from '../../src/modules/whatsapp/template-text.ts';
import {
  applyTemplateReview,
  CONNECT_FIRST,
  NAME_FIXED,
  SYNC_INTERVAL_MS,
  syncTemplates,
  TEMPLATE_EXISTS,
} from '../../src/modules/whatsapp/templates.service.ts';
import { multipartBody } from '../media/media-fixtures.ts';
import { bearer, createTestApp, loginAsAdmin, type TestApp, userWithPermissions } from '../support/test-app.ts';
import { api, connectSandbox, trainingOnlyRole, whatsappRole } from './account-fixtures.ts';

let t: TestApp;
let admin: string;
let sandboxToken: string;
beforeAll(async () => {
  t = await createTestApp((c) => {
    c.whatsapp.sandbox.reviewDelayMs = 5;
  });
  admin = await loginAsAdmin(t.app);
  sandboxToken = t.app.secrets.whatsappSandbox.accessToken;
});
afterAll(() => t.close());

let counter = 0;
const unique = () => `${Date.now().toString(36)}_${(counter++).toString(36)}`;

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);

const templateBody = (overrides: Partial<TemplateBody> = {}): TemplateBody => ({
  name: `course_start_${unique()}`,
  language: 'en',
  category: 'Marketing',
  header: { format: 'TEXT', text: 'Hello {{1}}', example: 'Asha' },
  body: 'Your course {{1}} starts on {{2}}. See you there!',
  bodyExamples: ['Web Development', '5 January'],
  footer: 'Skillhub Academy',
  buttons: [
    { type: 'QUICK_REPLY', text: 'Stop messages' },
    { type: 'URL', text: 'Open course', url: 'https://skillhub.example/courses' },
    { type: 'PHONE_NUMBER', text: 'Call us', phoneNumber: '+919876543210' },
  ],
  ...overrides,
});

const create = (body: unknown, token = admin) => api(t.app, 'POST', '/whatsapp/message-template', token, body);
const update = (id: string, body: unknown, token = admin) =>
  api(t.app, 'PUT', `/whatsapp/message-template/${id}`, token, body);
const getOne = (id: string, token = admin) => api(t.app, 'GET', `/whatsapp/message-template/${id}`, token);
const list = (query = '', token = admin) => api(t.app, 'GET', `/whatsapp/message-template/all${query}`, token);
const rowsNamed = (name: string) => t.app.db.select().from(whatsappTemplates).where(eq(whatsappTemplates.name, name));

async function createOk(overrides: Partial<TemplateBody> = {}) {
  const response = await create(templateBody(overrides));
  if (response.status !== 201) throw new Error(`template: ${response.raw}`);
  return response.body.data as { _id: string; name: string; providerId: string; status: string };
}

/** The template as the sandbox (the API) holds it. */
async function atApi(providerId: string) {
  const url = `${t.app.whatsapp.sandbox?.url}/v21.0/${providerId}?fields=name,language,category,components,status`;
  const response = await fetch(url, { headers: { authorization: `Bearer ${sandboxToken}` } });
  return response.json();
}

const statusOf = async (id: string) => (await getOne(id)).body.data.status as string;
const poll = { interval: 20 };

/** The status once a list call has pulled the review states from the API (the clock moved past its interval). */
async function statusAfterPull(id: string) {
  t.clock.advance(SYNC_INTERVAL_MS);
  await list();
  return statusOf(id);
}

async function uploadPng(name = 'banner.png') {
  const body = multipartBody({}, { field: 'file', name, type: 'image/png', content: PNG });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/whatsapp/attachments',
    headers: { ...bearer(admin), ...body.headers },
    payload: body.payload,
  });
  return response.json().data as { _id: string };
}

describe('template access', () => {
  it('answers 401 without a token and 403 to staff without the Templates permission', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    expect((await list('', '')).status).toBe(401);
    expect((await getOne(id, '')).status).toBe(401);
    expect((await create(templateBody(), '')).status).toBe(401);
    expect((await update(id, templateBody(), '')).status).toBe(401);
    const other = await userWithPermissions(t.app, admin, 'Templates Outsider', trainingOnlyRole);
    const messages = await userWithPermissions(
      t.app,
      admin,
      'Templates Messages Only',
      whatsappRole({ Messages: { create: true, read: true, update: true, delete: true } }),
    );
    for (const token of [other.token, messages.token]) {
      expect((await list('', token)).status).toBe(403);
      expect((await getOne(id, token)).status).toBe(403);
      expect((await create(templateBody(), token)).status).toBe(403);
      expect((await update(id, templateBody(), token)).status).toBe(403);
    }
    const reader = await userWithPermissions(
      t.app,
      admin,
      'Templates Reader',
      whatsappRole({ Templates: { read: true } }),
    );
    expect((await list('', reader.token)).status).toBe(200);
    expect((await getOne(id, reader.token)).status).toBe(404);
    expect((await create(templateBody(), reader.token)).status).toBe(403);
    expect((await update(id, templateBody(), reader.token)).status).toBe(403);
  });
});

describe('before the account is connected', () => {
  it('refuses to submit a template, storing nothing', async () => {
    const body = templateBody();
    const response = await create(body);
    expect(response.status).toBe(409);
    expect(response.body.message).toBe(CONNECT_FIRST);
    expect(await rowsNamed(body.name)).toEqual([]);
    expect(await syncTemplates(t.app)).toBe(0);
  });
});

describe('templates', () => {
  beforeAll(async () => {
    await connectSandbox(t.app, admin);
  });

  it('submits a template in the API shape; it is Pending, then Approved by the review webhook', async () => {
    const body = templateBody();
    const response = await create(body);
    expect(response.status).toBe(201);
    expect(response.body.message).toBe('Template submitted for review');
    const created = response.body.data;
    expect(created).toMatchObject({
      name: body.name,
      language: 'en',
      category: 'Marketing',
      header: { format: 'TEXT', text: 'Hello {{1}}', example: 'Asha' },
      body: body.body,
      bodyExamples: body.bodyExamples,
      footer: 'Skillhub Academy',
      buttons: body.buttons,
      status: 'Pending',
      rejectedReason: null,
    });
    expect(created.providerId).toMatch(/^\d+$/);

    expect(await atApi(created.providerId)).toMatchObject({
      name: body.name,
      language: 'en',
      category: 'MARKETING',
      components: [
        { type: 'HEADER', format: 'TEXT', text: 'Hello {{1}}', example: { header_text: ['Asha'] } },
        { type: 'BODY', text: body.body, example: { body_text: [['Web Development', '5 January']] } },
        { type: 'FOOTER', text: 'Skillhub Academy' },
        {
          type: 'BUTTONS',
          buttons: [
            { type: 'QUICK_REPLY', text: 'Stop messages' },
            { type: 'URL', text: 'Open course', url: 'https://skillhub.example/courses' },
            { type: 'PHONE_NUMBER', text: 'Call us', phone_number: '+919876543210' },
          ],
        },
      ],
    });

    await expect.poll(() => statusOf(created._id), poll).toBe('Approved');
    const approved = (await getOne(created._id)).body.data;
    expect(approved).toMatchObject({ ...created, status: 'Approved', updatedAt: expect.any(String) });
  });

  it('shows the rejection of a reject_ template with its reason', async () => {
    const created = await createOk({ name: `reject_${unique()}`, header: { format: 'NONE' } });
    expect(created.status).toBe('Pending');
    await expect.poll(() => statusOf(created._id), poll).toBe('Rejected');
    expect((await getOne(created._id)).body.data.rejectedReason).toBe('INVALID_FORMAT');
  });

  it('takes a minimal template: no header, no variables, no footer or buttons', async () => {
    const created = await createOk({
      header: undefined,
      body: 'Thank you for registering with Skillhub.',
      bodyExamples: undefined,
      footer: '',
      buttons: undefined,
      category: 'Utility',
    });
    expect(created).toMatchObject({ header: { format: 'NONE' }, bodyExamples: [], footer: null, buttons: [] });
    expect((await atApi(created.providerId)).components).toEqual([
      { type: 'BODY', text: 'Thank you for registering with Skillhub.' },
    ]);
  });

  it('sends an image header with its sample uploaded to the API, and checks the sample fits the header', async () => {
    const image = await uploadPng();
    const created = await createOk({ header: { format: 'IMAGE', attachmentId: image._id } });
    expect(created).toMatchObject({ header: { format: 'IMAGE', attachmentId: image._id } });
    const header = (await atApi(created.providerId)).components[0];
    expect(header).toMatchObject({ type: 'HEADER', format: 'IMAGE', example: { header_handle: [expect.any(String)] } });
    await expect.poll(() => statusOf(created._id), poll).toBe('Approved');

    const document = templateBody({ header: { format: 'DOCUMENT', attachmentId: image._id } });
    const wrongKind = await create(document);
    expect(wrongKind.status).toBe(400);
    expect(wrongKind.body.errors).toEqual({ 'header.attachmentId': 'A document header needs a PDF' });
    const unknown = await create(
      templateBody({ header: { format: 'IMAGE', attachmentId: '00000000-0000-4000-8000-000000000000' } }),
    );
    expect(unknown.body.errors).toEqual({
      'header.attachmentId': 'No uploaded file has this id: upload the sample again',
    });
    expect(await rowsNamed(document.name)).toEqual([]);
  });

  it('refuses a second template of the same name and language, not of another language', async () => {
    const first = await createOk();
    const again = await create(templateBody({ name: first.name }));
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ message: TEMPLATE_EXISTS, errors: { name: TEMPLATE_EXISTS } });
    const hindi = await create(templateBody({ name: first.name, language: 'hi' }));
    expect(hindi.status).toBe(201);
    expect(await rowsNamed(first.name)).toHaveLength(2);
  });

  it("answers WhatsApp's refusal on the field it concerns and stores nothing", async () => {
    // A template the API has that the platform does not (made elsewhere): the API refuses the name.
    const first = await createOk();
    await t.app.db.delete(whatsappTemplates).where(eq(whatsappTemplates.id, first._id));
    const response = await create(templateBody({ name: first.name }));
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.errors)).toEqual(['name']);
    expect(response.body.errors.name).toMatch(/^WhatsApp refused the template: .*already en content/);
    expect(await rowsNamed(first.name)).toEqual([]);
  });

  it('edits a template and resubmits it: Pending again with the reason cleared, then reviewed', async () => {
    const rejected = await createOk({ name: `reject_${unique()}` });
    await expect.poll(() => statusOf(rejected._id), poll).toBe('Rejected');
    const fixed = templateBody({
      name: rejected.name,
      body: 'Classes for {{1}} begin soon. Reply to ask us anything.',
      bodyExamples: ['Data Science'],
      footer: undefined,
      buttons: [],
    });
    const response = await update(rejected._id, fixed);
    expect(response.status).toBe(200);
    expect(response.body.message).toBe('Template resubmitted for review');
    expect(response.body.data).toMatchObject({
      _id: rejected._id,
      providerId: rejected.providerId,
      status: 'Pending',
      rejectedReason: null,
      body: fixed.body,
      bodyExamples: ['Data Science'],
      footer: null,
      buttons: [],
    });
    expect((await atApi(rejected.providerId)).components[1]).toEqual({
      type: 'BODY',
      text: fixed.body,
      example: { body_text: [['Data Science']] },
    });
    // Still a reject_ name: the sandbox's review rejects it again. Its webhook repeats the first review's body
    // byte for byte (the sandbox's envelope has no time), so the webhook takes it for a replay; the list's pull
    // of the review states brings it.
    await expect.poll(() => statusAfterPull(rejected._id), poll).toBe('Rejected');
    expect((await getOne(rejected._id)).body.data.rejectedReason).toBe('INVALID_FORMAT');

    const approved = await createOk();
    await expect.poll(() => statusOf(approved._id), poll).toBe('Approved');
    const edited = await update(approved._id, templateBody({ name: approved.name, category: 'Utility' }));
    expect(edited.body.data).toMatchObject({ status: 'Pending', category: 'Utility' });
    expect((await atApi(approved.providerId)).category).toBe('UTILITY');
    await expect.poll(() => statusAfterPull(approved._id), poll).toBe('Approved');
  });

  it('keeps the name and language of a template, and answers 404 for an unknown one', async () => {
    const created = await createOk();
    const renamed = await update(created._id, templateBody({ name: `${created.name}_x` }));
    expect(renamed.status).toBe(400);
    expect(renamed.body.errors).toEqual({ name: NAME_FIXED });
    const relanguaged = await update(created._id, templateBody({ name: created.name, language: 'hi' }));
    expect(relanguaged.body.errors).toEqual({ language: NAME_FIXED });
    expect((await getOne(created._id)).body.data).toMatchObject({ name: created.name, language: 'en' });

    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await getOne(unknown)).status).toBe(404);
    expect((await update(unknown, templateBody())).status).toBe(404);
    expect((await getOne('not-a-uuid')).body.errors).toEqual({ id: 'Invalid id' });
  });

  it('leaves a template as it was when WhatsApp refuses the edit', async () => {
    const created = await createOk();
    await expect.poll(() => statusOf(created._id), poll).toBe('Approved');
    const before = (await getOne(created._id)).body.data;
    // The API no longer knows the template's id: the edit is refused.
    await t.app.db
      .update(whatsappTemplates)
      .set({ providerId: '999999999' })
      .where(eq(whatsappTemplates.id, created._id));
    const response = await update(
      created._id,
      templateBody({ name: created.name, body: 'Changed {{1}} text here.', bodyExamples: ['x'] }),
    );
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/^WhatsApp refused the template: /);
    expect((await getOne(created._id)).body.data).toMatchObject({
      body: before.body,
      status: 'Approved',
      providerId: '999999999',
    });
  });

  it('lists templates newest first, searched by name and filtered by status and category', async () => {
    const tag = unique();
    const a = await createOk({ name: `list_${tag}_a`, category: 'Utility' });
    const b = await createOk({ name: `list_${tag}_b` });
    const c = await createOk({ name: `reject_list_${tag}_c` });
    await expect.poll(() => statusOf(c._id), poll).toBe('Rejected');
    await expect.poll(() => statusOf(a._id), poll).toBe('Approved');
    await expect.poll(() => statusOf(b._id), poll).toBe('Approved');

    const all = await list(`?search=${tag}`);
    expect(all.body.data.map((x: { _id: string }) => x._id)).toEqual([c._id, b._id, a._id]);
    expect(all.body.pagination).toEqual({ page: 1, limit: 10, total: 3, totalPages: 1 });
    const ids = async (query: string) => (await list(query)).body.data.map((x: { _id: string }) => x._id);
    expect(await ids(`?search=${tag}&status=Rejected`)).toEqual([c._id]);
    expect(await ids(`?search=${tag}&category=Utility`)).toEqual([a._id]);
    expect(await ids(`?search=${tag}&status=Approved&category=Marketing`)).toEqual([b._id]);
    expect(await ids(`?search=${tag}&limit=1&page=2`)).toEqual([b._id]);
    expect(await ids('?search=no_such_template_name')).toEqual([]);

    const bad = await list('?status=Draft&category=Spam');
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({
      status: 'status must be Pending, Approved or Rejected',
      category: 'category must be Marketing, Utility or Authentication',
    });
  });

  it('pulls the review states from WhatsApp when listed, at most every 30 seconds', async () => {
    const created = await createOk();
    await expect.poll(() => statusOf(created._id), poll).toBe('Approved');
    // A review webhook that never arrived: the stored status is behind the API's.
    const setPending = () =>
      t.app.db.update(whatsappTemplates).set({ status: 'Pending' }).where(eq(whatsappTemplates.id, created._id));
    await setPending();
    await list();
    await setPending();
    const listed = async () =>
      (await list(`?search=${created.name}`)).body.data.find((x: { _id: string }) => x._id === created._id)?.status;
    expect(await listed()).toBe('Pending');
    t.clock.advance(SYNC_INTERVAL_MS);
    expect(await listed()).toBe('Approved');

    await setPending();
    expect(await syncTemplates(t.app)).toBe(1);
    expect(await statusOf(created._id)).toBe('Approved');
    expect(await syncTemplates(t.app)).toBe(0);
  });
});

describe('review results', () => {
  async function storedTemplate(providerId: string | null) {
    const [row] = await t.app.db
      .insert(whatsappTemplates)
      .values({ name: `review_${unique()}`, language: 'en', category: 'Utility', body: 'Hello there', providerId })
      .returning();
    if (!row) throw new Error('no row');
    return row;
  }
  const reread = async (id: string) =>
    (await t.app.db.select().from(whatsappTemplates).where(eq(whatsappTemplates.id, id)))[0];

  it('maps each event to a status and reason', async () => {
    const row = await storedTemplate(`7${unique().replace(/\D/g, '')}1`);
    const apply = (event: string, reason?: string | null) =>
      applyTemplateReview(t.app.db, { providerId: row.providerId ?? '', event, reason });

    expect(await apply('REJECTED', 'NONE')).toBe(true);
    expect(await reread(row.id)).toMatchObject({ status: 'Rejected', rejectedReason: null });
    expect(await apply('REJECTED', 'INCORRECT_CATEGORY')).toBe(true);
    expect(await reread(row.id)).toMatchObject({ status: 'Rejected', rejectedReason: 'INCORRECT_CATEGORY' });
    expect(await apply('APPROVED')).toBe(true);
    expect(await reread(row.id)).toMatchObject({ status: 'Approved', rejectedReason: null });
    expect(await apply('APPROVED')).toBe(false);
    expect(await apply('PAUSED')).toBe(true);
    expect(await reread(row.id)).toMatchObject({ status: 'Rejected', rejectedReason: 'PAUSED' });
    expect(await apply('DISABLED')).toBe(true);
    expect(await reread(row.id)).toMatchObject({ status: 'Rejected', rejectedReason: 'DISABLED' });
    expect(await apply('FLAGGED')).toBe(false);
    expect(await reread(row.id)).toMatchObject({ status: 'Rejected', rejectedReason: 'DISABLED' });
  });

  it('ignores a template it does not know, and finds one still being submitted by name and language', async () => {
    expect(await applyTemplateReview(t.app.db, { providerId: '123456789', event: 'APPROVED' })).toBe(false);
    const submitting = await storedTemplate(null);
    const review = { providerId: '555000111', event: 'APPROVED', name: submitting.name, language: 'en' };
    expect(await applyTemplateReview(t.app.db, { ...review, language: 'hi' })).toBe(false);
    expect(await applyTemplateReview(t.app.db, review)).toBe(true);
    expect(await reread(submitting.id)).toMatchObject({ status: 'Approved', providerId: '555000111' });
  });
});

describe('validation', () => {
  const errorsOf = async (overrides: Partial<TemplateBody>) => {
    const response = await create(templateBody(overrides));
    expect(response.status).toBe(400);
    return response.body.errors;
  };

  it('names each wrong field with the API limits', async () => {
    expect(await errorsOf({ name: 'Welcome Message', language: 'fr' as 'en', category: 'Promo' as 'Utility' })).toEqual(
      {
        name: 'Name may hold lowercase letters, digits and underscores only',
        language: 'Choose a language',
        category: 'Category must be Marketing, Utility or Authentication',
      },
    );
    expect(
      await errorsOf({
        name: 'a'.repeat(513),
        header: { format: 'TEXT', text: 'h'.repeat(61) },
        body: 'b'.repeat(1025),
        bodyExamples: [],
        footer: 'f'.repeat(61),
      }),
    ).toEqual({
      name: 'Name must not exceed 512 characters',
      'header.text': 'Header text must not exceed 60 characters',
      body: 'Body must not exceed 1024 characters',
      footer: 'Footer must not exceed 60 characters',
    });
  });

  it('checks the variables and their samples', async () => {
    expect(await errorsOf({ body: 'Hello {{1}}, see {{3}} now.', bodyExamples: ['a', 'b'] })).toEqual({
      body: 'Variables must count up from {{1}} without gaps',
    });
    expect(await errorsOf({ body: 'Hello {{name}} there', bodyExamples: ['a'] })).toEqual({
      body: 'Variables must be numbers in double braces, like {{1}}',
    });
    expect(await errorsOf({ body: '{{1}} is starting', bodyExamples: ['a'] })).toEqual({
      body: 'The body must not start or end with a variable',
    });
    expect(await errorsOf({ body: 'Hello {{1}} and {{2}} today', bodyExamples: ['a'] })).toEqual({
      bodyExamples: "Give one sample value for each of the body's 2 variable(s)",
    });
    expect(await errorsOf({ bodyExamples: ['a', 's'.repeat(201)] })).toEqual({
      'bodyExamples.1': 'A sample value must not exceed 200 characters',
    });
    expect(await errorsOf({ header: { format: 'TEXT', text: 'Hi {{1}}' } })).toEqual({
      'header.example': "Give a sample value for the header's variable",
    });
    expect(await errorsOf({ header: { format: 'TEXT', text: 'Hi {{1}} {{2}}', example: 'x' } })).toEqual({
      'header.text': 'The header may hold one variable at most',
    });
    expect(await errorsOf({ footer: 'Reply {{1}}' })).toEqual({ footer: 'The footer cannot hold variables' });
  });

  it('checks the buttons and the header', async () => {
    const reply = { type: 'QUICK_REPLY' as const, text: 'Yes' };
    const url = { type: 'URL' as const, text: 'Open', url: 'https://skillhub.example' };
    const phone = { type: 'PHONE_NUMBER' as const, text: 'Call', phoneNumber: '+919876543210' };
    expect(await errorsOf({ buttons: Array.from({ length: 11 }, () => reply) })).toEqual({
      buttons: 'At most 10 buttons',
    });
    expect(await errorsOf({ buttons: [url, url, url] })).toEqual({ buttons: 'At most 2 URL buttons' });
    expect(await errorsOf({ buttons: [phone, phone] })).toEqual({ buttons: 'At most one phone number button' });
    expect(
      await errorsOf({
        buttons: [
          { ...reply, text: 'r'.repeat(26) },
          url,
          { ...phone, phoneNumber: `+${'9'.repeat(20)}` },
          { type: 'CALL' as 'URL', text: 'x', url: 'https://x.example' },
        ],
      }),
    ).toEqual({
      'buttons.0.text': 'Button text must not exceed 25 characters',
      'buttons.2.phoneNumber': 'Phone number must not exceed 20 characters',
      'buttons.3.type': 'Button type must be QUICK_REPLY, URL or PHONE_NUMBER',
    });
    expect(await errorsOf({ buttons: [reply, { ...url, url: 'https://skillhub.example/c/{{1}}' }] })).toEqual({
      'buttons.1.url': 'A button URL cannot hold variables',
    });
    expect(
      await errorsOf({
        category: 'Authentication',
        header: { format: 'IMAGE', attachmentId: '00000000-0000-4000-8000-000000000000' },
      }),
    ).toEqual({ header: 'An authentication template cannot have a media header' });
    expect(await errorsOf({ header: { format: 'VIDEO' as 'NONE' } })).toEqual({
      'header.format': 'Header must be NONE, TEXT, IMAGE or DOCUMENT',
    });
  });
});

describe('renderTemplateText', () => {
  it('fills the header, body and footer as the recipient reads them', () => {
    const dto = {
      header: { format: 'TEXT' as const, text: 'Hello {{1}}' },
      body: 'Your course {{1}} starts on {{2}}. {{1}} awaits!',
      footer: 'Skillhub Academy',
    };
    expect(renderTemplateText(dto, ['Web Development', '5 January'], 'Asha')).toBe(
      'Hello Asha\nYour course Web Development starts on 5 January. Web Development awaits!\nSkillhub Academy',
    );
    const row = { headerFormat: 'IMAGE' as const, headerText: null, body: 'Hi {{1}}, see {{2}}', footer: null };
    expect(renderTemplateText(row, ['Ravi'])).toBe('Hi Ravi, see {{2}}');
    expect(renderTemplateText({ headerFormat: 'TEXT', headerText: 'Notice', body: 'Plain', footer: '' }, [])).toBe(
      'Notice\nPlain',
    );
  });
});
