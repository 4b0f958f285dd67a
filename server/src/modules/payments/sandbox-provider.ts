import { randomInt } from 'node:crypto';
import type { PaymentProvider } from './payment-provider.ts';
import { signatureChecks, signHex } from './payment-signature.ts';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** An id of Razorpay's form: a prefix and 14 base62 characters (`order_…`, `pay_…`, `evt_…`). */
export function providerStyleId(prefix: string, length = 14): string {
  let id = '';
  for (let i = 0; i < length; i++) id += BASE62[randomInt(BASE62.length)];
  return `${prefix}_${id}`;
}

export const SANDBOX_KEY_ID = 'rzp_sandbox_skillhub';

/** The sandbox also plays Razorpay's side: it issues payment ids and signs what Checkout and webhooks carry. */
export interface SandboxProvider extends PaymentProvider {
  readonly name: 'sandbox';
  issuePaymentId(): string;
  signPayment(orderId: string, paymentId: string): string;
  signWebhook(rawBody: string): string;
}

export function isSandboxProvider(provider: PaymentProvider): provider is SandboxProvider {
  return provider.name === 'sandbox';
}

/**
 * Razorpay's protocol without Razorpay: orders and payments get ids of Razorpay's form and are signed with a
 * local key secret, so the verify and webhook code paths are exactly the ones Razorpay's answers go through.
 */
export function createSandboxProvider(secrets: { keySecret: string; webhookSecret: string }): SandboxProvider {
  return {
    name: 'sandbox',
    keyId: SANDBOX_KEY_ID,
    webhookConfigured: true,
    async createOrder() {
      return { providerOrderId: providerStyleId('order') };
    },
    issuePaymentId: () => providerStyleId('pay'),
    signPayment: (orderId, paymentId) => signHex(secrets.keySecret, `${orderId}|${paymentId}`),
    signWebhook: (rawBody) => signHex(secrets.webhookSecret, rawBody),
    ...signatureChecks(secrets.keySecret, secrets.webhookSecret),
  };
}
