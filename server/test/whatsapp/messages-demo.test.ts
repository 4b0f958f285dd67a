import { count, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  whatsappBroadcasts,
  whatsappContacts,
  whatsappMessages,
  whatsappTemplates,
} from '../../src/db/schema/whatsapp.ts';
import { DEMO_CONTACT_COUNT, DEMO_TEMPLATES } from '../../src/seed/demo-whatsapp.ts';
import { seedDemoWhatsApp } from '../../src/seed/seed-whatsapp.ts';
import { createTestApp, loginAsAdmin, type TestApp } from '../support/test-app.ts';
import { api, connectSandbox } from './account-fixtures.ts';
import { fastSandbox, messagesOf } from './messages-fixtures.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp((config) => {
    config.demoData = true;
    fastSandbox(config);
  });
  admin = await loginAsAdmin(t.app);
});
afterAll(() => t.close());

const total = async (table: typeof whatsappContacts | typeof whatsappTemplates | typeof whatsappBroadcasts) =>
  (await t.app.db.select({ n: count() }).from(table))[0]?.n;

describe('the demo WhatsApp data', () => {
  it('has 200 contacts with Indian numbers, some opted out, some not on WhatsApp, some who wrote in', async () => {
    const contacts = await t.app.db.select().from(whatsappContacts);
    expect(contacts).toHaveLength(DEMO_CONTACT_COUNT);
    expect(contacts.every((c) => /^91[6-9]\d{9}$/.test(c.number))).toBe(true);
    expect(contacts.filter((c) => !c.optedIn).length).toBeGreaterThan(5);
    expect(contacts.filter((c) => c.number.endsWith('000'))).toHaveLength(3);
    expect(contacts.filter((c) => c.undeliverableAt !== null).map((c) => c.number.slice(-3))).toEqual([
      '000',
      '000',
      '000',
    ]);
    expect(contacts.filter((c) => c.lastInboundAt !== null).length).toBeGreaterThan(10);
    const inbound = await t.app.db.select().from(whatsappMessages).where(isNotNull(whatsappMessages.contactId));
    expect(inbound.some((m) => m.direction === 'inbound')).toBe(true);
  });

  it('has one broadcast already delivered, with mixed statuses', async () => {
    const { body } = await api(t.app, 'GET', '/whatsapp/broadcasts/all', admin);
    expect(body.data).toHaveLength(1);
    const [broadcast] = body.data;
    expect(broadcast).toMatchObject({
      label: 'course_enrolment_open',
      createdBy: expect.objectContaining({ name: expect.any(String) }),
    });
    expect(broadcast.counts.queued).toBe(0);
    expect(broadcast.counts.read).toBeGreaterThan(0);
    expect(broadcast.counts.delivered).toBeGreaterThan(0);
    expect(broadcast.counts.sent).toBeGreaterThan(0);
    expect(broadcast.counts.failed).toBe(3);
    const { read, delivered, sent, failed } = broadcast.counts;
    expect(read + delivered + sent + failed).toBe(broadcast.total);
    expect(broadcast.skippedOptedOut).toBeGreaterThan(0);
    const messages = [...(await messagesOf(t.app, broadcast._id)).values()];
    expect(messages[0]?.text).toMatch(/^New batch: Tally with GST\nHello .+, admissions for our Tally with GST course/);
  });

  it('has three approved templates the sandbox knows: a broadcast of one goes out and is read', async () => {
    // The sandbox has them from its start, approved.
    await expect
      .poll(
        async () => (await api(t.app, 'GET', '/whatsapp/message-template/all?status=Approved', admin)).body.data.length,
      )
      .toBe(DEMO_TEMPLATES.length);
    await connectSandbox(t.app, admin);
    const { body: templates } = await api(
      t.app,
      'GET',
      '/whatsapp/message-template/all?search=certificate_ready',
      admin,
    );
    const { body: contacts } = await api(t.app, 'GET', '/whatsapp/contacts/all?search=Aarav&optedIn=true', admin);
    const sent = await api(t.app, 'POST', '/whatsapp/send-message', admin, {
      to: { kind: 'contacts', contactIds: contacts.data.map((c: { _id: string }) => c._id) },
      message: {
        type: 'template',
        templateId: templates.data[0]._id,
        bodyVariables: [{ source: 'field', field: 'name' }],
      },
    });
    expect(sent.status).toBe(202);
    expect(sent.body.data.queued).toBeGreaterThan(0);
    await expect
      .poll(
        async () =>
          (await api(t.app, 'GET', `/whatsapp/broadcasts/${sent.body.data.broadcastId}`, admin)).body.data.counts.read,
      )
      .toBe(sent.body.data.queued);
  });

  it('is seeded once', async () => {
    const before = [await total(whatsappContacts), await total(whatsappTemplates), await total(whatsappBroadcasts)];
    await seedDemoWhatsApp(t.app.db, null);
    expect([await total(whatsappContacts), await total(whatsappTemplates), await total(whatsappBroadcasts)]).toEqual(
      before,
    );
  });
});
