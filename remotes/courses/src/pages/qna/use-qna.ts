import { request } from '@skillhub/shared/api-client';
import { courseEndpoints } from '@skillhub/shared/endpoints/courses';
import { qnaEndpoints } from '@skillhub/shared/endpoints/qna';
import type { ReplyBody } from '@skillhub/shared/schemas/qna';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export const QNA_STATUS_FILTERS = ['all', 'unanswered', 'answered'] as const;
export type QnaStatusFilter = (typeof QNA_STATUS_FILTERS)[number];

/** What the list is filtered by, as the page's URL holds it. */
export interface QnaParams {
  status: QnaStatusFilter;
  /** a course id, or '' for every course */
  course: string;
  search: string;
  /** 1-based, as in the URL and the API */
  page: number;
  limit: number;
}

/** How many courses the course filter offers per search; typing narrows it further. */
export const COURSE_FILTER_LIMIT = 20;

export const qnaKeys = {
  all: ['dashboard-qna'] as const,
  list: (params: QnaParams) => [...qnaKeys.all, 'list', params] as const,
  courses: (search: string) => [...qnaKeys.all, 'courses', search] as const,
};

/** GET /qna for staff: every course's questions, newest first, filtered as the URL says. */
export function useQnaList(params: QnaParams) {
  return useQuery({
    queryKey: qnaKeys.list(params),
    queryFn: ({ signal }) =>
      request(qnaEndpoints.list, {
        query: {
          page: params.page,
          limit: params.limit,
          search: params.search || undefined,
          courseId: params.course || undefined,
          answered: params.status === 'all' ? undefined : params.status === 'answered',
        },
        signal,
      }),
    // The rows of the last answer stay (dimmed) while the next page or filter loads.
    placeholderData: keepPreviousData,
  });
}

/** The course filter's options: GET /course/all, which staff with Courses read may call, searched on the server. */
export function useCourseFilterOptions(search: string, enabled: boolean) {
  return useQuery({
    queryKey: qnaKeys.courses(search),
    enabled,
    queryFn: ({ signal }) =>
      request(courseEndpoints.list, {
        signal,
        query: { search: search || undefined, limit: COURSE_FILTER_LIMIT, sort: 'title' },
      }),
    select: (body) => body.data.map((course) => ({ label: course.title, value: course._id })),
    placeholderData: keepPreviousData,
  });
}

/** POST /qna/{qnaId}/reply: a staff reply, which marks the question answered. */
export function useReplyToQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ qnaId, body }: { qnaId: string; body: ReplyBody }) =>
      request(qnaEndpoints.reply, { params: { qnaId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...qnaKeys.all, 'list'] }),
  });
}
