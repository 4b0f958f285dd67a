import { describe, expect, it } from 'vitest';
import { signatureHolds, startTestSandbox } from './sandbox-harness.ts';

const CONTACT = '919876543210';

const pendingTimeouts = () => process.getActiveResourcesInfo().filter((resource) => resource === 'Timeout').length;

describe('webhook deliveries', () => {
  it('a delivery answered 500 is tried again, with the same signed body', async () => {
    const failedOnce = new Set<string>();
    const t = await startTestSandbox({
      answer: (delivery) => {
        if (failedOnce.has(delivery.rawBody)) return 200;
        failedOnce.add(delivery.rawBody);
        return 500;
      },
    });
    try {
      await t.sandbox.reply(CONTACT, 'Hello?');
      // The first attempt was refused: nothing accepted yet.
      expect(t.inbound()).toEqual([]);
      await expect.poll(() => t.inbound()).toEqual([{ from: CONTACT, text: 'Hello?', name: 'Demo contact' }]);
      const attempts = t.deliveries.filter((delivery) => delivery.rawBody.includes('Hello?'));
      expect(attempts).toHaveLength(2);
      expect(attempts[1]?.rawBody).toBe(attempts[0]?.rawBody);
      expect(attempts.every((attempt) => signatureHolds(attempt))).toBe(true);
    } finally {
      await t.close();
    }
  });

  it('a delivery that throws is tried again too', async () => {
    let calls = 0;
    const t = await startTestSandbox({
      answer: () => {
        calls += 1;
        if (calls === 1) throw new Error('connection refused');
        return 204;
      },
    });
    try {
      await t.sandbox.reply(CONTACT, 'Anyone there?');
      await expect.poll(() => t.inbound().map((message) => message.text)).toEqual(['Anyone there?']);
      expect(t.deliveries).toHaveLength(2);
    } finally {
      await t.close();
    }
  });
});

describe('close', () => {
  it('clears every pending status, review and retry timer, and delivers nothing after', async () => {
    const before = pendingTimeouts();
    const t = await startTestSandbox({ reviewDelayMs: 60_000, statusStepMs: 60_000, answer: () => 500 });
    await t.sandbox.reply(CONTACT, 'Hi'); // refused: a retry is pending
    await t.client.sendMessage({ to: CONTACT, type: 'text', text: { body: 'Welcome' } });
    await t.client.createTemplate({
      name: 'never_reviewed',
      language: 'en',
      category: 'UTILITY',
      components: [{ type: 'BODY', text: 'Hello' }],
    });
    expect(pendingTimeouts()).toBeGreaterThanOrEqual(before + 3);
    const deliveredBeforeClose = t.deliveries.length;

    await t.close();
    await expect.poll(pendingTimeouts).toBeLessThanOrEqual(before);
    expect(t.deliveries).toHaveLength(deliveredBeforeClose);
    // A second close is harmless.
    await t.close();
  });
});
