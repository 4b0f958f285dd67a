import { createHmac } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { SANDBOX_IDS } from './sandbox-options.ts';
import type { SandboxTimers } from './sandbox-timers.ts';

/**
 * The sandbox's webhook deliveries as the Cloud API makes them: one JSON body per event, signed
 * `sha256=<hex HMAC-SHA256 of the raw body under the app secret>`, and a delivery that fails (a non-2xx answer
 * or a throw) tried again with growing pauses. Like Meta, no order is promised between deliveries: a retried
 * `sent` may arrive after the `delivered` that followed it.
 */

/** The pauses before each retry; after the last one the delivery is dropped (and logged). */
export const WEBHOOK_RETRY_DELAYS_MS = [100, 1000, 5000, 30_000] as const;

/**
 * The body of one delivery: one change of the sandbox's one business account. Its `time` (Unix seconds, as
 * Meta sends it) also keeps two deliveries of equal content apart (a template approved, edited and approved
 * again), which the platform would otherwise take for a replay.
 */
export function webhookEnvelope(field: string, value: unknown) {
  return {
    object: 'whatsapp_business_account',
    entry: [{ id: SANDBOX_IDS.businessAccountId, time: Math.floor(Date.now() / 1000), changes: [{ field, value }] }],
  };
}

export function signWebhook(appSecret: string, rawBody: string): string {
  return `sha256=${createHmac('sha256', appSecret).update(rawBody).digest('hex')}`;
}

export interface WebhookDelivery {
  /** Delivers one body; resolves after the first attempt (retries go on in the background), never rejects. */
  post(body: object): Promise<void>;
  /** No new attempts; waits for those under way. */
  close(): Promise<void>;
}

export function createWebhookDelivery(options: {
  appSecret: string;
  deliver(rawBody: string, signature: string): Promise<number>;
  timers: SandboxTimers;
  log: FastifyBaseLogger;
}): WebhookDelivery {
  const { appSecret, deliver, timers, log } = options;
  const underWay = new Set<Promise<void>>();

  async function attempt(rawBody: string, signature: string, retry: number): Promise<void> {
    let outcome: string;
    try {
      const status = await deliver(rawBody, signature);
      if (status >= 200 && status < 300) return;
      outcome = `answered ${status}`;
    } catch (error) {
      outcome = `failed: ${error instanceof Error ? error.message : String(error)}`;
    }
    if (timers.isClosed) return;
    const delay = WEBHOOK_RETRY_DELAYS_MS[retry];
    if (delay === undefined) {
      log.warn({ attempts: retry + 1 }, `WhatsApp sandbox webhook delivery ${outcome}; giving up`);
      return;
    }
    log.info({ retryInMs: delay }, `WhatsApp sandbox webhook delivery ${outcome}; trying again`);
    timers.after(delay, () => {
      void track(attempt(rawBody, signature, retry + 1));
    });
  }

  function track(delivery: Promise<void>): Promise<void> {
    underWay.add(delivery);
    void delivery.finally(() => underWay.delete(delivery));
    return delivery;
  }

  return {
    post(body) {
      if (timers.isClosed) return Promise.resolve();
      const rawBody = JSON.stringify(body);
      return track(attempt(rawBody, signWebhook(appSecret, rawBody), 0));
    },
    async close() {
      await Promise.allSettled([...underWay]);
    },
  };
}
