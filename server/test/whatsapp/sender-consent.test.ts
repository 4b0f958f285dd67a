import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPTED_OUT_SINCE_QUEUED } from '../../src/modules/whatsapp/message-status.ts';
import { createTestApp, loginAsAdmin, type TestApp } from '../support/test-app.ts';
import { connectSandbox } from './account-fixtures.ts';
import { addContact, call } from './contacts-fixtures.ts';
import {
  fastSandbox,
  messagesDelivery,
  messagesOf,
  phoneNumber,
  postWebhook,
  reviewedTemplate,
  send,
} from './messages-fixtures.ts';

/** Consent is checked again when the sender claims a message, not only when it was queued. */

let t: TestApp;
let admin: string;
let template: Awaited<ReturnType<typeof reviewedTemplate>>;
beforeAll(async () => {
  t = await createTestApp((c) => {
    fastSandbox(c);
    c.whatsapp.messagesPerSecond = 200;
    c.whatsapp.pollIntervalMs = 3_600_000;
  });
  admin = await loginAsAdmin(t.app);
  await connectSandbox(t.app, admin);
  template = await reviewedTemplate(t.app, admin);
});
afterAll(() => t.close());

const received = (number: string) =>
  (t.app.whatsapp.sandbox?.phone(number).messages ?? []).filter((m) => m.direction === 'to-phone');

describe('a broadcast queued before a STOP', () => {
  it('is not sent to the numbers that opted out since, which are failed with the reason', async () => {
    const [stays, stops, deleted, staffOut] = await Promise.all(
      ['Asha Rao', 'Vikram Singh', 'Meera Menon', 'Imran Khan'].map((name) =>
        addContact(t.app, admin, { number: phoneNumber(), name }),
      ),
    );
    if (!stays || !stops || !deleted || !staffOut) throw new Error('contacts');
    // Queued while the sender is stopped: nothing leaves before the opt-outs below.
    await t.app.whatsappSender.stop();
    const queued = await send(t.app, admin, {
      to: { kind: 'contacts', contactIds: [stays._id, stops._id, deleted._id, staffOut._id] },
      message: {
        type: 'template',
        templateId: template._id,
        bodyVariables: [
          { source: 'field', field: 'name' },
          { source: 'text', value: 'Tally' },
        ],
      },
    });
    expect(queued.body.data.queued).toBe(4);

    const stop = messagesDelivery(t.app, {
      messages: [{ from: stops.number, id: `wamid.CONSENT${Date.now()}`, at: t.clock.now(), text: 'STOP' }],
    });
    expect((await postWebhook(t.app, stop)).status).toBe(200);
    expect((await call(t.app, 'DELETE', `/whatsapp/contacts/${deleted._id}`, admin)).status).toBe(200);
    const off = await call(t.app, 'PUT', `/whatsapp/contacts/${staffOut._id}`, admin, {
      name: staffOut.name,
      number: staffOut.number,
      optedIn: false,
    });
    expect(off.status).toBe(200);

    t.app.whatsappSender.start();
    await t.app.whatsappSender.runNow();

    const rows = await messagesOf(t.app, queued.body.data.broadcastId);
    expect(rows.get(stays.number)?.status).toMatch(/^(sent|delivered|read)$/);
    expect(received(stays.number)).toHaveLength(1);
    for (const out of [stops, deleted, staffOut]) {
      expect(rows.get(out.number)).toMatchObject({
        status: 'failed',
        wamid: null,
        errorCode: OPTED_OUT_SINCE_QUEUED.code,
        errorMessage: OPTED_OUT_SINCE_QUEUED.message,
      });
      expect(received(out.number)).toEqual([]);
    }
  });
});
