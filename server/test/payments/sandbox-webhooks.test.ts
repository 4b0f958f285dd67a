import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createSandboxWebhooks, holdWebhooksUntilAnswered } from '../../src/modules/payments/sandbox-webhooks.ts';

const ctx = { clock: { now: () => new Date() }, log: { error: () => {} } } as never;

/** A few turns of the event loop: longer than the sandbox used to wait before delivering. */
async function turns(count: number) {
  for (let i = 0; i < count; i += 1) await new Promise<void>((resolve) => setImmediate(resolve));
}

describe("the sandbox's webhooks", () => {
  it('wait for the answer of the request that caused them, however long its handler goes on', async () => {
    const events: string[] = [];
    const webhooks = createSandboxWebhooks(
      ctx,
      () => 'signature',
      async (body) => {
        events.push(`delivered ${JSON.parse(body).event}`);
      },
    );
    const app = Fastify();
    holdWebhooksUntilAnswered(app);
    app.post('/refund', async () => {
      webhooks.deliverLater('refund.processed', { refund: { entity: { id: 'rfnd_1' } } });
      // The app's work after the provider's answer: its own transaction, its mail.
      await turns(20);
      events.push('answered');
      return { ok: true };
    });
    expect((await app.inject({ method: 'POST', url: '/refund' })).statusCode).toBe(200);
    await webhooks.idle();
    expect(events).toEqual(['answered', 'delivered refund.processed']);
    await app.close();
  });

  it('are delivered on their own when no request caused them', async () => {
    const delivered: string[] = [];
    const webhooks = createSandboxWebhooks(
      ctx,
      () => 'signature',
      async (body) => {
        delivered.push(JSON.parse(body).event);
      },
    );
    webhooks.deliverLater('payment.captured', { payment: { entity: { id: 'pay_1' } } });
    await webhooks.idle();
    expect(delivered).toEqual(['payment.captured']);
  });
});
