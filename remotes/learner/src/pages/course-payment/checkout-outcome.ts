import { i18n } from '@skillhub/shared/i18n';
import type { RazorpayData } from '@skillhub/shared/schemas/payment';
import '../../i18n/index.ts';

/**
 * What a checkout (Razorpay's or the sandbox's) ends with. Both hand it to the same code, so the verify
 * path the learner takes offline is the one they take with real money.
 */
export type CheckoutOutcome =
  | { kind: 'paid'; razorpayData: RazorpayData }
  | { kind: 'failed'; reason: string }
  | { kind: 'cancelled' };

/**
 * 'Payment failed: {reason}. No money was taken.', without a doubled full stop, and without repeating
 * itself when the provider's reason says no more than 'Payment failed'. The provider's reason is as it sent it.
 */
export function failedMessage(reason: string): string {
  const said = reason.trim().replace(/\.+$/, '');
  if (!said || /^payment failed$/i.test(said)) return i18n.t('payment.failed', { ns: 'learner' });
  return i18n.t('payment.failedBecause', { ns: 'learner', reason: said });
}
