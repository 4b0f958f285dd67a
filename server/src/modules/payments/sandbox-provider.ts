import { randomInt } from 'node:crypto';
import type { PaymentProvider } from './payment-provider.ts';
import { signatureChecks, signHex } from './payment-signature.ts';
import type { SandboxWebhooks } from './sandbox-webhooks.ts';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** An id of Razorpay's form: a prefix and 14 base62 characters (`order_…`, `pay_…`, `evt_…`). */
export function providerStyleId(prefix: string, length = 14): string {
  let id = '';
  for (let i = 0; i < length; i++) id += BASE62[randomInt(BASE62.length)];
  return `${prefix}_${id}`;
}

export const SANDBOX_KEY_ID = 'rzp_sandbox_skillhub';

/**
 * The sandbox's test marker for a refund that fails: an amount whose paise are 13 (₹40.13, ₹1,000.13) is accepted
 * and then ends with `refund.failed`, as a refund the bank bounces does at Razorpay; any other amount is processed.
 */
export const SANDBOX_FAILING_REFUND_PAISE = 13;
export const SANDBOX_REFUND_FAILURE = 'The bank could not credit the refund (sandbox test amount)';

export const isSandboxFailingRefund = (amountPaise: number) => amountPaise % 100 === SANDBOX_FAILING_REFUND_PAISE;

/** The sandbox also plays Razorpay's side: it issues payment ids and signs what Checkout and webhooks carry. */
export interface SandboxProvider extends PaymentProvider {
  readonly name: 'sandbox';
  issuePaymentId(): string;
  signPayment(orderId: string, paymentId: string): string;
  signWebhook(rawBody: string): string;
  /** Where its refund webhooks go: the app's own webhook route (set when the payment routes start). */
  connectWebhooks(webhooks: SandboxWebhooks): void;
}

export function isSandboxProvider(provider: PaymentProvider): provider is SandboxProvider {
  return provider.name === 'sandbox';
}

/**
 * Razorpay's protocol without Razorpay: orders and payments get ids of Razorpay's form and are signed with a
 * local key secret, so the verify and webhook code paths are exactly the ones Razorpay's answers go through.
 */
export function createSandboxProvider(secrets: { keySecret: string; webhookSecret: string }): SandboxProvider {
  let webhooks: SandboxWebhooks | null = null;
  return {
    name: 'sandbox',
    keyId: SANDBOX_KEY_ID,
    webhookConfigured: true,
    async createOrder() {
      return { providerOrderId: providerStyleId('order') };
    },
    /**
     * Answers as Razorpay's refund call does (a `pending` refund entity) and then sends `refund.processed`, or
     * `refund.failed` for the test amount, with the refund entity Razorpay's webhook carries.
     */
    async refund(input) {
      if (!webhooks) throw new Error('The sandbox cannot refund before its webhooks are connected');
      const entity = {
        id: providerStyleId('rfnd'),
        entity: 'refund',
        amount: input.amountPaise,
        currency: 'INR',
        payment_id: input.paymentId,
        notes: { ...input.notes, refund_id: input.refundId },
        receipt: input.refundId,
        acquirer_data: { arn: null },
        created_at: Math.floor(Date.now() / 1000),
        batch_id: null,
        speed_requested: 'normal',
        speed_processed: 'normal',
      };
      const fails = isSandboxFailingRefund(input.amountPaise);
      webhooks.deliverLater(fails ? 'refund.failed' : 'refund.processed', {
        refund: { entity: { ...entity, status: fails ? 'failed' : 'processed' } },
      });
      return { accepted: true, providerRefundId: entity.id };
    },
    connectWebhooks(connected) {
      webhooks = connected;
    },
    issuePaymentId: () => providerStyleId('pay'),
    signPayment: (orderId, paymentId) => signHex(secrets.keySecret, `${orderId}|${paymentId}`),
    signWebhook: (rawBody) => signHex(secrets.webhookSecret, rawBody),
    ...signatureChecks(secrets.keySecret, secrets.webhookSecret),
  };
}
