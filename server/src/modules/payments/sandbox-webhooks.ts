import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServiceContext } from '../../http/service-context.ts';
import { providerStyleId } from './sandbox-provider.ts';

/** Sends one signed webhook to the app itself, as Razorpay's servers would. */
export type WebhookSender = (rawBody: string, headers: Record<string, string>) => Promise<void>;

/** What the sandbox's webhooks carry: Razorpay's event name and the entities of its `payload`. */
export type SandboxEventPayload = Record<string, { entity: Record<string, unknown> }>;

export interface SandboxWebhooks {
  /** Signs the event and delivers it once the current request is answered, never awaited by it. */
  deliverLater(event: string, payload: SandboxEventPayload): void;
  /** Resolves once every webhook scheduled so far has been delivered (closing the app waits for it). */
  idle(): Promise<void>;
}

/** Inside a request: settles once that request is answered. */
const requestAnswered = new AsyncLocalStorage<Promise<void>>();

/**
 * Makes the sandbox's webhooks wait for the answer of the request that caused them. Razorpay's webhook for a
 * refund or a capture comes after its API call has answered, so the app's code after that call (the refund's
 * provider id, the "on its way" mail) runs first; delivering at the next turn of the event loop raced it.
 */
export function holdWebhooksUntilAnswered(app: FastifyInstance): void {
  const answer = new WeakMap<FastifyRequest, () => void>();
  app.addHook('onRequest', (request, _reply, done) => {
    const answered = new Promise<void>((resolve) => answer.set(request, resolve));
    requestAnswered.run(answered, done);
  });
  const release = async (request: FastifyRequest) => answer.get(request)?.();
  app.addHook('onResponse', release);
  app.addHook('onRequestAbort', release);
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
      const answered = requestAnswered.getStore() ?? Promise.resolve();
      const delivery = answered
        .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
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
