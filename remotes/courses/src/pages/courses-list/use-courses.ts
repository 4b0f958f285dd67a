import { api, type ListBody, type SuccessBody } from '@skillhub/shared/api-client';
import { apiPaths, buildPath } from '@skillhub/shared/api-paths';
import type { CONTENT_STATUSES } from '@skillhub/shared/constants';
import type { Category } from '@skillhub/shared/schemas/category';
import type { Course, CourseSummary } from '@skillhub/shared/schemas/course';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** Server state of the staff course pages: the list, one course, and the changes made from the list. */

export type CourseStatus = (typeof CONTENT_STATUSES)[number];

export interface CourseListQuery {
  /** 1-based, as the API counts */
  page: number;
  limit: number;
  search?: string;
  category?: string;
  status?: CourseStatus;
}

export const courseKeys = {
  all: ['courses'] as const,
  list: (query: CourseListQuery) => [...courseKeys.all, 'list', query] as const,
  detail: (courseId: string) => [...courseKeys.all, 'detail', courseId] as const,
  content: (courseId: string) => [...courseKeys.all, 'content', courseId] as const,
};

export function useCourseList(query: CourseListQuery) {
  return useQuery({
    queryKey: courseKeys.list(query),
    queryFn: ({ signal }) =>
      api.get<ListBody<CourseSummary>>(apiPaths.courses.all, { searchParams: { ...query }, signal }),
    // The table keeps the current page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useCourse(courseId: string | undefined) {
  return useQuery({
    queryKey: courseKeys.detail(courseId ?? ''),
    queryFn: async ({ signal }) => {
      const body = await api.get<SuccessBody<Course>>(buildPath(apiPaths.courses.byId, { courseId: courseId ?? '' }), {
        signal,
      });
      return body.data;
    },
    enabled: Boolean(courseId),
  });
}

/** Categories a course may be filed under: the active ones, whether or not they hold courses yet. */
export function useActiveCategories() {
  return useQuery({
    queryKey: ['course-categories', 'active'],
    queryFn: async ({ signal }) => {
      const body = await api.get<ListBody<Category>>(apiPaths.categories.list, {
        searchParams: { active: true },
        signal,
      });
      return body.data;
    },
  });
}

export function useChangeCourseStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ courseId, status }: { courseId: string; status: CourseStatus }) =>
      api.patch<SuccessBody<Course>>(buildPath(apiPaths.courses.status, { courseId }), {
        searchParams: { status },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: courseKeys.all }),
  });
}

export function useDeleteCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (courseId: string) => api.delete(buildPath(apiPaths.courses.byId, { courseId })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: courseKeys.all }),
  });
}
