import { api, type SuccessBody } from '@skillhub/shared/api-client';
import { apiPaths, buildPath } from '@skillhub/shared/api-paths';
import type {
  CreateOrderResult,
  Enrollment,
  PaymentSummary,
  RazorpayData,
  SandboxPayResult,
} from '@skillhub/shared/schemas/payment';
import { useQuery } from '@tanstack/react-query';

export const paymentKeys = {
  summary: (courseId: string) => ['payment-summary', courseId] as const,
};

/** GET /payment/summary/{courseId}: the course, the amount and the learner's access, if any. */
export function usePaymentSummary(courseId: string) {
  return useQuery({
    queryKey: paymentKeys.summary(courseId),
    queryFn: async ({ signal }) =>
      (await api.get<SuccessBody<PaymentSummary>>(buildPath(apiPaths.payments.summary, { courseId }), { signal })).data,
  });
}

/** POST /payment/create-order/{courseId}: an order to pay (the same open one when asked again), or a free enrolment. */
export async function createOrder(courseId: string): Promise<CreateOrderResult> {
  return (await api.post<SuccessBody<CreateOrderResult>>(buildPath(apiPaths.payments.createOrder, { courseId }))).data;
}

/** POST /payment/verify-payment/{courseId}: the server checks the signature and enrols the learner once. */
export async function verifyPayment(courseId: string, razorpayData: RazorpayData): Promise<Enrollment> {
  const path = buildPath(apiPaths.payments.verify, { courseId });
  return (await api.post<SuccessBody<Enrollment>>(path, { json: { razorpayData } })).data;
}

/** POST /payment/sandbox/pay/{providerOrderId}: the sandbox checkout's Pay or Fail button. */
export async function sandboxPay(providerOrderId: string, outcome: 'success' | 'failure'): Promise<SandboxPayResult> {
  const path = buildPath(apiPaths.payments.sandboxPay, { orderId: providerOrderId });
  return (await api.post<SuccessBody<SandboxPayResult>>(path, { json: { outcome } })).data;
}
