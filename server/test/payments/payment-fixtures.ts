import { createHmac } from 'node:crypto';
import { TEST_TIMEOUTS } from '@skillhub/shared/test-support/test-policy';
import { and, count, eq, like, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { enrollments } from '../../src/db/schema/enrollments.ts';
import { outbox } from '../../src/db/schema/outbox.ts';
import { paymentOrders, paymentWebhookEvents } from '../../src/db/schema/payments.ts';
import { bearer } from '../support/test-app.ts';

/** What Razorpay (here: the sandbox's secrets) signs; tests compute it the way Razorpay's servers do. */
export const hmacHex = (secret: string, payload: string) => createHmac('sha256', secret).update(payload).digest('hex');

export function paymentSignature(app: FastifyInstance, orderId: string, paymentId: string): string {
  return hmacHex(app.secrets.paymentSandbox.keySecret, `${orderId}|${paymentId}`);
}

export async function createOrder(app: FastifyInstance, token: string, courseId: string, payload?: unknown) {
  return app.inject({
    method: 'POST',
    url: `/api/payment/create-order/${courseId}`,
    headers: bearer(token),
    payload: payload as Record<string, unknown> | undefined,
  });
}

/** Opens an order and returns Checkout's data for it. */
export async function openOrder(app: FastifyInstance, token: string, courseId: string) {
  const response = await createOrder(app, token, courseId);
  if (response.statusCode !== 201) throw new Error(`create-order: ${response.statusCode} ${response.body}`);
  const data = response.json().data;
  if (data.kind !== 'order') throw new Error('expected an order');
  return data.order as { _id: string; providerOrderId: string; amountPaise: number; receipt: string };
}

export function verify(app: FastifyInstance, token: string, courseId: string, razorpayData: unknown) {
  return app.inject({
    method: 'POST',
    url: `/api/payment/verify-payment/${courseId}`,
    headers: bearer(token),
    payload: { razorpayData },
  });
}

/** Checkout's answer for a payment of `providerOrderId`, signed as Razorpay would. */
export function checkoutAnswer(app: FastifyInstance, providerOrderId: string, paymentId = 'pay_TestPayment0001') {
  return {
    razorpay_order_id: providerOrderId,
    razorpay_payment_id: paymentId,
    razorpay_signature: paymentSignature(app, providerOrderId, paymentId),
  };
}

export interface WebhookInput {
  event: string;
  providerOrderId: string;
  amountPaise: number;
  paymentId?: string;
  eventId?: string;
  errorDescription?: string;
  /** The payer's phone on the payment entity (Razorpay's `contact`). */
  contact?: string;
}

/** A Razorpay-shaped webhook event body. */
export function webhookBody(input: WebhookInput): string {
  const entity = {
    id: input.paymentId ?? 'pay_TestPayment0001',
    entity: 'payment',
    amount: input.amountPaise,
    currency: 'INR',
    status: input.event === 'payment.failed' ? 'failed' : 'captured',
    order_id: input.providerOrderId,
    ...(input.errorDescription ? { error_description: input.errorDescription } : {}),
    ...(input.contact ? { contact: input.contact } : {}),
  };
  const payload: Record<string, unknown> = { payment: { entity } };
  if (input.event === 'order.paid') {
    payload.order = { entity: { id: input.providerOrderId, amount: input.amountPaise, status: 'paid' } };
  }
  return JSON.stringify({ entity: 'event', account_id: 'acc_test', event: input.event, payload, created_at: 1 });
}

let eventCounter = 0;

/** Delivers a webhook signed with the app's (sandbox) webhook secret, or with `secret` when given. */
export function sendWebhook(
  app: FastifyInstance,
  body: string,
  options: { eventId?: string | null; signature?: string; secret?: string } = {},
) {
  const signature = options.signature ?? hmacHex(options.secret ?? app.secrets.paymentSandbox.webhookSecret, body);
  const eventId = options.eventId === undefined ? `evt_Test${++eventCounter}` : options.eventId;
  return app.inject({
    method: 'POST',
    url: '/api/payment/webhook',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': signature,
      ...(eventId === null ? {} : { 'x-razorpay-event-id': eventId }),
    },
    payload: body,
  });
}

export async function orderRow(app: FastifyInstance, providerOrderId: string) {
  const [row] = await app.db.select().from(paymentOrders).where(eq(paymentOrders.providerOrderId, providerOrderId));
  if (!row) throw new Error(`no order ${providerOrderId}`);
  return row;
}

export async function enrollmentCount(app: FastifyInstance, userId: string, courseId: string): Promise<number> {
  const [row] = await app.db
    .select({ n: count() })
    .from(enrollments)
    .where(and(eq(enrollments.userId, userId), eq(enrollments.courseId, courseId)));
  return row?.n ?? 0;
}

/** Receipt mails to `email` waiting in (or sent from) the outbox. */
export async function receiptMails(app: FastifyInstance, email: string) {
  return app.db
    .select()
    .from(outbox)
    .where(and(sql`${outbox.payload}->>'to' = ${email}`, like(sql`${outbox.payload}->>'subject'`, '%receipt%')));
}

/** Webhook events handled so far (the sandbox's own deliveries included). */
export async function webhookEventCount(app: FastifyInstance): Promise<number> {
  const [row] = await app.db.select({ n: count() }).from(paymentWebhookEvents);
  return row?.n ?? 0;
}

/** Polls until `check` passes (for work done after the response, such as the sandbox's webhook). */
export async function eventually(check: () => Promise<boolean>, what = 'the condition'): Promise<void> {
  const end = Date.now() + TEST_TIMEOUTS.server.waitFor;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
