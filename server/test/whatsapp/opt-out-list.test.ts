import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { whatsappContacts } from '../../src/db/schema/whatsapp.ts';
import { multipartFile } from '../support/multipart-file.ts';
import { createTestApp, loginAsAdmin, type TestApp } from '../support/test-app.ts';
import { addContact, call } from './contacts-fixtures.ts';
import { messagesDelivery, postWebhook } from './messages-fixtures.ts';

/**
 * The opt-out list: a number that replied STOP (or was opted out by staff) stays out after its contact is
 * deleted, whatever would opt it in again (a form, an import, staff), until the number itself replies START or
 * YES. A form then makes it a contact awaiting the number's confirmation, as it does any number.
 */

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAsAdmin(t.app);
});
afterAll(() => t.close());

let next = 0;
/** A 10-digit Indian phone no other test of this file uses; its contact number is 91 and it. */
const phone = () => `97${String(next++).padStart(8, '0')}`;
let wamids = 0;

async function reply(number: string, text: string) {
  const delivery = messagesDelivery(t.app, {
    messages: [{ from: number, id: `wamid.OPTOUT${Date.now()}${wamids++}`, at: t.clock.now(), text }],
  });
  expect((await postWebhook(t.app, delivery)).status).toBe(200);
}

const contactOf = async (number: string) =>
  (await t.app.db.select().from(whatsappContacts).where(eq(whatsappContacts.number, number)))[0];

const enquire = (mobile: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/course/enquiry',
    payload: {
      name: 'Aarav Mehta',
      education: 'B.Tech',
      phone: mobile,
      email: `aarav.${next++}@example.com`,
      interestedCourse: 'Data Science',
      whatsAppOptIn: true,
    },
  });

function importCsv(numbers: string[], mode: 'preview' | 'import') {
  const csv = `name,number\n${numbers.map((n, i) => `Person ${i},${n}`).join('\n')}\n`;
  return t.app.inject(
    multipartFile(`/api/whatsapp/contacts/bulk?mode=${mode}`, csv, { name: 'contacts.csv', token: admin }),
  );
}

/** A contact that replied STOP and was then deleted by staff. */
async function stoppedAndDeleted(mobile: string) {
  const contact = await addContact(t.app, admin, { number: `91${mobile}` });
  await reply(contact.number, 'STOP');
  expect((await contactOf(contact.number))?.optedIn).toBe(false);
  expect((await call(t.app, 'DELETE', `/whatsapp/contacts/${contact._id}`, admin)).status).toBe(200);
  expect(await contactOf(contact.number)).toBeUndefined();
  return contact.number;
}

describe('the WhatsApp opt-out list', () => {
  it('keeps a public form from opting in again a number that replied STOP and was deleted', async () => {
    const mobile = phone();
    const number = await stoppedAndDeleted(mobile);
    expect((await enquire(mobile)).statusCode).toBe(201);
    expect(await contactOf(number)).toMatchObject({
      optedIn: false,
      optOutSource: 'Reply',
      optInAt: null,
      optInRequestedAt: null,
    });
  });

  it('imports such a number opted out, and says so in the preview and the result', async () => {
    const number = await stoppedAndDeleted(phone());
    const other = `91${phone()}`;
    const preview = await importCsv([number, other], 'preview');
    expect(preview.json().data).toMatchObject({ valid: 2, optedOut: 1 });
    const imported = await importCsv([number, other], 'import');
    expect(imported.json().data).toMatchObject({ created: 2, optedOut: 1 });
    expect(await contactOf(number)).toMatchObject({ optedIn: false, optInSource: null, optOutSource: 'Reply' });
    expect(await contactOf(other)).toMatchObject({ optedIn: true, optInSource: 'Import' });
  });

  it('adds such a number opted out when staff add it, and refuses staff opting it in', async () => {
    const number = await stoppedAndDeleted(phone());
    const added = await addContact(t.app, admin, { number, optedIn: true });
    expect(added.optedIn).toBe(false);
    const edit = await call(t.app, 'PUT', `/whatsapp/contacts/${added._id}`, admin, {
      name: 'Asha Rao',
      number,
      optedIn: true,
    });
    expect(edit.status).toBe(409);
    expect(edit.body.errors).toHaveProperty('optedIn');
    expect((await contactOf(number))?.optedIn).toBe(false);
  });

  it('remembers an opt-out by staff, and a STOP from a number that is no contact', async () => {
    const byStaff = await addContact(t.app, admin);
    const off = await call(t.app, 'PUT', `/whatsapp/contacts/${byStaff._id}`, admin, {
      name: byStaff.name,
      number: byStaff.number,
      optedIn: false,
    });
    expect(off.status).toBe(200);
    await call(t.app, 'DELETE', `/whatsapp/contacts/${byStaff._id}`, admin);
    expect((await addContact(t.app, admin, { number: byStaff.number })).optedIn).toBe(false);

    const stranger = phone();
    await reply(`91${stranger}`, 'stop');
    expect(await contactOf(`91${stranger}`)).toBeUndefined();
    await enquire(stranger);
    expect(await contactOf(`91${stranger}`)).toMatchObject({ optedIn: false, optInRequestedAt: null });
  });

  it("is lifted only by the number's own START or YES", async () => {
    const mobile = phone();
    const number = await stoppedAndDeleted(mobile);
    await reply(number, 'Hello');
    await enquire(mobile);
    expect((await contactOf(number))?.optedIn).toBe(false);

    await reply(number, ' Start ');
    expect(await contactOf(number)).toMatchObject({ optedIn: true, optInSource: 'Reply', optOutAt: null });

    // Out again, deleted, and off the list by YES from a number that is no contact: the next form asks it, and
    // its answer opts it in.
    await reply(number, 'STOP');
    const [row] = await t.app.db.select().from(whatsappContacts).where(eq(whatsappContacts.number, number));
    await call(t.app, 'DELETE', `/whatsapp/contacts/${row?.id}`, admin);
    await reply(number, 'yes');
    expect(await contactOf(number)).toBeUndefined();
    t.clock.advance(86_400_000 * 2);
    await enquire(mobile);
    expect(await contactOf(number)).toMatchObject({ optedIn: false, optOutAt: null, optInRequestSource: 'Enquiry' });
    await reply(number, 'YES');
    expect(await contactOf(number)).toMatchObject({ optedIn: true, optInSource: 'Enquiry' });
  });
});
