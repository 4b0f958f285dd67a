import { TEST_TIMEOUTS } from '@skillhub/shared/test-support/test-policy';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { whatsappContacts, whatsappMessages, whatsappTemplates } from '../../src/db/schema/whatsapp.ts';
import { OPTED_OUT_SINCE_QUEUED } from '../../src/modules/whatsapp/message-status.ts';
import { OPT_IN_TEMPLATE } from '../../src/modules/whatsapp/opt-in-confirmation.ts';
import { createTestApp, loginAsAdmin, type TestApp } from '../support/test-app.ts';
import { api, connectSandbox } from './account-fixtures.ts';
import { addContact, call } from './contacts-fixtures.ts';
import { fastSandbox, messagesDelivery, postWebhook, reviewedTemplate, send } from './messages-fixtures.ts';

/**
 * A public form's "WhatsApp me" box asks for consent; the number gives it. The form makes the phone a contact
 * awaiting confirmation and, once an account is connected, the number is sent one request a day to reply YES;
 * its YES or START opts it in, as does a message of its own written before the request reached it. Nothing
 * but the request is sent on a form's word alone.
 */

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp((c) => {
    fastSandbox(c);
    c.whatsapp.messagesPerSecond = 200;
    // The sender runs when a test says so (and when kicked), never on its own in between.
    c.whatsapp.pollIntervalMs = 3_600_000;
  });
  admin = await loginAsAdmin(t.app);
});
afterAll(() => t.close());

const HOUR = 3_600_000;
/** Moves the clock on; staff sign in again, their access token having expired meanwhile. */
async function advance(ms: number) {
  t.clock.advance(ms);
  admin = await loginAsAdmin(t.app);
}
let next = 0;
/** A 10-digit Indian phone no other test of this file uses; its WhatsApp number is 91 and it. */
const phone = () => `96${String(process.pid % 1000).padStart(3, '0')}${String(next++ * 10 + 1).padStart(5, '0')}`;

const lead = (mobile: string, extra: object = {}) => ({
  name: 'Aarav Mehta',
  phone: mobile,
  email: `aarav.${next++}@example.com`,
  whatsAppOptIn: true,
  ...extra,
});

/** The three public forms that ask for WhatsApp messages. */
const forms = {
  enquiry: (body: object) => t.app.inject({ method: 'POST', url: '/api/course/enquiry', payload: body }),
  contactUs: (body: object) => t.app.inject({ method: 'POST', url: '/api/contact-us', payload: body }),
  event: (body: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/event/ccfs',
      payload: { source: 'Event', eventName: 'Resume Writing Workshop', ...body },
    }),
};

async function post(form: keyof typeof forms, body: object) {
  const response = await forms[form](body);
  expect(response.statusCode, response.body).toBe(201);
}

/** The contact as the dashboard reads it. */
async function contactOf(number: string) {
  const { body } = await api(t.app, 'GET', `/whatsapp/contacts/all?search=${number}`, admin);
  const [contact, ...others] = body.data;
  expect(others).toEqual([]);
  return contact;
}

/** What the number's phone received from the business. */
const received = (number: string) =>
  (t.app.whatsapp.sandbox?.phone(number).messages ?? []).filter((m) => m.direction === 'to-phone');

/** Runs the sender until the number has received `count` messages (a new template's review takes a moment). */
async function sentUntil(number: string, count: number) {
  await vi.waitFor(
    async () => {
      await t.app.whatsappSender.runNow();
      expect(received(number)).toHaveLength(count);
    },
    { timeout: TEST_TIMEOUTS.server.waitFor, interval: 20 },
  );
}

let wamids = 0;
async function says(number: string, text: string, at = t.clock.now()) {
  const delivery = messagesDelivery(t.app, {
    messages: [{ from: number, id: `wamid.CONFIRM${Date.now()}${wamids++}`, at, text }],
  });
  expect((await postWebhook(t.app, delivery)).status).toBe(200);
}

const whole = (date: Date) => new Date(Math.floor(date.getTime() / 1000) * 1000).toISOString();

describe('a public form with the WhatsApp box ticked', () => {
  it('does not opt the number in; it waits, sending nothing, until an account is connected', async () => {
    const mobile = phone();
    const number = `91${mobile}`;
    const askedAt = t.clock.now();
    await post('enquiry', lead(mobile));

    expect(await contactOf(number)).toMatchObject({
      name: 'Aarav Mehta',
      optedIn: false,
      optInAt: null,
      optInSource: null,
      awaitingConfirmation: true,
      optInRequestedAt: askedAt.toISOString(),
      optInRequestSource: 'Enquiry',
      optInPromptedAt: null,
    });
    await t.app.whatsappSender.runNow();
    expect(received(number)).toEqual([]);

    // Connected: the confirmation request goes out, a utility template the platform submitted itself.
    await connectSandbox(t.app, admin);
    await advance(HOUR);
    await sentUntil(number, 1);
    expect(received(number)[0]?.text).toBe(
      'Hello Aarav Mehta, you asked us for course updates on WhatsApp. Reply YES to confirm. ' +
        'If it was not you, reply STOP and we will not message you.',
    );
    const [template] = await t.app.db
      .select()
      .from(whatsappTemplates)
      .where(
        and(eq(whatsappTemplates.name, OPT_IN_TEMPLATE.name), eq(whatsappTemplates.language, OPT_IN_TEMPLATE.language)),
      );
    expect(template).toMatchObject({ name: 'skillhub_optin_confirm', category: 'Utility', status: 'Approved' });
    expect(await contactOf(number)).toMatchObject({
      optedIn: false,
      awaitingConfirmation: true,
      optInPromptedAt: t.clock.now().toISOString(),
    });
  });

  it('sends at most one confirmation request a day, however many forms the number sends', async () => {
    const mobile = phone();
    const number = `91${mobile}`;
    await post('enquiry', lead(mobile));
    await sentUntil(number, 1);

    await advance(HOUR);
    await post('contactUs', lead(mobile, { name: 'A. Mehta' }));
    await advance(HOUR);
    await post('event', lead(mobile));
    await post('enquiry', lead(mobile, { interestedCourse: 'Power BI' }));
    await t.app.whatsappSender.runNow();
    expect(received(number)).toHaveLength(1);
    // The latest form is the request awaiting its answer.
    expect(await contactOf(number)).toMatchObject({ name: 'Aarav Mehta', optInRequestSource: 'Enquiry' });

    // A form a day after the last request was sent asks again.
    await advance(24 * HOUR);
    await post('contactUs', lead(mobile));
    await sentUntil(number, 2);
    const prompts = await t.app.db
      .select({ id: whatsappMessages.id })
      .from(whatsappMessages)
      .where(and(eq(whatsappMessages.number, number), eq(whatsappMessages.consentRequest, true)));
    expect(prompts).toHaveLength(2);
  });

  it("is confirmed by the number's YES, with the form as the source and the reply's time", async () => {
    const mobile = phone();
    const number = `91${mobile}`;
    await post('contactUs', lead(mobile));
    await sentUntil(number, 1);
    await advance(HOUR);
    await says(number, '  yes ');
    expect(await contactOf(number)).toMatchObject({
      optedIn: true,
      optInAt: whole(t.clock.now()),
      optInSource: 'Contact Us',
      awaitingConfirmation: false,
      optOutAt: null,
    });
  });

  it('is confirmed by START', async () => {
    const started = phone();
    await post('event', lead(started));
    await says(`91${started}`, 'START');
    expect(await contactOf(`91${started}`)).toMatchObject({ optedIn: true, optInSource: 'Event' });
  });

  it('is confirmed by a first message of its own, written before any request reached it', async () => {
    // No request goes out before the number writes.
    await t.app.whatsappSender.stop();
    const mobile = phone();
    const number = `91${mobile}`;
    await post('enquiry', lead(mobile));
    await advance(HOUR);
    await says(number, 'Hi, what does the Tally course cost?');
    expect(await contactOf(number)).toMatchObject({
      optedIn: true,
      optInAt: whole(t.clock.now()),
      optInSource: 'Enquiry',
      awaitingConfirmation: false,
      optInPromptedAt: null,
    });
    t.app.whatsappSender.start();
    await t.app.whatsappSender.runNow();
    expect(received(number)).toEqual([]);
  });

  it('is not confirmed by an answer to the request other than YES or START', async () => {
    const mobile = phone();
    const number = `91${mobile}`;
    await post('contactUs', lead(mobile));
    await sentUntil(number, 1);
    await says(number, 'Who is this?');
    await says(number, 'No');
    expect(await contactOf(number)).toMatchObject({ optedIn: false, awaitingConfirmation: true, optOutAt: null });
    await says(number, 'Yes');
    expect(await contactOf(number)).toMatchObject({ optedIn: true, optInSource: 'Contact Us' });
  });

  it('is withdrawn by STOP, after which no form asks again and no message but YES or START opts it in', async () => {
    const mobile = phone();
    const number = `91${mobile}`;
    await post('enquiry', lead(mobile));
    await sentUntil(number, 1);
    await says(number, 'YES');
    await advance(HOUR);
    await says(number, 'Stop');
    const outAt = whole(t.clock.now());
    expect(await contactOf(number)).toMatchObject({
      optedIn: false,
      optOutAt: outAt,
      optOutSource: 'Reply',
      awaitingConfirmation: false,
    });

    await advance(48 * HOUR);
    await post('contactUs', lead(mobile));
    await says(number, 'Hello again');
    await t.app.whatsappSender.runNow();
    expect(received(number)).toHaveLength(1);
    expect(await contactOf(number)).toMatchObject({ optedIn: false, optOutAt: outAt, awaitingConfirmation: false });

    await says(number, 'start');
    expect(await contactOf(number)).toMatchObject({ optedIn: true, optInSource: 'Reply', optOutAt: null });
  });

  it('leaves a number on the opt-out list suppressed, unasked, until its own YES', async () => {
    const mobile = phone();
    const number = `91${mobile}`;
    // STOP from a number that is no contact yet: it goes on the list.
    await says(number, 'STOP');
    await post('event', lead(mobile));
    await t.app.whatsappSender.runNow();
    expect(received(number)).toEqual([]);
    expect(await contactOf(number)).toMatchObject({
      optedIn: false,
      optOutSource: 'Reply',
      awaitingConfirmation: false,
    });

    await says(number, 'Hi there');
    expect((await contactOf(number)).optedIn).toBe(false);
    await says(number, 'YES');
    expect(await contactOf(number)).toMatchObject({ optedIn: true, optInSource: 'Reply', optOutAt: null });
  });

  it('asks a contact staff added without opt-in, keeping its name, and leaves an opted-in one as it is', async () => {
    const unticked = await addContact(t.app, admin, { name: 'Staff Typed', number: `91${phone()}`, optedIn: false });
    await post('enquiry', lead(unticked.number.slice(2), { name: 'Form Typed' }));
    expect(await contactOf(unticked.number)).toMatchObject({
      _id: unticked._id,
      name: 'Staff Typed',
      optedIn: false,
      awaitingConfirmation: true,
    });
    await sentUntil(unticked.number, 1);

    const ticked = await addContact(t.app, admin, { number: `91${phone()}` });
    await post('enquiry', lead(ticked.number.slice(2)));
    await t.app.whatsappSender.runNow();
    expect(received(ticked.number)).toEqual([]);
    expect(await contactOf(ticked.number)).toMatchObject({
      optedIn: true,
      optInSource: 'Staff',
      awaitingConfirmation: false,
    });
  });

  it('makes no contact and sends nothing when the box is left unticked', async () => {
    const mobile = phone();
    await post('contactUs', lead(mobile, { whatsAppOptIn: false }));
    const { body } = await api(t.app, 'GET', `/whatsapp/contacts/all?search=91${mobile}`, admin);
    expect(body.data).toEqual([]);
  });
});

describe('a contact awaiting confirmation', () => {
  it('is skipped by a broadcast, and a message queued for it otherwise is never sent', async () => {
    const marketing = await reviewedTemplate(t.app, admin, {
      category: 'Marketing',
      body: 'Hello {{1}}, admissions for {{2}} are open.',
    });
    const awaiting = `91${phone()}`;
    await post('enquiry', lead(awaiting.slice(2), { name: 'Pending Person' }));
    await sentUntil(awaiting, 1);
    const confirmed = await addContact(t.app, admin, { name: 'Pending Person', number: `91${phone()}` });

    const broadcast = await send(t.app, admin, {
      to: { kind: 'filter', filter: { search: 'Pending Person' } },
      message: {
        type: 'template',
        templateId: marketing._id,
        bodyVariables: [
          { source: 'field', field: 'name' },
          { source: 'text', value: 'Tally' },
        ],
      },
    });
    expect(broadcast.status).toBe(202);
    expect(broadcast.body.data).toMatchObject({ queued: 1, skippedOptedOut: 1 });
    await sentUntil(confirmed.number, 1);
    expect(received(awaiting)).toHaveLength(1);

    // A marketing message that reached the queue for it anyway is failed when the sender claims it.
    const contact = await contactOf(awaiting);
    const [queued] = await t.app.db
      .insert(whatsappMessages)
      .values({
        contactId: contact._id,
        number: awaiting,
        direction: 'outbound',
        type: 'text',
        text: 'Big sale!',
        payload: { type: 'text', text: { body: 'Big sale!' } },
        status: 'queued',
        createdAt: t.clock.now(),
        updatedAt: t.clock.now(),
      })
      .returning({ id: whatsappMessages.id });
    await t.app.whatsappSender.runNow();
    const [row] = await t.app.db
      .select()
      .from(whatsappMessages)
      .where(eq(whatsappMessages.id, queued?.id ?? ''));
    expect(row).toMatchObject({ status: 'failed', errorMessage: OPTED_OUT_SINCE_QUEUED.message, wamid: null });
    expect(received(awaiting)).toHaveLength(1);

    // A send to it alone is refused as not opted in.
    const one = await send(t.app, admin, {
      to: { kind: 'contacts', contactIds: [contact._id] },
      message: {
        type: 'template',
        templateId: marketing._id,
        bodyVariables: [
          { source: 'field', field: 'name' },
          { source: 'text', value: 'Tally' },
        ],
      },
    });
    expect(one.body.data).toMatchObject({ queued: 0, skippedOptedOut: 1 });
  });

  it('is opted in at once when staff vouch for it, with no request sent', async () => {
    const number = `91${phone()}`;
    // The form's kick would otherwise send the request before staff open the contact.
    await t.app.whatsappSender.stop();
    await post('enquiry', lead(number.slice(2)));
    const contact = await contactOf(number);
    const edit = await call(t.app, 'PUT', `/whatsapp/contacts/${contact._id}`, admin, {
      name: contact.name,
      number,
      optedIn: true,
    });
    expect(edit.status).toBe(200);
    expect(edit.body.data).toMatchObject({ optedIn: true, optInSource: 'Staff', awaitingConfirmation: false });
    t.app.whatsappSender.start();
    await t.app.whatsappSender.runNow();
    expect(received(number)).toEqual([]);
    const [row] = await t.app.db.select().from(whatsappContacts).where(eq(whatsappContacts.number, number));
    expect(row?.optInPromptedAt).toBeNull();
  });
});
