import { createServer, type Server } from 'node:http';
import { type AddressInfo, createServer as createNetServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLOUD_API_ERRORS, CloudApiError } from '../../src/modules/whatsapp/cloud-api/cloud-api.ts';
import { createCloudApiClient } from '../../src/modules/whatsapp/cloud-api/cloud-api-client.ts';
import { SANDBOX_IDS } from '../../src/modules/whatsapp/sandbox/sandbox-options.ts';
import { API_VERSION, failureOf, signatureHolds, startTestSandbox, type TestSandbox } from './sandbox-harness.ts';

const CONTACT = '919876543210';
/** Not on WhatsApp by the sandbox's rule (ends in 000). */
const NOWHERE = '919876543000';

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox();
});
afterAll(() => t.close());

async function cloudError(call: Promise<unknown>): Promise<CloudApiError> {
  const error = await failureOf(call);
  expect(error).toBeInstanceOf(CloudApiError);
  return error as CloudApiError;
}

describe('phone number', () => {
  it("answers the sandbox's number, name, quality and tier", async () => {
    expect(await t.client.phoneNumber()).toEqual({
      id: SANDBOX_IDS.phoneNumberId,
      displayPhoneNumber: SANDBOX_IDS.displayPhoneNumber,
      verifiedName: SANDBOX_IDS.verifiedName,
      qualityRating: 'GREEN',
      messagingLimit: 'TIER_1K',
    });
  });

  it('refuses a wrong token with 401 / 190, not worth retrying', async () => {
    const client = createCloudApiClient({ ...clientCredentials(), accessToken: 'wrong-token' });
    const error = await cloudError(client.phoneNumber());
    expect(error).toMatchObject({ status: 401, code: CLOUD_API_ERRORS.authentication, retryable: false });
    expect(error.message).toMatch(/access token/i);
  });

  it('refuses an empty token with 401 / 190 too', async () => {
    const client = createCloudApiClient({ ...clientCredentials(), accessToken: '' });
    expect(await cloudError(client.phoneNumber())).toMatchObject({ status: 401, code: 190 });
  });

  it('answers an unknown phone number id with 400 / 100 (object does not exist)', async () => {
    const client = createCloudApiClient({ ...clientCredentials(), phoneNumberId: '123456789' });
    const error = await cloudError(client.phoneNumber());
    expect(error).toMatchObject({
      status: 400,
      code: CLOUD_API_ERRORS.invalidParameter,
      subcode: 33,
      retryable: false,
    });
    expect(error.message).toMatch(/Object with ID '123456789' does not exist/);
  });

  it('answers an unknown business account id with 400 / 100', async () => {
    const client = createCloudApiClient({ ...clientCredentials(), businessAccountId: '999' });
    expect(await cloudError(client.templates())).toMatchObject({ status: 400, code: 100 });
  });
});

describe('free text', () => {
  it('is refused outside the 24-hour window (131047), then accepted once the contact wrote', async () => {
    const number = '919800000101';
    const refused = await cloudError(t.client.sendMessage({ to: number, type: 'text', text: { body: 'Hello' } }));
    expect(refused).toMatchObject({ status: 400, code: CLOUD_API_ERRORS.reEngagement, retryable: false });
    expect(t.sandbox.phone(number).messages).toEqual([]);

    await t.sandbox.reply(number, 'Hi, tell me about courses');
    expect(t.inbound()).toContainEqual({ from: number, text: 'Hi, tell me about courses', name: 'Demo contact' });

    const { wamid } = await t.client.sendMessage({ to: `+${number}`, type: 'text', text: { body: 'Here they are' } });
    expect(wamid).toMatch(/^wamid\.[A-Za-z0-9+/=]{20,}$/);
    const phone = t.sandbox.phone(number);
    expect(phone.number).toBe(number);
    expect(phone.messages.map(({ direction, text, status }) => ({ direction, text, status }))).toEqual([
      { direction: 'from-phone', text: 'Hi, tell me about courses', status: 'received' },
      { direction: 'to-phone', text: 'Here they are', status: expect.any(String) },
    ]);
    expect(phone.messages[1]?.id).toBe(wamid);
    await expect.poll(() => t.sandbox.phone(number).messages[1]?.status).toBe('read');
  });

  it('refuses a body over 4096 characters, a missing recipient and an unknown type with 400 / 100', async () => {
    await t.sandbox.reply(CONTACT, 'hello');
    const long = await cloudError(
      t.client.sendMessage({ to: CONTACT, type: 'text', text: { body: 'x'.repeat(4097) } }),
    );
    expect(long).toMatchObject({ status: 400, code: 100 });
    expect(long.message).toMatch(/4096/);
    const noTo = await cloudError(t.client.sendMessage({ to: '', type: 'text', text: { body: 'Hi' } }));
    expect(noTo).toMatchObject({ status: 400, code: 100 });
    expect(noTo.message).toMatch(/to is required/);
    const badType = await cloudError(
      t.client.sendMessage({ to: CONTACT, type: 'sticker', text: { body: 'x' } } as never),
    );
    expect(badType).toMatchObject({ status: 400, code: 100 });
    expect(badType.message).toMatch(/type/);
  });
});

describe('statuses', () => {
  it('arrive signed as sent, delivered and read, each its own delivery', async () => {
    const number = '919800000102';
    await t.sandbox.reply(number, 'Hi');
    const { wamid } = await t.client.sendMessage({ to: number, type: 'text', text: { body: 'Welcome' } });
    await expect.poll(() => t.statusesOf(wamid).length).toBe(3);
    expect(
      t
        .statusesOf(wamid)
        .map((s) => s.status)
        .sort(),
    ).toEqual(['delivered', 'read', 'sent']);
    const mine = t.deliveries.filter((delivery) => delivery.rawBody.includes(wamid));
    expect(mine).toHaveLength(3);
    for (const delivery of mine) {
      expect(delivery.signature).toMatch(/^sha256=[0-9a-f]{64}$/);
      expect(signatureHolds(delivery)).toBe(true);
      expect(signatureHolds(delivery, 'another-secret')).toBe(false);
      expect(delivery.body.entry[0]?.id).toBe(SANDBOX_IDS.businessAccountId);
      const value = delivery.body.entry[0]?.changes[0]?.value as {
        metadata: { phone_number_id: string };
        statuses: { recipient_id: string; timestamp: string }[];
      };
      expect(value.metadata.phone_number_id).toBe(SANDBOX_IDS.phoneNumberId);
      expect(value.statuses[0]?.recipient_id).toBe(number);
      expect(value.statuses[0]?.timestamp).toMatch(/^\d{10}$/);
    }
    expect(t.sandbox.phone(number).messages.at(-1)?.status).toBe('read');
  });

  it('a number that is not on WhatsApp gets one failed status with 131026', async () => {
    await t.sandbox.reply(NOWHERE, 'Hi');
    const { wamid } = await t.client.sendMessage({ to: NOWHERE, type: 'text', text: { body: 'Welcome' } });
    await expect
      .poll(() => t.statusesOf(wamid))
      .toEqual([
        { status: 'failed', errors: [expect.objectContaining({ code: 131026, title: 'Message undeliverable' })] },
      ]);
    expect(t.sandbox.phone(NOWHERE).messages.at(-1)).toMatchObject({ id: wamid, status: 'failed' });
  });
});

describe('throughput', () => {
  it('refuses sends beyond messagesPerSecond with 429 / 130429, retryable after Retry-After', async () => {
    const slow = await startTestSandbox({ messagesPerSecond: 2 });
    try {
      await slow.sandbox.reply(CONTACT, 'Hi');
      const send = () => slow.client.sendMessage({ to: CONTACT, type: 'text', text: { body: 'Hello' } });
      await send();
      await send();
      const error = await cloudError(send());
      expect(error).toMatchObject({ status: 429, code: CLOUD_API_ERRORS.throughput, retryable: true });
      expect(error.retryAfterMs).toBe(1000);
      // The refused send reached nobody.
      expect(slow.sandbox.phone(CONTACT).messages.filter((m) => m.direction === 'to-phone')).toHaveLength(2);
    } finally {
      await slow.close();
    }
  });
});

describe('transport failures', () => {
  let html: Server;
  beforeAll(async () => {
    html = createServer((_request, response) => {
      response.writeHead(502, { 'content-type': 'text/html' }).end('<html>Bad gateway</html>');
    });
    await new Promise<void>((resolve) => html.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise<void>((resolve) => html.close(() => resolve())));

  it('a non-JSON answer is a CloudApiError with its status', async () => {
    const { port } = html.address() as AddressInfo;
    const client = createCloudApiClient({ ...clientCredentials(), baseUrl: `http://127.0.0.1:${port}` });
    const error = await cloudError(client.phoneNumber());
    expect(error).toMatchObject({ status: 502, code: 0, retryable: true });
    expect(error.message).toMatch(/without JSON/);
  });

  it('an API that is not there (connection refused) is status 0, not sent, so retryable', async () => {
    const gone = await startTestSandbox();
    const client = gone.client;
    await gone.close();
    const error = await cloudError(client.sendMessage({ to: CONTACT, type: 'text', text: { body: 'Hi' } }));
    expect(error).toMatchObject({ status: 0, code: 0, requestSent: false, retryable: true, outcomeUnknown: false });
    expect(error.message).toMatch(/not reachable.*ECONNREFUSED/);
  });

  it('a connection closed after the request was sent is status 0, outcome unknown, not retryable', async () => {
    // Reads the request, then drops the connection without a word.
    const dropper = createNetServer((socket) => socket.once('data', () => socket.destroy()));
    await new Promise<void>((resolve) => dropper.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = dropper.address() as AddressInfo;
      const client = createCloudApiClient({ ...clientCredentials(), baseUrl: `http://127.0.0.1:${port}` });
      const error = await cloudError(client.sendMessage({ to: CONTACT, type: 'text', text: { body: 'Hi' } }));
      expect(error).toMatchObject({ status: 0, code: 0, requestSent: true, retryable: false, outcomeUnknown: true });
      expect(error.message).toMatch(/lost before its answer/);
    } finally {
      await new Promise<void>((resolve) => dropper.close(() => resolve()));
    }
  });

  it('a send the sandbox takes but never answers times out: outcome unknown, and the phone has the message', async () => {
    // The sandbox's rule: a number ending in 999 gets its message, its send call no answer.
    const number = '919800000999';
    await t.sandbox.reply(number, 'Hi');
    const client = createCloudApiClient(clientCredentials(), { callTimeoutMs: 200 });
    const error = await cloudError(client.sendMessage({ to: number, type: 'text', text: { body: 'Welcome' } }));
    expect(error).toMatchObject({ status: 0, code: 0, requestSent: true, retryable: false, outcomeUnknown: true });
    expect(error.message).toBe('The WhatsApp API did not answer within 0.2 s');
    expect(
      t.sandbox
        .phone(number)
        .messages.filter((m) => m.direction === 'to-phone')
        .map((m) => m.text),
    ).toEqual(['Welcome']);
  });

  it('429 and 5xx refusals stay retryable and their outcome is known', async () => {
    const { port } = html.address() as AddressInfo;
    const client = createCloudApiClient({ ...clientCredentials(), baseUrl: `http://127.0.0.1:${port}` });
    expect(await cloudError(client.phoneNumber())).toMatchObject({
      status: 502,
      retryable: true,
      outcomeUnknown: false,
    });
  });
});

function clientCredentials() {
  return { baseUrl: t.sandbox.url, version: API_VERSION, ...t.sandbox.credentials };
}
