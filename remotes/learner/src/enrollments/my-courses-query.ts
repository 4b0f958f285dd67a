import { request } from '@skillhub/shared/api-client';
import { myCourseEndpoints } from '@skillhub/shared/endpoints/my-courses';
import { useQuery } from '@tanstack/react-query';

export const myCoursesKeys = {
  all: ['my-courses'] as const,
  refunded: ['my-courses', 'refunded'] as const,
};

/** GET /course/my-courses: one card per enrolment, newest first, with progress and access expiry. */
export function useMyCourses() {
  return useQuery({
    queryKey: myCoursesKeys.all,
    queryFn: async ({ signal }) => (await request(myCourseEndpoints.list, { signal })).data,
  });
}

/** GET /course/my-courses/refunded: purchases whose refunds ended the access, newest payment first. */
export function useRefundedPurchases() {
  return useQuery({
    queryKey: myCoursesKeys.refunded,
    queryFn: async ({ signal }) => (await request(myCourseEndpoints.refundedPurchases, { signal })).data,
  });
}
