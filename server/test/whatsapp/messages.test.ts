import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { whatsappBroadcasts, whatsappContacts } from '../../src/db/schema/whatsapp.ts';
import { EMPTY_FIELD_VALUE, NOT_APPROVED } from '../../src/modules/whatsapp/send-content.ts';
import { NOT_CONNECTED } from '../../src/modules/whatsapp/send-message.service.ts';
import { renderTemplateText } from '../../src/modules/whatsapp/template-text.ts';
import { createTestApp, loginAsAdmin, type TestApp, userWithPermissions } from '../support/test-app.ts';
import { api, connectSandbox, whatsappRole } from './account-fixtures.ts';
import { addContact } from './contacts-fixtures.ts';
import { fastSandbox, messagesOf, phoneNumber, reviewedTemplate, send } from './messages-fixtures.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp((c) => {
    fastSandbox(c);
    // The sender is run by hand here (runNow): these tests look at what is queued.
    c.whatsapp.pollIntervalMs = 3_600_000;
  });
  admin = await loginAsAdmin(t.app);
  // The sender is kicked after every send; stopping it keeps the queue as the send left it.
  await t.app.whatsappSender.stop();
});
afterAll(() => t.close());

const HOUR = 60 * 60 * 1000;

/** A unique occupation, so that a filter matches only the contacts of one test. */
let occupations = 0;
const occupation = () => `Welder ${occupations++}`;

describe('POST /whatsapp/send-message before the account is connected', () => {
  it('answers 409: nothing can go out', async () => {
    const contact = await addContact(t.app, admin, { number: phoneNumber() });
    const response = await send(t.app, admin, {
      to: { kind: 'contacts', contactIds: [contact._id] },
      message: { type: 'text', text: 'Hello' },
    });
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ success: false, message: NOT_CONNECTED });
  });
});

describe('POST /whatsapp/send-message', () => {
  let template: Awaited<ReturnType<typeof reviewedTemplate>>;
  beforeAll(async () => {
    await connectSandbox(t.app, admin);
    template = await reviewedTemplate(t.app, admin);
  });

  it('queues a template for chosen contacts with their own values, skipping and counting those it may not message', async () => {
    const asha = await addContact(t.app, admin, { number: phoneNumber(), name: 'Asha Rao', occupation: 'Student' });
    const noOccupation = await addContact(t.app, admin, {
      number: phoneNumber(),
      name: 'Vikram Singh',
      occupation: '',
    });
    const optedOut = await addContact(t.app, admin, { number: phoneNumber(), name: 'Out Person', optedIn: false });
    const invalid = await addContact(t.app, admin, { number: phoneNumber(), name: 'Invalid Number' });
    await t.app.db
      .update(whatsappContacts)
      .set({ undeliverableAt: t.clock.now() })
      .where(eq(whatsappContacts.id, invalid._id));

    const response = await send(t.app, admin, {
      to: { kind: 'contacts', contactIds: [asha._id, noOccupation._id, optedOut._id, invalid._id] },
      message: {
        type: 'template',
        templateId: template._id,
        bodyVariables: [
          { source: 'field', field: 'name' },
          { source: 'field', field: 'occupation' },
        ],
      },
    });
    expect(response.status).toBe(202);
    expect(response.body).toEqual({
      success: true,
      message: '2 messages queued',
      data: {
        broadcastId: expect.any(String),
        queued: 2,
        skippedOptedOut: 1,
        skippedInvalid: 1,
        skippedOutsideWindow: 0,
      },
    });

    const messages = await messagesOf(t.app, response.body.data.broadcastId);
    expect([...messages.keys()].sort()).toEqual([asha.number, noOccupation.number].sort());
    const toAsha = messages.get(asha.number);
    expect(toAsha).toMatchObject({
      contactId: asha._id,
      direction: 'outbound',
      type: 'template',
      status: 'queued',
      templateName: template.name,
      text: 'Hello Asha Rao, your Student class moves to Monday.\nSkillhub',
      payload: {
        type: 'template',
        template: {
          name: template.name,
          language: { code: 'en' },
          components: [
            {
              type: 'body',
              parameters: [
                { type: 'text', text: 'Asha Rao' },
                { type: 'text', text: 'Student' },
              ],
            },
          ],
        },
      },
    });
    // The text is the one the templates module renders; an empty field is sent as "-".
    expect(toAsha?.text).toBe(
      renderTemplateText(
        { header: { format: 'NONE' }, body: 'Hello {{1}}, your {{2}} class moves to Monday.', footer: 'Skillhub' },
        ['Asha Rao', 'Student'],
      ),
    );
    expect(messages.get(noOccupation.number)?.text).toBe(
      `Hello Vikram Singh, your ${EMPTY_FIELD_VALUE} class moves to Monday.\nSkillhub`,
    );
    expect(messages.get(noOccupation.number)?.payload).not.toHaveProperty('to');

    const [broadcast] = await t.app.db
      .select()
      .from(whatsappBroadcasts)
      .where(eq(whatsappBroadcasts.id, response.body.data.broadcastId));
    expect(broadcast).toMatchObject({
      label: template.name,
      templateId: template._id,
      filter: null,
      total: 2,
      skippedOptedOut: 1,
      skippedInvalid: 1,
      skippedOutsideWindow: 0,
    });
  });

  it('broadcasts to every contact matching the filter, with typed values the same for all', async () => {
    const job = occupation();
    const men = await Promise.all(
      ['Arjun Iyer', 'Rohan Das', 'Karthik Nair'].map((name) =>
        addContact(t.app, admin, { number: phoneNumber(), name, gender: 'Male', occupation: job }),
      ),
    );
    await addContact(t.app, admin, { number: phoneNumber(), name: 'Meera Menon', gender: 'Female', occupation: job });
    await addContact(t.app, admin, {
      number: phoneNumber(),
      name: 'Imran Khan',
      gender: 'Male',
      occupation: job,
      optedIn: false,
    });

    const response = await send(t.app, admin, {
      to: { kind: 'filter', filter: { gender: 'Male', occupation: job.toUpperCase() } },
      message: {
        type: 'template',
        templateId: template._id,
        bodyVariables: [
          { source: 'field', field: 'name' },
          { source: 'text', value: 'Welding' },
        ],
      },
    });
    expect(response.status).toBe(202);
    expect(response.body.data).toMatchObject({ queued: 3, skippedOptedOut: 1, skippedInvalid: 0 });
    const messages = await messagesOf(t.app, response.body.data.broadcastId);
    expect([...messages.keys()].sort()).toEqual(men.map((m) => m.number).sort());
    expect(messages.get(men[0]?.number ?? '')?.text).toBe(
      'Hello Arjun Iyer, your Welding class moves to Monday.\nSkillhub',
    );

    const { body } = await api(t.app, 'GET', `/whatsapp/broadcasts/${response.body.data.broadcastId}`, admin);
    expect(body.data).toMatchObject({
      label: template.name,
      total: 3,
      skippedOptedOut: 1,
      createdBy: { _id: expect.any(String), name: expect.any(String) },
      counts: { queued: 3, sent: 0, delivered: 0, read: 0, failed: 0 },
    });
    const [row] = await t.app.db
      .select({ filter: whatsappBroadcasts.filter })
      .from(whatsappBroadcasts)
      .where(eq(whatsappBroadcasts.id, response.body.data.broadcastId));
    expect(row?.filter).toEqual({ gender: 'Male', occupation: job.toUpperCase() });
  });

  it('sends free text only to contacts who wrote in the last 24 hours', async () => {
    const wrote = await addContact(t.app, admin, { number: phoneNumber(), name: 'Wrote Today' });
    const wroteLongAgo = await addContact(t.app, admin, { number: phoneNumber(), name: 'Wrote Last Week' });
    const never = await addContact(t.app, admin, { number: phoneNumber(), name: 'Never Wrote' });
    const now = t.clock.now().getTime();
    await t.app.db
      .update(whatsappContacts)
      .set({ lastInboundAt: new Date(now - 2 * HOUR) })
      .where(eq(whatsappContacts.id, wrote._id));
    await t.app.db
      .update(whatsappContacts)
      .set({ lastInboundAt: new Date(now - 25 * HOUR) })
      .where(eq(whatsappContacts.id, wroteLongAgo._id));

    const ids = [wrote._id, wroteLongAgo._id, never._id];
    const response = await send(t.app, admin, {
      to: { kind: 'contacts', contactIds: ids },
      message: { type: 'text', text: '  The batch starts at 10 AM.  ' },
    });
    expect(response.status).toBe(202);
    expect(response.body.data).toMatchObject({ queued: 1, skippedOutsideWindow: 2 });
    const messages = await messagesOf(t.app, response.body.data.broadcastId);
    expect(messages.get(wrote.number)).toMatchObject({
      type: 'text',
      text: 'The batch starts at 10 AM.',
      templateName: null,
      payload: { type: 'text', text: { body: 'The batch starts at 10 AM.' } },
    });
    const { body } = await api(t.app, 'GET', `/whatsapp/broadcasts/${response.body.data.broadcastId}`, admin);
    expect(body.data).toMatchObject({ label: 'Free text', total: 1, skippedOutsideWindow: 2 });

    // 23 hours later the first contact's window is still open; 3 hours after that it has closed.
    t.clock.advance(21 * HOUR);
    // Sessions do not last a day.
    admin = await loginAsAdmin(t.app);
    const later = await send(t.app, admin, {
      to: { kind: 'contacts', contactIds: ids },
      message: { type: 'text', text: 'Reminder' },
    });
    expect(later.body.data).toMatchObject({ queued: 1, skippedOutsideWindow: 2 });
    t.clock.advance(3 * HOUR);
    admin = await loginAsAdmin(t.app);
    const closed = await send(t.app, admin, {
      to: { kind: 'contacts', contactIds: ids },
      message: { type: 'text', text: 'Reminder' },
    });
    expect(closed.status).toBe(202);
    expect(closed.body).toMatchObject({
      message: 'No message was queued: every recipient was skipped',
      data: { queued: 0, skippedOutsideWindow: 3 },
    });
    // A template needs no window.
    const templated = await send(t.app, admin, {
      to: { kind: 'contacts', contactIds: ids },
      message: {
        type: 'template',
        templateId: template._id,
        bodyVariables: [
          { source: 'field', field: 'name' },
          { source: 'text', value: 'Tally' },
        ],
      },
    });
    expect(templated.body.data).toMatchObject({ queued: 3, skippedOutsideWindow: 0 });
  });

  it('refuses a template that is not approved, or values that do not match its variables, on the field', async () => {
    const contact = await addContact(t.app, admin, { number: phoneNumber() });
    const to = { kind: 'contacts', contactIds: [contact._id] };
    const rejected = await reviewedTemplate(t.app, admin, { name: `reject_offer_${occupations++}` });
    expect(rejected.status).toBe('Rejected');

    const notApproved = await send(t.app, admin, {
      to,
      message: { type: 'template', templateId: rejected._id, bodyVariables: [] },
    });
    expect(notApproved.status).toBe(400);
    expect(notApproved.body).toEqual({
      success: false,
      message: NOT_APPROVED,
      errors: { 'message.templateId': NOT_APPROVED },
    });

    const unknown = await send(t.app, admin, {
      to,
      message: { type: 'template', templateId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual({ 'message.templateId': 'Template not found' });

    const tooFew = await send(t.app, admin, {
      to,
      message: { type: 'template', templateId: template._id, bodyVariables: [{ source: 'field', field: 'name' }] },
    });
    expect(tooFew.status).toBe(400);
    expect(tooFew.body.errors).toEqual({
      'message.bodyVariables': "The template's body has 2 variables: give exactly one value for each",
    });

    const headerValueWithoutHeader = await send(t.app, admin, {
      to,
      message: {
        type: 'template',
        templateId: template._id,
        bodyVariables: [
          { source: 'field', field: 'name' },
          { source: 'text', value: 'Tally' },
        ],
        headerVariable: { source: 'text', value: 'x' },
      },
    });
    expect(headerValueWithoutHeader.status).toBe(400);
    expect(headerValueWithoutHeader.body.errors).toEqual({
      'message.headerVariable': "This template's header has no variable",
    });
    // Nothing was queued for the contact by any of these.
    const { body } = await api(t.app, 'GET', `/whatsapp/messages/all?contactId=${contact._id}`, admin);
    expect(body.data).toEqual([]);
  });

  it("fills a text header's variable, and needs the file of a media header", async () => {
    const contact = await addContact(t.app, admin, { number: phoneNumber(), name: 'Diya Bose' });
    const headed = await reviewedTemplate(t.app, admin, {
      header: { format: 'TEXT', text: 'Batch {{1}}', example: 'B7' },
      body: 'Dear {{1}}, your batch changed.',
      bodyExamples: ['Asha'],
      footer: '',
    });
    const needsValue = await send(t.app, admin, {
      to: { kind: 'contacts', contactIds: [contact._id] },
      message: { type: 'template', templateId: headed._id, bodyVariables: [{ source: 'field', field: 'name' }] },
    });
    expect(needsValue.status).toBe(400);
    expect(needsValue.body.errors).toEqual({ 'message.headerVariable': "Give the value of the header's variable" });

    const response = await send(t.app, admin, {
      to: { kind: 'contacts', contactIds: [contact._id] },
      message: {
        type: 'template',
        templateId: headed._id,
        bodyVariables: [{ source: 'field', field: 'name' }],
        headerVariable: { source: 'text', value: 'B12' },
      },
    });
    expect(response.status).toBe(202);
    const message = (await messagesOf(t.app, response.body.data.broadcastId)).get(contact.number);
    expect(message?.text).toBe('Batch B12\nDear Diya Bose, your batch changed.');
    expect(message?.payload).toMatchObject({
      template: {
        components: [
          { type: 'header', parameters: [{ type: 'text', text: 'B12' }] },
          { type: 'body', parameters: [{ type: 'text', text: 'Diya Bose' }] },
        ],
      },
    });

    const withFile = await send(t.app, admin, {
      to: { kind: 'contacts', contactIds: [contact._id] },
      message: {
        type: 'template',
        templateId: template._id,
        bodyVariables: [
          { source: 'field', field: 'name' },
          { source: 'text', value: 'Tally' },
        ],
        headerAttachmentId: '00000000-0000-4000-8000-000000000000',
      },
    });
    expect(withFile.status).toBe(400);
    expect(withFile.body.errors).toEqual({
      'message.headerAttachmentId': 'This template has no image or document header',
    });
  });

  it('answers 400 on the recipients when none exists, and on bad input', async () => {
    const missing = await send(t.app, admin, {
      to: { kind: 'contacts', contactIds: ['00000000-0000-4000-8000-000000000000'] },
      message: { type: 'text', text: 'Hello' },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({ 'to.contactIds': 'None of the chosen contacts exists' });

    const noMatch = await send(t.app, admin, {
      to: { kind: 'filter', filter: { occupation: 'Astronaut on Mars' } },
      message: { type: 'text', text: 'Hello' },
    });
    expect(noMatch.status).toBe(400);
    expect(noMatch.body.errors).toEqual({ 'to.filter': 'No contact matches the filter' });

    const empty = await send(t.app, admin, {
      to: { kind: 'contacts', contactIds: [] },
      message: { type: 'text', text: 'x' },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({ 'to.contactIds': 'Choose at least one contact' });

    const blank = await send(t.app, admin, {
      to: { kind: 'filter', filter: {} },
      message: { type: 'text', text: '   ' },
    });
    expect(blank.status).toBe(400);
    expect(blank.body.errors).toEqual({ 'message.text': 'Message is required' });
  });

  it('queues a 2,000-contact broadcast in one go', async () => {
    const job = occupation();
    const now = t.clock.now();
    await t.app.db.insert(whatsappContacts).values(
      Array.from({ length: 2000 }, (_, i) => ({
        name: `Bulk ${i}`,
        number: `9160${String(i).padStart(8, '0')}`,
        occupation: job,
        optedIn: i % 10 !== 0,
        createdAt: now,
        updatedAt: now,
      })),
    );
    const started = performance.now();
    const response = await send(t.app, admin, {
      to: { kind: 'filter', filter: { occupation: job } },
      message: {
        type: 'template',
        templateId: template._id,
        bodyVariables: [
          { source: 'field', field: 'name' },
          { source: 'field', field: 'number' },
        ],
      },
    });
    const seconds = (performance.now() - started) / 1000;
    expect(response.status).toBe(202);
    expect(response.body.data).toMatchObject({ queued: 1800, skippedOptedOut: 200 });
    expect(seconds).toBeLessThan(5);
    const messages = await messagesOf(t.app, response.body.data.broadcastId);
    expect(messages.get('916000000007')?.text).toBe('Hello Bulk 7, your 916000000007 class moves to Monday.\nSkillhub');
  });
});

describe('who may send and read messages', () => {
  it('needs Messages create to send, and Messages read to list', async () => {
    const reader = await userWithPermissions(
      t.app,
      admin,
      'Messages Reader',
      whatsappRole({ Messages: { read: true } }),
    );
    const contactsOnly = await userWithPermissions(
      t.app,
      admin,
      'Contacts Only',
      whatsappRole({ Contacts: { read: true, create: true } }),
    );
    const contact = await addContact(t.app, admin, { number: phoneNumber() });
    const body = { to: { kind: 'contacts', contactIds: [contact._id] }, message: { type: 'text', text: 'Hi' } };

    expect((await send(t.app, reader.token, body)).status).toBe(403);
    expect((await send(t.app, contactsOnly.token, body)).status).toBe(403);
    expect((await api(t.app, 'POST', '/whatsapp/send-message', undefined, body)).status).toBe(401);
    expect((await api(t.app, 'GET', '/whatsapp/messages/all', reader.token)).status).toBe(200);
    expect((await api(t.app, 'GET', '/whatsapp/broadcasts/all', reader.token)).status).toBe(200);
    expect((await api(t.app, 'GET', `/whatsapp/conversations/${contact._id}`, reader.token)).status).toBe(200);
    for (const url of [
      '/whatsapp/messages/all',
      '/whatsapp/broadcasts/all',
      `/whatsapp/conversations/${contact._id}`,
    ]) {
      expect((await api(t.app, 'GET', url, contactsOnly.token)).status).toBe(403);
    }
  });
});
