import Razorpay from 'razorpay';
import { HttpError } from '../../http/http-error.ts';
import type { CreateProviderOrderInput, CreateProviderRefundInput, PaymentProvider } from './payment-provider.ts';
import { signatureChecks } from './payment-signature.ts';

export const PROVIDER_UNAVAILABLE_MESSAGE = 'The payment provider is not reachable. Please try again shortly.';

/** Razorpay through its official SDK (orders and refunds); signatures are checked locally. */
export function createRazorpayProvider(config: {
  keyId: string;
  keySecret: string;
  webhookSecret: string | null;
}): PaymentProvider {
  const client = new Razorpay({ key_id: config.keyId, key_secret: config.keySecret });
  return {
    name: 'razorpay',
    keyId: config.keyId,
    webhookConfigured: config.webhookSecret !== null,
    async createOrder(input: CreateProviderOrderInput) {
      try {
        const order = await client.orders.create({
          amount: input.amountPaise,
          currency: input.currency,
          receipt: input.receipt,
          notes: input.notes,
        });
        return { providerOrderId: order.id };
      } catch (error) {
        // The SDK rejects with Razorpay's error body (or a network error): a dependency failure, not ours.
        throw Object.assign(new HttpError(503, PROVIDER_UNAVAILABLE_MESSAGE), { cause: error });
      }
    },
    async refund(input: CreateProviderRefundInput) {
      try {
        const refund = await client.payments.refund(input.paymentId, {
          amount: input.amountPaise,
          speed: 'normal',
          receipt: input.refundId,
          notes: { ...input.notes, refund_id: input.refundId },
        });
        return { accepted: true as const, providerRefundId: refund.id };
      } catch (error) {
        // Razorpay refused (4xx, e.g. more than is left to refund): its description says why. Without an answer
        // (network, 5xx) the refund may still have been made: it is recorded as failed, and should Razorpay
        // later send refund.processed for it (found by the refund_id in its notes) it turns processed.
        return { accepted: false as const, reason: razorpayErrorDescription(error) };
      }
    },
    ...signatureChecks(config.keySecret, config.webhookSecret),
  };
}

/** The SDK rejects with `{ statusCode, error: { description } }` for Razorpay's answers, or a network error. */
export function razorpayErrorDescription(error: unknown): string {
  const answer = error as { statusCode?: number; error?: { description?: string } } | null;
  const description = answer?.error?.description;
  if (typeof answer?.statusCode === 'number' && answer.statusCode < 500 && description) return description;
  return PROVIDER_UNAVAILABLE_MESSAGE;
}
