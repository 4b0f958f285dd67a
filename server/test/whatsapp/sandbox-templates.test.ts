import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiTemplate, CLOUD_API_ERRORS, CloudApiError } from '../../src/modules/whatsapp/cloud-api/cloud-api.ts';
import { failureOf, startTestSandbox, type TestSandbox } from './sandbox-harness.ts';

const CONTACT = '919876543210';
/** A few bytes are enough: the sandbox checks a file's type and size, as the API does, not its pixels. */
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const PDF = Buffer.from('%PDF-1.4\n%sandbox\n');

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox();
});
afterAll(() => t.close());

async function cloudError(call: Promise<unknown>): Promise<CloudApiError> {
  const error = await failureOf(call);
  expect(error).toBeInstanceOf(CloudApiError);
  return error as CloudApiError;
}

const textTemplate = (name: string): ApiTemplate => ({
  name,
  language: 'en',
  category: 'UTILITY',
  components: [
    { type: 'HEADER', format: 'TEXT', text: 'Hello {{1}}', example: { header_text: ['Asha'] } },
    { type: 'BODY', text: 'Your course {{1}} starts on {{2}}.', example: { body_text: [['Python', 'Monday']] } },
    { type: 'FOOTER', text: 'Skillhub' },
    { type: 'BUTTONS', buttons: [{ type: 'QUICK_REPLY', text: 'Thanks' }] },
  ],
});

/** Creates a template and waits for its review webhook. */
async function reviewed(template: ApiTemplate) {
  const created = await t.client.createTemplate(template);
  await expect.poll(() => t.templateEvents().find((event) => event.id === created.id)).toBeTruthy();
  return created;
}

describe('template review', () => {
  it('a created template is PENDING, then APPROVED by webhook, and the list says so', async () => {
    const created = await t.client.createTemplate(textTemplate('course_start'));
    expect(created).toEqual({ id: expect.stringMatching(/^\d{15}$/), status: 'PENDING' });
    await expect
      .poll(() => t.templateEvents().filter((event) => event.id === created.id))
      .toEqual([{ event: 'APPROVED', id: created.id, name: 'course_start', reason: null }]);
    expect(await t.client.templates()).toContainEqual({
      id: created.id,
      name: 'course_start',
      language: 'en',
      status: 'APPROVED',
      rejectedReason: null,
    });
  });

  it('a template named reject_... is REJECTED with INVALID_FORMAT', async () => {
    const created = await t.client.createTemplate(textTemplate('reject_this_one'));
    await expect
      .poll(() => t.templateEvents().find((event) => event.id === created.id))
      .toEqual({ event: 'REJECTED', id: created.id, name: 'reject_this_one', reason: 'INVALID_FORMAT' });
    const listed = (await t.client.templates()).find((template) => template.id === created.id);
    expect(listed).toMatchObject({ status: 'REJECTED', rejectedReason: 'INVALID_FORMAT' });
  });

  it('the same name and language again is refused with 400 / 100, subcode 2388024', async () => {
    await t.client.createTemplate(textTemplate('twice_named'));
    const error = await cloudError(t.client.createTemplate(textTemplate('twice_named')));
    expect(error).toMatchObject({ status: 400, code: 100, subcode: 2388024, retryable: false });
    expect(error.message).toMatch(/already/);
    // Another language is another template.
    await expect(t.client.createTemplate({ ...textTemplate('twice_named'), language: 'hi' })).resolves.toMatchObject({
      status: 'PENDING',
    });
  });

  it('refuses a bad name, a missing body and an unknown category with 400 / 100', async () => {
    const badName = await cloudError(t.client.createTemplate(textTemplate('Has Spaces')));
    expect(badName).toMatchObject({ status: 400, code: 100 });
    expect(badName.message).toMatch(/name/);
    const noBody = await cloudError(
      t.client.createTemplate({ ...textTemplate('no_body'), components: [{ type: 'FOOTER', text: 'x' }] }),
    );
    expect(noBody.message).toMatch(/BODY/);
    const category = await cloudError(t.client.createTemplate({ ...textTemplate('odd_category'), category: 'PROMO' }));
    expect(category).toMatchObject({ status: 400, code: 100 });
    expect(category.message).toMatch(/category/);
  });

  it('an edit is reviewed again (a second APPROVED) and its new content is what is sent', async () => {
    const created = await reviewed(textTemplate('edited_later'));
    await t.client.editTemplate(created.id, {
      category: 'UTILITY',
      components: [{ type: 'BODY', text: 'New wording for {{1}}.', example: { body_text: [['you']] } }],
    });
    await expect
      .poll(() => t.templateEvents().filter((event) => event.id === created.id && event.event === 'APPROVED').length)
      .toBe(2);
    // The new body takes one parameter now.
    const { wamid } = await t.client.sendMessage({
      to: CONTACT,
      type: 'template',
      template: {
        name: 'edited_later',
        language: { code: 'en' },
        components: [{ type: 'body', parameters: [{ type: 'text', text: 'Ravi' }] }],
      },
    });
    expect(t.sandbox.phone(CONTACT).messages.find((m) => m.id === wamid)?.text).toBe('New wording for Ravi.');
  });

  it('an edit of an unknown template is 400 / 100', async () => {
    const error = await cloudError(t.client.editTemplate('123456789012345', { category: 'UTILITY', components: [] }));
    expect(error).toMatchObject({ status: 400, code: 100 });
  });

  it('the list follows the pages (more than 100 templates)', async () => {
    const many = await startTestSandbox({ reviewDelayMs: 60_000 });
    try {
      for (let i = 0; i < 105; i += 1) await many.client.createTemplate(textTemplate(`bulk_${i}`));
      const all = await many.client.templates();
      expect(all).toHaveLength(105);
      expect(new Set(all.map((template) => template.name)).size).toBe(105);
      expect(all.every((template) => template.status === 'PENDING' && template.rejectedReason === null)).toBe(true);
    } finally {
      await many.close();
    }
  });
});

describe('template messages', () => {
  it("show the header line and the body with the parameters, and take a template's statuses", async () => {
    await reviewed(textTemplate('course_reminder'));
    const { wamid } = await t.client.sendMessage({
      to: CONTACT,
      type: 'template',
      template: {
        name: 'course_reminder',
        language: { code: 'en' },
        components: [
          { type: 'header', parameters: [{ type: 'text', text: 'Asha' }] },
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'Python' },
              { type: 'text', text: 'Monday' },
            ],
          },
        ],
      },
    });
    const sent = t.sandbox.phone(CONTACT).messages.find((message) => message.id === wamid);
    expect(sent).toMatchObject({ direction: 'to-phone', text: 'Hello Asha\nYour course Python starts on Monday.' });
    await expect.poll(() => t.statusesOf(wamid).length).toBe(3);
  });

  it('the wrong number of parameters is 132000', async () => {
    await reviewed(textTemplate('param_count'));
    const error = await cloudError(
      t.client.sendMessage({
        to: CONTACT,
        type: 'template',
        template: {
          name: 'param_count',
          language: { code: 'en' },
          components: [
            { type: 'header', parameters: [{ type: 'text', text: 'Asha' }] },
            { type: 'body', parameters: [{ type: 'text', text: 'Python' }] },
          ],
        },
      }),
    );
    expect(error).toMatchObject({ status: 400, code: CLOUD_API_ERRORS.templateParams, retryable: false });
    expect(error.message).toMatch(/body.*\(1\).*\(2\)/);
  });

  it('a template not yet approved, rejected, unknown or in another language is 132001', async () => {
    const slow = await startTestSandbox({ reviewDelayMs: 60_000 });
    try {
      await slow.client.createTemplate({
        name: 'waiting',
        language: 'en',
        category: 'MARKETING',
        components: [{ type: 'BODY', text: 'Plain text' }],
      });
      const send = (name: string, code = 'en') =>
        slow.client.sendMessage({ to: CONTACT, type: 'template', template: { name, language: { code } } });
      for (const call of [send('waiting'), send('no_such_template')]) {
        const error = await cloudError(call);
        expect(error).toMatchObject({ status: 400, code: CLOUD_API_ERRORS.templateMissing, retryable: false });
      }
    } finally {
      await slow.close();
    }
    await reviewed(textTemplate('reject_never_sent'));
    await reviewed({ ...textTemplate('english_only'), components: [{ type: 'BODY', text: 'Hi there' }] });
    const rejected = t.client.sendMessage({
      to: CONTACT,
      type: 'template',
      template: { name: 'reject_never_sent', language: { code: 'en' } },
    });
    expect(await cloudError(rejected)).toMatchObject({ code: 132001 });
    const otherLanguage = t.client.sendMessage({
      to: CONTACT,
      type: 'template',
      template: { name: 'english_only', language: { code: 'hi' } },
    });
    expect(await cloudError(otherLanguage)).toMatchObject({ code: 132001 });
    // A template message needs no open window.
    const { wamid } = await t.client.sendMessage({
      to: '919800000555',
      type: 'template',
      template: { name: 'english_only', language: { code: 'en' } },
    });
    expect(t.sandbox.phone('919800000555').messages).toMatchObject([{ id: wamid, text: 'Hi there' }]);
  });
});

describe('media', () => {
  it('a resumable upload answers a handle, which an image header takes as its sample', async () => {
    const { handle } = await t.client.uploadSampleMedia({ bytes: PNG, mimeType: 'image/png', fileName: 'logo.png' });
    expect(handle).toMatch(/^4::[A-Za-z0-9+/=]+:[A-Za-z0-9_-]+$/);
    await reviewed({
      name: 'with_image',
      language: 'en',
      category: 'MARKETING',
      components: [
        { type: 'HEADER', format: 'IMAGE', example: { header_handle: [handle] } },
        { type: 'BODY', text: 'New batch for {{1}} this week.', example: { body_text: [['Data science']] } },
      ],
    });

    const { id } = await t.client.uploadMedia({ bytes: PNG, mimeType: 'image/png', fileName: 'batch.png' });
    expect(id).toMatch(/^\d{15}$/);
    const send = (mediaId: string) =>
      t.client.sendMessage({
        to: CONTACT,
        type: 'template',
        template: {
          name: 'with_image',
          language: { code: 'en' },
          components: [
            { type: 'header', parameters: [{ type: 'image', image: { id: mediaId } }] },
            { type: 'body', parameters: [{ type: 'text', text: 'Data science' }] },
          ],
        },
      });
    const { wamid } = await send(id);
    expect(t.sandbox.phone(CONTACT).messages.find((m) => m.id === wamid)?.text).toBe(
      '[image]\nNew batch for Data science this week.',
    );

    const unknown = await cloudError(send('111111111111111'));
    expect(unknown).toMatchObject({ status: 400, code: 131053 });
    expect(unknown.message).toMatch(/Media upload error/);
    // A PDF is not an image.
    const pdf = await t.client.uploadMedia({ bytes: PDF, mimeType: 'application/pdf', fileName: 'brochure.pdf' });
    expect(await cloudError(send(pdf.id))).toMatchObject({ code: 131053 });
  });

  it('a media header without a valid sample handle, or of the wrong kind, is refused with 100', async () => {
    const header = (handle: string) =>
      t.client.createTemplate({
        name: `bad_handle_${Math.random().toString(36).slice(2, 8)}`,
        language: 'en',
        category: 'MARKETING',
        components: [
          { type: 'HEADER', format: 'DOCUMENT', example: { header_handle: [handle] } },
          { type: 'BODY', text: 'See the attached file.' },
        ],
      });
    expect(await cloudError(header('4::made:up'))).toMatchObject({ status: 400, code: 100 });
    const image = await t.client.uploadSampleMedia({ bytes: PNG, mimeType: 'image/png', fileName: 'a.png' });
    expect(await cloudError(header(image.handle))).toMatchObject({ status: 400, code: 100 });
    const pdf = await t.client.uploadSampleMedia({ bytes: PDF, mimeType: 'application/pdf', fileName: 'a.pdf' });
    await expect(header(pdf.handle)).resolves.toMatchObject({ status: 'PENDING' });
  });

  it('refuses an unsupported type with 131053 and an oversized image', async () => {
    const text = await cloudError(
      t.client.uploadMedia({ bytes: Buffer.from('hello'), mimeType: 'text/plain', fileName: 'a.txt' }),
    );
    expect(text).toMatchObject({ status: 400, code: 131053 });
    expect(text.message).toMatch(/text\/plain/);
    const big = await cloudError(
      t.client.uploadMedia({ bytes: Buffer.alloc(5 * 1024 * 1024 + 1), mimeType: 'image/jpeg', fileName: 'big.jpg' }),
    );
    expect(big).toMatchObject({ status: 400, code: 131053 });
    const sample = await cloudError(
      t.client.uploadSampleMedia({ bytes: Buffer.from('hello'), mimeType: 'text/plain', fileName: 'a.txt' }),
    );
    expect(sample).toMatchObject({ status: 400, code: 100 });
  });
});
