import { request } from '@skillhub/shared/api-client';
import { courseEndpoints } from '@skillhub/shared/endpoints/courses';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { courseKeys } from '../../courses/course-queries.ts';
import type { CourseStatus } from '../../courses/course-status.ts';

/** Server state of the courses list: one page of courses, and the changes made from the list. */

export interface CourseListQuery {
  /** 1-based, as the API counts */
  page: number;
  limit: number;
  search?: string;
  category?: string;
  status?: CourseStatus;
}

export function useCourseList(query: CourseListQuery) {
  return useQuery({
    queryKey: courseKeys.list(query),
    queryFn: ({ signal }) => request(courseEndpoints.list, { query: { ...query }, signal }),
    // The table keeps the current page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useChangeCourseStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ courseId, status }: { courseId: string; status: CourseStatus }) =>
      request(courseEndpoints.setStatus, { params: { courseId }, query: { status } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: courseKeys.all }),
  });
}

export function useDeleteCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (courseId: string) => request(courseEndpoints.remove, { params: { courseId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: courseKeys.all }),
  });
}

// The curriculum page imports these from here until its own change moves it to ../../courses/.
export { courseKeys, useCourse } from '../../courses/course-queries.ts';
