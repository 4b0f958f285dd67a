import { paymentSummaryQuery } from '@skillhub/shared/payment-summary-query';
import type { PaymentSummary } from '@skillhub/shared/schemas/payment';
import { useShownAuth } from '@skillhub/shared/ui/hydration';
import { useQuery } from '@tanstack/react-query';

export type CourseAccess = NonNullable<PaymentSummary['access']>;

/**
 * The signed-in learner's access to a course (from GET /payment/summary/{courseId}), so the purchase card can
 * offer 'Go to course' or 'Renew access' instead of 'Buy now'. Without a session nothing is asked; any failure
 * counts as no access, and the page never waits for this answer. The payment page reads the same cache entry.
 */
export function useCourseAccess(courseId: string): CourseAccess | null {
  const { isAuthenticated, user } = useShownAuth();
  const summary = useQuery({
    ...paymentSummaryQuery(courseId, user?._id ?? ''),
    enabled: isAuthenticated && Boolean(courseId),
    retry: false,
  });
  return isAuthenticated && summary.data ? summary.data.access : null;
}
