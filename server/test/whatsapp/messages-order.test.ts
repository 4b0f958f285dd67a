import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAsAdmin, type TestApp } from '../support/test-app.ts';
import { api } from './account-fixtures.ts';
import { addContact } from './contacts-fixtures.ts';
import { messagesDelivery, phoneNumber, postWebhook } from './messages-fixtures.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp((c) => {
    c.whatsapp.pollIntervalMs = 3_600_000;
  });
  admin = await loginAsAdmin(t.app);
});
afterAll(() => t.close());

describe('messages of the same second', () => {
  it('are listed in the order they arrived, in the conversation and in the messages list', async () => {
    const contact = await addContact(t.app, admin, { number: phoneNumber() });
    // The API's timestamps are whole seconds: these replies all carry the same one, each its own delivery.
    const at = new Date(Math.floor(t.clock.now().getTime() / 1000) * 1000);
    const texts = ['one', 'two', 'three', 'four', 'five', 'six'];
    for (const [index, text] of texts.entries()) {
      const delivery = messagesDelivery(t.app, {
        contacts: [{ wa_id: contact.number, name: 'Asha' }],
        messages: [{ from: contact.number, id: `wamid.order-${contact.number}-${index}`, at, text }],
      });
      expect((await postWebhook(t.app, delivery)).status).toBe(200);
    }

    const conversation = await api(t.app, 'GET', `/whatsapp/conversations/${contact._id}`, admin);
    expect(conversation.status).toBe(200);
    // Oldest first.
    expect(conversation.body.data.messages.map((m: { text: string }) => m.text)).toEqual(texts);

    const list = await api(t.app, 'GET', `/whatsapp/messages/all?contactId=${contact._id}&limit=100`, admin);
    expect(list.status).toBe(200);
    // Newest first.
    expect(list.body.data.map((m: { text: string }) => m.text)).toEqual([...texts].reverse());
    expect(list.body.data.every((m: { createdAt: string }) => m.createdAt === at.toISOString())).toBe(true);
  });
});
