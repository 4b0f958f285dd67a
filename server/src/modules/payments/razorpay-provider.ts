import Razorpay from 'razorpay';
import { HttpError } from '../../http/http-error.ts';
import type { CreateProviderOrderInput, PaymentProvider } from './payment-provider.ts';
import { signatureChecks } from './payment-signature.ts';

export const PROVIDER_UNAVAILABLE_MESSAGE = 'The payment provider is not reachable. Please try again shortly.';

/** Razorpay through its official SDK; the SDK is only used to create orders, signatures are checked locally. */
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
    ...signatureChecks(config.keySecret, config.webhookSecret),
  };
}
