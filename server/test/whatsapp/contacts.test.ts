import { listBodySchema } from '@skillhub/shared/schemas/common';
import { contactSchema, listContactsQuerySchema, WHATSAPP_NUMBER_MESSAGE } from '@skillhub/shared/schemas/whatsapp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { whatsappContacts, whatsappMessages } from '../../src/db/schema/whatsapp.ts';
import { NUMBER_OPTED_OUT } from '../../src/modules/whatsapp/contacts.service.ts';
import { createTestApp, loginAsAdmin, type TestApp, userWithPermissions } from '../support/test-app.ts';
import { addContact, call, contactBody, contactsRole, freshNumber } from './contacts-fixtures.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAsAdmin(t.app);
});
afterAll(() => t.close());

const TAKEN = 'A contact with this number already exists';
/** The number's conflict: English for API clients, with its code for the front end's translation. */
const TAKEN_BODY = {
  success: false,
  message: TAKEN,
  errors: { number: TAKEN },
  code: 'CONTACT_EXISTS',
  codes: { number: 'CONTACT_EXISTS' },
};
const MISSING_ID = '00000000-0000-4000-8000-000000000000';
const SECOND = 1000;
let tags = 0;
/** An occupation no other test uses, to list one test's contacts by it. */
const tag = () => `Weaver ${++tags}`;
const nowIso = () => t.clock.now().toISOString();

async function listed(query: string) {
  const { status, body } = await call(t.app, 'GET', `/whatsapp/contacts/all?${query}`, admin);
  expect(status).toBe(200);
  return listBodySchema(contactSchema).parse(body);
}
const numbersOf = async (query: string) => (await listed(query)).data.map((c) => c.number);

describe('POST /whatsapp/contacts', () => {
  it('adds a contact opted in by staff now, and answers it as GET does', async () => {
    const body = contactBody();
    const { status, body: answer } = await call(t.app, 'POST', '/whatsapp/contacts', admin, body);
    expect(status).toBe(201);
    expect(answer).toEqual({
      success: true,
      message: 'Contact added successfully',
      data: {
        _id: expect.any(String),
        name: 'Asha Rao',
        number: body.number,
        age: 24,
        gender: 'Female',
        address: 'Kothrud, Pune 411038',
        occupation: 'Student',
        optedIn: true,
        optInAt: nowIso(),
        optInSource: 'Staff',
        optOutAt: null,
        optOutSource: null,
        awaitingConfirmation: false,
        optInRequestedAt: null,
        optInRequestSource: null,
        optInPromptedAt: null,
        lastInboundAt: null,
        createdAt: nowIso(),
        updatedAt: nowIso(),
      },
    });
    const one = await call(t.app, 'GET', `/whatsapp/contacts/${answer.data._id}`, admin);
    expect(one).toEqual({ status: 200, body: { success: true, data: answer.data } });
  });

  it('adds a contact not opted in without an opt-in time, and stores empty optional fields as null', async () => {
    const { status, body } = await call(
      t.app,
      'POST',
      '/whatsapp/contacts',
      admin,
      contactBody({ optedIn: false, age: '', gender: '', address: '  ', occupation: '' } as never),
    );
    expect(status).toBe(201);
    expect(body.data).toMatchObject({
      optedIn: false,
      optInAt: null,
      optInSource: null,
      optOutAt: null,
      age: null,
      gender: null,
      address: null,
      occupation: null,
    });
  });

  it('refuses bad fields with the form’s messages', async () => {
    const cases: [object, Record<string, string>][] = [
      [{}, { name: 'Name is required', number: 'Number is required' }],
      [
        { name: '  ', number: '' },
        { name: 'Name is required', number: 'Number is required' },
      ],
      [{ number: '+919876543210' }, { number: WHATSAPP_NUMBER_MESSAGE }],
      [{ number: '9876543' }, { number: WHATSAPP_NUMBER_MESSAGE }],
      [{ number: '0919876543210' }, { number: WHATSAPP_NUMBER_MESSAGE }],
      [{ number: '9198765432101234' }, { number: WHATSAPP_NUMBER_MESSAGE }],
      [{ name: 'x'.repeat(101) }, { name: 'Name must not exceed 100 characters' }],
      [{ name: 'Asha\nRao' }, { name: expect.any(String) }],
      [{ age: 0 }, { age: 'Age must be greater than 0' }],
      [{ age: 151 }, { age: 'Age must be at most 150' }],
      [{ age: 2.5 }, { age: 'Age must be a whole number' }],
      [{ age: 'old' }, { age: 'Age must be a number' }],
      [{ gender: 'Unknown' }, { gender: 'Gender must be Male, Female or Others' }],
      [{ address: 'a'.repeat(301) }, { address: 'Address must not exceed 300 characters' }],
      [{ occupation: 'o'.repeat(101) }, { occupation: 'Occupation must not exceed 100 characters' }],
    ];
    for (const [overrides, errors] of cases) {
      const payload = Object.keys(overrides).length === 0 ? {} : contactBody(overrides as never);
      const { status, body } = await call(t.app, 'POST', '/whatsapp/contacts', admin, payload);
      expect(status, JSON.stringify(overrides)).toBe(400);
      expect(body).toEqual({ success: false, message: expect.any(String), errors });
    }
  });

  it('refuses a number another contact has with 409 on number', async () => {
    const first = await addContact(t.app, admin);
    const { status, body } = await call(
      t.app,
      'POST',
      '/whatsapp/contacts',
      admin,
      contactBody({ name: 'Someone Else', number: ` ${first.number} ` }),
    );
    expect(status).toBe(409);
    expect(body).toEqual(TAKEN_BODY);
  });

  it('adds each number once when the same contact is posted five times at once', async () => {
    const body = contactBody();
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map(() => call(t.app, 'POST', '/whatsapp/contacts', admin, body)),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409]);
    const stored = await t.app.db.select().from(whatsappContacts).where(eq(whatsappContacts.number, body.number));
    expect(stored).toHaveLength(1);
  });
});

describe('PUT /whatsapp/contacts/:id', () => {
  it('edits the fields, clearing the optional ones left empty', async () => {
    const contact = await addContact(t.app, admin);
    t.clock.advance(SECOND);
    const { status, body } = await call(t.app, 'PUT', `/whatsapp/contacts/${contact._id}`, admin, {
      name: 'Asha R. Kulkarni',
      number: contact.number,
      age: '',
      gender: 'Others',
      optedIn: true,
    });
    expect(status).toBe(200);
    expect(body).toEqual({
      success: true,
      message: 'Contact "Asha R. Kulkarni" updated successfully',
      data: expect.objectContaining({
        name: 'Asha R. Kulkarni',
        age: null,
        gender: 'Others',
        address: null,
        occupation: null,
        optedIn: true,
        updatedAt: nowIso(),
      }),
    });
    // Still opted in: the opt-in is the original one.
    expect(body.data.optInAt).toBe(new Date(t.clock.now().getTime() - SECOND).toISOString());
  });

  it('records an opt-out by staff, which staff cannot undo (only the number’s START reply can)', async () => {
    const contact = await addContact(t.app, admin);
    const save = (optedIn: boolean) =>
      call(t.app, 'PUT', `/whatsapp/contacts/${contact._id}`, admin, contactBody({ number: contact.number, optedIn }));
    const optedInAt = nowIso();
    t.clock.advance(60 * SECOND);
    const out = await save(false);
    expect(out.status).toBe(200);
    expect(out.body.data).toMatchObject({
      optedIn: false,
      optInAt: optedInAt,
      optInSource: 'Staff',
      optOutAt: nowIso(),
      optOutSource: 'Staff',
    });
    const optedOutAt = nowIso();

    // Saving again while out keeps the first opt-out.
    t.clock.advance(60 * SECOND);
    const again = await save(false);
    expect(again.body.data).toMatchObject({ optedIn: false, optOutAt: optedOutAt, optOutSource: 'Staff' });

    t.clock.advance(60 * SECOND);
    const back = await save(true);
    expect(back.status).toBe(409);
    expect(back.body.errors).toEqual({ optedIn: NUMBER_OPTED_OUT });
  });

  it('clears the not-on-WhatsApp mark when the number changes, and only then', async () => {
    const contact = await addContact(t.app, admin);
    const mark = async () =>
      t.app.db
        .update(whatsappContacts)
        .set({ undeliverableAt: t.clock.now() })
        .where(eq(whatsappContacts.id, contact._id));
    const markOf = async () =>
      (await t.app.db.select().from(whatsappContacts).where(eq(whatsappContacts.id, contact._id)))[0]?.undeliverableAt;
    await mark();
    await call(t.app, 'PUT', `/whatsapp/contacts/${contact._id}`, admin, contactBody({ number: contact.number }));
    expect(await markOf()).toBeInstanceOf(Date);
    const number = freshNumber();
    const moved = await call(t.app, 'PUT', `/whatsapp/contacts/${contact._id}`, admin, contactBody({ number }));
    expect(moved.status).toBe(200);
    expect(moved.body.data.number).toBe(number);
    expect(await markOf()).toBeNull();
  });

  it('refuses another contact’s number with 409, and bad fields with 400', async () => {
    const [one, other] = [await addContact(t.app, admin), await addContact(t.app, admin)];
    const taken = await call(
      t.app,
      'PUT',
      `/whatsapp/contacts/${one._id}`,
      admin,
      contactBody({ number: other.number }),
    );
    expect(taken).toEqual({ status: 409, body: TAKEN_BODY });
    const bad = await call(t.app, 'PUT', `/whatsapp/contacts/${one._id}`, admin, {
      name: '',
      number: one.number,
      optedIn: true,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ name: 'Name is required' });
    const stored = await call(t.app, 'GET', `/whatsapp/contacts/${one._id}`, admin);
    expect(stored.body.data.name).toBe('Asha Rao');
  });
});

describe('DELETE /whatsapp/contacts/:id', () => {
  it('deletes the contact; its messages keep their number without the contact', async () => {
    const contact = await addContact(t.app, admin);
    const [message] = await t.app.db
      .insert(whatsappMessages)
      .values({
        contactId: contact._id,
        number: contact.number,
        direction: 'outbound',
        type: 'text',
        text: 'Hello Asha',
        status: 'delivered',
      })
      .returning();
    const removed = await call(t.app, 'DELETE', `/whatsapp/contacts/${contact._id}`, admin);
    expect(removed).toEqual({ status: 200, body: { success: true, message: 'Contact deleted successfully' } });
    expect((await call(t.app, 'GET', `/whatsapp/contacts/${contact._id}`, admin)).status).toBe(404);
    const [kept] = await t.app.db
      .select()
      .from(whatsappMessages)
      .where(eq(whatsappMessages.id, message?.id ?? ''));
    expect(kept).toMatchObject({ contactId: null, number: contact.number, text: 'Hello Asha' });
    // The number is free again.
    expect(
      (await call(t.app, 'POST', '/whatsapp/contacts', admin, contactBody({ number: contact.number }))).status,
    ).toBe(201);
  });
});

describe('a contact that does not exist', () => {
  it('is 404 for GET, PUT and DELETE, and a malformed id is 400 on id', async () => {
    const notFound = { success: false, message: 'Contact not found' };
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const payload = method === 'PUT' ? contactBody() : undefined;
      expect(await call(t.app, method, `/whatsapp/contacts/${MISSING_ID}`, admin, payload), method).toEqual({
        status: 404,
        body: notFound,
      });
      const { status, body } = await call(t.app, method, '/whatsapp/contacts/abc', admin, payload);
      expect(status, method).toBe(400);
      expect(body.errors).toEqual({ id: 'Invalid id' });
    }
  });
});

describe('GET /whatsapp/contacts/all', () => {
  it('lists newest first, a page at a time', async () => {
    const occupation = tag();
    const numbers: string[] = [];
    for (let n = 0; n < 5; n++) {
      numbers.push((await addContact(t.app, admin, { occupation, name: `Person ${n}` })).number);
      t.clock.advance(SECOND);
    }
    const first = await listed(`occupation=${encodeURIComponent(occupation)}&limit=2`);
    expect(first.data.map((c) => c.number)).toEqual([numbers[4], numbers[3]]);
    expect(first.pagination).toEqual({ page: 1, limit: 2, total: 5, totalPages: 3 });
    const last = await listed(`occupation=${encodeURIComponent(occupation)}&limit=2&page=3`);
    expect(last.data.map((c) => c.number)).toEqual([numbers[0]]);
    expect((await listed(`occupation=${encodeURIComponent(occupation)}&limit=2&pageNo=2`)).data).toHaveLength(2);
  });

  it('searches the name ignoring case, and the number by its digits', async () => {
    const occupation = tag();
    const meena = await addContact(t.app, admin, { occupation, name: 'Meena Iyer', number: '919812345670' });
    const ravi = await addContact(t.app, admin, { occupation, name: 'Ravi Kumar', number: '447700900123' });
    const q = (search: string) =>
      numbersOf(`occupation=${encodeURIComponent(occupation)}&search=${encodeURIComponent(search)}`);
    expect(await q('meena')).toEqual([meena.number]);
    expect(await q('IYER')).toEqual([meena.number]);
    expect(await q('kum')).toEqual([ravi.number]);
    expect(await q('98123')).toEqual([meena.number]);
    expect(await q('+91 98123 45670')).toEqual([meena.number]);
    expect(await q('(770) 090-0123')).toEqual([ravi.number]);
    // A search is a name or a number, not both; wildcards are taken literally.
    expect(await q('Meena 98123')).toEqual([]);
    expect(await q('%')).toEqual([]);
    expect(await q('_')).toEqual([]);
  });

  it('filters by gender, exact occupation ignoring case, and opt-in', async () => {
    const occupation = tag();
    const woman = await addContact(t.app, admin, { occupation, gender: 'Female' });
    const man = await addContact(t.app, admin, {
      occupation: occupation.toUpperCase(),
      gender: 'Male',
      optedIn: false,
    });
    const longer = await addContact(t.app, admin, { occupation: `${occupation} Apprentice`, gender: 'Male' });
    const occ = `occupation=${encodeURIComponent(occupation.toLowerCase())}`;
    expect((await numbersOf(occ)).sort()).toEqual([woman.number, man.number].sort());
    expect(await numbersOf(`${occ}&gender=Male`)).toEqual([man.number]);
    expect(await numbersOf(`${occ}&optedIn=true`)).toEqual([woman.number]);
    expect(await numbersOf(`${occ}&optedIn=false`)).toEqual([man.number]);
    expect(await numbersOf(`occupation=${encodeURIComponent(`${occupation} apprentice`)}`)).toEqual([longer.number]);
    const optedOut = await listed('optedIn=false&limit=100');
    expect(optedOut.data.every((c) => !c.optedIn)).toBe(true);
  });

  it('refuses bad filters with 400 and the field’s message', async () => {
    const cases: [string, Record<string, string>][] = [
      ['gender=Robot', { gender: 'gender must be Male, Female or Others' }],
      ['optedIn=yes', { optedIn: expect.any(String) }],
      [`search=${'s'.repeat(201)}`, { search: 'search must not exceed 200 characters' }],
      [`occupation=${'o'.repeat(101)}`, { occupation: 'occupation must not exceed 100 characters' }],
      ['page=0', { page: 'page must be at least 1' }],
      ['limit=0', { limit: 'limit must be at least 1' }],
    ];
    for (const [query, errors] of cases) {
      const { status, body } = await call(t.app, 'GET', `/whatsapp/contacts/all?${query}`, admin);
      expect(status, query).toBe(400);
      expect(body.errors).toEqual(errors);
    }
    // The query schema is the shared one.
    expect(listContactsQuerySchema.safeParse({ gender: 'Robot' }).success).toBe(false);
  });
});

describe('access', () => {
  it('needs a session: 401 for every call without a token', async () => {
    const contact = await addContact(t.app, admin);
    const calls: [string, string, unknown?][] = [
      ['GET', '/whatsapp/contacts/all'],
      ['POST', '/whatsapp/contacts', contactBody()],
      ['GET', `/whatsapp/contacts/${contact._id}`],
      ['PUT', `/whatsapp/contacts/${contact._id}`, contactBody()],
      ['DELETE', `/whatsapp/contacts/${contact._id}`],
    ];
    for (const [method, url, payload] of calls) {
      expect((await call(t.app, method, url, undefined, payload)).status, `${method} ${url}`).toBe(401);
    }
  });

  it('needs WhatsApp › Contacts: read to list and read, create, update and delete for the rest', async () => {
    const contact = await addContact(t.app, admin);
    const stranger = await userWithPermissions(t.app, admin, 'Applicants Only', [
      { name: 'Training Programs', operations: {}, subModules: [{ name: 'Applicants', operations: { read: true } }] },
    ]);
    const reader = await userWithPermissions(t.app, admin, 'Contacts Reader', contactsRole({ read: true }));
    const editor = await userWithPermissions(
      t.app,
      admin,
      'Contacts Editor',
      contactsRole({ read: true, create: true, update: true }),
    );
    const deleter = await userWithPermissions(t.app, admin, 'Contacts Deleter', contactsRole({ delete: true }));
    const update = async (token: string) =>
      (await call(t.app, 'PUT', `/whatsapp/contacts/${contact._id}`, token, contactBody({ number: contact.number })))
        .status;

    expect((await call(t.app, 'GET', '/whatsapp/contacts/all', stranger.token)).status).toBe(403);
    expect((await call(t.app, 'GET', `/whatsapp/contacts/${contact._id}`, stranger.token)).status).toBe(403);

    expect((await call(t.app, 'GET', '/whatsapp/contacts/all', reader.token)).status).toBe(200);
    expect((await call(t.app, 'GET', `/whatsapp/contacts/${contact._id}`, reader.token)).status).toBe(200);
    const refused = await call(t.app, 'POST', '/whatsapp/contacts', reader.token, contactBody());
    expect(refused).toEqual({
      status: 403,
      body: { success: false, message: 'You do not have permission to perform this action' },
    });
    expect(await update(reader.token)).toBe(403);
    expect((await call(t.app, 'DELETE', `/whatsapp/contacts/${contact._id}`, reader.token)).status).toBe(403);

    expect((await call(t.app, 'POST', '/whatsapp/contacts', editor.token, contactBody())).status).toBe(201);
    expect(await update(editor.token)).toBe(200);
    expect((await call(t.app, 'DELETE', `/whatsapp/contacts/${contact._id}`, editor.token)).status).toBe(403);

    expect((await call(t.app, 'GET', '/whatsapp/contacts/all', deleter.token)).status).toBe(403);
    expect((await call(t.app, 'DELETE', `/whatsapp/contacts/${contact._id}`, deleter.token)).status).toBe(200);
  });
});
