import { request } from '@skillhub/shared/api-client';
import { paymentEndpoints } from '@skillhub/shared/endpoints/payments';
import { paymentSummaryQuery } from '@skillhub/shared/payment-summary-query';
import type { PriceQuote } from '@skillhub/shared/schemas/coupon';
import type {
  CreateOrderBody,
  CreateOrderResult,
  Enrollment,
  RazorpayData,
  SandboxPayResult,
} from '@skillhub/shared/schemas/payment';
import { authAtom, sessionStore } from '@skillhub/shared/session';
import { useShownAuth } from '@skillhub/shared/ui/hydration';
import { useQuery } from '@tanstack/react-query';

/** The summary of `courseId` for `user` (signed in): one entry, read by the page and asked for ahead of it. */
const summaryFor = (courseId: string, user: { _id: string } | null) => paymentSummaryQuery(courseId, user?._id ?? '');

/**
 * GET /payment/summary/{courseId}: the course, the amount and the learner's access, if any. Opened from the course
 * page's Buy now, the card's answer is already in the cache (the same entry): the page draws it at once (and checks
 * it again).
 */
export function usePaymentSummary(courseId: string) {
  // The learner the page shows (in a server render, the one it is drawn for).
  const { user } = useShownAuth();
  return useQuery(summaryFor(courseId, user));
}

/** The same summary, asked for with the page's visit (routes.tsx), for the learner signed in now. */
export const paymentPageQuery = (courseId: string) => summaryFor(courseId, sessionStore.get(authAtom).user);

/**
 * POST /payment/create-order/{courseId}: an order to pay (the same open one when asked again), or an enrolment
 * (a free course, or a coupon that takes the whole price). The server prices it with the coupon code, if any, and
 * keeps the tax-invoice details (state, company GSTIN and name) for the invoice issued at capture.
 */
export async function createOrder(courseId: string, body: CreateOrderBody = {}): Promise<CreateOrderResult> {
  const sent = Object.keys(body).length > 0 ? body : undefined;
  return (await request(paymentEndpoints.createOrder, { params: { courseId }, body: sent })).data;
}

/** POST /payment/quote/{courseId}: the server's price with the coupon code; a code it refuses throws its reason. */
export async function quotePrice(courseId: string, couponCode: string): Promise<PriceQuote> {
  return (await request(paymentEndpoints.quote, { params: { courseId }, body: { couponCode } })).data;
}

/** POST /payment/verify-payment/{courseId}: the server checks the signature and enrols the learner once. */
export async function verifyPayment(courseId: string, razorpayData: RazorpayData): Promise<Enrollment> {
  return (await request(paymentEndpoints.verify, { params: { courseId }, body: { razorpayData } })).data;
}

/** POST /payment/sandbox/pay/{providerOrderId}: the sandbox checkout's Pay or Fail button, with the phone given. */
export async function sandboxPay(
  providerOrderId: string,
  outcome: 'success' | 'failure',
  contact?: string,
): Promise<SandboxPayResult> {
  const params = { orderId: providerOrderId };
  return (await request(paymentEndpoints.sandboxPay, { params, body: { outcome, contact } })).data;
}
