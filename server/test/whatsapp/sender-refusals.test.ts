import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { whatsappContacts, whatsappMessages } from '../../src/db/schema/whatsapp.ts';
import { CLOUD_API_ERRORS } from '../../src/modules/whatsapp/cloud-api/cloud-api.ts';
import { createTestApp, loginAsAdmin, type TestApp } from '../support/test-app.ts';
import { connectSandbox } from './account-fixtures.ts';
import { addContact } from './contacts-fixtures.ts';
import { fastSandbox, messagesOf, phoneNumber, reviewedTemplate, send } from './messages-fixtures.ts';

/** The sandbox takes this many messages a second, and refuses more with 429 (130429) and Retry-After. */
const SANDBOX_RATE = 4;

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp((c) => {
    fastSandbox(c);
    c.whatsapp.messagesPerSecond = SANDBOX_RATE;
    c.whatsapp.maxAttempts = 30;
    c.whatsapp.pollIntervalMs = 3_600_000;
  });
  // The sender reads its pace at each run: told it may go far faster than the sandbox takes, it is throttled.
  t.config.whatsapp.messagesPerSecond = 1000;
  admin = await loginAsAdmin(t.app);
  await connectSandbox(t.app, admin);
});
afterAll(() => t.close());

const received = (number: string) =>
  (t.app.whatsapp.sandbox?.phone(number).messages ?? []).filter((m) => m.direction === 'to-phone');

describe('the sender refused by the API', () => {
  it('fails at once a message the API refuses for good: free text outside the window as WhatsApp counts it', async () => {
    // The platform believes the contact wrote lately (as a webhook that the sandbox never sent would say).
    const contact = await addContact(t.app, admin, { number: phoneNumber() });
    await t.app.db
      .update(whatsappContacts)
      .set({ lastInboundAt: t.clock.now() })
      .where(eq(whatsappContacts.id, contact._id));
    const queued = await send(t.app, admin, {
      to: { kind: 'contacts', contactIds: [contact._id] },
      message: { type: 'text', text: 'Hello again' },
    });
    expect(queued.body.data.queued).toBe(1);
    // The first test here: nothing else has been sent, so the sandbox does not throttle it.
    await t.app.whatsappSender.runNow();

    const [row] = await t.app.db
      .select()
      .from(whatsappMessages)
      .where(inArray(whatsappMessages.number, [contact.number]));
    expect(row).toMatchObject({ status: 'failed', errorCode: CLOUD_API_ERRORS.reEngagement, attempts: 1, wamid: null });
    expect(row?.errorMessage).toEqual(expect.any(String));
    expect(received(contact.number)).toEqual([]);
    // Only 131026 marks the number.
    const [stored] = await t.app.db.select().from(whatsappContacts).where(eq(whatsappContacts.id, contact._id));
    expect(stored?.undeliverableAt).toBeNull();
  });

  it('retries throttled messages later, and sends every message exactly once', async () => {
    const template = await reviewedTemplate(t.app, admin);
    const contacts = await Promise.all(
      Array.from({ length: 12 }, () => addContact(t.app, admin, { number: phoneNumber() })),
    );
    const queued = await send(t.app, admin, {
      to: { kind: 'contacts', contactIds: contacts.map((c) => c._id) },
      message: {
        type: 'template',
        templateId: template._id,
        bodyVariables: [
          { source: 'field', field: 'name' },
          { source: 'text', value: 'Tally' },
        ],
      },
    });
    expect(queued.body.data.queued).toBe(12);

    // Each run sends what is due; throttled messages come due again once the clock passes their backoff.
    await expect
      .poll(
        async () => {
          t.clock.advance(2000);
          await t.app.whatsappSender.runNow();
          const rows = [...(await messagesOf(t.app, queued.body.data.broadcastId)).values()];
          return rows.filter((row) => row.wamid !== null).length;
        },
        { timeout: 30_000, interval: 50 },
      )
      .toBe(12);

    const rows = [...(await messagesOf(t.app, queued.body.data.broadcastId)).values()];
    expect(rows.map((row) => row.status).filter((s) => s === 'failed' || s === 'queued')).toEqual([]);
    // Some were refused first, and tried again.
    expect(Math.max(...rows.map((row) => row.attempts))).toBeGreaterThan(1);
    for (const contact of contacts) {
      const onPhone = received(contact.number);
      expect(onPhone, contact.number).toHaveLength(1);
      expect(rows.find((row) => row.number === contact.number)?.wamid).toBe(onPhone[0]?.id);
    }
  });
});
