import { request } from '@skillhub/shared/api-client';
import { myCourseEndpoints } from '@skillhub/shared/endpoints/my-courses';
import { askAgainUnlessAskedWithPage } from '@skillhub/shared/ui/remote-routes';
import { useQuery } from '@tanstack/react-query';

export const myCoursesKeys = {
  all: ['my-courses'] as const,
  refunded: ['my-courses', 'refunded'] as const,
};

/** GET /course/my-courses: one card per enrolment, newest first, with progress and access expiry. */
export const myCoursesQuery = {
  queryKey: myCoursesKeys.all,
  // Asked for with the page's visit (routes.tsx): not again by its first render.
  refetchOnMount: askAgainUnlessAskedWithPage,
  queryFn: async ({ signal }: { signal: AbortSignal }) => (await request(myCourseEndpoints.list, { signal })).data,
};

export function useMyCourses() {
  return useQuery(myCoursesQuery);
}

/** GET /course/my-courses/refunded: purchases whose refunds ended the access, newest payment first. */
export function useRefundedPurchases() {
  return useQuery({
    queryKey: myCoursesKeys.refunded,
    queryFn: async ({ signal }) => (await request(myCourseEndpoints.refundedPurchases, { signal })).data,
  });
}
