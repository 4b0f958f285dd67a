import { request } from './api-client.ts';
import { paymentEndpoints } from './endpoints/payments.ts';

/**
 * GET /payment/summary/{courseId} for the signed-in user, as one entry of the page's query cache: the course
 * page's purchase card (the courses remote) asks it to offer Go to course or Renew, and the payment page (the
 * learner remote) reads the same entry, so the payment page opened from Buy now draws at once from the card's
 * answer (and checks it again behind the scenes) instead of waiting for a second round trip. The user is part of
 * the key: another account signed in on the same page never sees this one's access.
 */
export function paymentSummaryQuery(courseId: string, userId: string) {
  return {
    queryKey: ['payment-summary', courseId, userId] as const,
    queryFn: async ({ signal }: { signal: AbortSignal }) =>
      (await request(paymentEndpoints.summary, { params: { courseId }, signal })).data,
  };
}

/** What invalidates every user's summary of one course (after a purchase). */
export const paymentSummaryOfCourse = (courseId: string) => ['payment-summary', courseId] as const;
