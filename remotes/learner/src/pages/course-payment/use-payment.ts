import { request } from '@skillhub/shared/api-client';
import { paymentEndpoints } from '@skillhub/shared/endpoints/payments';
import type { CreateOrderResult, Enrollment, RazorpayData, SandboxPayResult } from '@skillhub/shared/schemas/payment';
import { useQuery } from '@tanstack/react-query';

export const paymentKeys = {
  summary: (courseId: string) => ['payment-summary', courseId] as const,
};

/** GET /payment/summary/{courseId}: the course, the amount and the learner's access, if any. */
export function usePaymentSummary(courseId: string) {
  return useQuery({
    queryKey: paymentKeys.summary(courseId),
    queryFn: async ({ signal }) => (await request(paymentEndpoints.summary, { params: { courseId }, signal })).data,
  });
}

/** POST /payment/create-order/{courseId}: an order to pay (the same open one when asked again), or a free enrolment. */
export async function createOrder(courseId: string): Promise<CreateOrderResult> {
  return (await request(paymentEndpoints.createOrder, { params: { courseId } })).data;
}

/** POST /payment/verify-payment/{courseId}: the server checks the signature and enrols the learner once. */
export async function verifyPayment(courseId: string, razorpayData: RazorpayData): Promise<Enrollment> {
  return (await request(paymentEndpoints.verify, { params: { courseId }, body: { razorpayData } })).data;
}

/** POST /payment/sandbox/pay/{providerOrderId}: the sandbox checkout's Pay or Fail button. */
export async function sandboxPay(providerOrderId: string, outcome: 'success' | 'failure'): Promise<SandboxPayResult> {
  const params = { orderId: providerOrderId };
  return (await request(paymentEndpoints.sandboxPay, { params, body: { outcome } })).data;
}
