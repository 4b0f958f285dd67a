import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { whatsappMessages } from '../../src/db/schema/whatsapp.ts';
import { PAIR_WAIT_MS } from '../../src/modules/whatsapp/send-back-off.ts';
import { createTestApp, loginAsAdmin, type TestApp } from '../support/test-app.ts';
import { connectSandbox } from './account-fixtures.ts';
import {
  fastSandbox,
  messagesOf,
  phoneNumber,
  reviewedTemplate,
  sendTemplateToNewContacts,
} from './messages-fixtures.ts';

/**
 * How the sender answers the API's throttling, with the sandbox refusing chosen sends (as the real API does when
 * other apps send for the number): a send refused over the throughput goes again in the next free slot of the same
 * run, once, counted as an attempt; refusals in a row pause the account; a pair-rate refusal waits for its number
 * alone. Every message reaches its phone exactly once.
 */

const RATE = 10;

let t: TestApp;
let admin: string;
let template: { _id: string };
/** Each send request the app made (the real client, watched beside it): its number and when it left. */
const requests: { to: string; at: number }[] = [];

beforeAll(async () => {
  t = await createTestApp((c) => {
    fastSandbox(c);
    // Statuses far off: these tests look at sending only.
    c.whatsapp.sandbox.statusStepMs = 3_600_000;
    // The sandbox takes far more than the sender sends: it refuses only the sends a test tells it to.
    c.whatsapp.messagesPerSecond = 100 * RATE;
    c.whatsapp.pollIntervalMs = 3_600_000;
    c.whatsapp.maxAttempts = 10;
  });
  // The sender reads its pace at each run.
  t.config.whatsapp.messagesPerSecond = RATE;
  admin = await loginAsAdmin(t.app);
  await connectSandbox(t.app, admin);
  template = await reviewedTemplate(t.app, admin);
  const clientFor = t.app.whatsapp.clientFor.bind(t.app.whatsapp);
  t.app.whatsapp.clientFor = (account) => {
    const client = clientFor(account);
    return {
      ...client,
      sendMessage: (message) => {
        requests.push({ to: message.to, at: performance.now() });
        return client.sendMessage(message);
      },
    };
  };
});
afterAll(() => t.close());

const sandbox = () => {
  const found = t.app.whatsapp.sandbox;
  if (!found) throw new Error('no sandbox');
  return found;
};

const newNumbers = (count: number) => Array.from({ length: count }, () => phoneNumber());

/**
 * Queues the template to new opted-in contacts of `numbers`; answers the broadcast. The send call kicks the sender,
 * whose run can start before the caller's next line: a test tells the sandbox what to refuse before it queues.
 */
async function queue(numbers: string[]) {
  const queued = await sendTemplateToNewContacts(t.app, admin, template._id, numbers, 'Throttle');
  expect(queued.body.data.queued).toBe(numbers.length);
  return queued.body.data.broadcastId as string;
}

/** Each number's phone got exactly one message, the one its row holds the wamid of. */
async function receivedOnce(broadcastId: string, numbers: string[]) {
  const rows = await messagesOf(t.app, broadcastId);
  for (const number of numbers) {
    const onPhone = sandbox()
      .phone(number)
      .messages.filter((m) => m.direction === 'to-phone');
    expect(onPhone, number).toHaveLength(1);
    expect(rows.get(number)?.wamid).toBe(onPhone[0]?.id);
  }
  return rows;
}

describe('the sender throttled by the API', () => {
  it('sends a send refused over the throughput again in the next free slot of the same run, once', async () => {
    const numbers = newNumbers(12);
    requests.length = 0;
    sandbox().refuseNext(1);
    const broadcastId = await queue(numbers);

    // One run, the test's clock standing still: the refused send is not put back with a back-off for a later
    // run, it goes again within this one.
    await t.app.whatsappSender.runNow();

    const rows = await receivedOnce(broadcastId, numbers);
    const attempts = numbers.map((number) => rows.get(number)?.attempts);
    expect([...rows.values()].map((row) => row.status)).toEqual(numbers.map(() => 'sent'));
    // The refusal is counted on its message, and only there.
    expect(attempts.filter((n) => n === 2)).toHaveLength(1);
    expect(attempts.filter((n) => n === 1)).toHaveLength(11);
    expect(requests).toHaveLength(13);
    // The refused one was the first request; it went again in a slot of its own among the rest of the queue (the
    // next free one), not after all of them as a message put back for a later run would.
    const refusedTo = requests[0]?.to;
    expect(rows.get(refusedTo ?? '')?.attempts).toBe(2);
    const again = requests.findIndex((request, index) => index > 0 && request.to === refusedTo);
    expect(again).toBeGreaterThan(0);
    expect(again).toBeLessThan(requests.length - 1);
  });

  it('pauses the account when refusals come in a row, and still sends each message once', async () => {
    const numbers = newNumbers(4);
    requests.length = 0;
    // More refusals than the batch: three in a row (a batch's worth, at least 3) pause the account.
    sandbox().refuseNext(6);
    const broadcastId = await queue(numbers);

    await t.app.whatsappSender.runNow();

    const rows = await receivedOnce(broadcastId, numbers);
    expect([...rows.values()].map((row) => row.status)).toEqual(numbers.map(() => 'sent'));
    const attempts = [...rows.values()].reduce((sum, row) => sum + row.attempts, 0);
    expect(requests).toHaveLength(attempts);
    expect(attempts).toBe(numbers.length + 6);
    // The first three requests, all refused, were three messages; every send that left before the pause (a
    // second from the third refusal) was refused, so each message's last request, the one taken, left a second
    // or more after the first refusal.
    const first = requests[0]?.at ?? 0;
    expect(new Set(requests.slice(0, 3).map((r) => r.to)).size).toBe(3);
    const firstTaken = Math.min(
      ...numbers.map((number) => {
        const own = requests.filter((r) => r.to === number);
        return own[own.length - 1]?.at ?? Number.POSITIVE_INFINITY;
      }),
    );
    expect(firstTaken - first).toBeGreaterThanOrEqual(1000);
  });

  it('holds back only the number refused over the pair rate, for its own wait, and sends it once later', async () => {
    const numbers = newNumbers(5);
    const [held = ''] = numbers;
    sandbox().refuseNext(1, held);
    const before = t.clock.now().getTime();
    const broadcastId = await queue(numbers);

    await t.app.whatsappSender.runNow();

    const rows = await messagesOf(t.app, broadcastId);
    for (const number of numbers.slice(1)) expect(rows.get(number)?.status, number).toBe('sent');
    const waiting = rows.get(held);
    expect(waiting).toMatchObject({ status: 'queued', attempts: 1, wamid: null });
    expect(waiting?.nextAttemptAt?.getTime()).toBeGreaterThanOrEqual(before + PAIR_WAIT_MS);

    t.clock.advance(PAIR_WAIT_MS);
    await t.app.whatsappSender.runNow();
    const after = await receivedOnce(broadcastId, numbers);
    expect(after.get(held)).toMatchObject({ status: 'sent', attempts: 2 });
    const stored = await t.app.db
      .select({ attempts: whatsappMessages.attempts })
      .from(whatsappMessages)
      .where(inArray(whatsappMessages.number, numbers.slice(1)));
    expect(stored.map((row) => row.attempts)).toEqual(numbers.slice(1).map(() => 1));
  });
});
