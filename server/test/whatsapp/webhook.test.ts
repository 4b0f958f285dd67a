import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  whatsappContacts,
  whatsappMessages,
  whatsappTemplates,
  whatsappWebhookReceipts,
} from '../../src/db/schema/whatsapp.ts';
import { sendQueue } from '../../src/modules/whatsapp/send-queue.ts';
import { WEBHOOK_RECEIPT_RETENTION_MS } from '../../src/modules/whatsapp/webhook-cleanup.ts';
import { webhookSignature } from '../../src/modules/whatsapp/webhook-signature.ts';
import { createTestApp, loginAsAdmin, type TestApp } from '../support/test-app.ts';
import { api, connectSandbox } from './account-fixtures.ts';
import { addContact } from './contacts-fixtures.ts';
import {
  fastSandbox,
  messagesDelivery,
  phoneNumber,
  postWebhook,
  reviewedTemplate,
  send,
} from './messages-fixtures.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp((c) => {
    fastSandbox(c);
    c.whatsapp.pollIntervalMs = 3_600_000;
  });
  admin = await loginAsAdmin(t.app);
  // Messages are claimed by hand below; the sender must not take them first.
  await t.app.whatsappSender.stop();
  await connectSandbox(t.app, admin);
});
afterAll(() => t.close());

let wamids = 0;
const newWamid = () => `wamid.TEST${Date.now()}${wamids++}`;
/** Whole seconds from the test file's start, as webhook timestamps carry them. */
const base = Math.floor(Date.now() / 1000) * 1000;
const seconds = (n: number) => new Date(base + n * 1000);

/** A queued text to a contact who wrote in, claimed as the sender does, and answered by the API with `wamid`. */
async function sentMessage(wamid: string) {
  const contact = await addContact(t.app, admin, { number: phoneNumber() });
  await t.app.db
    .update(whatsappContacts)
    .set({ lastInboundAt: t.clock.now() })
    .where(eq(whatsappContacts.id, contact._id));
  const queued = await send(t.app, admin, {
    to: { kind: 'contacts', contactIds: [contact._id] },
    message: { type: 'text', text: 'Your class is at 10' },
  });
  expect(queued.status).toBe(202);
  const [claimed] = await sendQueue.claim(t.app.db, t.clock.now(), 60_000, 1000);
  if (!claimed) throw new Error('nothing to claim');
  await sendQueue.markSent(t.app.db, claimed.id, wamid, t.clock.now());
  return { contact, id: claimed.id };
}

const messageRow = async (id: string) => {
  const [row] = await t.app.db.select().from(whatsappMessages).where(eq(whatsappMessages.id, id));
  return row;
};

describe('GET /whatsapp/webhook (the handshake)', () => {
  const url = (query: Record<string, string>) => `/api/whatsapp/webhook?${new URLSearchParams(query)}`;

  it('answers the challenge as text to the configured verify token', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: url({
        'hub.mode': 'subscribe',
        'hub.verify_token': t.app.whatsapp.verifyToken ?? '',
        'hub.challenge': '1158201444',
      }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toBe('1158201444');
  });

  it('refuses another token, another mode, or no challenge with 403', async () => {
    const token = t.app.whatsapp.verifyToken ?? '';
    const queries: Record<string, string>[] = [
      { 'hub.mode': 'subscribe', 'hub.verify_token': `${token}x`, 'hub.challenge': '1' },
      { 'hub.mode': 'subscribe', 'hub.verify_token': 'short', 'hub.challenge': '1' },
      { 'hub.mode': 'unsubscribe', 'hub.verify_token': token, 'hub.challenge': '1' },
      { 'hub.mode': 'subscribe', 'hub.verify_token': token },
      {},
    ];
    for (const query of queries) {
      const response = await t.app.inject({ method: 'GET', url: url(query) });
      expect(response.statusCode, JSON.stringify(query)).toBe(403);
      expect(response.json()).toEqual({ success: false, message: 'The webhook verification was refused' });
    }
  });
});

describe('POST /whatsapp/webhook', () => {
  it('answers 401 to a delivery without a signature or with a wrong one, and applies nothing', async () => {
    const { id } = await sentMessage(newWamid());
    const row = await messageRow(id);
    const body = messagesDelivery(t.app, {
      statuses: [{ id: row?.wamid ?? '', status: 'read', at: seconds(5), recipient: row?.number ?? '' }],
    });
    const missing = await postWebhook(t.app, body, null);
    expect(missing).toEqual({ status: 401, body: { success: false, message: 'Invalid webhook signature' } });
    const wrong = await postWebhook(t.app, body, `sha256=${'0'.repeat(64)}`);
    expect(wrong.status).toBe(401);
    const otherBody = await postWebhook(
      t.app,
      body,
      webhookSignature(t.app.whatsapp.appSecret ?? '', '{"other":true}'),
    );
    expect(otherBody.status).toBe(401);
    expect((await messageRow(id))?.status).toBe('sent');
  });

  it('answers 400 to a signed body that is not JSON or not an account event', async () => {
    const notJson = await postWebhook(t.app, '{"object":');
    expect(notJson).toEqual({ status: 400, body: { success: false, message: 'The webhook body is not JSON' } });
    const notEvent = await postWebhook(t.app, { object: 'page', entry: [] });
    expect(notEvent.status).toBe(400);
    expect(notEvent.body.errors).toHaveProperty('object');
    const badStatus = await postWebhook(
      t.app,
      messagesDelivery(t.app, { statuses: [{ id: 'w', status: 'lost', at: seconds(0), recipient: '91' }] }),
    );
    expect(badStatus.status).toBe(400);
    expect(badStatus.body.message).toBe("The webhook's messages change is malformed");
  });

  it('acknowledges a change of a kind it does not use', async () => {
    const body = {
      object: 'whatsapp_business_account',
      entry: [{ id: '1', changes: [{ field: 'account_update', value: { event: 'VERIFIED_ACCOUNT' } }] }],
    };
    expect(await postWebhook(t.app, body)).toEqual({ status: 200, body: { success: true, message: 'Applied' } });
  });

  it('applies statuses forward only, in any order: read before delivered ends at read with both times', async () => {
    const wamid = newWamid();
    const { id, contact } = await sentMessage(wamid);
    const status = (s: string, at: Date) =>
      messagesDelivery(t.app, { statuses: [{ id: wamid, status: s, at, recipient: contact.number }] });

    expect((await postWebhook(t.app, status('read', seconds(9)))).status).toBe(200);
    expect(await messageRow(id)).toMatchObject({ status: 'read', readAt: seconds(9), deliveredAt: null });
    await postWebhook(t.app, status('delivered', seconds(4)));
    await postWebhook(t.app, status('sent', seconds(2)));
    expect(await messageRow(id)).toMatchObject({ status: 'read', readAt: seconds(9), deliveredAt: seconds(4) });
    // A failure reported after the message was read changes nothing.
    await postWebhook(
      t.app,
      messagesDelivery(t.app, {
        statuses: [
          {
            id: wamid,
            status: 'failed',
            at: seconds(12),
            recipient: contact.number,
            errors: [{ code: 131026, title: 'Message undeliverable' }],
          },
        ],
      }),
    );
    expect(await messageRow(id)).toMatchObject({ status: 'read', errorCode: null, failedAt: null });
    const [stored] = await t.app.db.select().from(whatsappContacts).where(eq(whatsappContacts.id, contact._id));
    expect(stored?.undeliverableAt).toBeNull();
  });

  it('fails a sent message with the first error, and marks a number WhatsApp cannot reach', async () => {
    const wamid = newWamid();
    const { id, contact } = await sentMessage(wamid);
    await postWebhook(
      t.app,
      messagesDelivery(t.app, {
        statuses: [
          {
            id: wamid,
            status: 'failed',
            at: seconds(3),
            recipient: contact.number,
            errors: [{ code: 131026, title: 'Message undeliverable' }],
          },
        ],
      }),
    );
    expect(await messageRow(id)).toMatchObject({
      status: 'failed',
      failedAt: seconds(3),
      errorCode: 131026,
      errorMessage: 'Message undeliverable',
    });
    const { body } = await api(t.app, 'GET', `/whatsapp/messages/all?contactId=${contact._id}`, admin);
    expect(body.data[0]).toMatchObject({ status: 'failed', error: { code: 131026, message: 'Message undeliverable' } });
    const [stored] = await t.app.db.select().from(whatsappContacts).where(eq(whatsappContacts.id, contact._id));
    expect(stored?.undeliverableAt).toEqual(seconds(3));
    // A later delivery report does not revive it.
    await postWebhook(
      t.app,
      messagesDelivery(t.app, {
        statuses: [{ id: wamid, status: 'delivered', at: seconds(4), recipient: contact.number }],
      }),
    );
    expect((await messageRow(id))?.status).toBe('failed');
  });

  it('keeps a status that arrives before the send call returned, and folds it in when the wamid is known', async () => {
    const wamid = newWamid();
    const contact = await addContact(t.app, admin, { number: phoneNumber() });
    await t.app.db
      .update(whatsappContacts)
      .set({ lastInboundAt: t.clock.now() })
      .where(eq(whatsappContacts.id, contact._id));
    await send(t.app, admin, {
      to: { kind: 'contacts', contactIds: [contact._id] },
      message: { type: 'text', text: 'Early' },
    });
    const [claimed] = await sendQueue.claim(t.app.db, t.clock.now(), 60_000, 1000);
    if (!claimed) throw new Error('nothing to claim');

    // The API's webhook wins the race against its own answer.
    await postWebhook(
      t.app,
      messagesDelivery(t.app, {
        statuses: [{ id: wamid, status: 'delivered', at: seconds(6), recipient: contact.number }],
      }),
    );
    await postWebhook(
      t.app,
      messagesDelivery(t.app, { statuses: [{ id: wamid, status: 'sent', at: seconds(5), recipient: contact.number }] }),
    );
    // Not listed while it waits.
    const { body: listed } = await api(t.app, 'GET', `/whatsapp/messages/all?search=${contact.number}`, admin);
    expect(listed.data).toEqual([expect.objectContaining({ _id: claimed.id, status: 'sending' })]);

    await sendQueue.markSent(t.app.db, claimed.id, wamid, t.clock.now());
    expect(await messageRow(claimed.id)).toMatchObject({
      status: 'delivered',
      wamid,
      sentAt: seconds(5),
      deliveredAt: seconds(6),
    });
    const rows = await t.app.db.select().from(whatsappMessages).where(eq(whatsappMessages.wamid, wamid));
    expect(rows).toHaveLength(1);
  });

  it('applies a replayed delivery once', async () => {
    const contact = await addContact(t.app, admin, { number: phoneNumber(), name: 'Replay Person' });
    const body = messagesDelivery(t.app, {
      contacts: [{ wa_id: contact.number, name: 'Replay' }],
      messages: [{ from: contact.number, id: newWamid(), at: seconds(0), text: 'Hello, is the course full?' }],
    });
    expect(await postWebhook(t.app, body)).toEqual({ status: 200, body: { success: true, message: 'Applied' } });
    expect(await postWebhook(t.app, body)).toEqual({
      status: 200,
      body: { success: true, message: 'Already applied' },
    });
    const rows = await t.app.db.select().from(whatsappMessages).where(eq(whatsappMessages.contactId, contact._id));
    expect(rows).toHaveLength(1);
    // The same message in another delivery (the API retrying with a different body) is still stored once.
    const again = { ...body, entry: [{ ...body.entry[0], id: '200000000000002' }] };
    expect((await postWebhook(t.app, again)).body.message).toBe('Applied');
    expect(
      await t.app.db.select().from(whatsappMessages).where(eq(whatsappMessages.contactId, contact._id)),
    ).toHaveLength(1);
  });

  it('stores a reply linked to its contact, opening the window; a stranger is stored without a contact', async () => {
    const contact = await addContact(t.app, admin, { number: phoneNumber(), name: 'Kavya Pillai' });
    const at = seconds(-60);
    await postWebhook(
      t.app,
      messagesDelivery(t.app, {
        contacts: [
          { wa_id: contact.number, name: 'Kavya' },
          { wa_id: '919999000111', name: 'Stranger' },
        ],
        messages: [
          { from: contact.number, id: newWamid(), at, text: 'Is there a weekend batch?' },
          { from: '919999000111', id: newWamid(), at, text: 'Who is this?' },
          { from: contact.number, id: newWamid(), at: new Date(at.getTime() + 1000), type: 'image' },
        ],
      }),
    );
    const { body } = await api(t.app, 'GET', `/whatsapp/conversations/${contact._id}`, admin);
    expect(body.data.contact).toMatchObject({
      _id: contact._id,
      lastInboundAt: new Date(at.getTime() + 1000).toISOString(),
    });
    expect(body.data.messages).toEqual([
      expect.objectContaining({
        direction: 'inbound',
        status: 'received',
        type: 'text',
        text: 'Is there a weekend batch?',
      }),
      expect.objectContaining({ direction: 'inbound', type: 'image', text: '[image]' }),
    ]);
    expect(body.data.windowOpenUntil).toBe(new Date(at.getTime() + 1000 + 24 * 3600_000).toISOString());

    const { body: strangers } = await api(t.app, 'GET', '/whatsapp/messages/all?search=919999000111', admin);
    expect(strangers.data).toEqual([
      expect.objectContaining({ contact: null, number: '919999000111', direction: 'inbound', text: 'Who is this?' }),
    ]);
    const { body: bySearch } = await api(
      t.app,
      'GET',
      '/whatsapp/messages/all?search=weekend&direction=inbound',
      admin,
    );
    expect(bySearch.data).toEqual([expect.objectContaining({ contact: { _id: contact._id, name: 'Kavya Pillai' } })]);
  });

  it("applies a template's review", async () => {
    const template = await reviewedTemplate(t.app, admin);
    await postWebhook(t.app, {
      object: 'whatsapp_business_account',
      entry: [
        {
          id: '200000000000001',
          changes: [
            {
              field: 'message_template_status_update',
              value: {
                event: 'PAUSED',
                message_template_id: Number(template.providerId),
                message_template_name: template.name,
                message_template_language: 'en',
                reason: null,
              },
            },
          ],
        },
      ],
    });
    const [row] = await t.app.db.select().from(whatsappTemplates).where(eq(whatsappTemplates.id, template._id));
    expect(row).toMatchObject({ status: 'Rejected', rejectedReason: 'PAUSED' });
  });

  it('is cleaned up by housekeeping after a week', async () => {
    await postWebhook(
      t.app,
      messagesDelivery(t.app, {
        statuses: [{ id: newWamid(), status: 'sent', at: seconds(0), recipient: '919999000222' }],
      }),
    );
    const before = await t.app.db.select().from(whatsappWebhookReceipts);
    expect(before.length).toBeGreaterThan(0);
    const orphans = await t.app.db.select().from(whatsappMessages).where(eq(whatsappMessages.number, '919999000222'));
    expect(orphans).toHaveLength(1);
    t.clock.advance(WEBHOOK_RECEIPT_RETENTION_MS + 1000);
    await t.app.housekeeping.runNow();
    expect(await t.app.db.select().from(whatsappWebhookReceipts)).toEqual([]);
    expect(await t.app.db.select().from(whatsappMessages).where(eq(whatsappMessages.number, '919999000222'))).toEqual(
      [],
    );
  });
});

describe('POST /whatsapp/webhook without an app secret', () => {
  it('answers 503', async () => {
    const cloud = await createTestApp((c) => {
      c.whatsapp.mode = 'cloud';
      c.whatsapp.apiUrl = 'http://127.0.0.1:9';
      c.whatsapp.appSecret = null;
      c.whatsapp.verifyToken = null;
    });
    try {
      const response = await postWebhook(cloud.app, messagesDelivery(cloud.app, {}));
      expect(response).toEqual({
        status: 503,
        body: { success: false, message: 'The WhatsApp webhook is not configured (no app secret)' },
      });
      const handshake = await cloud.app.inject({
        method: 'GET',
        url: '/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=x&hub.challenge=1',
      });
      expect(handshake.statusCode).toBe(403);
      const phone = await api(cloud.app, 'GET', '/whatsapp/sandbox/phone/919800000001', await loginAsAdmin(cloud.app));
      expect(phone).toMatchObject({ status: 404, body: { success: false, message: 'The sandbox is not running' } });
    } finally {
      await cloud.close();
    }
  });
});

describe('POST /whatsapp/webhook under the per-address flood limit', () => {
  it('is not counted: the API posts three statuses per message from a few addresses', async () => {
    const limited = await createTestApp((c) => {
      c.rateLimits.global = { max: 3, windowMs: 60_000 };
    });
    try {
      for (let n = 0; n < 6; n++) {
        const delivery = messagesDelivery(limited.app, {
          statuses: [{ id: `wamid.FLOOD${n}`, status: 'sent', at: seconds(n), recipient: '919999000333' }],
        });
        expect((await postWebhook(limited.app, delivery)).status).toBe(200);
      }
      const statuses = [];
      for (let n = 0; n < 5; n++) {
        statuses.push((await limited.app.inject({ method: 'GET', url: '/api/whatsapp/webhook' })).statusCode);
      }
      expect(statuses).toContain(429);
    } finally {
      await limited.close();
    }
  });
});
