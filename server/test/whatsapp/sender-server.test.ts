import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestApp, type TestApp } from '../support/test-app.ts';
import { fastSandbox, phoneNumber } from './messages-fixtures.ts';

/**
 * The whole round on a listening server, over HTTP only: the sandbox posts its signed webhooks to the server's
 * address (not through the app in-process), and the sender runs on its own, kicked after the send.
 */
let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp(fastSandbox);
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

async function call(method: string, path: string, token: string | null, body?: unknown) {
  const response = await fetch(`${base}/api${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

describe('WhatsApp on a listening server', () => {
  it('connects, has a template approved, sends to contacts and sees them read, all through HTTP', async () => {
    const login = await call('POST', '/user/login', null, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
    const token = login.body.data.accessToken as string;
    const status = await call('POST', '/whatsapp/status', token);
    expect((await call('POST', '/whatsapp/login', token, status.body.data.sandboxCredentials)).status).toBe(200);

    const created = await call('POST', '/whatsapp/message-template', token, {
      name: 'fee_reminder_http',
      language: 'en',
      category: 'Utility',
      body: 'Dear {{1}}, your fee is due on Friday.',
      bodyExamples: ['Asha'],
    });
    expect(created.status).toBe(201);
    await expect
      .poll(
        async () => (await call('GET', `/whatsapp/message-template/${created.body.data._id}`, token)).body.data.status,
      )
      .toBe('Approved');

    const contacts = [];
    for (const name of ['Sneha Kulkarni', 'Gaurav Joshi', 'Fatima Khan']) {
      const added = await call('POST', '/whatsapp/contacts', token, { name, number: phoneNumber() });
      expect(added.status).toBe(201);
      contacts.push(added.body.data as { _id: string; number: string });
    }
    const sent = await call('POST', '/whatsapp/send-message', token, {
      to: { kind: 'contacts', contactIds: contacts.map((c) => c._id) },
      message: {
        type: 'template',
        templateId: created.body.data._id,
        bodyVariables: [{ source: 'field', field: 'name' }],
      },
    });
    expect(sent).toMatchObject({ status: 202, body: { data: { queued: 3 } } });

    await expect
      .poll(
        async () => (await call('GET', `/whatsapp/broadcasts/${sent.body.data.broadcastId}`, token)).body.data.counts,
      )
      .toEqual({ queued: 0, sent: 0, delivered: 0, read: 3, failed: 0 });
    const phone = await call('GET', `/whatsapp/sandbox/phone/${contacts[0]?.number}`, token);
    expect(phone.body.data.messages).toEqual([
      expect.objectContaining({
        direction: 'to-phone',
        text: 'Dear Sneha Kulkarni, your fee is due on Friday.',
        status: 'read',
      }),
    ]);
    const listed = await call('GET', `/whatsapp/messages/all?broadcastId=${sent.body.data.broadcastId}`, token);
    expect(listed.body.pagination.total).toBe(3);
    expect(listed.body.data.every((m: { readAt: string | null }) => m.readAt !== null)).toBe(true);
  });
});
