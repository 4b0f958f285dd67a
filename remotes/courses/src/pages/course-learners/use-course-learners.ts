import { request } from '@skillhub/shared/api-client';
import { courseLearnersEndpoints } from '@skillhub/shared/endpoints/course-learners';
import type { NudgeBody } from '@skillhub/shared/schemas/course-learners';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** The Learners page's server state: the course's figures, one page of inactive learners, and nudging one. */

export interface InactiveQuery {
  page: number;
  limit: number;
  inactiveDays: number;
  search?: string;
}

export const learnerKeys = {
  course: (courseId: string) => ['course-learners', courseId] as const,
  summary: (courseId: string) => [...learnerKeys.course(courseId), 'summary'] as const,
  inactive: (courseId: string, query: InactiveQuery) => [...learnerKeys.course(courseId), 'inactive', query] as const,
};

export function useLearnersSummary(courseId: string) {
  return useQuery({
    queryKey: learnerKeys.summary(courseId),
    queryFn: async ({ signal }) =>
      (await request(courseLearnersEndpoints.summary, { params: { courseId }, signal })).data,
  });
}

export function useInactiveLearners(courseId: string, query: InactiveQuery) {
  return useQuery({
    queryKey: learnerKeys.inactive(courseId, query),
    queryFn: ({ signal }) => request(courseLearnersEndpoints.inactive, { params: { courseId }, query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useNudgeLearner(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, body }: { userId: string; body: NudgeBody }) =>
      request(courseLearnersEndpoints.nudge, { params: { courseId, userId }, body }),
    // The row's "nudged … ago" comes from the list; a refused double nudge also means the list is behind.
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...learnerKeys.course(courseId), 'inactive'] }),
  });
}
