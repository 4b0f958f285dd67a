import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { whatsappContacts } from '../../src/db/schema/whatsapp.ts';
import { optOut, requestOptIn } from '../../src/modules/whatsapp/contact-opt-in.ts';
import { createTestApp, loginAsAdmin, type TestApp } from '../support/test-app.ts';
import { addContact } from './contacts-fixtures.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAsAdmin(t.app);
});
afterAll(() => t.close());

let next = 0;
/** A 10-digit Indian phone no other test of this file uses. */
const phone = () => `98${String(next++).padStart(8, '0')}`;
const MINUTE = 60_000;

const enquire = (overrides: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/course/enquiry',
    payload: {
      name: 'Aarav Mehta',
      education: 'B.Tech',
      phone: '9876501234',
      email: `aarav.${next}@example.com`,
      interestedCourse: 'Data Science',
      ...overrides,
    },
  });

async function contactsOf(number: string) {
  return t.app.db.select().from(whatsappContacts).where(eq(whatsappContacts.number, number));
}

describe('the WhatsApp box of an enquiry', () => {
  it('makes the phone a contact awaiting confirmation, once however often the lead asks', async () => {
    const mobile = phone();
    const first = await enquire({ phone: mobile, name: 'Aarav Mehta' });
    expect(first.statusCode).toBe(201);
    const [contact, ...others] = await contactsOf(`91${mobile}`);
    expect(others).toEqual([]);
    expect(contact).toMatchObject({
      name: 'Aarav Mehta',
      optedIn: false,
      optInAt: null,
      optInSource: null,
      optInRequestedAt: t.clock.now(),
      optInRequestSource: 'Enquiry',
      optOutAt: null,
      createdAt: t.clock.now(),
    });

    // The same lead again (merged into the first), and about another course (a new lead), under another name.
    t.clock.advance(MINUTE);
    expect((await enquire({ phone: mobile, name: 'Aarav Mehta' })).statusCode).toBe(201);
    expect((await enquire({ phone: mobile, name: 'A. Mehta', interestedCourse: 'Power BI' })).statusCode).toBe(201);
    const after = await contactsOf(`91${mobile}`);
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({
      id: contact?.id,
      name: 'Aarav Mehta',
      optedIn: false,
      optInRequestedAt: t.clock.now(),
      optInRequestSource: 'Enquiry',
    });
  });

  it('makes no contact when the lead does not tick it', async () => {
    const mobile = phone();
    expect((await enquire({ phone: mobile, whatsAppOptIn: false })).statusCode).toBe(201);
    expect(await contactsOf(`91${mobile}`)).toEqual([]);
  });

  it('never asks again a contact who opted out', async () => {
    const mobile = phone();
    await enquire({ phone: mobile });
    t.clock.advance(MINUTE);
    const outAt = t.clock.now();
    expect(await optOut(t.app.db, { number: `91${mobile}`, source: 'Reply', at: outAt })).toBe(true);
    const askedAt = (await contactsOf(`91${mobile}`))[0]?.optInRequestedAt;
    t.clock.advance(MINUTE);
    expect((await enquire({ phone: mobile, interestedCourse: 'Excel' })).statusCode).toBe(201);
    const [contact] = await contactsOf(`91${mobile}`);
    expect(contact).toMatchObject({
      optedIn: false,
      optOutAt: outAt,
      optOutSource: 'Reply',
      optInSource: null,
      optInRequestedAt: askedAt,
    });
  });

  it('asks for a contact staff added without opt-in, who never opted out, keeping its name', async () => {
    const mobile = phone();
    const staffAdded = await addContact(t.app, admin, { name: 'Staff Typed', number: `91${mobile}`, optedIn: false });
    t.clock.advance(MINUTE);
    await enquire({ phone: mobile, name: 'Form Typed' });
    const [contact] = await contactsOf(`91${mobile}`);
    expect(contact).toMatchObject({
      id: staffAdded._id,
      name: 'Staff Typed',
      optedIn: false,
      optInAt: null,
      optInRequestedAt: t.clock.now(),
      optInRequestSource: 'Enquiry',
      updatedAt: t.clock.now(),
    });
  });

  it('leaves an opted-in contact as it is, and fills a missing name', async () => {
    const mobile = phone();
    const at = t.clock.now();
    await t.app.db.insert(whatsappContacts).values({ name: '', number: `91${mobile}`, createdAt: at, updatedAt: at });
    t.clock.advance(MINUTE);
    await t.app.db.transaction((tx) =>
      requestOptIn(tx, { name: 'Diya Nair', phone: mobile, source: 'Contact Us', at: t.clock.now() }),
    );
    const [contact] = await contactsOf(`91${mobile}`);
    // Opted in by the column's default, without a recorded opt-in: the name is filled, the opt-in left alone.
    expect(contact).toMatchObject({
      name: 'Diya Nair',
      optedIn: true,
      optInAt: null,
      optInRequestedAt: null,
      updatedAt: t.clock.now(),
    });

    const fresh = phone();
    await t.app.db.transaction((tx) =>
      requestOptIn(tx, { name: 'Kavya Das', phone: fresh, source: 'Contact Us', at: t.clock.now() }),
    );
    expect((await contactsOf(`91${fresh}`))[0]).toMatchObject({ optedIn: false, optInRequestSource: 'Contact Us' });
  });

  it('writes nothing when the enquiry is refused', async () => {
    const mobile = phone();
    const refused = await enquire({ phone: mobile, email: 'not-an-email' });
    expect(refused.statusCode).toBe(400);
    expect(await contactsOf(`91${mobile}`)).toEqual([]);
  });
});

describe('optOut', () => {
  it('opts a contact out once, keeping the first time and source', async () => {
    const contact = await addContact(t.app, admin);
    const first = t.clock.now();
    expect(await optOut(t.app.db, { number: contact.number, source: 'Reply', at: first })).toBe(true);
    t.clock.advance(MINUTE);
    expect(await optOut(t.app.db, { number: contact.number, source: 'Staff', at: t.clock.now() })).toBe(false);
    const [row] = await contactsOf(contact.number);
    expect(row).toMatchObject({ optedIn: false, optOutAt: first, optOutSource: 'Reply', updatedAt: first });
  });

  it('records the opt-out of a contact that was not opted in, and ignores a number that is no contact', async () => {
    const contact = await addContact(t.app, admin, { optedIn: false });
    expect(await optOut(t.app.db, { number: contact.number, source: 'Reply', at: t.clock.now() })).toBe(true);
    expect((await contactsOf(contact.number))[0]).toMatchObject({ optedIn: false, optOutSource: 'Reply' });
    expect(await optOut(t.app.db, { number: '919999999999', source: 'Reply', at: t.clock.now() })).toBe(false);
  });
});
