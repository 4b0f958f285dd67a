import type { PaymentOrder, RazorpayData } from '@skillhub/shared/schemas/payment';
import type { CheckoutOutcome } from './checkout-outcome.ts';

/** Razorpay's Standard Checkout script: loaded once per page, when the payment page is idle or at the first Pay. */
export const RAZORPAY_CHECKOUT_URL = 'https://checkout.razorpay.com/v1/checkout.js';

interface RazorpayFailure {
  error: { code?: string; description?: string; reason?: string };
}

interface RazorpayInstance {
  open(): void;
  on(event: 'payment.failed', listener: (response: RazorpayFailure) => void): void;
}

interface RazorpayOptions {
  key: string;
  order_id: string;
  amount: number;
  currency: string;
  name: string;
  description: string;
  prefill: { name: string; email: string };
  handler: (response: RazorpayData) => void;
  modal: { ondismiss: () => void };
}

declare global {
  interface Window {
    Razorpay?: new (options: RazorpayOptions) => RazorpayInstance;
  }
}

let loading: Promise<void> | null = null;

/** Adds the script tag once; a failed load is forgotten so the next Pay tries again. */
export function loadRazorpayCheckout(): Promise<void> {
  if (window.Razorpay) return Promise.resolve();
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = RAZORPAY_CHECKOUT_URL;
    script.async = true;
    script.onload = () => (window.Razorpay ? resolve() : reject(new Error('Razorpay Checkout did not start')));
    script.onerror = () => {
      script.remove();
      reject(new Error('Razorpay Checkout could not be loaded'));
    };
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/**
 * Opens Razorpay's Checkout for the order and settles once: paid (the signed answer), or, when the learner
 * closes it, failed (if a payment attempt failed inside it: Checkout lets them retry there) or cancelled.
 */
export async function payWithRazorpay(order: PaymentOrder): Promise<CheckoutOutcome> {
  await loadRazorpayCheckout();
  const Razorpay = window.Razorpay;
  if (!Razorpay) throw new Error('Razorpay Checkout could not be loaded');
  return new Promise<CheckoutOutcome>((resolve) => {
    let lastFailure: string | null = null;
    const checkout = new Razorpay({
      key: order.keyId,
      order_id: order.providerOrderId,
      amount: order.amountPaise,
      currency: order.currency,
      name: 'Skillhub',
      description: order.courseTitle,
      prefill: order.prefill,
      handler: (response) =>
        resolve({
          kind: 'paid',
          razorpayData: {
            razorpay_order_id: response.razorpay_order_id,
            razorpay_payment_id: response.razorpay_payment_id,
            razorpay_signature: response.razorpay_signature,
          },
        }),
      modal: {
        ondismiss: () => resolve(lastFailure ? { kind: 'failed', reason: lastFailure } : { kind: 'cancelled' }),
      },
    });
    checkout.on('payment.failed', (response) => {
      lastFailure = response.error.description || response.error.reason || 'The payment was declined';
    });
    checkout.open();
  });
}
