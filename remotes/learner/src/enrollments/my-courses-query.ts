import { request } from '@skillhub/shared/api-client';
import { myCourseEndpoints } from '@skillhub/shared/endpoints/my-courses';
import type { PageQuery } from '@skillhub/shared/ui/remote-routes';
import { useQuery } from '@tanstack/react-query';
import { myCertificatesQuery } from './my-certificates.ts';

export const myCoursesKeys = {
  all: ['my-courses'] as const,
  refunded: ['my-courses', 'refunded'] as const,
};

/** GET /course/my-courses: one card per enrolment, newest first, with progress and access expiry. */
export const myCoursesQuery = {
  queryKey: myCoursesKeys.all,
  queryFn: async ({ signal }: { signal: AbortSignal }) => (await request(myCourseEndpoints.list, { signal })).data,
};

export function useMyCourses() {
  return useQuery(myCoursesQuery);
}

/** GET /course/my-courses/refunded: purchases whose refunds ended the access, newest payment first. */
const refundedPurchasesQuery = {
  queryKey: myCoursesKeys.refunded,
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
export const myCoursesPageQueries = (): PageQuery[] => [myCoursesQuery, myCertificatesQuery, refundedPurchasesQuery];
