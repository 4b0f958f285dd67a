import type { PaymentProvider as PaymentProviderName } from '@skillhub/shared/schemas/payment';
import type { PaymentsConfig } from '../../config.ts';
import type { Secrets } from '../../plugins/app/secrets.ts';
import { createSandboxProvider } from './sandbox-provider.ts';

export interface CreateProviderOrderInput {
  amountPaise: number;
  currency: 'INR';
  /** Our receipt number (Razorpay caps it at 40 characters). */
  receipt: string;
  notes: Record<string, string>;
}

export interface CreateProviderRefundInput {
  /** The captured payment (`pay_…`) the money goes back to. */
  paymentId: string;
  amountPaise: number;
  /** Our refund's id: Razorpay keeps it as the refund's receipt and in its notes, and the webhooks bring it back. */
  refundId: string;
  notes: Record<string, string>;
}

/**
 * The provider's first answer to a refund: accepted (it is now pending at the provider, its webhook says how it
 * ended) or refused with the provider's reason (nothing was refunded).
 */
export type ProviderRefundAnswer = { accepted: true; providerRefundId: string } | { accepted: false; reason: string };

/** What the payment flow needs from Razorpay or from the sandbox standing in for it. */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** The publishable key id Checkout is opened with. */
  readonly keyId: string;
  /** False when Razorpay runs without RAZORPAY_WEBHOOK_SECRET: the webhook is then refused. */
  readonly webhookConfigured: boolean;
  createOrder(input: CreateProviderOrderInput): Promise<{ providerOrderId: string }>;
  /** Razorpay's `POST /payments/:id/refund` (a normal-speed refund of `amountPaise`). */
  refund(input: CreateProviderRefundInput): Promise<ProviderRefundAnswer>;
  /** Checkout's `razorpay_signature`: HMAC of `order_id|payment_id` with the key secret. */
  verifyPaymentSignature(orderId: string, paymentId: string, signature: string): boolean;
  /** `x-razorpay-signature`: HMAC of the raw body with the webhook secret. */
  verifyWebhookSignature(rawBody: Buffer, signature: string | undefined): boolean;
}

export async function createPaymentProvider(
  config: PaymentsConfig,
  secrets: Pick<Secrets, 'paymentSandbox'>,
): Promise<PaymentProvider> {
  // The Razorpay SDK is loaded only with real keys: a process on the sandbox never holds it in memory.
  if (config.provider === 'razorpay') return (await import('./razorpay-provider.ts')).createRazorpayProvider(config);
  return createSandboxProvider({
    keySecret: secrets.paymentSandbox.keySecret,
    webhookSecret: config.webhookSecret ?? secrets.paymentSandbox.webhookSecret,
  });
}
