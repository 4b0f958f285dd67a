import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { whatsappAttachments, whatsappContacts, whatsappMessages } from '../../src/db/schema/whatsapp.ts';
import { INTERRUPTED_ERROR, OUTCOME_UNKNOWN_ERROR } from '../../src/modules/whatsapp/message-status.ts';
import { sendQueue } from '../../src/modules/whatsapp/send-queue.ts';
import { multipartBody } from '../media/media-fixtures.ts';
import { bearer, createTestApp, loginAsAdmin, type TestApp } from '../support/test-app.ts';
import { api, connectSandbox } from './account-fixtures.ts';
import { addContact } from './contacts-fixtures.ts';
import { fastSandbox, messagesOf, phoneNumber, reviewedTemplate, send } from './messages-fixtures.ts';

let t: TestApp;
let admin: string;
let template: Awaited<ReturnType<typeof reviewedTemplate>>;
beforeAll(async () => {
  t = await createTestApp((c) => {
    fastSandbox(c);
    c.whatsapp.messagesPerSecond = 200;
    // Runs when kicked after a send, or by hand; never on its own in the middle of a test.
    c.whatsapp.pollIntervalMs = 3_600_000;
  });
  admin = await loginAsAdmin(t.app);
  await connectSandbox(t.app, admin);
  template = await reviewedTemplate(t.app, admin);
});
afterAll(() => t.close());

const templateTo = (contactIds: string[]) => ({
  to: { kind: 'contacts', contactIds },
  message: {
    type: 'template',
    templateId: template._id,
    bodyVariables: [
      { source: 'field', field: 'name' },
      { source: 'text', value: 'Tally' },
    ],
  },
});

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(200, 0x20)]);

const phone = (number: string) => t.app.whatsapp.sandbox?.phone(number).messages ?? [];
const received = (number: string) => phone(number).filter((m) => m.direction === 'to-phone');

describe('the sender', () => {
  it("sends the queue, and the sandbox's signed webhooks then take each message to delivered and read", async () => {
    const contacts = await Promise.all(
      ['Asha Rao', 'Vikram Singh', 'Meera Menon', 'Imran Khan', 'Diya Bose'].map((name) =>
        addContact(t.app, admin, { number: phoneNumber(), name }),
      ),
    );
    const queued = await send(t.app, admin, templateTo(contacts.map((c) => c._id)));
    expect(queued.body.data.queued).toBe(5);
    await t.app.whatsappSender.runNow();

    const afterRun = await messagesOf(t.app, queued.body.data.broadcastId);
    for (const contact of contacts) {
      const row = afterRun.get(contact.number);
      // Sent (or already further along: the statuses come 5 ms apart), with the API's message id.
      expect(['sent', 'delivered', 'read']).toContain(row?.status);
      expect(row?.wamid).toMatch(/^wamid\./);
      expect(row?.sentAt).not.toBeNull();
      expect(row?.attempts).toBe(1);
    }

    await expect
      .poll(async () => {
        const { body } = await api(t.app, 'GET', `/whatsapp/broadcasts/${queued.body.data.broadcastId}`, admin);
        return body.data.counts;
      })
      .toEqual({ queued: 0, sent: 0, delivered: 0, read: 5, failed: 0 });
    const done = await messagesOf(t.app, queued.body.data.broadcastId);
    for (const contact of contacts) {
      const row = done.get(contact.number);
      expect(row?.deliveredAt).not.toBeNull();
      expect(row?.readAt).not.toBeNull();
      // The phone received it once, as the platform rendered it (the sandbox shows no footer).
      expect(received(contact.number)).toEqual([
        expect.objectContaining({
          id: row?.wamid,
          text: `Hello ${contact.name}, your Tally class moves to Monday.`,
          status: 'read',
        }),
      ]);
    }
    // Running again sends nothing twice.
    await t.app.whatsappSender.runNow();
    for (const contact of contacts) expect(received(contact.number)).toHaveLength(1);
  });

  it('fails a message to a number that is not on WhatsApp, and skips the number from then on', async () => {
    const contact = await addContact(t.app, admin, {
      name: 'Gone Number',
      number: '919812345000',
    });
    const queued = await send(t.app, admin, templateTo([contact._id]));
    await t.app.whatsappSender.runNow();
    await expect
      .poll(async () => (await messagesOf(t.app, queued.body.data.broadcastId)).get(contact.number)?.status)
      .toBe('failed');
    const row = (await messagesOf(t.app, queued.body.data.broadcastId)).get(contact.number);
    expect(row).toMatchObject({ errorCode: 131026, errorMessage: 'Message undeliverable' });
    const [stored] = await t.app.db.select().from(whatsappContacts).where(eq(whatsappContacts.id, contact._id));
    expect(stored?.undeliverableAt).not.toBeNull();

    const again = await send(t.app, admin, templateTo([contact._id]));
    expect(again.body.data).toMatchObject({ queued: 0, skippedInvalid: 1 });
  });

  it('takes a STOP reply from the phone as an opt-out: the next send skips the contact', async () => {
    const contact = await addContact(t.app, admin, { number: phoneNumber(), name: 'Rohan Das' });
    const reply = await api(t.app, 'POST', `/whatsapp/sandbox/phone/${contact.number}/reply`, admin, {
      text: 'Hi, what are the fees?',
    });
    expect(reply).toMatchObject({ status: 202, body: { success: true, message: 'Reply sent from the phone' } });
    // The reply opened the window: free text goes out, and the sandbox accepts it.
    const text = await send(t.app, admin, {
      to: { kind: 'contacts', contactIds: [contact._id] },
      message: { type: 'text', text: 'Rs 4,500 for the course.' },
    });
    expect(text.body.data.queued).toBe(1);
    await t.app.whatsappSender.runNow();
    await expect.poll(() => received(contact.number).map((m) => m.text)).toEqual(['Rs 4,500 for the course.']);

    await api(t.app, 'POST', `/whatsapp/sandbox/phone/${contact.number}/reply`, admin, { text: '  stop ' });
    await expect
      .poll(async () => {
        const [row] = await t.app.db.select().from(whatsappContacts).where(eq(whatsappContacts.id, contact._id));
        return { optedIn: row?.optedIn, optOutSource: row?.optOutSource };
      })
      .toEqual({ optedIn: false, optOutSource: 'Reply' });
    const next = await send(t.app, admin, templateTo([contact._id]));
    expect(next.body.data).toMatchObject({ queued: 0, skippedOptedOut: 1 });

    const { body } = await api(t.app, 'GET', `/whatsapp/conversations/${contact._id}`, admin);
    // Replies are dated by the API's timestamps (whole seconds), so only each direction's order is certain here.
    const texts = (direction: string) =>
      body.data.messages
        .filter((m: { direction: string }) => m.direction === direction)
        .map((m: { text: string }) => m.text);
    // Replies of the same whole second are listed in the order they arrived.
    expect(texts('inbound')).toEqual(['Hi, what are the fees?', 'stop']);
    expect(texts('outbound')).toEqual(['Rs 4,500 for the course.']);
    expect(body.data.windowOpenUntil).not.toBeNull();
    const { body: onPhone } = await api(t.app, 'GET', `/whatsapp/sandbox/phone/${contact.number}`, admin);
    expect(onPhone.data.messages.map((m: { direction: string }) => m.direction)).toEqual([
      'from-phone',
      'to-phone',
      'from-phone',
    ]);
  });

  it('uploads the file of a media header when it sends it, and reuses the upload for later sends', async () => {
    const upload = async (name: string, content: Buffer, type: string) => {
      const body = multipartBody({}, { field: 'file', name, type, content });
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/whatsapp/attachments',
        headers: { ...bearer(admin), ...body.headers },
        payload: body.payload,
      });
      return response.json().data as { _id: string; fileName: string };
    };
    const sample = await upload('sample.pdf', PDF, 'application/pdf');
    const timetable = await upload('timetable.pdf', PDF, 'application/pdf');
    const png = await upload('banner.png', PNG, 'image/png');
    const documented = await reviewedTemplate(t.app, admin, {
      header: { format: 'DOCUMENT', attachmentId: sample._id },
      body: 'Dear {{1}}, the new timetable is attached.',
      bodyExamples: ['Asha'],
    });
    const contacts = await Promise.all(
      ['Sai Rao', 'Pooja Gill'].map((name) => addContact(t.app, admin, { number: phoneNumber(), name })),
    );
    const message = (headerAttachmentId: string) => ({
      to: { kind: 'contacts', contactIds: contacts.map((c) => c._id) },
      message: {
        type: 'template',
        templateId: documented._id,
        bodyVariables: [{ source: 'field', field: 'name' }],
        headerAttachmentId,
      },
    });
    const noFile = await send(t.app, admin, {
      ...message(png._id),
      message: { ...message(png._id).message, headerAttachmentId: undefined },
    });
    expect(noFile.body.errors).toEqual({ 'message.headerAttachmentId': "This template's header needs a PDF document" });
    const wrongKind = await send(t.app, admin, message(png._id));
    expect(wrongKind.body.errors).toEqual({
      'message.headerAttachmentId': "This template's header needs a PDF document",
    });

    const queued = await send(t.app, admin, message(timetable._id));
    expect(queued.status).toBe(202);
    const stored = await messagesOf(t.app, queued.body.data.broadcastId);
    expect(stored.get(contacts[0]?.number ?? '')?.payload).toMatchObject({
      template: {
        components: [
          {
            type: 'header',
            parameters: [{ type: 'document', document: { attachmentId: timetable._id, filename: timetable.fileName } }],
          },
          { type: 'body', parameters: [{ type: 'text', text: 'Sai Rao' }] },
        ],
      },
    });
    await t.app.whatsappSender.runNow();
    await expect
      .poll(async () => [...(await messagesOf(t.app, queued.body.data.broadcastId)).values()].map((row) => row.status))
      .toEqual(['read', 'read']);
    for (const contact of contacts) expect(received(contact.number)).toHaveLength(1);
    // The file went to the API once; its media id is kept for the next sends.
    const [attachment] = await t.app.db
      .select()
      .from(whatsappAttachments)
      .where(eq(whatsappAttachments.id, timetable._id));
    expect(attachment?.providerMediaId).toEqual(expect.any(String));
    const again = await send(t.app, admin, message(timetable._id));
    await t.app.whatsappSender.runNow();
    await expect
      .poll(async () => [...(await messagesOf(t.app, again.body.data.broadcastId)).values()].map((row) => row.status))
      .toEqual(['read', 'read']);
    const [reused] = await t.app.db.select().from(whatsappAttachments).where(eq(whatsappAttachments.id, timetable._id));
    expect(reused?.providerMediaId).toBe(attachment?.providerMediaId);
  });

  it('fails a message whose sender stopped mid-send (lease run out), and never sends it again', async () => {
    const contact = await addContact(t.app, admin, { number: phoneNumber() });
    await t.app.whatsappSender.stop();
    const queued = await send(t.app, admin, templateTo([contact._id]));
    // A sender takes it, then dies before it knows whether the API got it.
    const claimed = await sendQueue.claim(t.app.db, t.clock.now(), t.config.whatsapp.leaseMs, 100);
    expect(claimed.map((c) => c.number)).toEqual([contact.number]);

    await t.app.whatsappSender.runNow();
    expect((await messagesOf(t.app, queued.body.data.broadcastId)).get(contact.number)?.status).toBe('sending');
    t.clock.advance(t.config.whatsapp.leaseMs + 1);
    await t.app.whatsappSender.runNow();
    await t.app.whatsappSender.runNow();
    expect((await messagesOf(t.app, queued.body.data.broadcastId)).get(contact.number)).toMatchObject({
      status: 'failed',
      errorCode: INTERRUPTED_ERROR.code,
      errorMessage: INTERRUPTED_ERROR.message,
      attempts: 1,
    });
    expect(received(contact.number)).toEqual([]);
    t.app.whatsappSender.start();
  });

  it('fails a message whose send timed out as outcome unknown, after one attempt, and never sends it again', async () => {
    // The sandbox takes a message to a number ending in 999, and never answers the call.
    const contact = await addContact(t.app, admin, { number: '919812345999' });
    const timeout = t.config.whatsapp.callTimeoutMs;
    t.config.whatsapp.callTimeoutMs = 300;
    try {
      const queued = await send(t.app, admin, templateTo([contact._id]));
      await t.app.whatsappSender.runNow();
      const row = (await messagesOf(t.app, queued.body.data.broadcastId)).get(contact.number);
      expect(row).toMatchObject({
        status: 'failed',
        errorCode: OUTCOME_UNKNOWN_ERROR.code,
        errorMessage: OUTCOME_UNKNOWN_ERROR.message,
        attempts: 1,
        wamid: null,
      });
      // It did reach the phone: a retry would have delivered it twice.
      expect(received(contact.number)).toHaveLength(1);
      // Well past the first retry's backoff (1 s).
      t.clock.advance(10_000);
      await t.app.whatsappSender.runNow();
      expect((await messagesOf(t.app, queued.body.data.broadcastId)).get(contact.number)).toMatchObject({
        status: 'failed',
        attempts: 1,
      });
      expect(received(contact.number)).toHaveLength(1);
    } finally {
      t.config.whatsapp.callTimeoutMs = timeout;
    }
  });

  it('stops taking messages when it is stopped: those it had not started wait in the queue', async () => {
    // Slow enough that stopping lands mid-run: 20 messages at 10 a second.
    t.config.whatsapp.messagesPerSecond = 10;
    await t.app.whatsappSender.stop();
    const contacts = await Promise.all(
      Array.from({ length: 20 }, () => addContact(t.app, admin, { number: phoneNumber() })),
    );
    const queued = await send(t.app, admin, templateTo(contacts.map((c) => c._id)));
    t.app.whatsappSender.start();
    await expect.poll(() => contacts.filter((c) => received(c.number).length > 0).length).toBeGreaterThan(2);
    // Waits for the run in progress, which finishes the sends under way and puts back the others.
    await t.app.whatsappSender.stop();
    t.config.whatsapp.messagesPerSecond = 200;

    const rows = [...(await messagesOf(t.app, queued.body.data.broadcastId)).values()];
    const statuses = rows.map((row) => row.status);
    expect(statuses).not.toContain('sending');
    const waiting = rows.filter((row) => row.status === 'queued');
    expect(waiting.length).toBeGreaterThan(0);
    for (const row of waiting) {
      expect(row.attempts).toBe(0);
      expect(received(row.number)).toEqual([]);
    }
    // Started again, it sends the rest, each once.
    t.app.whatsappSender.start();
    await t.app.whatsappSender.runNow();
    await t.app.whatsappSender.runNow();
    const after = await t.app.db
      .select({ number: whatsappMessages.number, status: whatsappMessages.status })
      .from(whatsappMessages)
      .where(
        inArray(
          whatsappMessages.number,
          contacts.map((c) => c.number),
        ),
      );
    expect(after.filter((row) => row.status === 'queued')).toEqual([]);
    for (const contact of contacts) expect(received(contact.number)).toHaveLength(1);
  });
});
