import { request } from '@skillhub/shared/api-client';
import { categoryEndpoints } from '@skillhub/shared/endpoints/categories';
import { courseEndpoints } from '@skillhub/shared/endpoints/courses';
import { useQuery } from '@tanstack/react-query';

/** Server state the staff course pages share: one course, and the categories a course may be filed under. */

export const courseKeys = {
  all: ['courses'] as const,
  list: (query: object) => [...courseKeys.all, 'list', query] as const,
  detail: (courseId: string) => [...courseKeys.all, 'detail', courseId] as const,
  content: (courseId: string) => [...courseKeys.all, 'content', courseId] as const,
};

export function useCourse(courseId: string | undefined) {
  return useQuery({
    queryKey: courseKeys.detail(courseId ?? ''),
    queryFn: async ({ signal }) => {
      const body = await request(courseEndpoints.get, { params: { courseId: courseId ?? '' }, signal });
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
      const body = await request(categoryEndpoints.list, { query: { active: true }, signal });
      return body.data;
    },
  });
}
