import type { RazorpayData } from '@skillhub/shared/schemas/payment';

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
 * itself when the provider's reason says no more than 'Payment failed'.
 */
export function failedMessage(reason: string): string {
  const said = reason.trim().replace(/\.+$/, '');
  if (!said || /^payment failed$/i.test(said)) return 'Payment failed. No money was taken.';
  return `Payment failed: ${said}. No money was taken.`;
}
