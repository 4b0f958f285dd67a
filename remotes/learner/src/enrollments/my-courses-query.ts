import { request } from '@skillhub/shared/api-client';
import { myCourseEndpoints } from '@skillhub/shared/endpoints/my-courses';
import { queryClient } from '@skillhub/shared/query-client';
import { askAgainUnlessAskedWithPage } from '@skillhub/shared/ui/remote-routes';
import { useQuery } from '@tanstack/react-query';
import { myCertificatesQuery } from './my-certificates.ts';

export const myCoursesKeys = {
  all: ['my-courses'] as const,
  refunded: ['my-courses', 'refunded'] as const,
};

/** GET /course/my-courses: one card per enrolment, newest first, with progress and access expiry. */
export const myCoursesQuery = {
  queryKey: myCoursesKeys.all,
  // Asked for with the page's visit (prefetchMyCourses): not again by its first render.
  refetchOnMount: askAgainUnlessAskedWithPage,
  queryFn: async ({ signal }: { signal: AbortSignal }) => (await request(myCourseEndpoints.list, { signal })).data,
};

export function useMyCourses() {
  return useQuery(myCoursesQuery);
}

/** GET /course/my-courses/refunded: purchases whose refunds ended the access, newest payment first. */
const refundedPurchasesQuery = {
  queryKey: myCoursesKeys.refunded,
  refetchOnMount: askAgainUnlessAskedWithPage,
  queryFn: async ({ signal }: { signal: AbortSignal }) =>
    (await request(myCourseEndpoints.refundedPurchases, { signal })).data,
};

export function useRefundedPurchases() {
  return useQuery(refundedPurchasesQuery);
}

/**
 * Everything My courses shows, asked for with the page's visit (routes.tsx): the certificates and the refunded
 * purchases beside the courses, rather than once the courses have rendered, so the page is whole at once.
 */
export function prefetchMyCourses(): Promise<unknown> {
  return Promise.all([
    queryClient.ensureQueryData(myCoursesQuery),
    queryClient.ensureQueryData(myCertificatesQuery),
    queryClient.ensureQueryData(refundedPurchasesQuery),
  ]);
}
