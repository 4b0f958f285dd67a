import type { SandboxPayResult } from '@skillhub/shared/schemas/payment';
import { INDIA_COUNTRY_CODE } from '@skillhub/shared/schemas/whatsapp';
import { conflict, notFound } from '../../http/http-error.ts';
import type { ServiceContext } from '../../http/service-context.ts';
import { indianPhoneDigits } from '../lead-revenue/indian-phone.ts';
import { usersRepository } from '../users/users.repository.ts';
import { paymentsRepository as repo } from './payments.repository.ts';
import type { SandboxProvider } from './sandbox-provider.ts';
import type { SandboxWebhooks } from './sandbox-webhooks.ts';

/** The phone as Razorpay's payment entity writes it: `+91` and the 10 digits for an Indian number. */
function contactOf(typed: string | undefined): string | null {
  if (!typed) return null;
  const digits = indianPhoneDigits(typed);
  return digits ? `+${INDIA_COUNTRY_CODE}${digits}` : typed.replace(/[\s-]/g, '');
}

export const SANDBOX_FAILURE = {
  code: 'BAD_REQUEST_ERROR',
  description: 'Payment failed',
  reason: 'payment_failed',
} as const;

/**
 * The sandbox checkout's Pay and Fail buttons, playing Razorpay's part: the browser gets what Checkout's
 * handler would (a payment id and its signature, or the failure), and the app gets the matching signed
 * webhook shortly after, on its own, so a learner who closes the tab after paying is still enrolled.
 */
export function createSandboxCheckout(
  ctx: Pick<ServiceContext, 'db' | 'clock'>,
  provider: SandboxProvider,
  webhooks: SandboxWebhooks,
) {
  const { db, clock } = ctx;

  function deliverLater(event: string, paymentEntity: Record<string, unknown>): void {
    webhooks.deliverLater(event, { payment: { entity: paymentEntity } });
  }

  return {
    /** `contact` is the phone the payer gives in the checkout (Razorpay's checkout asks for one). */
    async pay(
      userId: string,
      providerOrderId: string,
      outcome: 'success' | 'failure',
      contact?: string,
    ): Promise<SandboxPayResult> {
      const order = await repo.findOwned(db, { providerOrderId, userId });
      if (!order) throw notFound('Order not found');
      const payer = await usersRepository.findById(db, userId);
      if (order.status === 'paid') throw conflict('This order has already been paid');
      if (order.status === 'failed') throw conflict('This order is closed; start the payment again');

      const paymentId = provider.issuePaymentId();
      const entity = {
        id: paymentId,
        entity: 'payment',
        amount: order.amountPaise,
        currency: order.currency,
        order_id: order.providerOrderId,
        method: 'card',
        // Razorpay's entity carries the payer's e-mail and phone (an Indian number as +91 and its 10 digits).
        email: payer?.email ?? null,
        contact: contactOf(contact),
        created_at: Math.floor(clock.now().getTime() / 1000),
      };
      if (outcome === 'failure') {
        deliverLater('payment.failed', {
          ...entity,
          status: 'failed',
          error_code: SANDBOX_FAILURE.code,
          error_description: SANDBOX_FAILURE.description,
          error_reason: SANDBOX_FAILURE.reason,
        });
        return { outcome: 'failure', error: { ...SANDBOX_FAILURE } };
      }
      deliverLater('payment.captured', { ...entity, status: 'captured', captured: true });
      return {
        outcome: 'success',
        razorpayData: {
          razorpay_order_id: order.providerOrderId,
          razorpay_payment_id: paymentId,
          razorpay_signature: provider.signPayment(order.providerOrderId, paymentId),
        },
      };
    },
  };
}
