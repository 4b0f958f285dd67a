import type { ServiceContext } from '../../http/service-context.ts';
import { providerStyleId } from './sandbox-provider.ts';

/** Sends one signed webhook to the app itself, as Razorpay's servers would. */
export type WebhookSender = (rawBody: string, headers: Record<string, string>) => Promise<void>;

/** What the sandbox's webhooks carry: Razorpay's event name and the entities of its `payload`. */
export type SandboxEventPayload = Record<string, { entity: Record<string, unknown> }>;

export interface SandboxWebhooks {
  /** Signs the event and delivers it after the current request, never awaited by it. */
  deliverLater(event: string, payload: SandboxEventPayload): void;
  /** Resolves once every webhook scheduled so far has been delivered (closing the app waits for it). */
  idle(): Promise<void>;
}

/**
 * The sandbox's side of Razorpay's webhooks: an event body of Razorpay's shape, signed with the webhook secret
 * and with an event id, delivered to the app on its own after the request that caused it, as Razorpay's
 * delivery is independent of the browser and of the staff member's call.
 */
export function createSandboxWebhooks(
  ctx: Pick<ServiceContext, 'clock' | 'log'>,
  signWebhook: (rawBody: string) => string,
  send: WebhookSender,
): SandboxWebhooks {
  const deliveries = new Set<Promise<void>>();
  return {
    deliverLater(event, payload) {
      const body = JSON.stringify({
        entity: 'event',
        account_id: 'acc_sandbox',
        event,
        contains: Object.keys(payload),
        payload,
        created_at: Math.floor(ctx.clock.now().getTime() / 1000),
      });
      const headers = {
        'content-type': 'application/json',
        'x-razorpay-signature': signWebhook(body),
        'x-razorpay-event-id': providerStyleId('evt'),
      };
      const delivery = new Promise<void>((resolve) => setImmediate(resolve))
        .then(() => send(body, headers))
        .catch((error: unknown) => ctx.log.error({ err: error, event }, 'sandbox webhook delivery failed'))
        .finally(() => deliveries.delete(delivery));
      deliveries.add(delivery);
    },
    async idle() {
      while (deliveries.size > 0) await Promise.all([...deliveries]);
    },
  };
}
