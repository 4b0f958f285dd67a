import { request } from '@skillhub/shared/api-client';
import { paymentLinkEndpoints } from '@skillhub/shared/endpoints/lead-revenue';
import type { PaymentLinkPaid } from '@skillhub/shared/schemas/lead-revenue';
import type { CreateOrderResult, RazorpayData, SandboxPayResult } from '@skillhub/shared/schemas/payment';
import { useQuery } from '@tanstack/react-query';

export const payLinkKey = (token: string) => ['payment-link', token] as const;

/** GET /payment-link/{token}: the course, the lead's details, the price and whether the link is open. */
export function usePayLink(token: string) {
  return useQuery({
    queryKey: payLinkKey(token),
    queryFn: ({ signal }) => request(paymentLinkEndpoints.checkout, { params: { token }, signal }),
    select: (body) => body.data,
    // A link that is not one stays not one.
    retry: false,
  });
}

/** POST /payment-link/{token}/order: the order to pay, for the lead's account (made if there is none). */
export async function openLinkOrder(token: string): Promise<CreateOrderResult> {
  return (await request(paymentLinkEndpoints.order, { params: { token } })).data;
}

export async function verifyLinkPayment(token: string, razorpayData: RazorpayData): Promise<PaymentLinkPaid> {
  return (await request(paymentLinkEndpoints.verify, { params: { token }, body: { razorpayData } })).data;
}

/** Sandbox only: the sandbox checkout's buttons for the link's order (the payer need not be signed in). */
export async function sandboxPayLink(
  token: string,
  outcome: 'success' | 'failure',
  contact?: string,
): Promise<SandboxPayResult> {
  return (await request(paymentLinkEndpoints.sandboxPay, { params: { token }, body: { outcome, contact } })).data;
}
