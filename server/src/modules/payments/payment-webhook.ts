import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { badRequest } from '../../http/http-error.ts';
import type { ServiceContext } from '../../http/service-context.ts';
import type { RefundSettlement } from '../refunds/refund-settlement.ts';
import type { OrderSettlement } from './order-settlement.ts';
import { paymentsRepository as repo } from './payments.repository.ts';

/**
 * The parts of Razorpay's webhook events the platform reads (https://razorpay.com/docs/webhooks/payloads/).
 * Everything else in the event is accepted and ignored.
 */
const paymentEntitySchema = z.looseObject({
  id: z.string(),
  order_id: z.string().nullish(),
  amount: z.number(),
  /** The payer's phone and e-mail as given at checkout (`+919876543210`); the lead attribution reads the phone. */
  contact: z.string().nullish(),
  email: z.string().nullish(),
  error_description: z.string().nullish(),
});
const orderEntitySchema = z.looseObject({ id: z.string(), amount: z.number() });
const refundEntitySchema = z.looseObject({ id: z.string(), amount: z.number(), notes: z.unknown().optional() });
const webhookEventSchema = z.looseObject({
  event: z.string(),
  payload: z
    .looseObject({
      payment: z.looseObject({ entity: paymentEntitySchema }).optional(),
      order: z.looseObject({ entity: orderEntitySchema }).optional(),
      refund: z.looseObject({ entity: refundEntitySchema }).optional(),
    })
    .optional(),
});
type WebhookEvent = z.infer<typeof webhookEventSchema>;

export type WebhookOutcome = 'processed' | 'duplicate' | 'ignored';

export const WEBHOOK_MESSAGES: Record<WebhookOutcome, string> = {
  processed: 'Event processed',
  duplicate: 'Event already processed',
  ignored: 'Event ignored',
};

/** A signed body that is not an event we can read is the sender's mistake, not ours: 400, never 500. */
export function parseWebhookBody(rawBody: Buffer): WebhookEvent {
  let json: unknown;
  try {
    json = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw badRequest('Malformed JSON in request body');
  }
  const parsed = webhookEventSchema.safeParse(json);
  if (!parsed.success) throw badRequest('Unrecognised webhook event');
  return parsed.data;
}

/**
 * Razorpay's events reach the same settlement as Checkout's verify call, so a learner who closes the tab
 * after paying is still enrolled. The event id is recorded in the same transaction as the event's effect:
 * a replay is acknowledged without effect, and a delivery that failed half-way leaves nothing recorded, so
 * Razorpay's retry does the work.
 */
export function createPaymentWebhook(
  ctx: Pick<ServiceContext, 'db' | 'clock' | 'outbox' | 'log'>,
  settlement: OrderSettlement,
  refunds: RefundSettlement,
) {
  const { db, clock, outbox, log } = ctx;

  async function paid(tx: Database, event: WebhookEvent): Promise<WebhookOutcome> {
    const payment = event.payload?.payment?.entity;
    const providerOrderId = payment?.order_id ?? event.payload?.order?.entity.id;
    if (!payment || !providerOrderId) {
      log.warn({ event: event.event }, 'payment webhook without payment or order id ignored');
      return 'ignored';
    }
    const order = await repo.findByProviderOrderId(tx, providerOrderId);
    if (!order) {
      log.warn({ event: event.event, providerOrderId }, 'payment webhook for an unknown order ignored');
      return 'ignored';
    }
    if (payment.amount !== order.amountPaise) {
      log.warn(
        { event: event.event, providerOrderId, paid: payment.amount, expected: order.amountPaise },
        'payment webhook amount does not match the order; not enrolling',
      );
      return 'ignored';
    }
    const contact = payment.contact ?? null;
    const settled = await settlement.settlePaidOrder(tx, order, payment.id, contact);
    // Settled by Checkout's verify call first, which knew no phone: the payer's phone may credit a lead now.
    if (!settled) await settlement.attributeLate(tx, order.providerOrderId, payment.id, contact);
    if (!settled && order.providerPaymentId && order.providerPaymentId !== payment.id) {
      // A second payment captured on an order already paid: the learner was charged twice.
      log.error(
        { providerOrderId, paymentId: payment.id, settledPaymentId: order.providerPaymentId },
        'a second payment was captured for a paid order; refund it',
      );
    }
    return 'processed';
  }

  async function failed(tx: Database, event: WebhookEvent): Promise<WebhookOutcome> {
    const payment = event.payload?.payment?.entity;
    if (!payment?.order_id) return 'ignored';
    const order = await repo.findByProviderOrderId(tx, payment.order_id);
    if (!order) {
      log.warn(
        { event: event.event, providerOrderId: payment.order_id },
        'payment webhook for an unknown order ignored',
      );
      return 'ignored';
    }
    // Only an open order notes the failure; one already paid (events arrive in any order) stays paid.
    await repo.recordFailure(tx, order.id, payment.error_description ?? 'Payment failed', clock.now());
    return 'processed';
  }

  return {
    async handle(eventId: string | null, event: WebhookEvent): Promise<WebhookOutcome> {
      const outcome = await db.transaction(async (tx): Promise<WebhookOutcome> => {
        if (eventId !== null && !(await repo.recordEvent(tx, eventId, event.event, clock.now()))) return 'duplicate';
        switch (event.event) {
          case 'payment.captured':
          case 'order.paid':
            return paid(tx, event);
          case 'payment.failed':
            return failed(tx, event);
          case 'refund.processed':
          case 'refund.failed':
            return refunds.handle(tx, event.event, event.payload?.refund?.entity);
          default:
            return 'ignored';
        }
      });
      if (outcome === 'processed') outbox.kick();
      return outcome;
    },
  };
}
