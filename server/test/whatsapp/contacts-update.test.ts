import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAsAdmin, type TestApp } from '../support/test-app.ts';
import { connectSandbox } from './account-fixtures.ts';
import { addContact, call, contactBody } from './contacts-fixtures.ts';
import { fastSandbox } from './messages-fixtures.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp((c) => {
    fastSandbox(c);
    c.whatsapp.pollIntervalMs = 3_600_000;
  });
  admin = await loginAsAdmin(t.app);
  await connectSandbox(t.app, admin);
});
afterAll(() => t.close());

const OPT_IN_REQUIRED = 'Opted in must be given: true or false';
const { optedIn: _omitted, ...withoutOptIn } = contactBody();

describe('the opt-in of a contact', () => {
  it('defaults to opted in when a new contact leaves it out', async () => {
    const { status, body } = await call(t.app, 'POST', '/whatsapp/contacts', admin, withoutOptIn);
    expect(status).toBe(201);
    expect(body.data).toMatchObject({ optedIn: true, optInSource: 'Staff' });
  });

  it('must be given on an edit: left out is 400 on optedIn, and a contact who replied STOP stays opted out', async () => {
    const contact = await addContact(t.app, admin);
    await t.app.whatsapp.sandbox?.reply(contact.number, 'STOP');
    const url = `/whatsapp/contacts/${contact._id}`;
    const before = await call(t.app, 'GET', url, admin);
    expect(before.body.data).toMatchObject({ optedIn: false, optOutSource: 'Reply' });

    const { status, body } = await call(t.app, 'PUT', url, admin, {
      ...withoutOptIn,
      number: contact.number,
      name: 'Asha R.',
    });
    expect(status).toBe(400);
    expect(body).toEqual({ success: false, message: expect.any(String), errors: { optedIn: OPT_IN_REQUIRED } });
    expect((await call(t.app, 'GET', url, admin)).body.data).toEqual(before.body.data);

    const notBoolean = await call(t.app, 'PUT', url, admin, { ...withoutOptIn, number: contact.number, optedIn: null });
    expect(notBoolean.status).toBe(400);
    expect(notBoolean.body.errors).toEqual({ optedIn: OPT_IN_REQUIRED });

    // Said, it is kept as said.
    const kept = await call(t.app, 'PUT', url, admin, { ...withoutOptIn, number: contact.number, optedIn: false });
    expect(kept.status).toBe(200);
    expect(kept.body.data).toMatchObject({ optedIn: false, optOutSource: 'Reply' });
  });
});
